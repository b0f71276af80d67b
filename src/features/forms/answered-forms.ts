import { createStore } from '../../domain/store';

/**
 * Forms the signed-in user answered from this browser session. A published
 * form of the list carries its id, title and icon only (spec 3 section 3), so
 * the server does not say who already answered: the 'view all forms' panel
 * marks what was sent from here, also after it re-reads its rows. Kept per
 * user, as another persona may sign in on the same tab.
 */
type Listener = (userId: number, formId: number) => void;
interface Answered {
  byUser: ReadonlyMap<number, ReadonlySet<number>>;
  /** The answer just sent, which an open list marks in place. */
  last: { userId: number; formId: number } | null;
}
const answered = createStore<Answered>({ byUser: new Map(), last: null });
const none: ReadonlySet<number> = new Set();

export function markAnswered(userId: number, formId: number) {
  answered.set(({ byUser }) => ({ byUser: new Map(byUser).set(userId, new Set(byUser.get(userId)).add(formId)), last: { userId, formId } }));
}
export const answeredBy = (userId: number | null | undefined): ReadonlySet<number> => (userId == null ? none : (answered.get().byUser.get(userId) ?? none));
export const onAnswered = (l: Listener) =>
  answered.subscribe(() => {
    const { last } = answered.get();
    if (last) l(last.userId, last.formId);
  });
