import { fromPromise } from 'xstate';
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
