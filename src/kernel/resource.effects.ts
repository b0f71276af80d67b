import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/shared/resource.machine';

/** A view's read: its input, and an AbortSignal that fires when the answer is no longer wanted. */
export type ResourceLoad<T, I> = (input: I, signal: AbortSignal) => Promise<T>;

/**
 * The generic resource statechart bound to one view's read: the one binding
 * every useResource shares, each call site giving only its load. `load` is
 * read when a read starts, so the machine is built once per view while the
 * load stays the view's latest.
 */
export const resourceLogic = <T, I>(load: () => ResourceLoad<T, I>) =>
  resourceMachine.provide({
    // The signal aborts when the read is superseded or the view goes away (a sign-out): a read of several
    // calls stops between them instead of sending the rest for nobody, without the session's token.
    actors: { load: fromPromise(async ({ input, signal }) => load()(input as I, signal)) },
    actions: { logError: (_, p) => console.warn('load failed:', (p.error as Error)?.message ?? p.error) },
  });
