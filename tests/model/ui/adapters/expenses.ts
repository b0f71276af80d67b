import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, errorToast, successToast } from '../ui-helpers';

/**
 * UI adapters of the expenses area (machines/expenses/): the note lifecycle
 * 0–5, the note detail's actions (prompts and calls) and the note form.
 * Nadia (HR: Expenses.Edit, Expenses.Delete) works on someone else's draft
 * note, so every move of the lifecycle is hers to make.
 */
const note = (page: Page) => page.locator('.side-panel:has(.expenses-detail)');
const footer = (page: Page) => note(page).locator('.side-panel-footer');
const badge = (page: Page, name: string, text: string) => note(page).locator(`.expenses-detail-head [data-status=${name}]`).getByText(text);

/** A draft note of the fresh scenario with expenses (so it can be submitted), not Nadia's own. */
async function openDraftNote(ui: UiContext) {
  const id = await ui.backend((b) => {
    const withExpenses = new Set((b.db.table('expenses').all() as Array<{ noteId: number }>).map((e) => e.noteId));
    return (b.db.table('expenseNotes').all() as Array<{ id: number; status: number; affectedUserId: number }>).find((n) => n.status === 0 && n.affectedUserId !== 3 && withExpenses.has(n.id))?.id ?? null;
  });
  if (!id) throw new Error('no seeded draft note with expenses');
  await ui.openPanel('expenses.noteDetail', { id });
  await footer(ui.page).waitFor();
}

/** Fills the prompt's comment (and payer for a refund) and confirms. */
async function confirmPrompt(ui: UiContext, confirm: string, comment: string) {
  const d = alertDialog(ui.page);
  const payer = d.getByRole('combobox', { name: 'Payeur' });
  if (await payer.count()) {
    await payer.locator('option').nth(1).waitFor({ state: 'attached' });
    await payer.selectOption({ index: 1 });
  }
  await d.getByRole('textbox', { name: 'Commentaire' }).fill(comment);
  await d.getByRole('button', { name: confirm, exact: true }).click();
}

// ── The lifecycle (spec 3 sections 4 and 6): the live actor of the note detail takes each move.
export const expenseNoteAdapter: UiAdapter = {
  machine: 'expenseNote',
  persona: 'hr',
  writes: ['note.submit', 'note.validate', 'note.reject', 'note.refund', 'note.cancel'],
  start: openDraftNote,
  actions: {
    'note.submit': (ui) => footer(ui.page).getByRole('button', { name: 'Soumettre' }).click(),
    'note.validate': (ui) => footer(ui.page).getByRole('button', { name: 'Valider' }).click(),
    async 'note.reject'(ui, e) {
      await footer(ui.page).getByRole('button', { name: 'Refuser' }).click();
      await confirmPrompt(ui, 'Refuser', String(e.comment));
    },
    async 'note.refund'(ui, e) {
      await footer(ui.page).getByRole('button', { name: 'Rembourser' }).click();
      await confirmPrompt(ui, 'Confirmer le remboursement', String(e.comment));
    },
    async 'note.cancel'(ui, e) {
      await footer(ui.page).getByRole('button', { name: 'Annuler la note' }).click();
      await confirmPrompt(ui, 'Annuler la note', String(e.comment));
    },
    async 'note.edit'(ui) {
      // The note form opens above the detail; the walk closes it again (the form is expenseEditForm's).
      await footer(ui.page).getByRole('button', { name: 'Modifier', exact: true }).click();
      const form = dialog(ui.page, 'Modifier la note de frais');
      await form.getByRole('button', { name: 'Annuler' }).click();
      await form.waitFor({ state: 'detached' });
    },
    async 'note.delete'(ui) {
      await footer(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).click();
      await alertDialog(ui.page).getByRole('heading', { name: 'Supprimer la note de frais' }).waitFor();
      await alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click();
      await alertDialog(ui.page).waitFor({ state: 'detached' });
    },
    async 'note.editExpenses'(ui) {
      await note(ui.page).getByRole('button', { name: 'Ajouter une dépense' }).click();
      const picker = dialog(ui.page, 'Choisir une catégorie');
      await picker.waitFor();
      await ui.page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
    },
  },
  states: {
    async 'expenseNote.draft'(ui) {
      await badge(ui.page, 'draft', 'Brouillon').waitFor();
      await footer(ui.page).getByRole('button', { name: 'Soumettre' }).waitFor();
      await note(ui.page).getByRole('button', { name: 'Ajouter une dépense' }).waitFor();
    },
    async 'expenseNote.pending'(ui) {
      await badge(ui.page, 'pending', 'En attente').waitFor();
      for (const name of ['Valider', 'Refuser', 'Annuler la note']) await footer(ui.page).getByRole('button', { name, exact: true }).waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Soumettre' }), 'Soumettre on a pending note');
    },
    async 'expenseNote.success'(ui) {
      await badge(ui.page, 'success', 'Validée').waitFor();
      await footer(ui.page).getByRole('button', { name: 'Rembourser' }).waitFor();
      await absent(note(ui.page).getByRole('button', { name: 'Ajouter une dépense' }), 'adding expenses to a validated note');
    },
    async 'expenseNote.refund'(ui) {
      await badge(ui.page, 'refund', 'Remboursée').waitFor();
      await note(ui.page).getByRole('region', { name: 'Remboursement' }).getByText('Payeur').waitFor();
      await absent(footer(ui.page).getByRole('button', { name: 'Rembourser' }), 'Rembourser on a refunded note');
    },
    async 'expenseNote.rejected'(ui) {
      await badge(ui.page, 'rejected', 'Refusée').waitFor();
      await note(ui.page).getByRole('region', { name: 'Remarque' }).waitFor();
    },
    async 'expenseNote.canceled'(ui) {
      await badge(ui.page, 'canceled', 'Annulée').waitFor();
      await footer(ui.page).getByRole('button', { name: 'Soumettre' }).waitFor();
    },
  },
};

