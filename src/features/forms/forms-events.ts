/** Panels tell the forms page to reload after a change (they are drawn outside it). */
const listeners = new Set<() => void>();
export const onFormsChanged = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
export const emitFormsChanged = () => listeners.forEach((l) => l());
