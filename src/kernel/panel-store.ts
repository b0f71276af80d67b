import { useSyncExternalStore } from 'react';

/**
 * The stack of open side panels. Any part of the app opens a panel by kind
 * (a notification opens a leave request, quick-create opens a form) without
 * importing the area that draws it.
 */
export interface OpenPanel {
  key: number;
  kind: string;
  params: Record<string, unknown>;
}

let stack: OpenPanel[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openPanel(kind: string, params: Record<string, unknown> = {}) {
  stack = [...stack, { key: next++, kind, params }];
  emit();
}
/** Replaces the top panel (after create, the detail opens for the new id). */
export function replacePanel(key: number, kind: string, params: Record<string, unknown> = {}) {
  stack = stack.map((p) => (p.key === key ? { key: next++, kind, params } : p));
  emit();
}
export function closePanel(key: number) {
  stack = stack.filter((p) => p.key !== key);
  emit();
}
export function closeAllPanels() {
  if (!stack.length) return;
  stack = [];
  emit();
}

export function usePanels(): OpenPanel[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => stack,
    () => stack,
  );
}
