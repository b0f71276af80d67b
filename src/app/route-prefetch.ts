import { routeFor } from './early-start';
import { preload } from '../kernel/module-cache';
import { routeTable, type RouteDef } from './route-table';
import { allows } from '../kernel/permissions';

/**
 * A link the user is about to follow (pointer over it, or focus): its page,
 * its words and what the page needs at once start loading, so the page shows
 * sooner on the click. Cached: a second call costs nothing. Kept out of
 * early-start.ts, whose entry must not wait for React.
 */
export function prefetchRoute(href: string) {
  const route = routeFor(href.split(/[?#]/)[0]);
  if (route) prefetchDef(route);
}

function prefetchDef(route: RouteDef) {
  if ('notInRelease' in route.page) return;
  void preload(route.page, route.ns).catch(() => {});
  void route.prefetch?.().catch(() => {});
}

/**
 * The page of a new address starts loading the moment the address changes,
 * before React draws the change. wouter reads the location through
 * useSyncExternalStore, so the change renders at once and in one piece:
 * taking down the page left would otherwise come before the new page's code
 * is even asked for. Listeners added before the router's run before it
 * (popstate runs microtasks between listeners).
 */
export function prefetchOnNavigation({ target = globalThis, path = () => location.pathname, load = prefetchDef }: { target?: Pick<EventTarget, 'addEventListener'>; path?: () => string; load?: (route: RouteDef) => void } = {}) {
  // A query replaced on the page shown (a filter, a search) is no way to another page: nothing to fetch again.
  let shown = path();
  const follow = () => {
    const now = path();
    if (now === shown) return;
    shown = now;
    const route = routeFor(now);
    if (route) load(route);
  };
  for (const type of ['popstate', 'pushState', 'replaceState']) target.addEventListener(type, follow);
}

export interface IdleScheduler {
  /** Runs `job` once the page has been quiet a while (after the first screen and what it asked for). */
  whenIdle(job: () => void): void;
  /** The user asked the browser to spare data (Save-Data): nothing is fetched ahead. */
  saveData(): boolean;
}

/**
 * The browser's idle time, as the app waits for it (also for work that fetches nothing). Measured under issue 35's
 * 10 % rule on 4 December 2026 (Lighthouse mobile, production dashboard, five audits of each build in turn, so that
 * the machine's load falls on both; load 1.9 at the start): total blocking time 325 ms with this wait, 411 ms with
 * the calendar's code and the date formats taken at once (21 % less with it; performance 91 against 90). Kept.
 */
export const browserIdle: IdleScheduler = {
  whenIdle: (job) => {
    const idle = (f: () => void) => ('requestIdleCallback' in globalThis ? requestIdleCallback(f, { timeout: 5000 }) : setTimeout(f, 0));
    // The first screen's own calls and images go first; then the next quiet moment.
    setTimeout(() => idle(job), 1500);
  },
  saveData: () => !!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
};

/**
 * Routes whose page needs heavy code beside its own (`prefetch`: FullCalendar
 * for the calendars, 146 KB gzip) are fetched in idle time after the first
 * screen, for a user allowed there: the leave calendar is the screen people
 * open most after the dashboard, and it then draws at once instead of first
 * waiting for its code (issue 13). The first load itself stays free of them.
 */
export function prefetchHeavyRoutesWhenIdle(permissions: () => readonly string[], scheduler: IdleScheduler = browserIdle, routes: readonly RouteDef[] = routeTable) {
  if (scheduler.saveData()) return;
  scheduler.whenIdle(() => {
    const held = permissions();
    for (const route of routes) if (route.prefetch && allows(held, route.rule)) prefetchDef(route);
  });
}
