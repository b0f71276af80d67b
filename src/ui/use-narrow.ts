import { useSyncExternalStore } from 'react';

/** A phone's width: where lists turn into cards and filters fold (src/styles/areas/lists.css holds the same figure). */
export const narrowQuery = '(max-width: 600px)';

const media = (query: string) => (typeof matchMedia === 'function' ? matchMedia(query) : null);
/** One subscriber per query, so React keeps its subscription from one render to the next. */
const subscribers = new Map<string, (changed: () => void) => () => void>();
const subscriberOf = (query: string) => {
  let s = subscribers.get(query);
  if (!s) {
    s = (changed) => {
      const m = media(query);
      m?.addEventListener('change', changed);
      return () => m?.removeEventListener('change', changed);
    };
    subscribers.set(query, s);
  }
  return s;
};

/** Whether a media query matches, for what CSS cannot set (a library's options, an element's `open`); redrawn when it changes. */
export function useMediaMatch(query: string): boolean {
  return useSyncExternalStore(subscriberOf(query), () => media(query)?.matches ?? false, () => false);
}

/** Whether the window is phone-narrow. */
export const useNarrow = (): boolean => useMediaMatch(narrowQuery);
