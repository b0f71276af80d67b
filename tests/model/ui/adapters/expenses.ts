import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, errorToast, firstEvent, successToast } from '../ui-helpers';

/**
 * UI adapters of the expenses area (machines/expenses/): the note in its
 * detail (its statuses 0–5, the prompts and the calls, one statechart) and
 * the note form. Nadia (HR: Expenses.Edit, Expenses.Delete) works on someone
 * else's note, so every move of the lifecycle is hers to make.
 */
const note = (page: Page) => page.locator('.side-panel:has(.expenses-detail)');
const footer = (page: Page) => note(page).locator('.side-panel-footer');
const badge = (page: Page, name: string, text: string) => note(page).locator(`.expenses-detail-head [data-status=${name}]`).getByText(text);
const illegal = 'Cette action n’est pas possible dans le statut actuel de la note.';
const unknownError = 'Une erreur est survenue';
type Loaded = { status: number; affectedUserId: number };

/** A note of the fresh scenario with this status and expenses, not Nadia's own. */
async function openNote(ui: UiContext) {
  const first = firstEvent(ui, 'xstate.done.actor.load');
  const status = first ? (first.output as Loaded).status : 0;
  const id = await ui.backend((b, want: number) => {
    const withExpenses = new Set((b.db.table('expenses').all() as Array<{ noteId: number }>).map((e) => e.noteId));
    return (b.db.table('expenseNotes').all() as Array<{ id: number; status: number; affectedUserId: number }>).find((n) => n.status === want && n.affectedUserId !== 3 && withExpenses.has(n.id))?.id ?? null;
  }, status);
  if (!id) throw new Error(`no seeded note with status ${status} and expenses`);
  await ui.openPanel('expenses.noteDetail', { id });
  await note(ui.page).or(ui.page.locator('.side-panel').getByRole('alert')).first().waitFor();
}

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
  start: openNote,
  actions: {
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
      await ui.page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
    },
    'note.delete': (ui) => footer(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).click(),
    'note.deleteExpense': (ui) => note(ui.page).getByTestId('expense-row').first().getByRole('button', { name: /^Supprimer / }).click(),
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

// ── The note form (spec 3 screen 4): Yasmine creates a note; title and currency are required.
const noteForm = (page: Page) => dialog(page, 'Nouvelle note de frais').locator('form');
const title = (page: Page) => noteForm(page).getByRole('textbox', { name: 'Titre' });

export const expenseEditFormAdapter: UiAdapter = {
  machine: 'expenseEditForm',
  persona: 'employee',
  writes: ['form.submit'],
  async start(ui) {
    await ui.openPanel('expenses.noteForm', {});
    await title(ui.page).waitFor();
  },
  actions: {
    'form.change': (ui, e) => title(ui.page).fill(String(e.value)),
    'form.submit': (ui) => noteForm(ui.page).getByRole('button', { name: 'Créer' }).click(),
  },
  faults: {
    'xstate.error.actor.save': { method: 'POST', path: '^/api/Notes/Create$', status: 400 },
  },
  states: {
    async 'editForm.editing'(ui) {
      await title(ui.page).waitFor();
      const by = arrivedBy(ui);
      if (by === 'form.submit') await noteForm(ui.page).locator('.field-error').getByText('Ce champ est obligatoire').waitFor();
      if (by === 'xstate.error.actor.save') {
        await noteForm(ui.page).getByRole('alert').filter({ hasText: 'Ce champ est obligatoire' }).waitFor();
        if (!(await title(ui.page).inputValue())) throw new Error('the title typed was lost after a failed save');
      }
    },
    async 'editForm.saved'(ui) {
      // After a create the new note's detail takes the form's place.
      await badge(ui.page, 'draft', 'Brouillon').waitFor();
      await successToast(ui.page).waitFor();
    },
  },
  // form.reset: the note form has no reset control (a user closes the panel to start again), so that transition stays uncovered through the UI.
  feasible: (e) => e.type !== 'form.reset',
};

export const expensesAdapters: UiAdapter[] = [expenseNoteAdapter, expenseEditFormAdapter];
