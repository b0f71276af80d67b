import { fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/shared/resource.machine';
import { nextTurn } from './turns';

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
    // Each read starts at its turn (kernel/turns.ts): the reads of a page's views, started together as
    // it mounts, each send their calls in a task of their own (issue 25: long tasks on a phone).
    actors: { load: fromPromise(async ({ input, signal }) => nextTurn(signal).then(() => load()(input as I, signal))) },
    actions: { logError: (_, p) => console.warn('load failed:', (p.error as Error)?.message ?? p.error) },
  });
