import { fromPromise } from 'xstate';
import { openPanel } from '../../kernel/panel-store';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { changeNoteStatus, deleteExpense, deleteNote, getNote } from '../../api/expenses-api';
import { expenseNoteMachine } from '../../../machines/expenses/expense-note.machine';

type Actors = NonNullable<Parameters<typeof expenseNoteMachine.provide>[0]['actors']>;

/** The expense note statechart's server calls, as the detail panel provides them (the model walk provides the same). */
export const expenseNoteActors: Actors = {
  load: fromPromise(({ input }) => getNote(input)),
  changeStatus: fromPromise(({ input }) => changeNoteStatus(input)),
  removeNote: fromPromise(({ input }) => deleteNote(input)),
  removeExpense: fromPromise(({ input }) => deleteExpense(input)),
};

/** The detail panel's statechart: its server calls, and what a decision, a deletion, a failure and an edit do on screen. */
export const expenseNoteLogic = (o: { onClose(): void }) =>
  expenseNoteMachine.provide({
    actors: expenseNoteActors,
    actions: {
      decided: () => (toast.success(), changes.expenses.push()),
      deleted: () => (toast.success(), changes.expenses.push(), o.onClose()),
      failed: (_, p) => toast.error(p.message, { ns: 'expenses' }),
      openEdit: ({ context }) => openPanel('expenses.noteForm', { id: context.id }),
    },
  });
