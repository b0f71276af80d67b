import { fromPromise } from 'xstate';
import { submitMachine } from '../../machines/shared/submit.machine';

/** What a form gives useSubmit: its call, and what a success and a failure do. */
export interface SubmitCalls<V, R> {
  send(values: V): Promise<R>;
  onDone(result: R): void;
  onFailed?(message: string): void;
}

/**
 * The generic submit statechart bound to one form's call. `calls` is read
 * when the call goes out and when it ends, so the machine is built once per
 * form while the form's callbacks stay its latest render's.
 */
export const submitLogic = <V, R>(calls: () => SubmitCalls<V, R>) =>
  submitMachine.provide({
    actors: { submit: fromPromise(async ({ input }) => calls().send(input as V)) },
    actions: {
      succeeded: (_, p: { result: unknown }) => calls().onDone(p.result as R),
      failed: (_, p: { message: string }) => calls().onFailed?.(p.message),
    },
  });
