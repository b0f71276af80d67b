import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from './error-message';

/**
 * Confirm, then act (issue 35 item 4): the one lifecycle of every "are you sure?" dialog.
 *
 *   idle ─confirm.ask(target)→ asking ─confirm.yes→ acting ─done→ idle (told: `done`)
 *   asking ─confirm.no→ idle;  acting ─error→ asking, with the server's message shown in place (told: `failed`)
 *   asking ─confirm.first→ first ─done→ asking (`firstDone`), ─error→ asking with its message
 *
 * While the call runs the dialog is busy: a second 'Supprimer' (a double click, Enter held down) is not taken, and
 * the dialog cannot be dismissed under a call whose answer it must show. A failure keeps the dialog and its target,
 * so the person can try again or cancel. `first` is a step that loses nothing, offered beside the answer where a
 * dialog has one (a sandbox's 'Export first' saves a copy): busy while it runs, then the same question again, saying
 * it was done.
 */
export interface ConfirmContext {
  /** What the dialog asks about (a form, a status, a response id), or null while nothing is asked. */
  target: unknown;
  error: string | null;
  /** The step offered before answering ('Export first') was done for this question: the dialog says so. */
  firstDone: boolean;
}
export type ConfirmEvent = { type: 'confirm.ask'; target: unknown } | { type: 'confirm.yes' } | { type: 'confirm.no' } | { type: 'confirm.first' };

export const confirmMachine = setup({
  types: { context: {} as ConfirmContext, events: {} as ConfirmEvent },
  actors: { act: fromPromise<unknown, unknown>(async () => null), first: fromPromise<unknown, unknown>(async () => null) },
  actions: {
    done: (_, _p: { target: unknown; result: unknown }) => {},
    /** The call was refused: the dialog says why; the owner may also learn from it (a chat message read meanwhile). */
    failed: (_, _p: { target: unknown; error: string }) => {},
  },
}).createMachine({
  id: 'confirm',
  context: { target: null, error: null, firstDone: false },
  initial: 'idle',
  states: {
    idle: {
      on: { 'confirm.ask': { target: 'asking', actions: assign(({ event }) => ({ target: event.target, error: null, firstDone: false })) } },
    },
    asking: {
      tags: ['open'],
      on: {
        'confirm.yes': { target: 'acting', actions: assign({ error: null }) },
        'confirm.no': { target: 'idle', actions: assign({ target: null, error: null, firstDone: false }) },
        'confirm.first': { target: 'first', actions: assign({ error: null }) },
      },
    },
    first: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'first',
        src: 'first',
        input: ({ context }: { context: ConfirmContext }) => context.target,
        onDone: { target: 'asking', actions: assign({ firstDone: true }) },
        onError: { target: 'asking', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    acting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }: { context: ConfirmContext }) => context.target,
        onDone: {
          target: 'idle',
          actions: [{ type: 'done', params: ({ context, event }) => ({ target: context.target, result: event.output }) }, assign({ target: null, firstDone: false })],
        },
        onError: {
          target: 'asking',
          actions: [assign(({ event }) => ({ error: errorMessageOf(event.error) })), { type: 'failed', params: ({ context, event }) => ({ target: context.target, error: errorMessageOf(event.error) }) }],
        },
      },
    },
  },
});
