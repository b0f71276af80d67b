import { useSyncExternalStore } from 'react';
import { drafts, type StoredPanel } from '../ui/drafts/draft-store';

/**
 * The stack of open side panels. Any part of the app opens a panel by kind
 * (a notification opens a leave request, quick-create opens a form) without
 * importing the area that draws it.
 */
export interface OpenPanel {
  key: number;
  kind: string;
  params: Record<string, unknown>;
  /** Names the panel's draft in the draft store; the same after a sign-in that reopens it. */
  draftKey: string;
}

let stack: OpenPanel[] = [];
let next = 1;
const listeners = new Set<() => void>();
// Every change is also recorded (while someone is signed in), so the stack can come back after an ended session.
const emit = () => {
  drafts.savePanels(stack);
  listeners.forEach((l) => l());
};
const page = Math.random().toString(36).slice(2, 8);
const newDraftKey = () => `${page}-${next}`;

export function openPanel(kind: string, params: Record<string, unknown> = {}) {
  stack = [...stack, { key: next, kind, params, draftKey: newDraftKey() }];
  next++;
  emit();
}
/** Replaces the top panel (after create, the detail opens for the new id). */
export function replacePanel(key: number, kind: string, params: Record<string, unknown> = {}) {
  stack = stack.map((p) => (p.key === key ? { key: next, kind, params, draftKey: newDraftKey() } : p));
  next++;
  emit();
}
/** Panels kept through a sign-in, reopened in their order with their drafts. */
export function reopenPanels(panels: readonly StoredPanel[]) {
  if (!panels.length) return;
  stack = [...stack, ...panels.map((p) => ({ key: next++, kind: p.kind, params: p.params, draftKey: p.draftKey }))];
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
