import { assign, setup } from 'xstate';
import { interventionCreate, itemSourceFor } from '../../src/domain/interventions';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';
import { uploadMachine } from '../shared/upload.machine';

/**
 * The create-intervention form: values kept while editing, a category change
 * resets the linked item (its options follow the category), submit only when
 * Type, Title and Description are present, one send at a time through the
 * upload child with the files (progress, abort), the server's message (or the
 * abort's) shown inline on failure with everything typed kept, and 'created'
 * with the new id.
 */
export interface InterventionFormValues {
  Fk_DemadeBy: number | null;
  Hardware: number;
  Fk_Material: number;
  Type: number | '';
  Title: string;
  Description: string;
}
export interface InterventionFormContext extends SubmitKeyContext {
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

/** What the upload child sends: the fields, the files and the submit's idempotency key; it answers the new id. */
export interface InterventionSave {
  values: InterventionFormValues;
  files: unknown[];
  idempotencyKey: string | null;
}

export const emptyIntervention = (requesterId: number | null): InterventionFormValues => ({ Fk_DemadeBy: requesterId, Hardware: 2, Fk_Material: 0, Type: '', Title: '', Description: '' });
export const validateIntervention = (v: InterventionFormValues) => interventionCreate.safeParse({ ...v, Fk_DemadeBy: v.Fk_DemadeBy ?? undefined });

export const interventionFormMachine = setup({
  types: { context: {} as InterventionFormContext, events: {} as InterventionFormEvent, input: {} as { requesterId: number | null }, children: {} as { upload: 'upload' } },
  actors: { upload: uploadMachine },
  guards: { isValid: ({ context }) => validateIntervention(context.values).success },
  actions: { ...submitKeyActions<InterventionFormContext, InterventionFormEvent>(fixedSubmitKey), created: (_, _p: { id: number }) => {} },
}).createMachine({
  id: 'interventionForm',
  context: ({ input }) => ({ values: emptyIntervention(input.requesterId), files: [], showErrors: false, error: null, createdId: null, idempotencyKey: null }),
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
        'form.submit': [{ guard: 'isValid', target: 'submitting' }, { actions: assign({ showErrors: true }) }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'keepSubmitKey',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }): { request: InterventionSave } => ({ request: { values: context.values, files: context.files, idempotencyKey: context.idempotencyKey } }),
        // The upload's output is the create's answer: the new id.
        onDone: { target: 'created', actions: ['dropSubmitKey', assign(({ event }) => ({ createdId: Number(event.output) })), { type: 'created', params: ({ event }) => ({ id: Number(event.output) }) }] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
      // Leaving stops the upload child, which aborts its request.
      on: { 'form.abort': { target: 'editing', actions: assign({ error: 'Error.Aborted' }) } },
    },
    created: { type: 'final' },
  },
});

export const selectItemSource = (s: { context: InterventionFormContext }) => itemSourceFor(s.context.values.Hardware);
