import { assign, type EventObject } from 'xstate';

/**
 * The Idempotency-Key of a create (issue 21): one per user submit, kept in
 * the form's context so the retries of that submit (the same values sent
 * again after a failure) carry it, and dropped by a success or a change of
 * the values, so the next submit is a new one. A server that has seen the
 * key answers its first result instead of creating a second record.
 *
 * The key comes from a function the app injects (`submitKeyActions(make)`
 * given to `.provide`), so machines stay pure; a machine's own defaults
 * (`submitKeyActions(fixedSubmitKey)`) give a fixed key, enough for the model walk.
 */
export interface SubmitKeyContext {
  idempotencyKey: string | null;
}

export const fixedSubmitKey = () => 'submit-key';

export function submitKeyActions<C extends SubmitKeyContext, E extends EventObject>(make: () => string) {
  return {
    /** On entering a submit: the key of the submit being retried, or a new one. */
    keepSubmitKey: assign<C, E, undefined, E, never>(({ context }) => ({ idempotencyKey: context.idempotencyKey ?? make() }) as Partial<C>),
    /** After a success or a change of the values: the next submit is another one. */
    dropSubmitKey: assign<C, E, undefined, E, never>(() => ({ idempotencyKey: null }) as Partial<C>),
  };
}
