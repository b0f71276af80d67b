import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { FormValues } from '../../../machines/expenses/edit-form.machine';
import { editFormLogic, type EditFormEffects } from './edit-form.effects';
import { selectAttempted, selectBusy, selectError, selectMissing, selectUpload, selectValues } from '../../../machines/expenses/edit-form.selectors';
import { useActorRef } from '../../kernel/actors';
import { useActorDraft, useInitialDraft } from '../../ui/drafts/use-draft';

/** The edit-form statechart of a panel: its draft kept through a sign-in, its values, its upload while it sends, and the moves the view sends. */
export function useEditForm(o: EditFormEffects & { values: FormValues; required: readonly string[]; draftKey?: string }) {
  const machine = useMemo(
    () => editFormLogic(o),
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
    attempted: useSelector(actor, selectAttempted),
    busy: useSelector(actor, selectBusy),
    error: useSelector(actor, selectError),
    /** The upload child while the submit sends (progress, abort). */
    upload: useSelector(actor, selectUpload),
    abort: () => actor.send({ type: 'form.abort' }),
    change: (field: string, value: unknown) => actor.send({ type: 'form.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
