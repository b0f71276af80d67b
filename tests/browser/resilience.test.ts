import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { go, openApp, signInAs } from './harness';

/**
 * Malformed answers and broken chunks stay inside the panel or page that
 * asked: the panel shows a clear error, the header and the other panels
 * keep working. The fake server is armed for one call at a time
 * (window.__mintrh.fake.faults.armMalformed).
 */
const MALFORMED = 'Réponse du serveur illisible';

async function arm(page: Page, pattern: string, kind: string) {
  await page.evaluate(([p, k]) => (window as any).__mintrh.fake.faults.armMalformed(p, k, 1), [pattern, kind]);
}
async function firstId(page: Page, table: string, where: Record<string, unknown>) {
  return page.evaluate(
    ([t, w]) => (window as any).__mintrh.fake.backend.db.table(t).all().find((r: any) => Object.entries(w as object).every(([k, v]) => r[k] === v))?.id as number,
    [table, where] as const,
  );
}
async function openPanel(page: Page, kind: string, params: Record<string, unknown>) {
  await page.evaluate(([k, p]) => (window as any).__mintrh.openPanel(k, p), [kind, params] as const);
}
/** The header still answers: the bell opens its list. */
async function headerWorks(page: Page) {
  await page.click('[data-testid=header-bell]');
  await page.locator('[data-testid=notifications-mark-all]').waitFor();
  await page.keyboard.press('Escape');
}

test('a malformed answer shows its error inside the panel that asked; the header and other panels keep working', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.evaluate(() => (window as any).__mintrh.fake.faults.set({ latency: 0 }));
    const cases: Array<{ kind: string; table: string; where: Record<string, unknown>; param: string; path: string; spoil: string }> = [
      { kind: 'leave.detail', table: 'leaveRequests', where: { userId: 1 }, param: 'id', path: '/api/demandeconge/GetInfo/', spoil: 'wrongType' },
      { kind: 'documents.detail', table: 'documentRequests', where: { userId: 1 }, param: 'id', path: '/api/demanddocument/info/', spoil: 'html' },
      { kind: 'expenses.noteDetail', table: 'expenseNotes', where: { affectedUserId: 1 }, param: 'id', path: '/api/Notes/GetById/', spoil: 'empty' },
      { kind: 'interventions.detail', table: 'interventions', where: { fk_DemadeBy: 1 }, param: 'id', path: '/api/intervention/GetById/', spoil: 'missingData' },
      { kind: 'forms.fill', table: 'forms', where: { state: 'Published' }, param: 'formId', path: '/api/Forms/detailForm/', spoil: 'envelope' },
    ];
    for (const c of cases) {
      const id = await firstId(page, c.table, c.where);
      assert.ok(id, `a ${c.table} row to open`);
      await arm(page, c.path, c.spoil);
      await openPanel(page, c.kind, { [c.param]: id });
      const panel = page.getByRole('dialog');
      await panel
        .getByRole('alert')
        .filter({ hasText: MALFORMED })
        .waitFor()
        .catch(async (e) => {
          await page.screenshot({ path: 'tests/.output/resilience.png' });
          throw new Error(`${c.kind}: ${(e as Error).message.split('\n')[0]}`);
        });
      // The rest of the app: the header works with the broken panel closed, and the panel recovers on retry.
      await panel
        .getByRole('button', { name: 'Réessayer' })
        .click()
        .catch(async (e) => {
          await page.screenshot({ path: 'tests/.output/resilience.png' });
          throw new Error(`${c.kind}: ${(e as Error).message.split('\n')[0]}`);
        });
      await panel.getByRole('alert').filter({ hasText: MALFORMED }).waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await headerWorks(page);
    }
    // Only the client's developer log of each malformed answer, nothing uncaught.
    assert.equal(t.errors.filter((e) => !/malformed answer from/.test(e)), []);
  } finally {
    await t.close();
  }
});

