import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { expenseNoteMachine } from '../../../machines/expenses/expense-note.machine';
import { noteActionsMachine, type PromptKind, type StatusRequest } from '../../../machines/expenses/note-actions.machine';
import { editFormMachine, type EditFormContext, type EditFormEvent, type FormValues } from '../../../machines/expenses/edit-form.machine';
import { NOTE } from '../../../machines/expenses/codes';
import { changeNoteStatus, deleteExpense, deleteNote, saveNote } from '../../../src/api/expenses-api';
import { expenses, notes } from '../../../server-fake/models/expenses';
import { expenseEditFormAdapter, expenseNoteAdapter, noteActionsAdapter } from '../ui/adapters/expenses';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import type { FakeBinding, WalkContext } from './walk';

/**
 * The expenses area against the fake server's note rules (spec 3 sections 4
 * and 6). Nadia (HR: Expenses.Edit, Expenses.Delete) works on someone else's
 * draft note with expenses, as in the UI walk.
 */
const NADIA = 3;
const note = (w: WalkContext) => notes(w.db).get(w.data.id);
function draftNote(w: WalkContext) {
  const withExpenses = new Set(expenses(w.db).all().map((e) => e.noteId));
  const n = notes(w.db).all().find((x) => x.status === NOTE.draft && x.affectedUserId !== NADIA && withExpenses.has(x.id))!;
  w.data.id = n.id;
  w.data.owner = n.affectedUserId;
}

/**
 * The lifecycle chart has no actors: the note detail calls the server
 * (changestatus) and, once accepted, the chart takes the same move. Each
 * status move of a path is that call, then the event; the server must accept
 * every move the chart allows and hold the status the chart stands in.
 */
const statusOf: Record<string, number> = { 'note.submit': NOTE.pending, 'note.validate': NOTE.success, 'note.reject': NOTE.rejected, 'note.refund': NOTE.refund, 'note.cancel': NOTE.canceled };
const agrees = (w: WalkContext, s: { context: unknown }) => assert.is(note(w)!.status, (s.context as { status: number }).status, 'the server holds the status the chart stands in');
const expenseNote: FakeBinding = {
  machine: 'expenseNote',
  persona: 'hr',
  like: expenseNoteAdapter,
  seed: draftNote,
  input: (w) => ({ ownerId: w.data.owner, viewerId: NADIA, permissions: ['Expenses.Edit', 'Expenses.Delete', 'Profile.Expenses.Edit'] }),
  provide: () => expenseNoteMachine,
  effect(e, w) {
    const status = statusOf[e.type];
    if (status === undefined) return undefined;
    return changeNoteStatus({ id: w.data.id, status, refundedBy: (e.refundedBy as string | undefined) ?? null, comment: (e.comment as string | undefined) ?? null });
  },
  checks: Object.fromEntries([...Object.keys(statusOf), 'note.edit', 'note.delete', 'note.editExpenses'].map((t) => [t, (w: WalkContext, s: { context: unknown }) => agrees(w, s)])),
};

/** The note detail's actions: direct moves, prompts with a comment, the delete confirmation. */
const noteActions: FakeBinding = {
  machine: 'expenseNoteActions',
  persona: 'hr',
  like: noteActionsAdapter,
  seed: draftNote,
  provide: (w) =>
    noteActionsMachine.provide({
      actors: {
        changeStatus: fromPromise<unknown, StatusRequest>(({ input }) => changeNoteStatus({ id: w.data.id, ...input })),
        remove: fromPromise<unknown, { kind: PromptKind; expenseId?: number }>(({ input }) => (input.kind === 'deleteExpense' ? deleteExpense(input.expenseId!) : deleteNote(w.data.id))),
      },
    }),
  checks: {
    'xstate.done.actor.changeStatus': (w) => {
      // The move asked last: a submit (actions.run) or the prompt's confirmation.
      const asked = w.path.steps.slice(0, w.step).reverse().find((x) => x.event.type === 'actions.run' || x.event.type === 'prompt.confirm')!.event;
      assert.is(note(w)!.status, asked.status, 'the move is recorded');
      w.data.status = note(w)!.status;
    },
    'xstate.error.actor.changeStatus': (w) => assert.is(note(w)!.status, w.data.status ?? NOTE.draft, 'a failed move changed nothing'),
    'xstate.done.actor.remove': (w) => assert.not.ok(note(w), 'the note is gone'),
    'xstate.error.actor.remove': (w) => assert.ok(note(w), 'a failed delete kept the note'),
  },
};

/** The note form: Yasmine creates a note (title and currency required). */
const titled = (w: WalkContext) => notes(w.db).by('affectedUserId', 1).filter((n) => n.title === 'Trip');
const editForm: FakeBinding = {
  machine: 'expenseEditForm',
  persona: 'employee',
  like: expenseEditFormAdapter,
  // The form's reset is the machine's to take here (the panel has no control for it).
  feasible: () => true,
  provide: () => editFormMachine.provide({
      actors: { save: fromPromise<unknown, { values: FormValues; idempotencyKey: string | null }>(({ input }) => saveNote(input.values, input.idempotencyKey)) },
      actions: submitKeyActions<EditFormContext, EditFormEvent>(newIdempotencyKey),
    }),
  checks: {
    'xstate.done.actor.save': (w) => assert.is(titled(w).length, 1, 'the note is created for Yasmine'),
    'xstate.error.actor.save': (w) => assert.is(titled(w).length, 0, 'a failed save created nothing'),
  },
};

export const expensesBindings = [expenseNote, noteActions, editForm];