// ── The detail's actions around the lifecycle: direct moves, prompts with a comment, delete confirmation.
const illegal = 'Cette action n’est pas possible dans le statut actuel de la note.';
type Prompt = { kind: string } | null;

export const noteActionsAdapter: UiAdapter = {
  machine: 'expenseNoteActions',
  persona: 'hr',
  writes: ['actions.run', 'prompt.confirm'],
  start: openDraftNote,
  actions: {
    'actions.run': (ui) => footer(ui.page).getByRole('button', { name: 'Soumettre' }).click(),
    async 'actions.prompt'(ui, e) {
      if (e.kind === 'cancel') await footer(ui.page).getByRole('button', { name: 'Annuler la note' }).click();
      else await footer(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    },
    'prompt.dismiss': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler', exact: true }).click(),
    async 'prompt.confirm'(ui, e) {
      const d = alertDialog(ui.page);
      if (await d.getByRole('heading', { name: 'Supprimer la note de frais' }).count()) await d.getByRole('button', { name: 'Supprimer' }).click();
      else await confirmPrompt(ui, 'Annuler la note', String(e.comment));
    },
  },
  faults: {
    'xstate.error.actor.changeStatus': { method: 'POST', path: '^/api/Notes/changestatus$', status: 400 },
    'xstate.error.actor.remove': { method: 'DELETE', path: '^/api/Notes/Delete/\\d+$', status: 403 },
  },
  states: {
    async 'noteActions.idle'(ui) {
      const by = arrivedBy(ui);
      if (by === 'xstate.done.actor.remove') {
        // The note is gone: its panel closed.
        await note(ui.page).waitFor({ state: 'detached' });
        await successToast(ui.page).waitFor();
        return;
      }
      await alertDialog(ui.page).waitFor({ state: 'detached' });
      await footer(ui.page).getByRole('button').first().waitFor();
      if (by === 'xstate.error.actor.changeStatus') {
        await errorToast(ui.page, illegal).waitFor();
        await clearToasts(ui.page);
      }
      if (by === 'xstate.done.actor.changeStatus') await successToast(ui.page).waitFor();
    },
    async 'noteActions.prompting'(ui) {
      const d = alertDialog(ui.page);
      await d.getByRole('button', { name: 'Annuler', exact: true }).waitFor();
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.changeStatus') {
        await d.getByRole('alert').filter({ hasText: illegal }).waitFor();
        // The comment typed is kept after a failed call.
        if (!(await d.getByRole('textbox', { name: 'Commentaire' }).inputValue()).trim()) throw new Error('the comment was lost after a failed call');
      }
      if (by === 'xstate.error.actor.remove') await d.getByRole('alert').filter({ hasText: "Vous n'avez pas l'autorisation nécessaire" }).waitFor();
      if (by?.startsWith('xstate.error.actor.')) await clearToasts(ui.page);
    },
  },
  // The note's status: the detail offers Soumettre on a draft or canceled note, the cancel prompt otherwise, delete on a draft or pending one.
  world: 0,
  track(status, e, from) {
    if (e.type === 'xstate.done.actor.changeStatus') return (from.context.request as { status: number }).status;
    if (e.type === 'xstate.done.actor.remove' && (from.context.prompt as Prompt)?.kind === 'deleteNote') return 'deleted';
    return status;
  },
  feasible(e, _context, from) {
    const s = from.world as number | 'deleted';
    if (s === 'deleted') return false;
    if (e.type === 'actions.run') return s === 0 || s === 5;
    if (e.type === 'actions.prompt') return e.kind === 'cancel' ? s !== 0 && s !== 5 : s === 0 || s === 1;
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

export const expensesAdapters: UiAdapter[] = [expenseNoteAdapter, noteActionsAdapter, expenseEditFormAdapter];
