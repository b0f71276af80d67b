import type { Page } from 'playwright-core';
import type { ModelEvent, UiAdapter, UiContext } from '../types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, errorToast, successToast } from '../ui-helpers';

/**
 * UI adapters of the interventions area (machines/interventions/): one
 * intervention in its detail panel, and the create form. Hicham (IT support:
 * Intervention.Edit, AddStep, Close, Delete and Software.Affect) does it all.
 */
const detail = (page: Page) => page.locator('.side-panel').first();
const statusBadge = (page: Page) => detail(page).getByTestId('intervention-status');
const unknownError = 'Une erreur est survenue';
const statusText: Record<string, string> = { Pending: 'En attente', Progressing: 'En cours', Affected: 'Affectée', Solved: 'Résolue', Closed: 'Clôturée' };

/** What the server holds for the intervention opened: its statut and how many people it is assigned to. */
type World = { statut: string; assignees: number } | 'deleted' | null;

async function openIntervention(ui: UiContext) {
  const first = ui.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: string } }) | undefined;
  const statut = first?.output.statut ?? 'Pending';
  // The intervention of that statut, assigned to nobody while Pending and to one person otherwise (what the planner assumed).
  const id = await ui.backend(
    (b, a) => {
      const t = b.db.table('interventions');
      const row = (t.all() as Array<{ id: number; statut: string }>).find((r) => r.statut === a.statut);
      if (!row) return null;
      t.update(row.id, { assignees: a.statut === 'Pending' ? [] : [6] });
      return row.id;
    },
    { statut },
  );
  if (!id) throw new Error(`no seeded intervention ${statut}`);
  await ui.openPanel('interventions.detail', { id });
  await detail(ui.page).waitFor();
}

/** The detail's row of action buttons. */
const actionsRow = (page: Page) => detail(page).locator('.itops-wrap');

/** After a failed delete the confirmation closes and the toast says why (as the other areas' confirmations do). */
async function afterFailedDelete(ui: UiContext) {
  if (arrivedBy(ui) !== 'xstate.error.actor.remove') return;
  await errorToast(ui.page, 'Cette intervention est déjà clôturée').waitFor();
  await alertDialog(ui.page).waitFor({ state: 'detached' });
  await clearToasts(ui.page);
}

const inOpenStatus = async (ui: UiContext, statut: string) => {
  await afterFailedDelete(ui);
  await statusBadge(ui.page).getByText(statusText[statut]!).waitFor();
  for (const name of ['Ajouter un intervenant', 'Nouvelle action', 'Clôturer', 'Supprimer']) await actionsRow(ui.page).getByRole('button', { name, exact: true }).waitFor();
  const by = arrivedBy(ui);
  if (by === 'xstate.error.actor.assign' || by === 'xstate.error.actor.addStep') {
    await errorToast(ui.page, "Cette intervention est déjà clôturée").waitFor();
    await clearToasts(ui.page);
  }
  // Spec 4 section 8: a failed close shows nothing; the close form stays with what was chosen.
  if (by === 'xstate.error.actor.close') await detail(ui.page).getByRole('switch', { name: 'Résolue' }).waitFor();
};

