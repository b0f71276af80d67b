import { graphEvents, type RegisteredMachine } from '../registry-types';
import { expenseNoteMachine } from './expense-note.machine';
import { editFormMachine } from './edit-form.machine';
import { noteActionsMachine } from './note-actions.machine';

const { done, error } = graphEvents;

/** The expenses area's statecharts, walked by the model runner. */
export const expensesMachines: RegisteredMachine[] = [
  {
    id: 'expenseNote',
    file: 'expenses/expense-note.machine.ts',
    machine: expenseNoteMachine,
    // A validator who is not the owner and holds every expense permission reaches every move.
    input: { ownerId: 1, viewerId: 2, permissions: ['Expenses.Edit', 'Expenses.Delete', 'Profile.Expenses.Edit'] },
    events: [
      { type: 'note.submit', at: '2026-11-16T09:00:00Z' },
      { type: 'note.validate', at: '2026-11-16T10:00:00Z' },
      { type: 'note.reject', comment: 'Missing receipt', at: '2026-11-16T10:00:00Z' },
      { type: 'note.refund', refundedBy: 'Atlas Industries SA', comment: 'Transfer', at: '2026-11-17T10:00:00Z' },
      { type: 'note.cancel', comment: 'Duplicate', at: '2026-11-17T11:00:00Z' },
      { type: 'note.edit' },
      { type: 'note.delete' },
      { type: 'note.editExpenses' },
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
  {
    id: 'expenseNoteActions',
    file: 'expenses/note-actions.machine.ts',
    machine: noteActionsMachine,
    events: [
      { type: 'actions.run', status: 1 },
      { type: 'actions.prompt', kind: 'cancel' },
      { type: 'actions.prompt', kind: 'deleteNote' },
      { type: 'prompt.dismiss' },
      { type: 'prompt.confirm', status: 5, comment: 'Duplicate' },
      done('changeStatus'),
      error('changeStatus', { message: 'Expenses.IllegalTransition' }),
      done('remove'),
      error('remove', { message: 'Error.Status.403' }),
    ],
  },
];
