import { formFillMachine, type FillContext, type FillEvent, type FillSave } from '../../../machines/forms/form-fill.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { submitForm } from '../../api/forms-api';
import { FieldType } from '../../domain/forms';
import { toSavedAnswer } from '../../domain/form-validation';
import { uploadLogic } from '../../kernel/upload.effects';
import { toast } from '../../ui/toast-store';
import { markAnswered } from './answered-forms';

/** The fill panel's statechart: the answers sent through the upload child as the form's fields ask (files apart), each submit with its key. */
export const formFillLogic = (o: { formId: number; title: string; forSomeone: boolean; me: number | undefined; onDone(): void }) =>
  formFillMachine.provide({
    actors: {
      upload: uploadLogic<FillSave>((input, t) =>
        submitForm({
          formId: input.formId,
          userId: input.userId,
          forSomeone: input.forSomeone,
          fields: input.fields
            .filter((f) => f.fieldType !== FieldType.Description)
            .map((f) => ({ id: f.id, response: f.fieldType === FieldType.File ? '' : toSavedAnswer(f.fieldType, input.values[f.id]), files: (input.files[f.id] ?? []) as File[] })),
        }, { ...t, idempotencyKey: input.idempotencyKey }),
      ),
    },
    actions: {
      ...submitKeyActions<FillContext, FillEvent>(newIdempotencyKey),
      notifySubmitted: () => {
        toast.done('forms', 'toast.response.sent', o.title);
        // The user's own answer (not one entered for someone else): the forms list says it was sent.
        if (!o.forSomeone && o.me != null) markAnswered(o.me, o.formId);
        o.onDone();
      },
    },
  });
