import { fromPromise } from 'xstate';
import { uploadMachine, type TransferInput } from '../../machines/shared/upload.machine';

/** One send of a scripted transfer: what was asked, the transport's hands, and whether the upload's stop aborted it. */
export interface Transfer {
  request: unknown;
  report(loaded: number, total: number): void;
  answer(result: unknown): void;
  refuse(message: string): void;
  readonly aborted: boolean;
}

/**
 * The upload child with a transfer the test answers by hand; `simulated`
 * stands for demo's in-page server, whose transport reports no progress.
 */
export function scriptedUpload(o: { simulated?: boolean } = {}) {
  const sends: Transfer[] = [];
  const logic = uploadMachine.provide({
    actors: {
      transfer: fromPromise<unknown, TransferInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            sends.push({
              request: input.request,
              report: (loaded, total) => input.uploader.send({ type: 'upload.progress', loaded, total }),
              answer: resolve,
              refuse: (message) => reject(new Error(message)),
              get aborted() {
                return signal.aborted;
              },
            });
          }),
      ),
    },
    guards: { simulated: () => o.simulated ?? true },
  });
  return { logic, sends, last: () => sends.at(-1)! };
}

/** Lets the promise answers reach the actors. */
export const settle = () => new Promise((r) => setTimeout(r, 0));
