import { useSelector } from '@xstate/react';
import type { FormValues } from '../../../machines/expenses/edit-form.machine';
import { editFormLogic, type EditFormEffects } from './edit-form.effects';
import { selectAttempted, selectBusy, selectError, selectMissing, selectUpload, selectValues } from '../../../machines/expenses/edit-form.selectors';
import { useActorRef, useLogic } from '../../kernel/actors';
import { useActorDraft, useInitialDraft } from '../../ui/drafts/use-draft';

/** The edit-form statechart of a panel: its draft kept through a sign-in, its values, its upload while it sends, and the moves the view sends. */
export function useEditForm(o: EditFormEffects & { values: FormValues; required: readonly string[]; draftKey?: string }) {
  // The form lives as long as its panel: the callbacks of its first render serve it throughout.
  const machine = useLogic(() => editFormLogic(o));
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
