import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { NOTE } from '../../../../src/domain/expense-codes';
import { expenseNoteMachine } from '../../../../machines/expenses/expense-note.machine';
import { expenses, notes } from '../../../../server-fake/models/expenses';
import type { Note } from '../../../../src/domain/expenses';
import { expenseNoteActors } from '../../../../src/features/expenses/expense-note.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { ModelEvent, UiAdapter, UiContext } from '../../ui/types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, errorToast, firstEvent, successToast, heldActions, heldShows, HELD_STEP_MS } from '../../ui/ui-helpers';
import { personas } from '../../../../fixtures/personas';
import { refundComplete } from '../../oracle/outcomes';
import { controlsFollowTable } from '../../oracle/ui-controls';
import { badge, note } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, held } = graphEvents;

// The title names the status: the traversal caps numbers in context at 3, so codes 3, 4 and 5 alone would read as one note.
const noteAnswer = (status: number, o: { own?: boolean } = {}): Note => ({
  id: 1, title: `Mission ${status}`, currency: 'MAD', executionDate: '2026-11-16', affectedUserId: o.own ? 2 : 1, projectId: null, projectName: null, status,
  totalExpenses: 120, expensesCount: 0, userImage: { id: 1, fullName: 'Yasmine El Idrissi', picturePath: null }, description: null, files: [], filesNames: [], actionBy: null,
  refundedBy: null, refundComment: null, remark: null, history: [], userslistApproval: [], allExpenses: [],
});

