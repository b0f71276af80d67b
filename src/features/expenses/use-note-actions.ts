import { useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import i18next from 'i18next';
import { noteActionsMachine, type PromptKind, type StatusRequest } from '../../../machines/expenses/note-actions.machine';
import { changeNoteStatus, deleteExpense, deleteNote } from '../../api/expenses-api';
import { toast } from '../../ui/toast-store';
import { changes } from '../../realtime/changes';
import { useActorRef } from '../../kernel/actors';

/** The note detail's action statechart bound to the calls, toasts and reloads. */
export function useNoteActions(noteId: number, o: { onNoteDeleted(): void; onStatusChanged?(status: number): void }) {
  // The callbacks of the latest render (the machine is made once per note).
  const opts = useRef(o);
  opts.current = o;
  const machine = useMemo(
    () =>
      noteActionsMachine.provide({
        actors: {
          changeStatus: fromPromise<unknown, StatusRequest>(({ input }) => changeNoteStatus({ id: noteId, ...input })),
          remove: fromPromise<unknown, { kind: PromptKind; expenseId?: number }>(({ input }) => (input.kind === 'deleteExpense' ? deleteExpense(input.expenseId!) : deleteNote(noteId))),
        },
        actions: {
          changed: (_, p) => {
            opts.current.onStatusChanged?.(p.status);
            toast.success();
            changes.expenses.push();
          },
          removed: (_, p) => {
            toast.success();
            changes.expenses.push();
            if (p.kind === 'deleteNote') opts.current.onNoteDeleted();
          },
          // The toast region reads the common namespaces: the area's keys (Expenses.IllegalTransition) are translated here.
          failed: (_, p) => toast.error(i18next.t(p.message, { ns: 'expenses' })),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [noteId],
  );
  const actor = useActorRef(machine);
  return {
    prompt: useSelector(actor, (s) => (s.matches('prompting') || s.hasTag('busy') ? s.context.prompt : null)),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    error: useSelector(actor, (s) => (s.matches('prompting') ? s.context.error : null)),
    run: (status: number) => actor.send({ type: 'actions.run', status }),
    open: (kind: PromptKind, expenseId?: number) => actor.send({ type: 'actions.prompt', kind, expenseId }),
    dismiss: () => actor.send({ type: 'prompt.dismiss' }),
    confirm: (e: { status?: number; comment?: string | null; refundedBy?: string | null } = {}) => actor.send({ type: 'prompt.confirm', ...e }),
  };
}
