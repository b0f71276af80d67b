import { assign, setup } from 'xstate';
import { interventionCreate, itemSourceFor, type Priority } from '../../src/domain/interventions';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';
import { uploadMachine } from '../shared/upload.machine';

/**
 * The create-intervention form and the edit form: values kept while editing,
 * a category change resets the linked item (its options follow the
 * category), one send at a time through the upload child with the files
 * (progress, abort), the server's message (or the abort's) shown inline on
 * failure with everything typed kept (spec 4 section 8). The create submits
 * only when Type, Title and Description are present and ends 'created' with
 * the new id; the edit validates nothing (section 5) and ends 'saved'.
 */
export interface InterventionFormValues {
  Fk_DemadeBy: number | null;
  Hardware: number;
  Fk_Material: number;
  Type: number | '';
  Title: string;
  Description: string;
  /** The edit's: the priority, and the ids of the attached files kept. */
  Priority?: Priority;
  FilesNames?: number[];
}
export interface InterventionFormContext extends SubmitKeyContext {
  /** The intervention edited; null for a create. */
  id: number | null;
  values: InterventionFormValues;
  files: unknown[];
  showErrors: boolean;
  error: string | null;
  createdId: number | null;
}
export type InterventionFormEvent =
  | { type: 'form.change'; patch: Partial<Omit<InterventionFormValues, 'Hardware'>> }
  | { type: 'form.category'; hardware: number }
  | { type: 'form.files'; files: unknown[] }
  | { type: 'form.submit' }
  | { type: 'form.abort' };

/** What the upload child sends: the intervention edited (null: a create), the fields, the files and the submit's idempotency key; a create answers the new id. */
export interface InterventionSave {
  id: number | null;
  values: InterventionFormValues;
  files: unknown[];
  idempotencyKey: string | null;
}

export const emptyIntervention = (requesterId: number | null): InterventionFormValues => ({ Fk_DemadeBy: requesterId, Hardware: 2, Fk_Material: 0, Type: '', Title: '', Description: '' });
export const validateIntervention = (v: InterventionFormValues) => interventionCreate.safeParse({ ...v, Fk_DemadeBy: v.Fk_DemadeBy ?? undefined });

/** A create starts empty for its requester (null: to be picked); an edit from the intervention's values. */
export type InterventionFormInput = { requesterId: number | null } | { id: number; values: InterventionFormValues };

const form = setup({
  types: { context: {} as InterventionFormContext, events: {} as InterventionFormEvent, input: {} as InterventionFormInput, children: {} as { upload: 'upload' } },
  actors: { upload: uploadMachine },
  guards: { isValid: ({ context }) => validateIntervention(context.values).success },
  actions: { ...submitKeyActions<InterventionFormContext, InterventionFormEvent>(fixedSubmitKey), created: (_, _p: { id: number }) => {}, saved: () => {} },
});

/** The two forms differ in their submit (validated or not) and their end (the new id, or saved). */
const formMachine = <const TId extends string>(id: TId, o: { validates: boolean; done: 'created' | 'saved' }) =>
  form.createMachine({
    id,
    context: ({ input }) => ({
      id: 'id' in input ? input.id : null,
      values: 'values' in input ? input.values : emptyIntervention(input.requesterId),
      files: [],
      showErrors: false,
      error: null,
      createdId: null,
      idempotencyKey: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        tags: ['editable'],
        on: {
          'form.change': { actions: [assign(({ context, event }) => ({ values: { ...context.values, ...event.patch }, error: null })), 'dropSubmitKey'] },
          'form.category': {
            actions: [
              assign(({ context, event }) => ({ values: { ...context.values, Hardware: event.hardware, Fk_Material: itemSourceFor(event.hardware) ? context.values.Fk_Material && context.values.Hardware === event.hardware ? context.values.Fk_Material : 0 : 0 }, error: null })),
              'dropSubmitKey',
            ],
          },
          'form.files': { actions: [assign(({ event }) => ({ files: event.files })), 'dropSubmitKey'] },
          'form.submit': o.validates ? [{ guard: 'isValid', target: 'submitting' }, { actions: assign({ showErrors: true }) }] : { target: 'submitting' },
        },
      },
      submitting: {
        tags: ['busy'],
        entry: 'keepSubmitKey',
        invoke: {
          id: 'upload',
          src: 'upload',
          input: ({ context }): { request: InterventionSave } => ({ request: { id: context.id, values: context.values, files: context.files, idempotencyKey: context.idempotencyKey } }),
          // A create's answer is the new id.
          onDone:
            o.done === 'created'
              ? { target: 'created', actions: ['dropSubmitKey', assign(({ event }) => ({ createdId: Number(event.output) })), { type: 'created', params: ({ event }) => ({ id: Number(event.output) }) }] }
              : { target: 'saved', actions: ['dropSubmitKey', 'saved'] },
          onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
        },
        // Leaving stops the upload child, which aborts its request.
        on: { 'form.abort': { target: 'editing', actions: assign({ error: 'Error.Aborted' }) } },
      },
      [o.done]: { type: 'final' },
    },
  });

export const interventionFormMachine = formMachine('interventionForm', { validates: true, done: 'created' });
export const interventionEditMachine = formMachine('interventionEdit', { validates: false, done: 'saved' });

export const selectItemSource = (s: { context: InterventionFormContext }) => itemSourceFor(s.context.values.Hardware);
