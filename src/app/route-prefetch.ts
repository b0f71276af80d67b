import { routeFor } from './early-start';
import { preload } from './module-cache';

/**
 * A link the user is about to follow (pointer over it, or focus): its page,
 * its words and what the page needs at once start loading, so the page shows
 * sooner on the click. Cached: a second call costs nothing. Kept out of
 * early-start.ts, whose entry must not wait for React.
 */
export function prefetchRoute(href: string) {
  const route = routeFor(href.split(/[?#]/)[0]);
  if (!route || 'notInRelease' in route.page) return;
  void preload(route.page, route.ns).catch(() => {});
  void route.prefetch?.().catch(() => {});
}
