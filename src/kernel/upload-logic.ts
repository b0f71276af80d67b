import { fromCallback } from 'xstate';
import type * as z from 'zod';
import { uploadMachine, type UploadEvent } from '../../machines/shared/upload.machine';
import { errorMessage, isApiError } from '../api/api-error';
import { areFilesIntercepted } from '../api/client';
import { sendMultipart } from '../api/multipart';

/**
 * The upload statechart bound to one multipart call. Invoke or spawn it with
 * input `{ simulated: uploadIsSimulated() }`; aborting stops the request.
 */
export function uploadLogic<S extends z.ZodType>(o: { path: string; form: () => FormData; schema: S; idempotencyKey?: string | null }) {
  return uploadMachine.provide({
    actors: {
      transfer: fromCallback<UploadEvent>(({ sendBack }) => {
        const ctrl = new AbortController();
        sendMultipart(o.path, { form: o.form(), schema: o.schema, idempotencyKey: o.idempotencyKey, signal: ctrl.signal, onProgress: (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }) }).then(
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
