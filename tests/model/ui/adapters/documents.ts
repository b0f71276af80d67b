import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { absent, alertDialog, arrivedBy, clearToasts, dialog, errorToast, firstEvent, successToast } from '../ui-helpers';

/**
 * UI adapters of the documents area (machines/documents/): the info panel of
 * a request (decisions), the request form, and the template card of the
 * processing area. Texts are the French ones, looked up by role and name.
 */
type Demand = { status: number; processed: boolean };
const detail = (page: Page) => dialog(page, 'Demande de document');
const unknownError = 'Une erreur est survenue';

/** A request of the fresh scenario with this status, not Nadia's own (she approves every other one). */
const requestWith = (ui: UiContext, want: Demand & { userId?: number }) =>
  ui.backend(
    (b, a) =>
      (b.db.table('documentRequests').all() as Array<{ id: number; userId: number; status: number; processed: boolean }>).find(
        (r) => r.status === a.status && !!r.processed === a.processed && (a.userId ? r.userId === a.userId : r.userId !== 3),
      )?.id ?? null,
    want,
  );

// ── The info panel of a request (spec 3 section 4): Nadia (HR, DemandDocument.Manage) decides and processes.
const loadAnswer = (output: unknown) => output as Demand;
/** What the server answers when the request is read again after each decision. */
const afterDecision: Record<string, (d: Demand) => boolean> = {
  'xstate.done.actor.accept': (d) => d.status === 1 && !d.processed,
  'xstate.done.actor.process': (d) => d.status === 1 && d.processed,
  'xstate.done.actor.refuse': (d) => d.status === 2,
  'xstate.done.actor.refuseProcessing': (d) => d.status === 2,
};

