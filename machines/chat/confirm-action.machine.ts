import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';

/**
 * An irreversible action asked first (spec 2 section 5: deleting a group
 * needs confirmation): idle, confirming, running; a failure returns to idle
 * with the server's message, success ends the machine.
 */
export type ConfirmActionEvent = { type: 'action.ask' } | { type: 'action.cancel' } | { type: 'action.confirm' };

export const confirmActionMachine = setup({
  types: { context: {} as { error: string | null }, events: {} as ConfirmActionEvent },
  actors: { run: fromPromise<void>(async () => {}) },
  actions: { notifyError: (_, _p: { message: string }) => {} },
}).createMachine({
  id: 'confirmAction',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'action.ask': { target: 'confirming' } } },
    confirming: { on: { 'action.cancel': { target: 'idle' }, 'action.confirm': { target: 'running' } } },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'run',
        src: 'run',
        onDone: { target: 'done' },
        onError: {
          target: 'idle',
          actions: [assign(({ event }) => ({ error: errorMessageOf(event.error) })), { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }],
        },
      },
    },
    done: { type: 'final' },
  },
});
