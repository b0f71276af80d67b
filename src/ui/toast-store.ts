import i18next from 'i18next';
import { fillPlaceholders, isolated } from '../i18n/i18n';
import { createStore } from '../domain/store';
import { useStore } from './use-store';

/** Toasts: success and error messages, closed after 3000 ms or by hand. */
export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  /** A translation key or a server sentence (passed through t()). */
  message: string;
  title?: string;
  params?: Array<string | number>;
  onClick?: () => void;
  /** A button beside the words (a held decision's 'Annuler'): its label is a key of the common or shell words. */
  action?: { label: string; run: () => void };
  /** How long it shows, in ms; 0: until the person closes it. */
  lasts?: number;
}

export const TOAST_DURATION_MS = 3000;
/** An error stays twice as long: it is read, then acted on. */
export const ERROR_TOAST_MS = 6000;
/** The toasts on screen, newest last (read by tests; views use useToasts). */
export const toasts = createStore<Toast[]>([]);
let next = 1;

export function dismissToast(id: number) {
  toasts.set((shown) => shown.filter((t) => t.id !== id));
}

function push(t: Omit<Toast, 'id'>, duration = TOAST_DURATION_MS) {
  // One failure seen by several lists at once (a reconnect's catch-up) is said once: the same error still on screen is not stacked.
  const same = t.kind === 'error' && toasts.get().find((x) => x.kind === 'error' && x.message === t.message && !x.title && !x.onClick);
  if (same) return same.id;
  const id = next++;
  toasts.set((shown) => [...shown.slice(-4), { ...t, id, lasts: duration }]);
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

type Named = string | number | null | undefined;
const isNamed = (x: Named): x is string | number => x !== null && x !== undefined && String(x).trim() !== '';

/** The longest name a toast's title quotes whole (in characters as people count them). */
export const NAMED_MAX = 36;
/**
 * A name cut to NAMED_MAX with '…', at a word's end when it can: a toast's title has two lines, and a leave type of 70 characters pushed out what
 * was done ('Demande de congé « Congé exceptionnel pour événement familial (mariage,…', persona review at 390 px).
 */
function short(name: string | number): string {
  const chars = Array.from(String(name).trim());
  if (chars.length <= NAMED_MAX) return chars.join('');
  // At a word's end when one is near: 'Congé exceptionnel pour événement…', not '…événement f…'.
  const head = chars.slice(0, NAMED_MAX - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > NAMED_MAX / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * What was done, named (issue 34): the area's key with {0}, {1}… filled by
 * its objects, a person's name or a record's title ('Congé de {0} accepté'),
 * a long one shortened so the sentence ends in view.
 * In a right-to-left language each object is isolated (U+2068…U+2069), so a
 * name written left to right does not reorder the sentence around it.
 */
export function doneText(ns: string | readonly string[], what: string, ...objects: Array<string | number>): string {
  return fillPlaceholders(i18next.t(what, { ns }), ...objects.map((o) => isolated(short(o))));
}

/** What was done to what (`toast.done`), or the spec's message alone when an object is not known. */
const pushDone = (ns: string | readonly string[], what: string, objects: Named[], ms?: number) =>
  objects.every(isNamed)
    ? push({ kind: 'success', title: doneText(ns, what, ...objects), message: 'Default.succesMessage' }, ms)
    : push({ kind: 'success', message: 'Default.succesMessage' }, ms);

/** The toast of each held decision and what it names, by its owner (a record: 'leaveRequest#7'), dismissed when the hold ends. */
const held = new Map<string, { id: number; title: string; undone: string }>();
/** A held decision's own words, keys of the shell namespace: its undo button's, and what is said once it is undone. */
export interface HeldWords {
  undo?: string;
  undone?: string;
}

/** The error toast said last for each owner that gave one. */
const told = new Map<string, number>();

export const toast = {
  /**
   * A decision held before it is sent (issue 36 item 1): what was decided and for whom, that it goes in a few
   * seconds, and 'Annuler', for as long as the hold (`ms`). `release` takes it away when the hold ends; taken back
   * (`undone`), it says so: nothing was sent.
   */
  held: (owner: string, title: string, undo: () => void, ms: number, words: HeldWords = {}) => {
    // One held toast at a time, the newest: on a phone, three decisions taken in a row must not stack three toasts over
    // the rows. The earlier ones keep their 'Annuler' in their own row, where they were taken.
    for (const { id } of held.values()) dismissToast(id);
    const action = { label: words.undo ?? 'toast.undo', run: undo };
    held.set(owner, { id: push({ kind: 'info', title, message: 'toast.heldNote', params: [Math.round(ms / 1000)], action }, ms), title, undone: words.undone ?? 'toast.undone' });
  },
  release: (owner: string, undone = false) => {
    const was = held.get(owner);
    held.delete(owner);
    if (was !== undefined) dismissToast(was.id);
    // Taken back, it says which decision was not sent (persona review: a bare 'Décision annulée' after three in a row).
    if (undone && was) push({ kind: 'info', message: was.undone, params: [was.title] });
  },
  success: (message = 'Default.succesMessage', o?: ToastWords) => push({ kind: 'success', message: inWords(message, o) }),
  /**
   * A success that says what was done to what, above the spec's success
   * message (Default.succesMessage, the key specs 2 to 4 name for a success):
   * 'Congé de Karim Benali accepté' over 'Opération effectuée avec succès'.
   * An object the record does not give (not read yet) leaves the spec's
   * message alone rather than a sentence with a hole.
   */
  done: (ns: string | readonly string[], what: string, ...objects: Named[]) => pushDone(ns, what, objects),
  /**
   * The same, said by the page an action reloaded (a sandbox reset, an import): as long as an error shows, the first
   * screen still drawing around it (persona review: three seconds passed while the cards loaded, and a trainer who
   * looked up a moment late never saw it).
   */
  doneAfterReload: (ns: string | readonly string[], what: string, ...objects: Named[]) => pushDone(ns, what, objects, ERROR_TOAST_MS),
  /**
   * A failure, in its area's words; `title` names what failed above the server's message, where it is known.
   * `owner` (a record: 'intervention#7') lets `withdraw` take it away once it is no longer true. `stays`: until the
   * person closes it, for a failure nothing else on the screen says.
   */
  error: (message: string, { title, owner, stays, ...o }: ToastWords & { title?: string; owner?: string; stays?: boolean } = {}) => {
    const id = push({ kind: 'error', message: inWords(message, o), ...(title ? { title } : {}) }, stays ? 0 : ERROR_TOAST_MS);
    if (owner) told.set(owner, id);
    return id;
  },
  /** The owner's failure is no longer true (its record read on a retry): its toast goes rather than outlive it. */
  withdraw: (owner: string) => {
    const id = told.get(owner);
    told.delete(owner);
    if (id !== undefined) dismissToast(id);
  },
  info: (message: string, { ns, ...o }: Partial<Omit<Toast, 'id' | 'kind' | 'message'>> & ToastWords = {}) => push({ kind: 'info', message: inWords(message, { ns }), ...o }),
};

export const useToasts = (): Toast[] => useStore(toasts);