export const documentRequestAdapter: UiAdapter = {
  machine: 'documentRequest',
  persona: 'hr',
  writes: ['reason.confirm', 'request.accept', 'request.process', 'request.confirmDelete'],
  async start(ui) {
    // The first answer of the path says which request to open: on hold, accepted, processed or refused.
    const first = firstEvent(ui, 'xstate.done.actor.load');
    const want = first ? loadAnswer(first.output) : { status: 0, processed: false };
    const id = await requestWith(ui, { status: want.status, processed: !!want.processed });
    if (!id) throw new Error(`no seeded request with status ${want.status}`);
    await ui.openPanel('documents.detail', { id });
    await detail(ui.page).waitFor();
  },
  actions: {
    'request.reload': (ui) => detail(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    'request.accept': (ui) => detail(ui.page).getByRole('button', { name: 'Accepter' }).click(),
    'request.refuse': (ui) => detail(ui.page).getByRole('button', { name: 'Refuser' }).click(),
    'request.process': (ui) => detail(ui.page).getByRole('button', { name: 'Traiter la demande' }).click(),
    async 'request.edit'(ui) {
      // The form opens above the info panel; the walk closes it again (the edit itself is documentRequestForm's).
      await detail(ui.page).getByRole('button', { name: 'Modifier', exact: true }).click();
      const form = dialog(ui.page, 'Modifier la demande de document');
      await form.getByRole('button', { name: 'Annuler' }).click();
      await form.waitFor({ state: 'detached' });
    },
    'request.delete': (ui) => detail(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    'request.confirmDelete': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click(),
    async 'reason.confirm'(ui, e) {
      await alertDialog(ui.page).getByRole('textbox', { name: 'Motif du refus' }).fill(String(e.reason));
      await alertDialog(ui.page).getByRole('button', { name: 'Refuser' }).click();
    },
    'reason.cancel': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
    'request.cancel': (ui) => alertDialog(ui.page).getByRole('button', { name: 'Annuler' }).click(),
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/demanddocument/info/\\d+$' },
    // An area key as the server's refusal: the toast shows its French text, not the key.
    'xstate.error.actor.accept': { method: 'POST', path: '^/api/demanddocument/processed$', message: 'Documents.NotOnHold', status: 400 },
    'xstate.error.actor.refuse': { method: 'POST', path: '^/api/demanddocument/processed$' },
    'xstate.error.actor.process': { method: 'POST', path: '^/api/demanddocument/processed$' },
    'xstate.error.actor.refuseProcessing': { method: 'POST', path: '^/api/demanddocument/processed$' },
    'xstate.error.actor.remove': { method: 'GET', path: '^/api/demanddocument/delete/\\d+$' },
  },
  states: {
    async 'documentRequest.failure'(ui) {
      await detail(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await detail(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'documentRequest.onHold.idle'(ui) {
      const p = detail(ui.page);
      await p.locator('[data-status=onHold]').getByText('En attente').waitFor();
      for (const name of ['Accepter', 'Refuser', 'Supprimer']) await p.getByRole('button', { name }).waitFor();
      await p.getByRole('button', { name: 'Modifier', exact: true }).waitFor();
      await absent(alertDialog(ui.page), 'a confirm dialog');
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.accept' || by === 'xstate.error.actor.remove') {
        await errorToast(ui.page, by === 'xstate.error.actor.accept' ? "La demande n'est plus en attente" : unknownError).waitFor();
        await clearToasts(ui.page);
      }
    },
    async 'documentRequest.onHold.askingReason'(ui) {
      const d = alertDialog(ui.page);
      await d.getByRole('heading', { name: 'Refuser la demande' }).waitFor();
      const reason = d.getByRole('textbox', { name: 'Motif du refus' });
      await reason.waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.refuse') {
        await errorToast(ui.page, unknownError).waitFor();
        await clearToasts(ui.page);
        // The reason typed is kept after a failed refusal.
        if (!(await reason.inputValue()).trim()) throw new Error('the refusal reason was lost after a failed refusal');
      }
    },
    async 'documentRequest.onHold.confirmingDelete'(ui) {
      await alertDialog(ui.page).getByRole('heading', { name: 'Confirmer la suppression' }).waitFor();
    },
    async 'documentRequest.accepted.awaitingProcessing.idle'(ui) {
      const p = detail(ui.page);
      await p.locator('[data-status=accepted]').getByText('Acceptée').waitFor();
      await p.getByRole('button', { name: 'Traiter la demande' }).waitFor();
      await p.getByRole('button', { name: 'Refuser' }).waitFor();
      await absent(p.getByRole('button', { name: 'Accepter' }), 'Accepter on an accepted request');
      await absent(alertDialog(ui.page), 'a confirm dialog');
      if (arrivedBy(ui) === 'xstate.error.actor.process') {
        await errorToast(ui.page, unknownError).waitFor();
        await clearToasts(ui.page);
      }
    },
    async 'documentRequest.accepted.awaitingProcessing.askingReason'(ui) {
      const reason = alertDialog(ui.page).getByRole('textbox', { name: 'Motif du refus' });
      await reason.waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.refuseProcessing') {
        await errorToast(ui.page, unknownError).waitFor();
        await clearToasts(ui.page);
        if (!(await reason.inputValue()).trim()) throw new Error('the refusal reason was lost after a failed refusal');
      }
    },
    async 'documentRequest.accepted.processed'(ui) {
      const p = detail(ui.page);
      await p.getByText('Traitée', { exact: true }).waitFor();
      await absent(p.getByRole('button', { name: 'Traiter la demande' }), 'Traiter on a processed request');
      await absent(p.getByRole('button', { name: 'Refuser' }), 'Refuser on a processed request');
    },
    async 'documentRequest.refused'(ui) {
      const p = detail(ui.page);
      await p.locator('[data-status=refused]').getByText('Refusée').waitFor();
      await p.getByTestId('refusal-reason').getByText('Motif du refus :').waitFor();
      await absent(p.getByRole('button', { name: 'Accepter' }), 'Accepter on a refused request');
    },
    async 'documentRequest.deleted'(ui) {
      await detail(ui.page).waitFor({ state: 'detached' });
      await successToast(ui.page).waitFor();
    },
  },
  feasible(e, _context, from) {
    // Reload is the failure banner's button (the panel also reloads by itself after an edit saved above it).
    if (e.type === 'request.reload') return from.value === 'failure';
    // Only the first read fails: after a decision the walk would not know what the retried read answers.
    if (e.type === 'xstate.error.actor.load') return from.event === null;
    if (e.type === 'xstate.done.actor.load') {
      const rule = from.event && afterDecision[from.event.type];
      return rule ? rule(loadAnswer(e.output)) : true;
    }
    return true;
  },
};

// ── The request form (spec 3 sections 2 and 5): Yasmine asks for a document for herself.
const requestForm = (page: Page) => page.locator('form.documents-form');
const typeSelect = (page: Page) => requestForm(page).getByRole('combobox', { name: 'Type de document' });

export const documentRequestFormAdapter: UiAdapter = {
  machine: 'documentRequestForm',
  persona: 'employee',
  writes: ['form.submit'],
  async start(ui) {
    // A new request, unless the path needs an existing one that is no longer on hold (the form is locked).
    const first = firstEvent(ui, 'xstate.done.actor.load');
    const locked = !!(first?.output as { request: unknown } | undefined)?.request;
    const id = locked ? await requestWith(ui, { status: 1, processed: true, userId: 1 }) : null;
    await ui.openPanel('documents.form', id ? { id } : {});
    await dialog(ui.page, id ? 'Modifier la demande de document' : 'Nouvelle demande de document').waitFor();
  },
  actions: {
    'form.retry': (ui) => dialog(ui.page, /demande de document/).getByRole('button', { name: 'Réessayer' }).click(),
    'form.change': (ui, e) => typeSelect(ui.page).selectOption(e.value === null ? '' : String(e.value)).then(() => undefined),
    'form.submit': (ui) => requestForm(ui.page).getByRole('button', { name: 'Valider' }).click(),
  },
  faults: {
    // The form's read asks for the type list before the panel's own list of options does (its actor starts first).
    'xstate.error.actor.load': { method: 'GET', path: '^/api/demanddocument/Typelist$' },
    'xstate.error.actor.submit': { method: 'POST', path: '^/api/demanddocument/update$' },
  },
  states: {
    async 'documentRequestForm.editing'(ui) {
      await typeSelect(ui.page).waitFor();
      const by = arrivedBy(ui);
      if (by === 'form.submit') await requestForm(ui.page).getByText('Ce champ est obligatoire').waitFor();
      if (by === 'xstate.error.actor.submit') {
        await requestForm(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
        // What was chosen is kept after a failed save.
        if ((await typeSelect(ui.page).inputValue()) === '') throw new Error('the type chosen was lost after a failed save');
      }
    },
    async 'documentRequestForm.locked'(ui) {
      await dialog(ui.page, 'Modifier la demande de document').getByRole('status').filter({ hasText: "Cette demande n'est plus en attente" }).waitFor();
      await absent(requestForm(ui.page), 'the form of a request no longer on hold');
    },
    async 'documentRequestForm.failed'(ui) {
      const p = dialog(ui.page, /demande de document/);
      await p.getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await p.getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'documentRequestForm.done'(ui) {
      // After a create the form becomes the info panel of the new request.
      await detail(ui.page).locator('[data-status=onHold]').waitFor();
      await successToast(ui.page).waitFor();
    },
  },
};

// ── The template card of the processing area (spec 3 section 2, item 3): Nadia edits the text of a request on hold.
const card = (page: Page) => page.getByRole('region', { name: 'Modèle du document' });
const editor = (page: Page) => card(page).locator('.ProseMirror');
const typedText = 'Texte du parcours';

export const documentTemplateAdapter: UiAdapter = {
  machine: 'documentTemplate',
  persona: 'hr',
  writes: ['template.save'],
  async start(ui) {
    const id = await requestWith(ui, { status: 0, processed: false });
    await ui.openPanel('documents.detail', { id });
    await card(ui.page).waitFor();
  },
  actions: {
    'template.reload': (ui) => card(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    'template.edit': (ui) => card(ui.page).getByRole('button', { name: 'Modifier le texte' }).click(),
    'template.cancel': (ui) => card(ui.page).getByRole('button', { name: 'Annuler' }).click(),
    'template.reset': (ui) => card(ui.page).getByRole('button', { name: 'Revenir au modèle' }).click(),
    async 'template.save'(ui, e) {
      const empty = !String(e.html).replace(/<[^>]*>/g, '').trim();
      await editor(ui.page).click();
      await ui.page.keyboard.press('ControlOrMeta+A');
      if (empty) await ui.page.keyboard.press('Delete');
      else await ui.page.keyboard.type(typedText);
      await card(ui.page).getByRole('button', { name: 'Enregistrer le texte' }).click();
    },
  },
  faults: {
    'xstate.error.actor.extract': { method: 'GET', path: '^/api/demanddocument/ExtractHtmlFromTemplate/' },
    'xstate.error.actor.save': { method: 'POST', path: '^/api/demanddocument/updateText$' },
  },
  states: {
    async 'documentTemplate.viewing'(ui) {
      const preview = card(ui.page).getByTestId('template-preview');
      await preview.waitFor();
      if (arrivedBy(ui) === 'xstate.done.actor.save') {
        await preview.getByText(typedText).waitFor();
        await successToast(ui.page).waitFor();
      }
      await card(ui.page).getByRole('button', { name: 'Modifier le texte' }).waitFor();
    },
    async 'documentTemplate.editing'(ui) {
      await card(ui.page).getByRole('toolbar', { name: 'Mise en forme' }).waitFor();
      await editor(ui.page).waitFor();
      const by = arrivedBy(ui);
      if (by === 'template.save') await card(ui.page).getByRole('alert').filter({ hasText: 'Ce champ est obligatoire' }).waitFor();
      if (by === 'xstate.error.actor.save') {
        await card(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
        // The text typed is kept after a failed save.
        await editor(ui.page).getByText(typedText).waitFor();
      }
    },
    async 'documentTemplate.failure'(ui) {
      await card(ui.page).getByRole('alert').filter({ hasText: unknownError }).waitFor();
      await card(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
  },
};

export const documentsAdapters: UiAdapter[] = [documentRequestAdapter, documentRequestFormAdapter, documentTemplateAdapter];
