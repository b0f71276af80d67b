import { fromPromise } from 'xstate';
import { editFormMachine, type EditFormContext, type EditFormEvent, type FormValues } from '../../../machines/expenses/edit-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';

/** What a form of the expenses area does with its values: the save call and what happens after. */
export interface EditFormEffects {
  save(values: FormValues, idempotencyKey: string | null): Promise<unknown>;
  onSaved(result: unknown): void;
  onError?(message: string): void;
}

/** The edit-form statechart bound to a save call, each submit with its idempotency key. */
export const editFormLogic = (o: EditFormEffects) =>
  editFormMachine.provide({
    actors: { save: fromPromise<unknown, { values: FormValues; idempotencyKey: string | null }>(({ input }) => o.save(input.values, input.idempotencyKey)) },
    actions: {
      ...submitKeyActions<EditFormContext, EditFormEvent>(newIdempotencyKey),
      announceSaved: (_, p) => o.onSaved(p.result), announceError: (_, p) => o.onError?.(p.message) },
  });
