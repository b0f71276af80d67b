import { assign, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';
import { uploadMachine } from '../shared/upload.machine';
import { holdsUnreadable } from '../../src/domain/typed-entry';

/**
 * The submit lifecycle of the note form and the expense form: editing,
 * submitting through the upload child with its files (progress, abort; a
 * second submit is not taken), saved, or back to editing with the server's
 * message (or the abort's) and everything typed kept. Which fields are
 * required comes with the input (the expense form's list depends on the
 * category: no payer for mileage, no amount for a fixed amount). A value
 * typed that cannot be read (an Unreadable: '1,2,3' as an amount) keeps the
 * form from being sent, whether or not the field is required.
 */
export type FormValues = Record<string, unknown>;

export interface EditFormContext extends SubmitKeyContext {
  values: FormValues;
  required: readonly string[];
  attempted: boolean;
  error: string | null;
  result: unknown;
}

/** What the upload child sends: the form's values and files, with the submit's idempotency key. */
export interface EditFormSave {
  values: FormValues;
  idempotencyKey: string | null;
}

// No reset: the forms offer Cancel (close the panel) and a fresh panel starts from the record's values.
export type EditFormEvent = { type: 'form.change'; field: string; value: unknown } | { type: 'form.submit' } | { type: 'form.abort' };

export const isFilled = (v: unknown) => !(v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && Number.isNaN(v)));

export const editFormMachine = setup({
  types: { context: {} as EditFormContext, events: {} as EditFormEvent, input: {} as { values: FormValues; required?: readonly string[] }, children: {} as { upload: 'upload' } },
  actors: {
    // Sends an EditFormSave (multipart, with its files); stopping it aborts.
    upload: uploadMachine,
  },
  guards: {
    isComplete: ({ context }) => context.required.every((k) => isFilled(context.values[k])) && !holdsUnreadable(context.values),
  },
  actions: {
    ...submitKeyActions<EditFormContext, EditFormEvent>(fixedSubmitKey),
    announceSaved: (_, _p: { result: unknown }) => {},
    announceError: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'editForm',
  context: ({ input }) => ({ values: input.values, required: input.required ?? [], attempted: false, error: null, result: null, idempotencyKey: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: [assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value } })), 'dropSubmitKey'] },
        'form.submit': [{ guard: 'isComplete', target: 'submitting' }, { actions: assign({ attempted: true }) }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: [assign({ attempted: true, error: null }), 'keepSubmitKey'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }): { request: EditFormSave } => ({ request: { values: context.values, idempotencyKey: context.idempotencyKey } }),
        onDone: { target: 'saved', actions: ['dropSubmitKey', assign(({ event }) => ({ result: event.output })), { type: 'announceSaved', params: ({ event }) => ({ result: event.output }) }] },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ error: errorMessageOf(event.error) })),
            { type: 'announceError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) },
          ],
        },
      },
      // Leaving stops the upload child, which aborts its request; the submit's key is kept for the next try of the same values.
      on: { 'form.abort': { target: 'editing', actions: assign({ error: 'Error.Aborted' }) } },
    },
    saved: { type: 'final' },
  },
});
