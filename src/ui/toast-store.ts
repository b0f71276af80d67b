import { useSyncExternalStore } from 'react';
import i18next from 'i18next';

/** Toasts: success and error messages, closed after 3000 ms or by hand. */
export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  /** A translation key or a server sentence (passed through t()). */
  message: string;
  title?: string;
  params?: Array<string | number>;
  onClick?: () => void;
}

export const TOAST_DURATION_MS = 3000;
let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function push(t: Omit<Toast, 'id'>, duration = TOAST_DURATION_MS) {
  // One failure seen by several lists at once (a reconnect's catch-up) is said once: the same error still on screen is not stacked.
  const same = t.kind === 'error' && toasts.find((x) => x.kind === 'error' && x.message === t.message && !x.title && !x.onClick);
  if (same) return same.id;
  const id = next++;
  toasts = [...toasts.slice(-4), { ...t, id }];
  emit();
  if (duration > 0) setTimeout(() => dismissToast(id), duration);
  return id;
}

/**
 * The area whose words a message is: the toast region reads only the common
 * and shell namespaces, so an area's key (Form.StatusNotAllowed,
 * Chat.MessageSeen…) is translated here, in the namespaces given, when it is
 * raised. Without `ns` the message goes to the region as it is.
 */
export interface ToastWords {
  ns?: string | readonly string[];
}
const inWords = (message: string, o: ToastWords = {}) => (o.ns ? i18next.t(message, { ns: o.ns }) : message);

export const toast = {
  success: (message = 'Default.succesMessage', o?: ToastWords) => push({ kind: 'success', message: inWords(message, o) }),
  error: (message: string, o?: ToastWords) => push({ kind: 'error', message: inWords(message, o) }, 6000),
  info: (message: string, { ns, ...o }: Partial<Omit<Toast, 'id' | 'kind' | 'message'>> & ToastWords = {}) => push({ kind: 'info', message: inWords(message, { ns }), ...o }),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => toasts,
    () => toasts,
  );
}
