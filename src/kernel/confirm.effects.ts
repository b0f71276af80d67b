import { fromPromise } from 'xstate';
import { confirmMachine } from '../../machines/shared/confirm.machine';

/** What a confirmation does once confirmed, what follows a success (a toast, a list read again), and a refusal. */
export interface ConfirmCalls<T> {
  act(target: T): Promise<unknown>;
  /** The step that loses nothing offered beside the answer ('Export first'), where the dialog has one. */
  first?(target: T): Promise<unknown>;
  onDone?(target: T): void;
  /** A refusal, said in the dialog already: what the owner learns from it (a chat message read meanwhile). */
  onError?(target: T, error: string): void;
}

/** The confirm-and-act statechart bound to one dialog's call; `calls` is read when used, so the latest render's win. */
export const confirmLogic = <T,>(calls: () => ConfirmCalls<T>) =>
  confirmMachine.provide({
    actors: { act: fromPromise(async ({ input }) => calls().act(input as T)), first: fromPromise(async ({ input }) => calls().first?.(input as T)) },
    actions: {
      done: (_, p: { target: unknown }) => calls().onDone?.(p.target as T),
      failed: (_, p: { target: unknown; error: string }) => calls().onError?.(p.target as T, p.error),
    },
  });
