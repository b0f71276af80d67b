import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { expenseNoteMachine } from '../../../machines/expenses/expense-note.machine';
import { editFormMachine, type EditFormContext, type EditFormEvent, type FormValues } from '../../../machines/expenses/edit-form.machine';
import { NOTE } from '../../../machines/expenses/codes';
import { saveNote } from '../../../src/api/expenses-api';
import { expenseNoteActors } from '../../../src/features/expenses/expense-note.effects';
import { expenses, notes } from '../../../server-fake/models/expenses';
import { expenseEditFormAdapter, expenseNoteAdapter } from '../ui/adapters/expenses';
import type { ModelEvent } from '../ui/types';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import type { FakeBinding, WalkContext } from './walk';

/**
 * The expenses area against the fake server's note rules (spec 3 sections 4
 * and 6, written there apart from the client's statechart). Nadia (HR:
 * Expenses.Edit, Expenses.Delete) works on someone else's note with
 * expenses, in the status the path's first read answers, as in the UI walk.
 */
const NADIA = 3;
const note = (w: WalkContext) => notes(w.db).get(w.data.id);
const lines = (w: WalkContext) => expenses(w.db).by('noteId', w.data.id);
/** The status each move asks of the server. */
const moved: Record<string, number> = { submit: NOTE.pending, validate: NOTE.success, refund: NOTE.refund, reject: NOTE.rejected, cancel: NOTE.canceled };

const expenseNote: FakeBinding = {
  machine: 'expenseNote',
  persona: 'hr',
  like: expenseNoteAdapter,
  seed(w) {
    const first = w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { status: number } }) | undefined;
    const want = first?.output.status ?? NOTE.draft;
    const withExpenses = new Set(expenses(w.db).all().map((e) => e.noteId));
    const n = notes(w.db).all().find((x) => x.status === want && x.affectedUserId !== NADIA && withExpenses.has(x.id))!;
    w.data.id = n.id;
    w.data.status = n.status;
    w.data.lines = lines(w).length;
  },
  input: (w) => ({ id: w.data.id, viewerId: NADIA, permissions: ['Expenses.Edit', 'Expenses.Delete', 'Profile.Expenses.Edit'] }),
  provide: () => expenseNoteMachine.provide({ actors: expenseNoteActors }),
  // One of the note's own expenses.
  event: (e, w) => (e.type === 'note.deleteExpense' ? { ...e, expenseId: lines(w)[0]!.id } : e),
  checks: {
    'xstate.done.actor.load': (w, s) => assert.is((s.context as { record: { status: number } }).record.status, note(w)!.status, 'the note shows the status on record'),
    ...Object.fromEntries(
      Object.entries(moved).flatMap(([id, status]) => [
        [
          `xstate.done.actor.${id}`,
          (w: WalkContext) => {
            assert.is(note(w)!.status, status, `${id} recorded`);
            w.data.status = status;
          },
        ],
        [`xstate.error.actor.${id}`, (w: WalkContext) => assert.is(note(w)!.status, w.data.status, `a failed ${id} changed nothing`)],
      ]),
    ),
    'xstate.done.actor.refund': (w) => {
      assert.ok(note(w)!.status === NOTE.refund && !!note(w)!.refundedBy && note(w)!.refundComment === 'Missing receipt', 'refunded with the payer and the comment given');
      w.data.status = NOTE.refund;
    },
    'xstate.done.actor.remove': (w) => assert.not.ok(note(w), 'the note is gone'),
    'xstate.error.actor.remove': (w) => assert.ok(note(w), 'a failed delete kept the note'),
    'xstate.done.actor.removeExpense': (w) => {
      assert.is(lines(w).length, w.data.lines - 1, 'the expense is gone');
      w.data.lines = lines(w).length;
    },
    'xstate.error.actor.removeExpense': (w) => assert.is(lines(w).length, w.data.lines, 'a failed delete kept the expense'),
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

export const expensesBindings = [expenseNote, editForm];
