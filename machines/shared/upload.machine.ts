import { assign, fromCallback, setup } from 'xstate';
import { reportedProgress, simulatedStep, SIMULATED_TICK_MS } from './upload-progress';

/**
 * Upload progress of one multipart submission (spec 1 section 4): the
 * transfer actor reports real progress events (production) and the machine
 * simulates 10 % every 50 ms where the transport gives none (demo's in-page
 * server). The user can abort; a failure keeps the server's message and
 * everything the form holds, so a retry sends the same thing again.
 */
export interface UploadContext {
  progress: number;
  simulated: boolean;
  error: string | null;
  result: unknown;
}

export type UploadEvent =
  | { type: 'upload.start' }
  | { type: 'upload.abort' }
  | { type: 'upload.retry' }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done'; result: unknown }
  | { type: 'upload.failed'; message: string };


export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent, input: {} as { simulated?: boolean } | undefined },
  actors: {
    // Sends the request; reports progress, done or failed with sendBack; aborts on cleanup.
    transfer: fromCallback<UploadEvent>(() => () => {}),
  },
  guards: {
    simulated: ({ context }) => context.simulated,
    belowNinety: ({ context }) => context.progress < 90,
  },
  delays: { tick: SIMULATED_TICK_MS },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ progress: 0, simulated: input?.simulated ?? false, error: null, result: null }),
  initial: 'idle',
  meta: { spec: ['S1.4.04'] },
  states: {
    idle: { on: { 'upload.start': { target: 'uploading' } } },
    uploading: {
      tags: ['busy'],
      entry: assign({ progress: 0, error: null }),
      invoke: { src: 'transfer', id: 'transfer' },
      initial: 'sending',
      states: {
        sending: {
          after: {
            tick: { guard: 'simulated', target: 'sending', reenter: true, actions: assign(({ context }) => ({ progress: simulatedStep(context.progress) })) },
          },
        },
      },
      on: {
        'upload.progress': { actions: assign(({ event, context }) => ({ progress: reportedProgress(context.progress, event.loaded, event.total) })) },
        'upload.done': { target: 'done', actions: assign(({ event }) => ({ progress: 100, result: event.result })) },
        'upload.failed': { target: 'failed', actions: assign(({ event }) => ({ error: event.message })) },
        'upload.abort': { target: 'aborted' },
      },
    },
    done: { type: 'final' },
    failed: { on: { 'upload.retry': { target: 'uploading' } } },
    aborted: { on: { 'upload.retry': { target: 'uploading' } } },
  },
});
