import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { arrivedBy } from '../ui-helpers';

/**
 * The quick-create 'view all forms' panel (the shared paged list as
 * machines/forms/registry.ts registers it, forms.publishedList), listed in
 * formsAdapters (forms.ts). Twelve forms 'Formulaire ajouté N' are published
 * to Yasmine at start: 19 forms, or 12 for the searches the walk types, are
 * two pages of 10, as the registry's outputs say. The window is short, so
 * ten rows overflow the list and the next page comes only from the user's
 * scroll (a page that does not fill the list loads the next one at once:
 * tests/browser/all-forms-scroll.test.ts); the page is closed after each path.
 */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Voir tous les formulaires' });
const list = (page: Page) => dialog(page).getByTestId('all-published');
const failure = (page: Page) => dialog(page).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Réessayer' }) });
const noRealtime = 'the forms panel has no realtime feed: list.refresh and list.replaceItems come only from the chat lists (walked in chat.pagedList)';

async function seedForms(ui: UiContext) {
  await ui.backend((b) => {
    const forms = b.db.table('forms');
    const model = (forms.all() as Array<Record<string, unknown>>).find((f) => f.title === 'Sondage cantine');
    if (!model) throw new Error('no seeded form Sondage cantine');
    for (let i = 1; i <= 12; i++) forms.insert({ ...model, id: undefined, title: `Formulaire ajouté ${i}`, createdDate: new Date().toISOString() });
  });
}

export const publishedListAdapter: UiAdapter = {
  machine: 'forms.publishedList',
  persona: 'employee',
  readOnly: true,
  closeAfter: true,
  waived: {
    'pagedList.refreshing': noRealtime,
    'pagedList.refreshing*': noRealtime,
    'pagedList.ready ─list.refresh#0→': noRealtime,
    'pagedList.ready ─list.replaceItems#0→': noRealtime,
  },
  feasible: (e) => e.type !== 'list.refresh' && e.type !== 'list.replaceItems',
  async start(ui) {
    await ui.page.setViewportSize({ width: 1280, height: 560 });
    await seedForms(ui);
    await ui.openPanel('forms.allPublished', {});
    await dialog(ui.page).waitFor();
  },
  actions: {
    'list.retry': (ui) => failure(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
    async 'list.search'(ui) {
      const box = dialog(ui.page).getByRole('searchbox');
      await box.fill((await box.inputValue()) === 'ajout' ? 'Formulaire ajout' : 'ajout');
    },
    // Within 5 px of the bottom, as a user's wheel brings it.
    async 'list.loadMore'(ui) {
      await list(ui.page).evaluate((el) => {
        el.scrollTop = el.scrollHeight - el.clientHeight - 3;
      });
    },
  },
  faults: {
    'xstate.error.actor.loadFirst': { method: 'POST', path: '^/api/Forms/ListPublishedSecondary$' },
    'xstate.error.actor.loadMore': { method: 'POST', path: '^/api/Forms/ListPublishedSecondary$' },
  },
  states: {
    async 'pagedList.failure'(ui) {
      await failure(ui.page).getByText('Une erreur est survenue').waitFor();
    },
    async 'pagedList.ready.idle'(ui) {
      await list(ui.page).getByRole('button').nth(9).waitFor();
      if (await failure(ui.page).count()) throw new Error('the failure banner stayed after a successful load');
      // The first page alone: ten rows, no more until the user scrolls.
      if (arrivedBy(ui) === 'xstate.done.actor.loadFirst' && (await list(ui.page).getByRole('button').count()) !== 10) throw new Error('the first page is not ten forms');
    },
    async 'pagedList.ready.moreFailed'(ui) {
      // The rows already loaded stay under the message.
      await failure(ui.page).getByText('Une erreur est survenue').waitFor();
      await list(ui.page).getByRole('button').nth(9).waitFor();
    },
  },
};
