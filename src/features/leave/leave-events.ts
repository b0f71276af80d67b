/** Lists and calendars reload when a request changes in a panel (panels and pages do not import each other). */
const listeners = new Set<() => void>();
export const leaveChanged = () => listeners.forEach((l) => l());
export function onLeaveChanged(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
