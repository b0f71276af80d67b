import { onRealtime, onResync } from '../../realtime/realtime-service';

/** Lists and calendars reload when a request changes in a panel (panels and pages do not import each other). */
const listeners = new Set<() => void>();
export const leaveChanged = () => listeners.forEach((l) => l());

/** Also when a leave notification arrives live, or after a reconnect may have missed some. */
export function onLeaveChanged(l: () => void) {
  listeners.add(l);
  const offLive = onRealtime('ReceiveNotification', (n) => (n as { sourceName?: string } | null)?.sourceName === 'CongeRequests' && l());
  const offResync = onResync(l);
  return () => {
    listeners.delete(l);
    offLive();
    offResync();
  };
}
