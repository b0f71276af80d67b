import type { Page } from 'playwright-core';
import type { ModelEvent, UiAdapter, UiContext } from '../types';
import { absent, alertDialog, arrivedBy, clearToasts, errorToast, successToast } from '../ui-helpers';
import { publishedListAdapter } from './forms-published';

/**
 * UI adapters of the forms area (machines/forms/). A response of the seeded
 * 'Demande de matériel' form (statuses: Validation manager and Validation IT
 * on hold, Livré accepted, Refusé refused), seen by Nadia, one of its admins
 * (she may set any status).
 */
const panel = (page: Page) => page.locator('.side-panel').first();
const status = (page: Page) => panel(page).getByTestId('response-status');
const kindText: Record<string, RegExp> = { onHold: /Validation (manager|IT)/, accept: /Livré/, refuse: /Refusé/ };
type Kind = 'onHold' | 'accept' | 'refuse';

async function openResponse(ui: UiContext) {
  const first = ui.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: { kind: Kind } } }) | undefined;
  const kind = first?.output.statut.kind ?? 'onHold';
  const id = await ui.backend(
    (b, a) => {
      const form = (b.db.table('forms').all() as Array<{ id: number; title: string }>).find((f) => f.title === 'Demande de matériel');
      if (!form) return null;
      const statuses = (b.db.table('formStatuses').all() as Array<{ id: number; formId: number; kind: string }>).filter((s) => s.formId === form.id);
      const responses = b.db.table('formResponses');
      const row = (responses.all() as Array<{ id: number; formId: number }>).find((r) => r.formId === form.id);
      if (!row) return null;
      // The response the path needs: one of the form's, put at a status of that kind.
      responses.update(row.id, { statutId: statuses.find((s) => s.kind === a.kind)!.id });
      return row.id;
    },
    { kind },
  );
  if (!id) throw new Error('no seeded response of Demande de matériel');
  await ui.openPanel('forms.response', { id });
  // A response the server no longer has closes its panel at once.
  const missing = (ui.path.steps[0]?.event.error as { status?: number } | undefined)?.status === 404;
  if (!missing) await panel(ui.page).waitFor();
}

const readyIn = (kind: Kind) => async (ui: UiContext) => {
  await status(ui.page).getByText(kindText[kind]!).waitFor();
  if (kind !== 'accept') await panel(ui.page).getByRole('combobox', { name: 'Changer le statut' }).waitFor();
  if (arrivedBy(ui) === 'xstate.error.actor.change') {
    await errorToast(ui.page, 'Une erreur est survenue').waitFor();
    await clearToasts(ui.page);
  }
};

