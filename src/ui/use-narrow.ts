import { useSyncExternalStore } from 'react';

/** A phone's width: where lists turn into cards and filters fold (src/styles/areas/lists.css holds the same figure). */
export const narrowQuery = '(max-width: 600px)';

const media = () => (typeof matchMedia === 'function' ? matchMedia(narrowQuery) : null);
const subscribe = (changed: () => void) => {
  const m = media();
  m?.addEventListener('change', changed);
  return () => m?.removeEventListener('change', changed);
};

/** Whether the window is phone-narrow, for what CSS cannot set (a library's options); redrawn when it changes. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
