/** Panels tell the pages to reload after a change, without importing them. */
const listeners = new Set<() => void>();
export const inventoryChanged = () => listeners.forEach((l) => l());
export function onInventoryChanged(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
