import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { pagedListMachine } from '../../../../machines/shared/paged-list.machine';
import { forms } from '../../../../server-fake/models/forms';
import { publishedListLogic } from '../../../../src/features/forms/published-list.effects';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter, UiContext } from '../../ui/types';
import { arrivedBy, errorToast } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const entry: RegisteredMachine = {
  // The shared paged list as the quick-create 'view all forms' panel runs it (pages of 10, spec 1 section 9).
  id: 'forms.publishedList',
  file: 'shared/paged-list.machine.ts',
  machine: pagedListMachine,
  input: { pageSize: 10 },
  events: [
    done('loadFirst', { items: [{ key: '1' }], total: 2 }), error('loadFirst'), { type: 'list.retry' },
    { type: 'list.search', search: 'cantine' }, after('debounce', 'pagedList.debouncing'),
    { type: 'list.loadMore' }, done('loadMore', { items: [{ key: '2' }], total: 2 }), error('loadMore'),
    { type: 'list.refresh' }, done('refresh', { items: [{ key: '1' }], total: 2 }), error('refresh'),
    { type: 'list.replaceItems', items: [{ key: '2' }] },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The quick-create 'view all forms' panel (the shared paged list as the
 * entry above registers it, forms.publishedList). Twelve forms 'Formulaire ajouté N' are published
 * to Yasmine at start: 19 forms, or 12 for the searches the walk types, are
 * two pages of 10, as the entry's outputs say. The window is short, so
 * ten rows overflow the list and the next page comes only from the user's
 * scroll (a page that does not fill the list loads the next one at once:
 * tests/browser/all-forms-scroll.test.ts); the page is closed after each path.
 * 'list.refresh' is what a user sees when HR publishes a form meanwhile: the
 * walk has Nadia publish a new form to the company with a notification
 * (through the fake server, as her client would), the panel re-reads and the
 * form shows at the top. 'list.replaceItems' is the user answering a form
 * opened from the list: the fill panel opens above it, and once sent the row
 * says 'Réponse envoyée'.
 */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Voir tous les formulaires' });

const list = (page: Page) => dialog(page).getByTestId('all-published');

const failure = (page: Page) => dialog(page).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Réessayer' }) });

const row = (page: Page, title: string) => list(page).getByRole('button', { name: new RegExp(`^${title}`) });

const answered = 'Réponse envoyée';

/** The form Nadia publishes at the (1-based) step `n`: one per step, so each re-read has its own to show; the searches the walk types find it. */
const publishedAt = (ui: UiContext, n: number) => `Formulaire ajouté au pas ${ui.path.index}.${n}`;

/** The form published by the latest 'list.refresh' before this step. */
const lastPublished = (ui: UiContext) => {
  for (let j = ui.step - 1; j >= 0; j--) if (ui.path.steps[j]!.event.type === 'list.refresh') return publishedAt(ui, j + 1);
  throw new Error('no list.refresh before this step');
};

async function seedForms(ui: UiContext) {
  await ui.backend((b) => {
    const forms = b.db.table('forms');
    const statuses = b.db.table('formStatuses');
    const model = (forms.all() as Array<Record<string, unknown>>).find((f) => f.title === 'Sondage cantine');
    if (!model) throw new Error('no seeded form Sondage cantine');
    // With the model's statuses, as the server's createForm gives every form: a form without any cannot be answered.
    const own = (statuses.all() as Array<Record<string, unknown>>).filter((x) => x.formId === model.id);
    for (let i = 1; i <= 12; i++) {
      const row = forms.insert({ ...model, id: undefined, title: `Formulaire ajouté ${i}`, createdDate: new Date().toISOString() });
      for (const x of own) statuses.insert({ ...x, id: undefined, formId: row.id });
    }
  });
}

/** The form the user answered last on each page (its row must say so). */
const answeredTitles = new WeakMap<Page, string>();

async function showsAnswered(ui: UiContext) {
  if (arrivedBy(ui) !== 'list.replaceItems') return;
  const title = answeredTitles.get(ui.page)!;
  await list(ui.page).getByRole('button', { name: `${title} ${answered}` }).waitFor();
  await dialog(ui.page).getByRole('searchbox').waitFor();
}

export const publishedListAdapter: UiAdapter = {
  machine: 'forms.publishedList',
  persona: 'employee',
  readOnly: true,
  // Publishing and answering write: --production leaves them out.
  writes: ['list.refresh', 'list.replaceItems'],
  closeAfter: true,
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
    async 'list.refresh'(ui) {
      // The push reaches only a connected client: the page is fresh, its hub connection may still be coming up.
      await ui.page.waitForFunction(() => (window as any).__mintrh.fake.backend.hub.openConnections() >= 1, undefined, { timeout: 15000 });
      const status = await ui.backend((b: any, title: string) => {
        const forms = b.db.table('forms');
        const model = forms.all().find((f: { title: string }) => f.title === 'Sondage cantine');
        const draft = forms.insert({ ...model, id: undefined, title, state: 'Draft', wasPublished: false, audience: { kind: 'Employee', ids: [] }, usersList: [], createdDate: new Date().toISOString() });
        const statuses = b.db.table('formStatuses');
        for (const x of statuses.all().filter((y: { formId: number }) => y.formId === model.id)) statuses.insert({ ...x, id: undefined, formId: draft.id });
        const login = JSON.parse(b.dispatcher.handle({ method: 'POST', path: '/api/auth/login', query: {}, headers: {}, body: { userName: b.db.table('users').get(3).userName, password: 'demo' } }).body);
        return b.dispatcher.handle({ method: 'POST', path: '/api/Forms/Sharing', query: {}, headers: { authorization: `Bearer ${login.data.token}` }, body: { formId: draft.id, audience: { kind: 'Company', ids: [] }, notify: true } }).status as number;
      }, publishedAt(ui, ui.step));
      if (status !== 200) throw new Error(`publishing the form answered ${status}`);
    },
    async 'list.replaceItems'(ui) {
      const first = list(ui.page).getByRole('button').filter({ hasNotText: answered }).first();
      const title = (await first.textContent())!.trim();
      await first.click();
      const fill = ui.page.getByRole('dialog', { name: title });
      await fill.getByLabel('Plat préféré').selectOption('tajine');
      await fill.getByRole('button', { name: 'Envoyer' }).click();
      await fill.waitFor({ state: 'detached' });
      answeredTitles.set(ui.page, title);
    },
  },
  faults: {
    'xstate.error.actor.loadFirst': { method: 'POST', path: '^/api/Forms/ListPublishedSecondary$' },
    'xstate.error.actor.loadMore': { method: 'POST', path: '^/api/Forms/ListPublishedSecondary$' },
    'xstate.error.actor.refresh': { method: 'POST', path: '^/api/Forms/ListPublishedSecondary$' },
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
      // The form published meanwhile shows first (the newest); a failed re-read keeps the rows and says why.
      if (arrivedBy(ui) === 'xstate.done.actor.refresh' && !(await list(ui.page).getByRole('button').first().textContent())?.startsWith(lastPublished(ui))) throw new Error('the form published meanwhile is not at the top of the list');
      if (arrivedBy(ui) === 'xstate.error.actor.refresh') {
        await errorToast(ui.page, 'Une erreur est survenue').waitFor();
        if (await row(ui.page, lastPublished(ui)).count()) throw new Error('the failed re-read showed the form published meanwhile');
      }
      await showsAnswered(ui);
    },
    async 'pagedList.ready.moreFailed'(ui) {
      // The rows already loaded stay under the message.
      await failure(ui.page).getByText('Une erreur est survenue').waitFor();
      await list(ui.page).getByRole('button').nth(9).waitFor();
      await showsAnswered(ui);
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The 'view all forms' list: twelve more forms published to everyone make two
 * pages of 10; the refresh (a 'forms' notification or the resync in the app)
 * re-reads against the same call.
 */
const publishedList: FakeBinding = {
  machine: 'forms.publishedList',
  persona: 'employee',
  like: publishedListAdapter,
  feasible: () => true,
  faults: publishedListAdapter.faults,
  seed(w) {
    const model = forms(w.db).all().find((f) => f.title === 'Sondage cantine')!;
    for (let i = 1; i <= 12; i++) forms(w.db).insert({ ...model, id: undefined, title: `Formulaire ajouté ${i}` } as never);
  },
  event: (e) => (e.type === 'list.search' ? { ...e, search: 'ajout' } : e),
  provide: () => publishedListLogic,
  checks: {
    'xstate.done.actor.loadMore': (_w, s) => {
      const keys = (s.context as { items: Array<{ key: string }> }).items.map((i) => i.key);
      assert.is(new Set(keys).size, keys.length, 'the next page brings new forms only');
    },
  },
};

export const model: MachineModel = { entry, server: publishedList, ui: publishedListAdapter };
