import { assign, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';
import { uploadMachine } from '../shared/upload.machine';

/**
 * Documents uploaded for a request while it is on hold (spec 3 section 2,
 * item 2): files are picked, then sent together through the upload child
 * (progress, abort); once on record the box is empty again for the next
 * ones, and a failure or an abort keeps the files with the message.
 */
export interface UploadBoxContext {
  requestId: number;
  files: unknown[];
  error: string | null;
}

/** What the upload child sends. */
export interface DocumentsUpload {
  requestId: number;
  files: unknown[];
}

export type UploadBoxEvent = { type: 'uploadBox.setFiles'; files: unknown[] } | { type: 'uploadBox.send' } | { type: 'uploadBox.abort' };

export const uploadBoxMachine = setup({
  types: { context: {} as UploadBoxContext, events: {} as UploadBoxEvent, input: {} as { requestId: number }, children: {} as { upload: 'upload' } },
  actors: { upload: uploadMachine },
  guards: { hasFiles: ({ context }) => context.files.length > 0 },
  actions: { notifyUploaded: () => {} },
}).createMachine({
  id: 'documentUploadBox',
  context: ({ input }) => ({ requestId: input.requestId, files: [], error: null }),
  initial: 'picking',
  states: {
    picking: {
      on: {
        'uploadBox.setFiles': { actions: assign(({ event }) => ({ files: event.files, error: null })) },
        'uploadBox.send': { guard: 'hasFiles', target: 'sending' },
      },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }): { request: DocumentsUpload } => ({ request: { requestId: context.requestId, files: context.files } }),
        onDone: { target: 'picking', actions: [assign({ files: [] }), 'notifyUploaded'] },
        onError: { target: 'picking', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
      // Leaving stops the upload child, which aborts its request.
      on: { 'uploadBox.abort': { target: 'picking', actions: assign({ error: 'Error.Aborted' }) } },
    },
  },
});
