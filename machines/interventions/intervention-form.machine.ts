import { assign, fromPromise, setup } from 'xstate';
import { interventionCreate, itemSourceFor } from '../../src/domain/interventions';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';

/**
 * The create-intervention form: values kept while editing, a category change
 * resets the linked item (its options follow the category), submit only when
 * Type, Title and Description are present, one send at a time, the server's
 * message shown inline on failure, and 'created' with the new id.
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
  | { type: 'form.submit' };

export const emptyIntervention = (requesterId: number | null): InterventionFormValues => ({ Fk_DemadeBy: requesterId, Hardware: 2, Fk_Material: 0, Type: '', Title: '', Description: '' });
export const validateIntervention = (v: InterventionFormValues) => interventionCreate.safeParse({ ...v, Fk_DemadeBy: v.Fk_DemadeBy ?? undefined });

export const interventionFormMachine = setup({
  types: { context: {} as InterventionFormContext, events: {} as InterventionFormEvent, input: {} as { requesterId: number | null } },
  actors: { create: fromPromise<number, { values: InterventionFormValues; files: unknown[]; idempotencyKey: string | null }>(async () => 0) },
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
        id: 'create',
        src: 'create',
        input: ({ context }: { context: InterventionFormContext }) => ({ values: context.values, files: context.files, idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'created', actions: ['dropSubmitKey', assign(({ event }) => ({ createdId: event.output })), { type: 'created', params: ({ event }) => ({ id: event.output }) }] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    created: { type: 'final' },
  },
});

export const selectItemSource = (s: { context: InterventionFormContext }) => itemSourceFor(s.context.values.Hardware);
