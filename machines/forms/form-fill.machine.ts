import { assign, setup } from 'xstate';
import type { FormField } from '../../src/domain/forms';
import { FieldType } from '../../src/domain/forms';
import { toSavedAnswer, validateAnswers, type AnswerErrors, type AnswerSet, type SavedFile } from '../../src/domain/form-validation';
import { errorMessageOf } from '../shared/error-message';
import { fixedSubmitKey, submitKeyActions, type SubmitKeyContext } from '../shared/submit-key';
import { uploadMachine } from '../shared/upload.machine';
import type { Unreadable } from '../../src/domain/typed-entry';

/**
 * Filling a form (spec 3 section 5): answers stay in context whatever
 * happens, errors show once a field is touched (or after a submit attempt),
 * a submit is refused while the answers are invalid and cannot be sent twice;
 * it goes through the upload child with the file fields' files (progress,
 * abort); a failed or aborted submit goes back to editing with the server's
 * message (or the abort's) and every answer kept. A number or a time typed
 * that cannot be read ('25:61') is held apart, as its input reported it: the
 * answer keeps its last good value, and the form is not sent while one
 * remains (the input says why; the field's other errors wait).
 */
export interface FillInput {
  formId: number;
  fields: FormField[];
  isAnonymous: boolean;
  forSomeone: boolean;
  userId?: number | null;
}
export interface FillContext extends FillInput, SubmitKeyContext {
  /** Raw input values per field id (ISO dates, 'a|b' ranges). */
  values: Record<number, string>;
  files: Record<number, SavedFile[]>;
  userId: number | null;
  touched: Record<string, boolean>;
  error: string | null;
  /** What was typed and cannot be read, per input ('12', or '12:end' for a range's second box). */
  unreadable: Record<string, Unreadable>;
}
export type FillEvent =
  /** An answer typed; or what one of its inputs cannot read (`part` ':end' for a range's second box), null once it reads, the answer then unchanged. */
  | { type: 'fill.change'; fieldId: number; value: string } | { type: 'fill.change'; fieldId: number; part?: string; unreadable: Unreadable | null }
  | { type: 'fill.files'; fieldId: number; files: SavedFile[] }
  | { type: 'fill.blur'; fieldId: number | 'userId' }
  | { type: 'fill.user'; userId: number | null }
  | { type: 'fill.submit' }
  | { type: 'fill.abort' };

/** What the upload child sends: the form, its answers and files, with the submit's idempotency key. */
export type FillSave = Pick<FillContext, 'formId' | 'fields' | 'forSomeone' | 'userId' | 'values' | 'files' | 'idempotencyKey'>;

/** The saved answers (what goes over the wire and what is validated). */
export function savedAnswers(c: Pick<FillContext, 'fields' | 'values' | 'files' | 'userId'>): AnswerSet {
  const values: Record<number, string> = {};
  for (const f of c.fields) if (f.fieldType !== FieldType.File) values[f.id] = toSavedAnswer(f.fieldType, c.values[f.id]);
  return { values, files: c.files, userId: c.userId };
}
/** The field an unreadable entry's key belongs to ('12:end' → '12'). */
export const unreadableField = (key: string) => key.split(':')[0];
/** The answers' errors, but for fields whose input already says what it cannot read. */
export function fillErrors(c: FillContext): AnswerErrors {
  const errors = validateAnswers(c.fields, savedAnswers(c), { forSomeone: c.forSomeone, isAnonymous: c.isAnonymous });
  for (const key of Object.keys(c.unreadable ?? {})) delete errors[unreadableField(key)];
  return errors;
}

/** Hidden fields carry their value in parametres. */
const hiddenDefaults = (fields: readonly FormField[]) => Object.fromEntries(fields.filter((f) => f.fieldType === FieldType.Hidden).map((f) => [f.id, f.parametres ?? '']));

export const formFillMachine = setup({
  types: { context: {} as FillContext, events: {} as FillEvent, input: {} as FillInput, children: {} as { upload: 'upload' } },
  actors: {
    // Sends a FillSave (multipart, with the files); stopping it aborts.
    upload: uploadMachine,
  },
  guards: {
    isValid: ({ context }) => Object.keys(fillErrors(context)).length === 0 && Object.keys(context.unreadable).length === 0,
  },
  actions: {
    ...submitKeyActions<FillContext, FillEvent>(fixedSubmitKey),
    notifySubmitted: () => {},
  },
}).createMachine({
  id: 'formFill',
  context: ({ input }) => ({ ...input, values: hiddenDefaults(input.fields), files: {}, userId: input.userId ?? null, touched: {}, error: null, unreadable: {}, idempotencyKey: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'fill.change': {
          actions: [
            assign(({ context, event }) => {
              if (!('unreadable' in event)) return { values: { ...context.values, [event.fieldId]: event.value } };
              const key = `${event.fieldId}${event.part ?? ''}`;
              const { [key]: _, ...rest } = context.unreadable;
              return { unreadable: event.unreadable ? { ...rest, [key]: event.unreadable } : rest };
            }),
            'dropSubmitKey',
          ],
        },
        'fill.files': {
          actions: [assign(({ context, event }) => ({ files: { ...context.files, [event.fieldId]: event.files }, touched: { ...context.touched, [event.fieldId]: true } })), 'dropSubmitKey'],
        },
        'fill.blur': { actions: assign(({ context, event }) => ({ touched: { ...context.touched, [event.fieldId]: true } })) },
        'fill.user': { actions: [assign(({ context, event }) => ({ userId: event.userId, touched: { ...context.touched, userId: true } })), 'dropSubmitKey'] },
        'fill.submit': [
          { guard: 'isValid', target: 'submitting' },
          // Every message shows at once when the user tries to send too early.
          { actions: assign(({ context }) => ({ touched: Object.fromEntries([...context.fields.map((f) => [String(f.id), true] as const), ['userId', true] as const]) })) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: [assign({ error: null }), 'keepSubmitKey'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context: c }): { request: FillSave } => ({ request: { formId: c.formId, fields: c.fields, forSomeone: c.forSomeone, userId: c.userId, values: c.values, files: c.files, idempotencyKey: c.idempotencyKey } }),
        onDone: { target: 'submitted', actions: ['dropSubmitKey', 'notifySubmitted'] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
      // Leaving stops the upload child, which aborts its request.
      on: { 'fill.abort': { target: 'editing', actions: assign({ error: 'Error.Aborted' }) } },
    },
    submitted: { type: 'final' },
  },
});
