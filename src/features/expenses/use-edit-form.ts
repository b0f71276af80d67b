import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { editFormMachine, type EditFormContext, type EditFormEvent, type FormValues } from '../../../machines/expenses/edit-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { selectBusy, selectError, selectMissing, selectValues } from '../../../machines/expenses/edit-form.selectors';
import { useActorRef } from '../../kernel/actors';
import { useActorDraft, useInitialDraft } from '../../ui/drafts/use-draft';

/** Binds the edit-form statechart to a save call and what happens after. */
export function useEditForm(o: { values: FormValues; required: readonly string[]; draftKey?: string; save(values: FormValues, idempotencyKey: string | null): Promise<unknown>; onSaved(result: unknown): void; onError?(message: string): void }) {
  const machine = useMemo(
    () =>
      editFormMachine.provide({
        actors: { save: fromPromise<unknown, { values: FormValues; idempotencyKey: string | null }>(({ input }) => o.save(input.values, input.idempotencyKey)) },
        actions: {
          ...submitKeyActions<EditFormContext, EditFormEvent>(newIdempotencyKey),
          announceSaved: (_, p) => o.onSaved(p.result), announceError: (_, p) => o.onError?.(p.message) },
      }),
    // The form lives as long as its panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the machine is built once per form; the callbacks it closes over are the mount's
    [],
  );
  // A draft kept through a sign-in starts the form (its files could not be kept), then every change is recorded.
  const kept = useInitialDraft<FormValues>(o.draftKey);
  const actor = useActorRef(machine, { input: { values: kept ? { ...o.values, ...kept } : o.values, required: o.required } });
  useActorDraft(o.draftKey, actor, { ready: (s) => s.matches('editing'), select: selectValues, restore: () => {} });
  return {
    values: useSelector(actor, selectValues),
    missing: useSelector(actor, selectMissing),
    busy: useSelector(actor, selectBusy),
    error: useSelector(actor, selectError),
    change: (field: string, value: unknown) => actor.send({ type: 'form.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
