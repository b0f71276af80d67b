/** Panels tell the list (and an open detail) to reload after a change, without importing them. */
const listeners = new Set<() => void>();
export const interventionsChanged = () => listeners.forEach((l) => l());
export function onInterventionsChanged(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
