/** Panels tell the page to reload after a change, without importing it. */
const listeners = new Set<() => void>();
export const projectsChanged = () => listeners.forEach((l) => l());
export function onProjectsChanged(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
