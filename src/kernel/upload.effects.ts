import { fromPromise } from 'xstate';
import { uploadMachine, type TransferInput } from '../../machines/shared/upload.machine';
import { areFilesIntercepted } from '../api/client';

/** One multipart call of src/api, given what the parent sends, the abort signal and the progress report. */
export type UploadCall<R> = (request: R, o: { signal: AbortSignal; onProgress(loaded: number, total: number): void }) => Promise<unknown>;

/**
 * The upload statechart bound to one multipart call of src/api: what a form
 * that uploads provides for its `upload` child. Stopping the child (the
 * parent aborts or closes) aborts the request. Demo's in-page server reports
 * progress only while a latency holds the answer: the machine simulates it
 * there.
 */
export function uploadLogic<R>(send: UploadCall<R>) {
  return uploadMachine.provide({
    actors: {
      transfer: fromPromise<unknown, TransferInput>(({ input, signal }) =>
        send(input.request as R, { signal, onProgress: (loaded, total) => input.uploader.send({ type: 'upload.progress', loaded, total }) }),
      ),
    },
    guards: { simulated: () => areFilesIntercepted() },
  });
}
