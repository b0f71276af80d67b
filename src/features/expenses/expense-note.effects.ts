import { fromPromise } from 'xstate';
import { openPanel } from '../../kernel/panel-store';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { holdToasts, type DecisionWords } from '../../kernel/held-decision';
import { changeNoteStatus, deleteExpense, deleteNote, getNote } from '../../api/expenses-api';
import { expenseNoteMachine, type NoteContext } from '../../../machines/expenses/expense-note.machine';

type Actors = NonNullable<Parameters<typeof expenseNoteMachine.provide>[0]['actors']>;

/** The expense note statechart's server calls, as the detail panel provides them (the model walk provides the same). */
export const expenseNoteActors: Actors = {
  load: fromPromise(({ input }) => getNote(input)),
  changeStatus: fromPromise(({ input }) => changeNoteStatus(input)),
  removeNote: fromPromise(({ input }) => deleteNote(input)),
  removeExpense: fromPromise(({ input }) => deleteExpense(input)),
};

/** A decision in words, naming whose note it is: 'Note « Salon Casablanca » de Hamza Tahiri validée'. */
const onWhose = new Set(['validate', 'reject', 'cancel', 'refund']);
const said: DecisionWords<NoteContext> = (context, decision) => [
  'expenses',
  `toast.note.${decision}`,
  context.record?.title,
  // Someone else's note is decided: the owner's own moves (submit) need no name.
  ...(onWhose.has(decision) ? [context.record?.userImage.fullName] : []),
];

/** The detail panel's statechart: its server calls, and what a decision, a deletion, a failure and an edit do on screen. */
export const expenseNoteLogic = (o: { onClose(): void }) =>
  expenseNoteMachine.provide({
    actors: expenseNoteActors,
    actions: {
      decided: ({ context }, { decision }) => (toast.done(...said(context, decision)), changes.expenses.push()),
      ...holdToasts('expenseNote', said),
      deleted: ({ context }) => (toast.done('expenses', 'toast.note.delete', context.record?.title), changes.expenses.push(), o.onClose()),
      openEdit: ({ context }) => openPanel('expenses.noteForm', { id: context.id }),
    },
  });
