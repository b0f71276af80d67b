import { assign, fromPromise, setup } from 'xstate';
import { documentStatusOf, type Demand, type TypeOption } from '../../src/domain/documents';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';

/**
 * The create/edit form of a document request (spec 3 sections 2 and 5):
 * typeId and userid required (RequiredAttribute), paper only for the types
 * flagged for it, one submit at a time, the server's message inside the form,
 * and an existing request editable only while on hold.
 */
export interface RequestFormValues {
  id: number | null;
  typeId: number | null;
  userid: number | null;
  version: number;
  projectId: number | null;
  remark: string;
}
export type FormErrors = Partial<Record<'typeId' | 'userid', string>>;

export interface RequestFormContext extends SubmitKeyContext {
  values: RequestFormValues;
  /** The document types the select offers (read once, with the request). */
  types: TypeOption[];
  /** Types offered on paper (the type list's flag). */
  paperTypes: number[];
  errors: FormErrors;
  submitted: boolean;
  serverError: string | null;
}

export type RequestFormEvent =
  | { type: 'form.change'; field: keyof RequestFormValues; value: RequestFormValues[keyof RequestFormValues] }
  | { type: 'form.submit' }
  | { type: 'form.retry' };

export interface FormLoadOutput {
  request: Demand | null;
  types: TypeOption[];
}

export function validateRequest(v: RequestFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!v.typeId) errors.typeId = 'RequiredAttribute';
  if (!v.userid) errors.userid = 'RequiredAttribute';
  return errors;
}

const changed = (v: RequestFormValues, field: keyof RequestFormValues, value: unknown, paperTypes: number[]): RequestFormValues => {
  const next = { ...v, [field]: value } as RequestFormValues;
  // A type that is not offered on paper falls back to digital.
  if (next.version === 2 && next.typeId && !paperTypes.includes(next.typeId)) next.version = 1;
  if (field === 'userid') next.projectId = null;
  return next;
};

export const requestFormMachine = setup({
  types: { context: {} as RequestFormContext, events: {} as RequestFormEvent, input: {} as { id: number | null; userId: number | null } },
  actors: {
    load: fromPromise<FormLoadOutput, number | null>(async () => ({ request: null, types: [] })),
    submit: fromPromise<{ id: number }, { values: RequestFormValues; idempotencyKey: string | null }>(async () => ({ id: 0 })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateRequest(context.values)).length === 0,
    isLocked: ({ event }) => {
      const r = (event as unknown as { output: FormLoadOutput }).output.request;
      return !!r && documentStatusOf(r.status) !== 'onHold';
    },
  },
  actions: {
    ...submitKeyActions<RequestFormContext, RequestFormEvent>(fixedSubmitKey),
    saved: (_, _p: { id: number }) => {},
    loadFailed: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'documentRequestForm',
  context: ({ input }) => ({
    values: { id: input.id, typeId: null, userid: input.userId, version: 1, projectId: null, remark: '' },
    types: [],
    paperTypes: [],
    errors: {},
    submitted: false,
    serverError: null,
    idempotencyKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.values.id,
        onDone: [
          { guard: 'isLocked', target: 'locked' },
          {
            target: 'editing',
            actions: assign(({ context, event }) => {
              const r = event.output.request;
              const values = r ? { id: r.id, typeId: r.typeId, userid: r.userid, version: r.version, projectId: r.projectId, remark: r.remark ?? '' } : context.values;
              const { types } = event.output;
              return { types, paperTypes: types.filter((x) => x.flag).map((x) => x.value), values };
            }),
          },
        ],
        // The server's message stays for the panel's retry banner too ('Erreur inconnue' there was not true).
        onError: { target: 'failed', actions: [assign(({ event }) => ({ serverError: errorMessageOf(event.error) })), { type: 'loadFailed', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }] },
      },
    },
    failed: { on: { 'form.retry': { target: 'loading', actions: assign({ serverError: null }) } } },
    locked: {},
    editing: {
      on: {
        'form.change': {
          actions: [
            assign(({ context, event }) => {
              const values = changed(context.values, event.field, event.value, context.paperTypes);
              return { values, errors: context.submitted ? validateRequest(values) : context.errors };
            }),
            'dropSubmitKey',
          ],
        },
        'form.submit': [
          { guard: 'isValid', target: 'submitting' },
          { actions: assign(({ context }) => ({ submitted: true, errors: validateRequest(context.values) })) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: [assign({ serverError: null, submitted: true, errors: {} }), 'keepSubmitKey'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ values: context.values, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'done', actions: ['dropSubmitKey', { type: 'saved', params: ({ event }) => ({ id: event.output.id }) }] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ serverError: errorMessageOf(event.error) })) },
      },
    },
    done: { type: 'final' },
  },
});
