import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { formPublicationMachine } from '../../../../machines/forms/form-publication.machine';
import { formsApi } from '../../../../src/api/forms-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import type { RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { absent, alertDialog, clearToasts, successToast } from '../../ui/ui-helpers';
import { form, makeForm, seedForm } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const entry: RegisteredMachine = {
  id: 'formPublication',
  file: 'forms/form-publication.machine.ts',
  machine: formPublicationMachine,
  events: [{ type: 'form.publish' }, { type: 'form.unpublish' }, { type: 'form.archive' }, { type: 'form.unarchive' }, { type: 'form.delete' }],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// ── formPublication: the row of a form of the walk on the forms page (search narrows the list to it).
const pubTitle = 'Parcours publication';

const pubRow = (page: Page) => page.locator('tr', { hasText: pubTitle });

// An administrator's row has more than two actions: they sit in its menu (src/ui/row-actions.tsx).
const rowMenu = async (page: Page) => {
  await pubRow(page).getByRole('button', { name: `Plus d'actions ${pubTitle}`, exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
};
const rowButton = async (page: Page, label: string) => (await rowMenu(page)).getByRole('menuitem', { name: label, exact: true });

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
  const menu = await rowMenu(ui.page);
  for (const m of offers[state]!) await menu.getByRole('menuitem', { name: m, exact: true }).waitFor();
  for (const m of allMoves.filter((x) => !offers[state]!.includes(x))) await absent(menu.getByRole('menuitem', { name: m, exact: true }), `${m} on a form ${stateText[state]}`);
  await ui.page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
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
      await (await rowButton(ui.page, 'Publier')).click();
      await ui.page.locator('.side-panel').getByRole('button', { name: 'Publier', exact: true }).click();
    },
    'form.unpublish': async (ui) => (await rowButton(ui.page, 'Dépublier')).click(),
    'form.archive': async (ui) => (await rowButton(ui.page, 'Archiver')).click(),
    'form.unarchive': async (ui) => (await rowButton(ui.page, 'Désarchiver')).click(),
    async 'form.delete'(ui) {
      await (await rowButton(ui.page, 'Supprimer')).click();
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

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const moves: Record<string, (id: number) => Promise<unknown>> = {
  'form.publish': (id) => formsApi.share(id, { kind: 'Public', ids: [] }, false),
  'form.unpublish': (id) => formsApi.unpublish(id),
  'form.archive': (id) => formsApi.archive(id),
  'form.unarchive': (id) => formsApi.unarchive(id),
  'form.delete': (id) => formsApi.remove(id),
};

const formPublication: FakeBinding = {
  machine: 'formPublication',
  persona: 'hr',
  like: formPublicationAdapter,
  seed(w) {
    w.data.formId = seedForm(w, 'Parcours publication', 'Draft');
  },
  provide: () => formPublicationMachine,
  effect: (e, w) => moves[e.type]?.(w.data.formId),
  checks: Object.fromEntries(
    Object.keys(moves).map((t) => [
      t,
      (w: WalkContext, s: { value: unknown }) => (s.value === 'Deleted' ? assert.not.ok(form(w), 'the form is gone') : assert.is(form(w)!.state, s.value, 'the state on record is the chart\'s')),
    ]),
  ),
};

export const model: MachineModel = { entry, server: formPublication, ui: formPublicationAdapter };
