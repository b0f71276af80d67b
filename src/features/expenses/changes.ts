import { useEffect, useSyncExternalStore } from 'react';
import { onRealtime, onResync } from '../../realtime/realtime-service';

/**
 * Lists, statistics and details reload when a panel saved, moved or deleted
 * a note, when a notification about a note arrives (someone else moved it),
 * and after a reconnect: panels announce a change, views read the stamp as
 * a load input.
 */
let stamp = 0;
const listeners = new Set<() => void>();

export function announceNotesChanged() {
  stamp++;
  listeners.forEach((l) => l());
}

// One subscription to the hub however many views listen.
let users = 0;
let off: (() => void) | null = null;
function listenToHub() {
  if (users++ === 0) {
    const offPush = onRealtime('ReceiveNotification', (n) => {
      if ((n as { sourceName?: string } | null)?.sourceName === 'CollaboratorExpensesRequests') announceNotesChanged();
    });
    const offResync = onResync(announceNotesChanged);
    off = () => (offPush(), offResync());
  }
  return () => {
    if (--users === 0) off?.();
  };
}

export function useNotesStamp(): number {
  useEffect(listenToHub, []);
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => stamp,
    () => stamp,
  );
}
