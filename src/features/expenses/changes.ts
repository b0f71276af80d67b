import { useSyncExternalStore } from 'react';

/**
 * Lists and statistics reload when a panel saved, moved or deleted a note:
 * panels announce a change, pages read the stamp as a load input.
 */
let stamp = 0;
const listeners = new Set<() => void>();

export function announceNotesChanged() {
  stamp++;
  listeners.forEach((l) => l());
}

export function useNotesStamp(): number {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => stamp,
    () => stamp,
  );
}
