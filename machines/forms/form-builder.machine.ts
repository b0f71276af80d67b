import { assign, fromPromise, setup } from 'xstate';
import { FieldType, formEditPayload, type FormField } from '../../src/domain/forms';
import { parseOptions } from '../../src/domain/form-validation';
import { errorMessageOf } from '../shared/error-message';

/**
 * Building a form: the draft (title, fields in order) lives here, fields are
 * added, edited, moved up or down and removed; saving is refused while the
 * payload schema fails, cannot be sent twice, and a failure keeps the draft.
 */
export interface BuilderDraft {
  id: number;
  title: string;
  description: string;
  iconPath: string | null;
  fields: FormField[];
}
export interface BuilderContext {
  draft: BuilderDraft;
  tried: boolean;
  error: string | null;
}
export type BuilderEvent =
  | { type: 'builder.title'; value: string }
  | { type: 'builder.description'; value: string }
  | { type: 'builder.addField'; fieldType: number }
  | { type: 'builder.patchField'; index: number; patch: Partial<FormField> }
  | { type: 'builder.moveField'; index: number; delta: -1 | 1 }
  | { type: 'builder.removeField'; index: number }
  | { type: 'builder.save' };

export const newField = (fields: readonly FormField[], fieldType: number): FormField => ({
  id: Math.max(0, ...fields.map((f) => f.id)) + 1, title: '', fieldType, parametres: '', hideTitle: false, isRequired: false, description: '',
});

export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** A list or a single choice with nothing to choose cannot be answered (a checkbox alone is a yes or no). */
export const lacksChoices = (f: Pick<FormField, 'fieldType' | 'parametres'>) => (f.fieldType === FieldType.Select || f.fieldType === FieldType.Radio) && parseOptions(f.parametres).length === 0;

export const draftIsValid = (d: BuilderDraft) => formEditPayload.safeParse(d).success && !d.fields.some(lacksChoices);

export const formBuilderMachine = setup({
  types: { context: {} as BuilderContext, events: {} as BuilderEvent, input: {} as { draft: BuilderDraft } },
  actors: { save: fromPromise<{ id: number }, BuilderDraft>(async ({ input }) => ({ id: input.id || 1 })) },
  guards: { isValid: ({ context }) => draftIsValid(context.draft) },
  actions: { notifySaved: (_, _p: { id: number }) => {} },
}).createMachine({
  id: 'formBuilder',
  context: ({ input }) => ({ draft: input.draft, tried: false, error: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'builder.title': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, title: event.value } })) },
        'builder.description': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, description: event.value } })) },
        'builder.addField': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, fields: [...context.draft.fields, newField(context.draft.fields, event.fieldType)] } })) },
        'builder.patchField': {
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, fields: context.draft.fields.map((f, i) => (i === event.index ? { ...f, ...event.patch } : f)) } })),
        },
        'builder.moveField': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, fields: moved(context.draft.fields, event.index, event.delta) } })) },
        'builder.removeField': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, fields: context.draft.fields.filter((_, i) => i !== event.index) } })) },
        'builder.save': [{ guard: 'isValid', target: 'saving' }, { actions: assign({ tried: true }) }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.draft,
        onDone: { target: 'saved', actions: { type: 'notifySaved', params: ({ event }) => ({ id: event.output.id }) } },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    saved: { type: 'final' },
  },
});