/**
 * The employee signed in, with the panels' frame and the header's tools in. They load in idle time after the first
 * screen (after-paint.ts), later on a loaded machine: the panel's and the page's own code is what the tests below make
 * fail, so those are in first.
 */
async function signInWithFrame(page: Page) {
  await signInAs(page, 'employee');
  await page.locator('[data-testid=header-bell]').waitFor({ timeout: 30000 });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/panel-stack-[A-Z0-9]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0), null, { timeout: 30000 });
}

test('a panel or a page whose code fails to load says so in its place, and a retry brings it', async () => {
  // Waits on the page's resource timings (signInWithFrame), which Playwright's clock would hide.
  const t = await openApp({ path: '/account/login', realClock: true });
  const { page } = t;
  try {
    await signInWithFrame(page);
    // From now on every not yet loaded chunk fails, as after a deploy that removed them.
    let blocked = true;
    await page.route('**/chunks/**', (route) => (blocked ? route.abort() : route.continue()));
    const id = await firstId(page, 'interventions', { fk_DemadeBy: 1 });
    await openPanel(page, 'interventions.detail', { id });
    const failed = page.getByRole('dialog', { name: "Ce panneau n'a pas pu s'afficher" });
    await failed.getByTestId('panel-error').waitFor();
    await page.keyboard.press('Escape');
    await failed.waitFor({ state: 'detached' });
    await headerWorks(page);

    // A page: the frame (header, navigation) stays, the page says it failed.
    await page.evaluate(() => {
      history.pushState(null, '', '/expenses');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('page-error').waitFor().catch(async (e) => {
      await page.screenshot({ path: 'tests/.output/resilience-page.png' });
      throw e;
    });
    await page.locator('nav#side-nav').waitFor();
    await headerWorks(page);

    blocked = false;
    await page.getByTestId('page-error').getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { name: 'Notes de frais' }).waitFor();
    await openPanel(page, 'interventions.detail', { id });
    await page.getByRole('dialog').getByTestId('intervention-status').waitFor();
    assert.equal(t.errors.filter((e) => !/Failed to fetch dynamically imported module|net::ERR_FAILED|panel failed|page failed|Failed to load resource/.test(e)), []);
  } finally {
    await t.close();
  }
});

test('after a deploy, a page or panel whose code is gone offers to reload into the new version; the reload brings the page', async () => {
  // Waits on the page's resource timings (signInWithFrame), which Playwright's clock would hide.
  const t = await openApp({ path: '/account/login', realClock: true });
  const { page } = t;
  try {
    await signInWithFrame(page);
    // The deploy: the running version's chunks are gone, and index.html names another entry.
    const gone = (route: import('playwright-core').Route) => route.abort();
    const newIndex = (route: import('playwright-core').Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="mul" dir="ltr"><head><script type="module" src="/assets/app-NEXTVERSION.js"></script></head><body></body></html>' });
    const index = (url: URL) => url.pathname === '/';
    await page.route('**/chunks/**', gone);
    await page.route(index, newIndex);
    await page.evaluate(() => history.pushState(null, '', '/expenses'));
    const failed = page.getByTestId('page-error');
    await failed
      .getByText('Une nouvelle version de l’application est disponible : rechargez la page pour continuer.')
      .waitFor()
      .catch(async (e: Error) => {
        // Seen once in a full run (44), never alone: what the page showed instead, for whoever meets it next.
        const main = await page.evaluate(() => document.querySelector('#main')?.textContent?.slice(0, 300));
        throw new Error(`${e.message}\nmain: ${JSON.stringify(main)}\npage errors: ${JSON.stringify(t.errors)}`);
      });
    assert.is(await failed.getByRole('button', { name: 'Réessayer' }).count(), 0, 'a retry would ask for the same missing files');
    const id = await firstId(page, 'interventions', { fk_DemadeBy: 1 });
    await openPanel(page, 'interventions.detail', { id });
    await page.getByRole('dialog', { name: "Ce panneau n'a pas pu s'afficher" }).getByRole('button', { name: 'Recharger la page' }).waitFor();
    await page.keyboard.press('Escape');
    // The new version is there once the page reloads (here: the same build, served again).
    await page.unroute('**/chunks/**', gone);
    await page.unroute(index, newIndex);
    await Promise.all([page.waitForEvent('load'), failed.getByRole('button', { name: 'Recharger la page' }).click()]);
    await page.getByRole('heading', { name: 'Notes de frais', level: 1 }).waitFor({ timeout: 30000 });
    assert.is(new URL(page.url()).pathname, '/expenses');
    assert.equal(t.errors.filter((e) => !/Failed to fetch dynamically imported module|net::ERR_FAILED|panel failed|page failed|Failed to load resource/.test(e)), []);
  } finally {
    await t.close();
  }
});

test('an upload the user cancels while it is on its way stores nothing, even once its latency has passed (demo)', async () => {
  // The UI walk's two retry-passes (issue 33 item 5): the cancelled save was handled by the in-page server seconds
  // later, into whatever ran then (a reset page answered it 404).
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const title = `Annulée en route ${Date.now()}`;
    await openPanel(page, 'expenses.noteForm', {});
    const form = page.getByRole('dialog', { name: 'Nouvelle note de frais' }).locator('form');
    await form.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.evaluate(() => (window as any).__mintrh.fake.faults.set({ latency: 1500 }));
    await form.getByRole('button', { name: 'Créer' }).click();
    await form.getByRole('button', { name: "Annuler l'envoi" }).click();
    await form.getByRole('alert').filter({ hasText: 'Envoi annulé' }).waitFor();
    await page.waitForTimeout(2500);
    const stored = await page.evaluate((tt) => (window as any).__mintrh.fake.backend.db.table('expenseNotes').all().filter((n: { title: string }) => n.title === tt).length as number, title);
    assert.is(stored, 0, 'the cancelled note was stored after all');
    assert.equal(t.errors, []);
  } finally {
    await page.evaluate(() => (window as any).__mintrh.fake.faults.set({ latency: 0 })).catch(() => {});
    await t.close();
  }
});

for (const { locale, list, close } of [
  { locale: 'fr-FR', list: 'Demandes de congé', close: 'Fermer' },
  { locale: 'ar', list: 'طلبات الإجازة', close: 'إغلاق' },
]) {
  test(`${locale}, 390 px: a list whose refresh fails keeps its rows and says so whole, above the screen's bottom; × puts it away`, async () => {
    const t = await openApp({ path: '/account/login', locale, viewport: { width: 390, height: 844 } });
    const { page } = t;
    try {
      await signInAs(page, 'manager');
      await go(page, '/conge/demande');
      // The requests, each with its decision buttons (on a phone, a card each).
      const decisions = page.locator('main button[data-action=accept]');
      await decisions.first().waitFor();
      const rows = await decisions.count();
      // Every call fails from now on; a move of the demo's clock reads the screens again.
      await page.evaluate(() => (window as any).__mintrh.fake.faults.set({ latency: 0, errorRate: 1 }));
      await page.getByTestId('demo-chip').click();
      await page.getByTestId('demo-control').click();
      await page.locator('[data-panel="demo.control"] .page-actions button').first().click();
      await page.keyboard.press('Escape');
      const banner = page.locator('.banner-float [role=alert]');
      await banner.waitFor();
      const said = (await banner.textContent()) ?? '';
      assert.ok(said.includes(list), said);
      // Whole: its last line above the screen's bottom, its start and end inside (persona review: four lines cut below).
      const box = (await banner.boundingBox())!;
      assert.ok(box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
      assert.is(await decisions.count(), rows);
      // Over a row's buttons it can be put away; the rows stay.
      await banner.getByRole('button', { name: close }).click();
      await banner.waitFor({ state: 'detached' });
      assert.is(await decisions.count(), rows);
    } finally {
      await t.close();
    }
  });
}

test.run();