export const formResponseAdapter: UiAdapter = {
  machine: 'formResponse',
  persona: 'hr',
  writes: ['response.changeStatus'],
  start: openResponse,
  actions: {
    'response.retry': (ui) => panel(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    // statutId 2 is the registry's accepting status: here 'Livré'.
    'response.changeStatus': (ui) => panel(ui.page).getByRole('combobox', { name: 'Changer le statut' }).selectOption({ label: 'Livré' }).then(() => undefined),
  },
  faults: {
    'xstate.error.actor.load': (e) => {
      const err = e.error as { message: string; status?: number };
      return { method: 'GET', path: '^/api/Forms/DetailResponse/\\d+$', message: err.message, status: err.status ?? 500 };
    },
    'xstate.error.actor.change': { method: 'POST', path: '^/api/Forms/ChangeStatutResponse$' },
  },
  states: {
    'formResponse.ready.pending': readyIn('onHold'),
    'formResponse.ready.accepted': readyIn('accept'),
    'formResponse.ready.refused': readyIn('refuse'),
    async 'formResponse.failure'(ui) {
      await panel(ui.page).getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
      await panel(ui.page).getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'formResponse.missing'(ui) {
      // Spec 3 section 8: a missing response says so and closes the panel.
      await errorToast(ui.page, 'Élément introuvable').waitFor();
      await ui.page.locator('.side-panel').waitFor({ state: 'detached' });
    },
  },
  // The response's status kind on the server: what the first read answers, then 'accept' after each change (to Livré).
  world: null,
  track(w, e) {
    if (e.type === 'xstate.done.actor.load' && w === null) return (e.output as { statut: { kind: Kind } }).statut.kind;
    if (e.type === 'xstate.done.actor.change') return 'accept';
    return w;
  },
  feasible(e, _context, from) {
    if (e.type === 'response.retry') return from.value === 'failure';
    // Only the first read fails (then the retried read answers what start() chose).
    if (e.type === 'xstate.error.actor.load') return from.world === null && from.event === null;
    if (e.type === 'xstate.done.actor.load') return from.world === null || (e.output as { statut: { kind: Kind } }).statut.kind === from.world;
    return true;
  },
};

/**
 * A form of the walk's own, made in the fake server: Nadia (id 3) administers
 * it, one required text field 'Motif' and an optional file field
 * 'Justificatif', one response status (a response needs one).
 */
async function makeForm(ui: UiContext, title: string, state: 'Draft' | 'Published') {
  return ui.backend(
    (b, a) => {
      const row = b.db.table('forms').insert({
        title: a.title, description: '', iconPath: 'form', state: a.state, wasPublished: a.state === 'Published', isAnonymous: false,
        audience: { kind: 'Public', ids: [] }, usersList: [], adminIds: [3], createdBy: 3, createdDate: new Date().toISOString(),
        fields: [
          { id: 1, title: 'Motif', fieldType: 2, parametres: '', hideTitle: false, isRequired: true, description: '' },
          { id: 2, title: 'Justificatif', fieldType: 11, parametres: '', hideTitle: false, isRequired: false, description: '' },
        ],
      });
      b.db.table('formStatuses').insert({ formId: row.id, text: 'Reçu', color: '#1d4ed8', order: 1, kind: 'onHold', isStep: false, approverId: null, active: true });
      return row.id as number;
    },
    { title, state },
  );
}

// ── formFill: 'Remplir pour…' a form of the walk (Nadia fills it for Karim).
const fillPanel = (page: Page) => page.getByRole('dialog', { name: 'Parcours remplissage' });
const motif = (page: Page) => fillPanel(page).getByRole('textbox', { name: 'Motif' });

export const formFillAdapter: UiAdapter = {
  machine: 'formFill',
  persona: 'hr',
  writes: ['fill.submit'],
  async start(ui) {
    const formId = await makeForm(ui, 'Parcours remplissage', 'Published');
    await ui.openPanel('forms.fill', { formId, forSomeone: true });
    await fillPanel(ui.page).getByRole('button', { name: 'Envoyer' }).waitFor();
  },
  actions: {
    // Each change types a new value: the same one would fire no change event.
    'fill.change': (ui) => motif(ui.page).fill(`Réponse ${ui.step}`),
    'fill.blur': async (ui) => {
      await motif(ui.page).focus();
      await motif(ui.page).blur();
    },
    'fill.files': (ui) =>
      fillPanel(ui.page).getByTestId('file-input').setInputFiles({ name: `piece-${ui.step}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }),
    'fill.user': async (ui) => {
      await fillPanel(ui.page).getByRole('searchbox', { name: 'Pour quel collaborateur ?' }).fill('Karim');
      await fillPanel(ui.page).getByRole('list', { name: 'Pour quel collaborateur ?' }).getByRole('button').first().click();
    },
    'fill.submit': (ui) => fillPanel(ui.page).getByRole('button', { name: 'Envoyer' }).click(),
  },
  faults: { 'xstate.error.actor.submit': { method: 'POST', path: '^/api/Forms/SubmitForm$' } },
  states: {
    async 'formFill.editing'(ui) {
      const page = ui.page;
      await fillPanel(page).getByRole('button', { name: 'Envoyer' }).waitFor();
      const last = arrivedBy(ui);
      if (last === 'xstate.error.actor.submit') {
        // The server's message in the form's banner, and every answer kept.
        await fillPanel(page).locator('.banner-error').filter({ hasText: 'Une erreur est survenue' }).waitFor();
        const typed = ui.path.steps.slice(0, ui.step).some((s) => s.event.type === 'fill.change');
        if (typed && !(await motif(page).inputValue())) throw new Error('the typed answer was lost after a failed submit');
      }
      if (last === 'fill.submit') await fillPanel(page).getByText('Ce champ est obligatoire').first().waitFor();
      if (last === 'fill.user') await fillPanel(page).getByText('Collaborateur choisi :').waitFor();
      if (last === 'fill.files') await fillPanel(page).getByText(`piece-${ui.step}.pdf`).waitFor();
    },
    async 'formFill.submitted'(ui) {
      await successToast(ui.page).waitFor();
      await fillPanel(ui.page).waitFor({ state: 'detached' });
    },
  },
};

// ── formBuilder: 'Nouveau formulaire' from the forms page's button.
const builder = (page: Page) => page.getByRole('dialog', { name: 'Nouveau formulaire' });
const fieldCard = (page: Page, n: number) => builder(page).getByRole('group', { name: `Champ ${n}`, exact: true });
const fieldsOf = (c: { draft: { fields: unknown[] } }) => c.draft.fields.length;

export const formBuilderAdapter: UiAdapter = {
  machine: 'formBuilder',
  persona: 'hr',
  writes: ['builder.save'],
  async start(ui) {
    await ui.navigate('/');
    await ui.navigate('/forms');
    await ui.page.getByRole('button', { name: 'Nouveau formulaire' }).click();
    await builder(ui.page).getByRole('button', { name: 'Enregistrer' }).waitFor();
  },
  actions: {
    'builder.title': (ui) => builder(ui.page).getByRole('textbox', { name: 'Titre du formulaire' }).fill(`Parcours création ${ui.step}`),
    'builder.description': (ui) => builder(ui.page).getByRole('textbox', { name: 'Description', exact: true }).fill(`Décrit à l'étape ${ui.step}`),
    'builder.addField': (ui) => builder(ui.page).getByRole('combobox', { name: 'Ajouter un champ' }).selectOption({ label: 'Texte' }).then(() => undefined),
    'builder.patchField': (ui) => fieldCard(ui.page, 1).getByRole('textbox', { name: 'Intitulé' }).fill(`Question ${ui.step}`),
    'builder.moveField': (ui) => builder(ui.page).getByRole('button', { name: 'Descendre 1', exact: true }).click(),
    'builder.removeField': (ui) => builder(ui.page).getByRole('button', { name: 'Retirer 1', exact: true }).click(),
    'builder.save': (ui) => builder(ui.page).getByRole('button', { name: 'Enregistrer' }).click(),
  },
  faults: { 'xstate.error.actor.save': { method: 'POST', path: '^/api/Forms/edit$' } },
  states: {
    async 'formBuilder.editing'(ui) {
      const page = ui.page;
      await builder(page).getByRole('button', { name: 'Enregistrer' }).waitFor();
      const last = arrivedBy(ui);
      if (last === 'xstate.error.actor.save') {
        await builder(page).getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
        if (!(await builder(page).getByRole('textbox', { name: 'Titre du formulaire' }).inputValue())) throw new Error('the draft title was lost after a failed save');
      }
      // A save refused while the draft is invalid says which field is missing.
      if (last === 'builder.save') await builder(page).getByText('Ce champ est obligatoire').first().waitFor();
    },
    async 'formBuilder.saved'(ui) {
      await successToast(ui.page).waitFor();
      await builder(ui.page).waitFor({ state: 'detached' });
    },
  },
  feasible(e, context) {
    if (e.type === 'builder.patchField' || e.type === 'builder.removeField') return fieldsOf(context) >= 1;
    if (e.type === 'builder.moveField') return fieldsOf(context) >= 2;
    return true;
  },
};

// ── formPublication: the row of a form of the walk on the forms page (search narrows the list to it).
const pubTitle = 'Parcours publication';
const pubRow = (page: Page) => page.locator('tr', { hasText: pubTitle });
const rowButton = (page: Page, label: string) => pubRow(page).getByRole('button', { name: `${label} ${pubTitle}`, exact: true });
const stateText: Record<string, string> = { Draft: 'Brouillon', Published: 'Publié', Unpublished: 'Dépublié', Archived: 'Archivé' };
/** What each state offers in the row (spec 3 section 4), and what it must not. */
const offers: Record<string, string[]> = {
  Draft: ['Publier', 'Archiver', 'Supprimer'],
  Published: ['Dépublier', 'Archiver'],
  Unpublished: ['Publier', 'Archiver', 'Supprimer'],
  Archived: ['Désarchiver', 'Supprimer'],
};
const allMoves = ['Publier', 'Dépublier', 'Archiver', 'Désarchiver', 'Supprimer'];
const shows = (state: string) => async (ui: UiContext) => {
  await pubRow(ui.page).getByText(stateText[state]!, { exact: true }).waitFor();
  for (const m of offers[state]!) await rowButton(ui.page, m).waitFor();
  for (const m of allMoves.filter((x) => !offers[state]!.includes(x))) await absent(rowButton(ui.page, m), `${m} on a form ${stateText[state]}`);
  await clearToasts(ui.page);
};

export const formPublicationAdapter: UiAdapter = {
  machine: 'formPublication',
  persona: 'hr',
  writes: ['form.publish', 'form.unpublish', 'form.archive', 'form.unarchive', 'form.delete'],
  async start(ui) {
    await makeForm(ui, pubTitle, 'Draft');
    await ui.navigate('/');
    await ui.navigate('/forms');
    await ui.page.getByRole('searchbox', { name: 'Rechercher' }).fill(pubTitle);
    await pubRow(ui.page).waitFor();
    await ui.page.locator('.forms-table tbody tr').nth(1).waitFor({ state: 'detached' });
  },
  actions: {
    async 'form.publish'(ui) {
      // Publishing goes through sharing: the settings panel opens on it, the audience (everyone) is kept.
      await rowButton(ui.page, 'Publier').click();
      await ui.page.locator('.side-panel').getByRole('button', { name: 'Publier', exact: true }).click();
    },
    'form.unpublish': (ui) => rowButton(ui.page, 'Dépublier').click(),
    'form.archive': (ui) => rowButton(ui.page, 'Archiver').click(),
    'form.unarchive': (ui) => rowButton(ui.page, 'Désarchiver').click(),
    async 'form.delete'(ui) {
      await rowButton(ui.page, 'Supprimer').click();
      await alertDialog(ui.page).getByRole('button', { name: 'Supprimer' }).click();
    },
  },
  states: {
    'formPublication.Draft': shows('Draft'),
    'formPublication.Published': shows('Published'),
    'formPublication.Unpublished': shows('Unpublished'),
    'formPublication.Archived': shows('Archived'),
    async 'formPublication.Deleted'(ui) {
      await successToast(ui.page).waitFor();
      await pubRow(ui.page).waitFor({ state: 'detached' });
    },
  },
};

export const formsAdapters: UiAdapter[] = [formResponseAdapter, formFillAdapter, formBuilderAdapter, formPublicationAdapter, publishedListAdapter];
