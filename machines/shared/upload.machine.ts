import { assign, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';

/**
 * Upload progress of one multipart send (spec 1 section 4, S1.4.04), as a
 * child actor: a form that uploads invokes it with what to send and waits
 * for it. The transfer reports real progress when the transport has some
 * (production's XHR); where it has none (demo's in-page server answers at
 * once, or after its latency) the machine simulates 10 % every 50 ms, up to
 * 90 % until the answer. Done, it outputs the server's answer. A refused or
 * failed send is not handled here: the actor fails with the server's error
 * and the parent's onError shows it, keeping what the form holds. The parent
 * aborts by leaving the state that invoked it: the transfer's signal aborts
 * the request.
 */
const SIMULATED_STEP = 10;
const SIMULATED_TICK_MS = 50;
const SIMULATED_CEILING = 90;

/** One simulated tick. */
const simulatedStep = (progress: number) => Math.min(progress + SIMULATED_STEP, SIMULATED_CEILING);

/** A transport's progress report, never going back and never 100 % before the answer. */
const reportedProgress = (progress: number, loaded: number, total: number) => Math.max(progress, total ? Math.min(99, Math.round((loaded / total) * 100)) : progress);

export interface UploadContext {
  /** What the parent sends (its form's values and files, its idempotency key): the transfer's business. */
  request: unknown;
  progress: number;
  result: unknown;
}

export type UploadEvent = { type: 'upload.progress'; loaded: number; total: number };

export interface TransferInput {
  request: unknown;
  /** The upload actor, told the transport's progress events. */
  uploader: ActorRef<Snapshot<unknown>, UploadEvent>;
}

export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent, input: {} as { request: unknown }, output: {} as unknown },
  actors: {
    // Sends the request with the signal (aborted when the upload is stopped) and reports progress to the uploader; resolves with the answer.
    transfer: fromPromise<unknown, TransferInput>(async () => {
      throw new Error('transfer not provided');
    }),
  },
  guards: {
    // Whether the transport reports no progress of its own (demo's in-page server): provided by the app.
    simulated: () => false,
  },
  delays: { tick: SIMULATED_TICK_MS },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ request: input.request, progress: 0, result: null }),
  initial: 'uploading',
  meta: { spec: ['S1.4.04'] },
  output: ({ context }: { context: UploadContext }) => context.result,
  states: {
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context, self }) => ({ request: context.request, uploader: self }),
        onDone: { target: 'done', actions: assign(({ event }) => ({ progress: 100, result: event.output })) },
      },
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
      },
    },
    done: { type: 'final' },
  },
});
