import { graphEvents, type RegisteredMachine } from '../registry-types';
import { expenseNoteMachine } from './expense-note.machine';
import { editFormMachine } from './edit-form.machine';
import type { Note } from '../../src/domain/expenses';

const { done, error } = graphEvents;

/** The expenses area's statecharts, walked by the model runner. */
// The title names the status: the traversal caps numbers in context at 3, so codes 3, 4 and 5 alone would read as one note.
const note = (status: number, o: { own?: boolean } = {}): Note => ({
  id: 1, title: `Mission ${status}`, currency: 'MAD', executionDate: '2026-11-16', affectedUserId: o.own ? 2 : 1, projectId: null, projectName: null, status,
  totalExpenses: 120, expensesCount: 0, userImage: { id: 1, fullName: 'Yasmine El Idrissi', picturePath: null }, description: null, files: [], filesNames: [], actionBy: null,
  refundedBy: null, refundComment: null, remark: null, history: [], userslistApproval: [], allExpenses: [],
});

/** The expenses area's statecharts, walked by the model runner. */
export const expensesMachines: RegisteredMachine[] = [
  {
    id: 'expenseNote',
    file: 'expenses/expense-note.machine.ts',
    machine: expenseNoteMachine,
    // A validator who is not the owner and holds every expense permission reaches every move; their own note (below) is the other side of 'nobody decides on their own note'.
    input: { id: 1, viewerId: 2, permissions: ['Expenses.Edit', 'Expenses.Delete', 'Profile.Expenses.Edit'] },
    events: [
      ...[0, 1, 2, 3, 4, 5].map((s) => done('load', note(s))), done('load', note(1, { own: true })), error('load'), { type: 'note.reload' },
      { type: 'note.submit' }, { type: 'note.validate' }, { type: 'note.reject' }, { type: 'note.refund' }, { type: 'note.cancel' },
      // A comment and a payer; a comment alone (no payer: a refund refuses it); nothing but spaces (every prompt refuses it).
      { type: 'reason.confirm', reason: 'Missing receipt', choice: 'Atlas Industries SA' }, { type: 'reason.confirm', reason: 'Duplicate' }, { type: 'reason.confirm', reason: ' ', choice: 'Atlas Industries SA' },
      { type: 'reason.cancel' },
      { type: 'note.edit' }, { type: 'note.editExpenses' }, { type: 'note.delete' }, { type: 'note.deleteExpense', expenseId: 11 }, { type: 'note.confirmDelete' }, { type: 'note.dismiss' },
      ...['submit', 'validate', 'reject', 'refund', 'cancel', 'remove', 'removeExpense'].flatMap((id) => [done(id), error(id, { message: 'Expenses.IllegalTransition' })]),
    ],
  },
  {
    id: 'expenseEditForm',
    file: 'expenses/edit-form.machine.ts',
    machine: editFormMachine,
    input: { values: { title: '', currency: 'MAD' }, required: ['title', 'currency'] },
    events: [
      { type: 'form.submit' },
      { type: 'form.change', field: 'title', value: 'Trip' },
      done('save', { id: 1 }),
      error('save', { message: 'RequiredAttribute' }),
    ],
  },
];
