import { useSyncExternalStore } from 'react';
import { onRealtime } from '../../realtime/realtime-service';

/**
 * Lists of the area re-read when a request changes: after a save or a
 * decision here, or when a DocumentsRequest notification arrives live.
 */
let version = 0;
const listeners = new Set<() => void>();

export function documentsChanged() {
  version++;
  listeners.forEach((l) => l());
}

let wired = false;
export function useDocumentsVersion(): number {
  if (!wired) {
    wired = true;
    onRealtime('ReceiveNotification', (n) => {
      if ((n as { sourceName?: string } | null)?.sourceName === 'DocumentsRequest') documentsChanged();
    });
  }
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => version,
    () => version,
  );
}
