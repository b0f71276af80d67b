import { editFormMachine, type EditFormContext, type EditFormEvent, type EditFormSave, type FormValues } from '../../../machines/expenses/edit-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import type { SendOptions } from '../../api/multipart';
import { uploadLogic } from '../../kernel/upload.effects';

/** What a form of the expenses area does with its values: the save call (multipart, through the upload child) and what happens after. */
export interface EditFormEffects {
  save(values: FormValues, o: SendOptions): Promise<unknown>;
  /** Given the server's answer and the values sent (what the success toast names). */
  onSaved(result: unknown, values: FormValues): void;
  onError?(message: string): void;
}

/** The edit-form statechart bound to a save call, each submit with its idempotency key. */
export const editFormLogic = (o: EditFormEffects) =>
  editFormMachine.provide({
    actors: { upload: uploadLogic<EditFormSave>(({ values, idempotencyKey }, t) => o.save(values, { ...t, idempotencyKey })) },
    actions: {
      ...submitKeyActions<EditFormContext, EditFormEvent>(newIdempotencyKey),
      announceSaved: ({ context }, p) => o.onSaved(p.result, context.values), announceError: (_, p) => o.onError?.(p.message) },
  });