export const interventionAdapter: UiAdapter = {
  machine: 'intervention',
  persona: 'support',
  writes: ['intervention.assign', 'intervention.unassign', 'intervention.addStep', 'intervention.close', 'intervention.delete'],
  start: openIntervention,
  actions: {
    async 'intervention.reload'(ui) {
      // The failure banner's retry, or the refresh of the actions row on a displayed intervention.
      const retry = detail(ui.page).getByRole('button', { name: 'Réessayer' });
      if (await retry.count()) await retry.click();
      else await actionsRow(ui.page).getByRole('button', { name: 'Actualiser', exact: true }).click();
    },
    async 'intervention.assign'(ui) {
      await detail(ui.page).getByRole('button', { name: 'Ajouter un intervenant' }).click();
      const pick = dialog(ui.page, 'Affecter des collaborateurs');
      await pick.getByRole('list', { name: 'Affecter des collaborateurs' }).getByRole('checkbox').first().check();
      await pick.getByRole('button', { name: /^Valider/ }).click();
      await pick.waitFor({ state: 'detached' });
    },
    'intervention.unassign': (ui) => detail(ui.page).getByRole('button', { name: /^Retirer / }).first().click(),
    async 'intervention.addStep'(ui, e) {
      await detail(ui.page).getByRole('button', { name: 'Nouvelle action' }).click();
      await detail(ui.page).getByRole('textbox', { name: "Description de l'action" }).fill(String(e.description));
      await detail(ui.page).getByRole('button', { name: "Ajouter l'action" }).click();
    },
    async 'intervention.close'(ui, e) {
      // The close form may still be open after a failed close.
      const solved = detail(ui.page).getByRole('switch', { name: 'Résolue' });
      if (!(await solved.count())) await actionsRow(ui.page).getByRole('button', { name: 'Clôturer', exact: true }).click();
      await solved.setChecked(!!e.resolved);
      await detail(ui.page).locator('form').getByRole('button', { name: 'Clôturer' }).click();
    },
    async 'intervention.delete'(ui) {
      await actionsRow(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).click();
      await alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click();
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/intervention/GetById/\\d+$' },
    // Area keys as the server's refusals: the toast shows their French text.
    'xstate.error.actor.assign': { method: 'POST', path: '^/api/intervention/AssignedTo$', message: 'Intervention.AlreadyClosed', status: 400 },
    'xstate.error.actor.addStep': { method: 'POST', path: '^/api/intervention/AddStep$', message: 'Intervention.AlreadyClosed', status: 400 },
    'xstate.error.actor.close': { method: 'POST', path: '^/api/intervention/Close$' },
    'xstate.error.actor.remove': { method: 'DELETE', path: '^/api/intervention/delete/\\d+$', message: 'Intervention.AlreadyClosed', status: 400 },
  },
  states: {
    async 'intervention.failed'(ui) {
      await detail(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await detail(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    'intervention.status.open.Pending': (ui) => inOpenStatus(ui, 'Pending'),
    'intervention.status.open.Progressing': (ui) => inOpenStatus(ui, 'Progressing'),
    'intervention.status.open.Affected': (ui) => inOpenStatus(ui, 'Affected'),
    async 'intervention.status.Solved'(ui) {
      await afterFailedDelete(ui);
      await statusBadge(ui.page).getByText('Résolue').waitFor();
      await absent(actionsRow(ui.page).getByRole('button', { name: 'Nouvelle action' }), 'Nouvelle action on a solved intervention');
      await absent(actionsRow(ui.page).getByRole('button', { name: 'Clôturer', exact: true }), 'Clôturer on a solved intervention');
    },
    async 'intervention.status.Closed'(ui) {
      await afterFailedDelete(ui);
      await statusBadge(ui.page).getByText('Clôturée').waitFor();
      await absent(actionsRow(ui.page).getByRole('button', { name: 'Nouvelle action' }), 'Nouvelle action on a closed intervention');
      await actionsRow(ui.page).getByRole('button', { name: 'Supprimer', exact: true }).waitFor();
    },
    async 'intervention.deleted'(ui) {
      await detail(ui.page).waitFor({ state: 'detached' });
      await successToast(ui.page).waitFor();
    },
  },
  world: null,
  track(w: World, e, from) {
    const t = e.type;
    if (t === 'xstate.done.actor.load' && w === null) {
      const statut = (e.output as { statut: string }).statut;
      return { statut, assignees: statut === 'Pending' ? 0 : 1 };
    }
    if (!w || w === 'deleted') return w;
    // The action a done answers is the event that led to its call.
    const pending = from.event as { type: string; resolved?: boolean } | null;
    if (t === 'xstate.done.actor.assign') {
      if (pending?.type === 'intervention.unassign') {
        const assignees = w.assignees - 1;
        return { statut: assignees === 0 && w.statut === 'Affected' ? 'Pending' : w.statut, assignees };
      }
      // Capped: the search must stay finite, and only 'anyone left to remove' matters.
      return { statut: 'Affected', assignees: Math.min(w.assignees + 1, 2) };
    }
    if (t === 'xstate.done.actor.addStep') return { ...w, statut: 'Progressing' };
    if (t === 'xstate.done.actor.close') return { ...w, statut: pending?.resolved ? 'Solved' : 'Closed' };
    if (t === 'xstate.done.actor.remove') return 'deleted';
    return w;
  },
  feasible(e, _context, from) {
    const w = from.world as World;
    if (w === 'deleted') return false;
    // Only the first read fails: the walk then knows what the retried read answers.
    if (e.type === 'xstate.error.actor.load') return from.event === null;
    if (e.type === 'xstate.done.actor.load') return w === null || (e.output as { statut: string }).statut === w.statut;
    if (e.type === 'intervention.unassign') return !!w && w.assignees > 0;
    return true;
  },
};

// ── The create form: Hicham creates an intervention for himself (the requester list left on 'Moi-même').
const form = (page: Page) => dialog(page, 'Nouvelle intervention').locator('form');

export const interventionFormAdapter: UiAdapter = {
  machine: 'interventionForm',
  persona: 'support',
  writes: ['form.submit'],
  async start(ui) {
    await ui.openPanel('interventions.form', {});
    await form(ui.page).getByRole('combobox', { name: "Type d'intervention" }).waitFor();
  },
  actions: {
    async 'form.change'(ui, e) {
      const patch = e.patch as { Type: number; Title: string; Description: string };
      await form(ui.page).getByRole('combobox', { name: "Type d'intervention" }).selectOption(String(patch.Type));
      await form(ui.page).getByRole('textbox', { name: 'Titre' }).fill(patch.Title);
      await form(ui.page).getByRole('textbox', { name: 'Description' }).fill(patch.Description);
    },
    'form.category': (ui, e) => form(ui.page).getByRole('combobox', { name: 'Catégorie' }).selectOption(String(e.hardware)).then(() => undefined),
    'form.files': (ui) => form(ui.page).getByTestId('file-input').setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }),
    'form.submit': (ui) => form(ui.page).getByRole('button', { name: 'Créer' }).click(),
  },
  faults: {
    'xstate.error.actor.create': { method: 'POST', path: '^/api/intervention/Create$' },
  },
  states: {
    async 'interventionForm.editing'(ui) {
      await form(ui.page).getByRole('textbox', { name: 'Titre' }).waitFor();
      const by = arrivedBy(ui);
      if (by === 'form.submit') await form(ui.page).locator('.field-error').first().waitFor();
      if (by === 'xstate.error.actor.create') {
        await form(ui.page).locator('.banner-error').getByText(unknownError).waitFor();
        if (!(await form(ui.page).getByRole('textbox', { name: 'Titre' }).inputValue())) throw new Error('the title typed was lost after a failed create');
      }
    },
    async 'interventionForm.created'(ui) {
      // The new intervention's detail takes the form's place.
      await statusBadge(ui.page).getByText('En attente').waitFor();
      await successToast(ui.page).waitFor();
    },
  },
};

export const interventionsAdapters: UiAdapter[] = [interventionAdapter, interventionFormAdapter];
