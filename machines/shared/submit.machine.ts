import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from './error-message';

/**
 * A form with one submit (project, member list, inventory item, intervention
 * step or close): editing, submitting (the button is disabled and a second
 * send is ignored), done; a failure returns to editing with the server's
 * message and keeps what the user typed. Invalid values only show errors.
 */
export interface SubmitContext {
  values: unknown;
  error: string | null;
  showErrors: boolean;
  result: unknown;
}
export type SubmitEvent = { type: 'form.submit'; values: unknown; valid: boolean } | { type: 'form.edit' } | { type: 'form.reset' };

export const submitMachine = setup({
  types: { context: {} as SubmitContext, events: {} as SubmitEvent },
  actors: { submit: fromPromise<unknown, unknown>(async () => null) },
  guards: { isValid: ({ event }) => event.type === 'form.submit' && event.valid },
  actions: { succeeded: (_, _p: { result: unknown }) => {}, failed: (_, _p: { message: string }) => {} },
}).createMachine({
  id: 'submit',
  context: { values: null, error: null, showErrors: false, result: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign(({ event }) => ({ values: event.type === 'form.submit' ? event.values : null, error: null })) },
          { actions: assign({ showErrors: true }) },
        ],
        'form.edit': { actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }: { context: SubmitContext }) => context.values,
        onDone: { target: 'done', actions: [assign(({ event }) => ({ result: event.output })), { type: 'succeeded', params: ({ event }) => ({ result: event.output }) }] },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ error: errorMessageOf(event.error), showErrors: true })),
            { type: 'failed', params: ({ event }) => ({ message: errorMessageOf(event.error) }) },
          ],
        },
      },
    },
    done: {
      on: { 'form.reset': { target: 'editing', actions: assign({ values: null, error: null, showErrors: false, result: null }) } },
    },
  },
});