const entry: RegisteredMachine = {
  id: 'expenseNote',
  file: 'expenses/expense-note.machine.ts',
  machine: expenseNoteMachine,
  // A validator who is not the owner and holds every expense permission reaches every move; their own note (below) is the other side of 'nobody decides on their own note'.
  input: { id: 1, viewerId: 2, permissions: ['Expenses.Edit', 'Expenses.Delete', 'Profile.Expenses.Edit'] },
  // The other sides of the guards (spec 3 §4, §6): a colleague holding no expense code on someone else's note.
  inputs: [{ name: 'a colleague, no expense code', input: { id: 1, viewerId: 3, permissions: [] } }],
  // The refund prompt sends only with a payer and a comment (spec 3 §4, screen 10), whatever the guards say.
  // ~470 states times ~45 events: past the traversal's default of 20000 steps once decisions were held (issue 36 item 1).
  limit: 60000,
  outcomes: [{ spec: ['S3.4.07'], rule: 'a refund is sent with its payer and a comment', event: 'reason.confirm', where: (s) => s.matches('askingRefund'), follows: { call: 'refund' }, expect: (e) => refundComplete(e) }],
  events: [
    ...[0, 1, 2, 3, 4, 5].map((s) => done('load', noteAnswer(s))), done('load', noteAnswer(1, { own: true })), error('load'), { type: 'note.reload' },
    { type: 'note.submit' }, { type: 'note.validate' }, { type: 'note.reject' }, { type: 'note.refund' }, { type: 'note.cancel' },
    // A comment and a payer; a comment alone (no payer: a refund refuses it); nothing but spaces (every prompt refuses it).
    { type: 'reason.confirm', reason: 'Missing receipt', choice: 'Atlas Industries SA' }, { type: 'reason.confirm', reason: 'Duplicate' }, { type: 'reason.confirm', reason: ' ', choice: 'Atlas Industries SA' },
    { type: 'reason.cancel' },
    { type: 'note.edit' }, { type: 'note.editExpenses' }, { type: 'note.delete' }, { type: 'note.deleteExpense', expenseId: 11 }, { type: 'note.confirmDelete' }, { type: 'note.dismiss' },
    ...['submit', 'validate', 'reject', 'refund', 'cancel', 'remove', 'removeExpense'].flatMap((id) => [done(id), error(id, { message: 'Expenses.IllegalTransition' })]),
    ...held('expenseNote.holdingValidation', 'expenseNote.holdingRejection', 'expenseNote.holdingRefund'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

const footer = (page: Page) => note(page).locator('.side-panel-footer');

const illegal = 'Cette action n’est pas possible dans le statut actuel de la note.';

const unknownError = 'Une erreur est survenue';

type Loaded = { status: number; affectedUserId: number };

/** A note of the fresh scenario with the status of the path's first read and expenses: someone's (`own`) or not theirs. */
const openNote = (who: number, own: boolean) => async (ui: UiContext) => {
  const first = firstEvent(ui, 'xstate.done.actor.load');
  const status = first ? (first.output as Loaded).status : 0;
  const id = await ui.backend((b, a: { want: number; who: number; own: boolean }) => {
    const withExpenses = new Set((b.db.table('expenses').all() as Array<{ noteId: number }>).map((e) => e.noteId));
    return (b.db.table('expenseNotes').all() as Array<{ id: number; status: number; affectedUserId: number }>).find((n) => n.status === a.want && (n.affectedUserId === a.who) === a.own && withExpenses.has(n.id))?.id ?? null;
  }, { want: status, who, own });
  if (!id) throw new Error(`no seeded note with status ${status} and expenses`);
  await ui.openPanel('expenses.noteDetail', { id });
  await note(ui.page).or(ui.page.locator('.side-panel').getByRole('alert')).first().waitFor();
};

/** What a note notification does: a row, then a push through the hub (the open detail reads its note again). */
const pushNoteNotification = (ui: UiContext) =>
  ui.backend((b: any) => {
    const row = b.db.table('notifications').insert({ userId: 3, senderId: 2, title: 'Notification.Expenses.Submitted', parameterTitle: 'Note', sourceName: 'CollaboratorExpensesRequests', sourceId: 1, sourceUserId: 1, isView: false, createdDate: new Date().toISOString() });
    b.hub.sendToUser(3, 'ReceiveNotification', { ...row, user: null });
  });

/** After a decision that failed and came back to the note: the toast says why. */
async function afterDirectMove(ui: UiContext) {
  const by = arrivedBy(ui);
  if (by === 'xstate.error.actor.submit' || by === 'xstate.error.actor.validate') {
    await errorToast(ui.page, illegal).waitFor();
    await clearToasts(ui.page);
  }
}

/** A reason dialog (cancel, refuse, refund): up, and after a failed call with the server's message and the comment typed. */
const asking = (title: string, call: string) => async (ui: UiContext) => {
  const d = alertDialog(ui.page);
  await d.getByRole('heading', { name: title }).waitFor();
  const comment = d.getByRole('textbox', { name: 'Commentaire' });
  await comment.waitFor();
  if (arrivedBy(ui) === `xstate.error.actor.${call}`) {
    await d.getByRole('alert').filter({ hasText: illegal }).waitFor();
    // The comment typed is kept after a failed call.
    if (!(await comment.inputValue()).trim()) throw new Error('the comment was lost after a failed call');
    await clearToasts(ui.page);
  }
};

const confirming = (title: string, call: string) => async (ui: UiContext) => {
  const d = alertDialog(ui.page);
  await d.getByRole('heading', { name: title }).waitFor();
  if (arrivedBy(ui) === `xstate.error.actor.${call}`) {
    await d.getByRole('alert').filter({ hasText: illegal }).waitFor();
    await clearToasts(ui.page);
  }
};

/** What the server holds: the note's status (null before the first read) and whether it still has an expense to submit. */
type World = { status: number | null | 'deleted'; expenses: number };

const after: Record<string, number> = { submit: 1, validate: 2, refund: 3, reject: 4, cancel: 5 };

// ── The note (spec 3 sections 4 and 6): its statechart in the detail panel.
export const expenseNoteAdapter: UiAdapter = {
  machine: 'expenseNote',
  persona: 'hr',
  writes: ['note.submit', 'note.validate', 'reason.confirm', 'note.confirmDelete'],
  // Nadia's walk is on someone else's notes.
  start: openNote(3, false),
  timeout: HELD_STEP_MS,
  // Five seconds to take a held decision back or send it at once: a click does not race them.
  interruptible: ['expenseNote.holdingValidation', 'expenseNote.holdingRejection', 'expenseNote.holdingRefund'],
  actions: {
    ...heldActions,
    async 'note.reload'(ui) {
      const retry = ui.page.locator('.side-panel').getByRole('button', { name: 'Réessayer' });
      if (await retry.count()) await retry.click();
      else await pushNoteNotification(ui);
    },
    'note.submit': (ui) => footer(ui.page).getByRole('button', { name: 'Soumettre' }).click(),
    'note.validate': (ui) => footer(ui.page).getByRole('button', { name: 'Valider' }).click(),
    'note.reject': (ui) => footer(ui.page).getByRole('button', { name: 'Refuser' }).click(),
    'note.refund': (ui) => footer(ui.page).getByRole('button', { name: 'Rembourser' }).click(),
    'note.cancel': (ui) => footer(ui.page).getByRole('button', { name: 'Annuler la note' }).click(),
    async 'reason.confirm'(ui, e) {
      const d = alertDialog(ui.page);
      const payer = d.getByRole('combobox', { name: 'Payeur' });
      if ((await payer.count()) && e.choice) {
        await payer.locator('option').nth(1).waitFor({ state: 'attached' });
        await payer.selectOption({ index: 1 });
      }
      await d.getByRole('textbox', { name: 'Commentaire' }).fill(String(e.reason));
      await d.locator('.confirm-actions button').last().click();
    },
    'reason.cancel': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler', exact: true }).click(),
    async 'note.edit'(ui) {
      // The note form opens above the detail; the walk closes it again (the form is expenseEditForm's).
      await footer(ui.page).getByRole('button', { name: 'Modifier', exact: true }).click();
      const form = dialog(ui.page, 'Modifier la note de frais');
      await form.getByRole('button', { name: 'Annuler' }).click();
      await form.waitFor({ state: 'detached' });
    },
    async 'note.editExpenses'(ui) {
      await note(ui.page).getByRole('button', { name: 'Ajouter une dépense' }).click();
      const picker = dialog(ui.page, 'Choisir une catégorie');
      await picker.waitFor();
      // Drawn is not yet listening: the panel hears Escape once its focus has moved in (Radix binds both as it mounts;
      // an Escape pressed between the two was lost on a loaded machine and the picker stayed).
      await picker.locator(':focus').waitFor();
      await ui.page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
    },
    'note.delete': (ui) => footer(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).click(),
    // Three actions in a row (view, edit, delete): edit and delete sit in its menu (src/ui/row-actions.tsx).
    'note.deleteExpense': async (ui) => {
      await note(ui.page).getByTestId('expense-row').first().getByRole('button', { name: /^Plus d'actions / }).click();
      await ui.page.getByRole('menu').getByRole('menuitem', { name: 'Supprimer', exact: true }).click();
    },
    'note.confirmDelete': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    'note.dismiss': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler', exact: true }).click(),
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/Notes/GetById/\\d+$' },
    ...Object.fromEntries(Object.keys(after).map((id) => [`xstate.error.actor.${id}`, { method: 'POST' as const, path: '^/api/Notes/changestatus$', status: 400 }])),
    'xstate.error.actor.remove': { method: 'DELETE', path: '^/api/Notes/Delete/\\d+$', status: 400 },
    'xstate.error.actor.removeExpense': { method: 'DELETE', path: '^/api/Expenses/Delete/\\d+$', status: 400 },
  },
  states: {
    'expenseNote.holdingValidation': (ui) => heldShows(ui, 'Validée'),
    'expenseNote.holdingRejection': (ui) => heldShows(ui, 'Refusée'),
    'expenseNote.holdingRefund': (ui) => heldShows(ui, 'Remboursée'),
    async 'expenseNote.failure'(ui) {
      await ui.page.locator('.side-panel').getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await ui.page.locator('.side-panel').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'expenseNote.ready'(ui) {
      await absent(alertDialog(ui.page), 'a dialog once back to the note');
      // Read again after a move the server took: the toast said so.
      const before = ui.path.steps[ui.step - 2]?.event.type ?? '';
      if (arrivedBy(ui) === 'xstate.done.actor.load' && before.startsWith('xstate.done.actor.')) await successToast(ui.page).waitFor();
    },
    async 'expenseNote.ready.draft'(ui) {
      await afterDirectMove(ui);
      await badge(ui.page, 'draft', 'Brouillon').waitFor();
      await footer(ui.page).getByRole('button', { name: 'Soumettre' }).waitFor();
      await note(ui.page).getByRole('button', { name: 'Ajouter une dépense' }).waitFor();
    },
    async 'expenseNote.ready.pending'(ui) {
      await afterDirectMove(ui);
      await badge(ui.page, 'pending', 'En attente').waitFor();
      for (const name of ['Valider', 'Refuser', 'Annuler la note']) await footer(ui.page).getByRole('button', { name, exact: true }).waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Soumettre' }), 'Soumettre on a pending note');
    },
    async 'expenseNote.ready.success'(ui) {
      await badge(ui.page, 'success', 'Validée').waitFor();
      await footer(ui.page).getByRole('button', { name: 'Rembourser' }).waitFor();
      await absent(note(ui.page).getByRole('button', { name: 'Ajouter une dépense' }), 'adding expenses to a validated note');
    },
    async 'expenseNote.ready.refund'(ui) {
      await badge(ui.page, 'refund', 'Remboursée').waitFor();
      await note(ui.page).getByRole('region', { name: 'Remboursement' }).getByText('Payeur').waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Rembourser' }), 'Rembourser on a refunded note');
    },
    async 'expenseNote.ready.rejected'(ui) {
      await badge(ui.page, 'rejected', 'Refusée').waitFor();
      await note(ui.page).getByRole('region', { name: 'Remarque' }).waitFor();
    },
    async 'expenseNote.ready.canceled'(ui) {
      await badge(ui.page, 'canceled', 'Annulée').waitFor();
      await footer(ui.page).getByRole('button', { name: 'Soumettre' }).waitFor();
    },
    'expenseNote.askingCancel': asking('Annuler la note de frais', 'cancel'),
    'expenseNote.askingRejection': asking('Refuser la note de frais', 'reject'),
    async 'expenseNote.askingRefund'(ui) {
      await asking('Rembourser la note de frais', 'refund')(ui);
      await alertDialog(ui.page).getByRole('combobox', { name: 'Payeur' }).waitFor();
    },
    'expenseNote.confirmingDelete': confirming('Supprimer la note de frais', 'remove'),
    'expenseNote.confirmingExpenseDelete': confirming('Supprimer la dépense', 'removeExpense'),
    async 'expenseNote.deleted'(ui) {
      // The note is gone: its panel closed.
      await note(ui.page).waitFor({ state: 'detached' });
      await successToast(ui.page).waitFor();
    },
  },
  world: { status: null, expenses: 1 } as World,
  track(w: World, e) {
    if (w.status === 'deleted') return w;
    if (e.type === 'xstate.done.actor.load' && w.status === null) return { ...w, status: (e.output as Loaded).status };
    const id = e.type.replace('xstate.done.actor.', '');
    if (after[id] !== undefined) return { ...w, status: after[id] };
    if (id === 'remove') return { ...w, status: 'deleted' };
    if (id === 'removeExpense') return { ...w, expenses: 0 };
    return w;
  },
  feasible(e, _context, from) {
    const w = from.world as World;
    if (w.status === 'deleted') return false;
    // The walk's notes are someone else's (the model's own note is the machine-level walk's).
    if (e.type === 'xstate.done.actor.load') return (e.output as Loaded).affectedUserId === 1 && (w.status === null || (e.output as Loaded).status === w.status);
    // Only the first read fails: the walk then knows what the retried read answers.
    if (e.type === 'xstate.error.actor.load') return from.event === null;
    // Submitting needs an expense (the button is disabled without one); the walk deletes one at most.
    if (e.type === 'note.submit' || e.type === 'note.deleteExpense') return w.expenses > 0;
    return true;
  },
};

// ── The other side of the validator's guards through the UI (issue 24 item 3, spec 3 §6): Yasmine, an employee
// (Profile.Expenses.Edit, no Expenses.Edit), on her own notes. Her paths are planned from her own input; in each
// status each action's control shows exactly where the spec's permission table says she may take it.
const yasmine = personas.find((p) => p.key === 'employee')!;

const controls = (page: Page) => ({
  submit: footer(page).getByRole('button', { name: 'Soumettre' }),
  validate: footer(page).getByRole('button', { name: 'Valider', exact: true }),
  reject: footer(page).getByRole('button', { name: 'Refuser', exact: true }),
  refund: footer(page).getByRole('button', { name: 'Rembourser' }),
  cancel: footer(page).getByRole('button', { name: 'Annuler la note' }),
  edit: footer(page).getByRole('button', { name: 'Modifier', exact: true }),
  delete: footer(page).getByRole('button', { name: 'Supprimer', exact: true }),
  editExpenses: note(page).getByRole('button', { name: 'Ajouter une dépense' }),
});

const labels: Array<[string, number, string]> = [['draft', 0, 'Brouillon'], ['pending', 1, 'En attente'], ['success', 2, 'Validée'], ['refund', 3, 'Remboursée'], ['rejected', 4, 'Refusée'], ['canceled', 5, 'Annulée']];

expenseNoteAdapter.inputs = [
  {
    name: 'the owner, an employee',
    persona: 'employee',
    input: { id: 1, viewerId: yasmine.userId, permissions: [...yasmine.permissions] },
    adapter: {
      start: openNote(yasmine.userId, true),
      // A reload is her retry after a failed read (the walk's notification push goes to Nadia).
      feasible: (e, c, from) => (e.type === 'note.reload' ? from.value === 'failure' : expenseNoteAdapter.feasible!(e, c, from)),
      states: {
        ...expenseNoteAdapter.states,
        ...Object.fromEntries(
          labels.map(([name, status, label]) => [
            `expenseNote.ready.${name}`,
            async (ui: UiContext) => {
              await afterDirectMove(ui);
              await badge(ui.page, name, label).waitFor();
              await controlsFollowTable({ kind: 'expenseNote', status: String(status), persona: 'employee', owner: true, controls: controls(ui.page) });
            },
          ]),
        ),
      },
    },
  },
];

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The expenses area against the fake server's note rules (spec 3 sections 4
 * and 6, written there apart from the client's statechart). Nadia (HR:
 * Expenses.Edit, Expenses.Delete) works on someone else's note with
 * expenses, in the status the path's first read answers, as in the UI walk.
 */
const NADIA = 3;

const noteOnRecord = (w: WalkContext) => notes(w.db).get(w.data.id);

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
    'xstate.done.actor.load': (w, s) => assert.is((s.context as { record: { status: number } }).record.status, noteOnRecord(w)!.status, 'the note shows the status on record'),
    ...Object.fromEntries(
      Object.entries(moved).flatMap(([id, status]) => [
        [
          `xstate.done.actor.${id}`,
          (w: WalkContext) => {
            assert.is(noteOnRecord(w)!.status, status, `${id} recorded`);
            w.data.status = status;
          },
        ],
        [`xstate.error.actor.${id}`, (w: WalkContext) => assert.is(noteOnRecord(w)!.status, w.data.status, `a failed ${id} changed nothing`)],
      ]),
    ),
    'xstate.done.actor.refund': (w) => {
      assert.ok(noteOnRecord(w)!.status === NOTE.refund && !!noteOnRecord(w)!.refundedBy && noteOnRecord(w)!.refundComment === 'Missing receipt', 'refunded with the payer and the comment given');
      w.data.status = NOTE.refund;
    },
    'xstate.done.actor.remove': (w) => assert.not.ok(noteOnRecord(w), 'the note is gone'),
    'xstate.error.actor.remove': (w) => assert.ok(noteOnRecord(w), 'a failed delete kept the note'),
    'xstate.done.actor.removeExpense': (w) => {
      assert.is(lines(w).length, w.data.lines - 1, 'the expense is gone');
      w.data.lines = lines(w).length;
    },
    'xstate.error.actor.removeExpense': (w) => assert.is(lines(w).length, w.data.lines, 'a failed delete kept the expense'),
  },
};

export const model: MachineModel = { entry, server: expenseNote, ui: expenseNoteAdapter };
