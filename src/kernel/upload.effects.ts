import { fromCallback } from 'xstate';
import { uploadMachine, type UploadEvent } from '../../machines/shared/upload.machine';
import { errorMessage, isApiError } from '../api/api-error';
import { areFilesIntercepted } from '../api/client';

/** One multipart call of src/api, given the abort signal and the progress report. */
export type UploadCall = (o: { signal: AbortSignal; onProgress(loaded: number, total: number): void }) => Promise<unknown>;

/**
 * The upload statechart bound to one multipart call of src/api. Invoke or
 * spawn it with input `{ simulated: uploadIsSimulated() }`; aborting stops the request.
 */
export function uploadLogic(send: UploadCall) {
  return uploadMachine.provide({
    actors: {
      transfer: fromCallback<UploadEvent>(({ sendBack }) => {
        const ctrl = new AbortController();
        send({ signal: ctrl.signal, onProgress: (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }) }).then(
          (result) => sendBack({ type: 'upload.done', result }),
          (e) => {
            if (!(isApiError(e) && e.kind === 'aborted')) sendBack({ type: 'upload.failed', message: errorMessage(e) });
          },
        );
        return () => ctrl.abort();
      }),
    },
  });
}

/** Demo's in-page server reports progress only while a latency holds the answer: the machine simulates it as well. */
export const uploadIsSimulated = () => areFilesIntercepted();
