import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { editFormMachine, type FormValues } from '../../../machines/expenses/edit-form.machine';
import { selectBusy, selectError, selectMissing, selectValues } from '../../../machines/expenses/edit-form.selectors';
import { useActorRef } from '../../kernel/actors';

/** Binds the edit-form statechart to a save call and what happens after. */
export function useEditForm(o: { values: FormValues; required: readonly string[]; save(values: FormValues): Promise<unknown>; onSaved(result: unknown): void; onError?(message: string): void }) {
  const machine = useMemo(
    () =>
      editFormMachine.provide({
        actors: { save: fromPromise<unknown, FormValues>(({ input }) => o.save(input)) },
        actions: { announceSaved: (_, p) => o.onSaved(p.result), announceError: (_, p) => o.onError?.(p.message) },
      }),
    // The form lives as long as its panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useActorRef(machine, { input: { values: o.values, required: o.required } });
  return {
    values: useSelector(actor, selectValues),
    missing: useSelector(actor, selectMissing),
    busy: useSelector(actor, selectBusy),
    error: useSelector(actor, selectError),
    change: (field: string, value: unknown) => actor.send({ type: 'form.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
