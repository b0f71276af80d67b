import { useCallback, useSyncExternalStore } from 'react';

/** A phone's width: where lists turn into cards and filters fold (src/styles/areas/lists.css holds the same figure). */
export const narrowQuery = '(max-width: 600px)';

const media = (query: string) => (typeof matchMedia === 'function' ? matchMedia(query) : null);

/** Whether a media query matches, for what CSS cannot set (a library's options, an element's `open`); redrawn when it changes. */
export function useMediaMatch(query: string): boolean {
  // The same subscriber while the query holds: React subscribes again only when it changes.
  const subscribe = useCallback(
    (changed: () => void) => {
      const m = media(query);
      m?.addEventListener('change', changed);
      return () => m?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => media(query)?.matches ?? false, () => false);
}

/** Whether the window is phone-narrow. */
export const useNarrow = (): boolean => useMediaMatch(narrowQuery);
