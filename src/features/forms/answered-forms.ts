/**
 * Forms the signed-in user answered from this browser session. A published
 * form of the list carries its id, title and icon only (spec 3 section 3), so
 * the server does not say who already answered: the 'view all forms' panel
 * marks what was sent from here, also after it re-reads its rows. Kept per
 * user, as another persona may sign in on the same tab.
 */
type Listener = (userId: number, formId: number) => void;
const byUser = new Map<number, Set<number>>();
const listeners = new Set<Listener>();
const none: ReadonlySet<number> = new Set();

export function markAnswered(userId: number, formId: number) {
  let set = byUser.get(userId);
  if (!set) byUser.set(userId, (set = new Set()));
  set.add(formId);
  listeners.forEach((l) => l(userId, formId));
}
export const answeredBy = (userId: number | null | undefined): ReadonlySet<number> => (userId == null ? none : (byUser.get(userId) ?? none));
export const onAnswered = (l: Listener) => (listeners.add(l), () => void listeners.delete(l));
