import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openApp, signInAs } from './harness';

/** Issue 3 (spec 1 section 9): the quick-create menu's 'view all forms' panel pages by ten with infinite scroll. */
test("issue 3: 'view all forms' loads page 2 when scrolled within 5 px of the bottom (pages of 10)", async () => {
  // A short window, so ten forms overflow the list and it can be scrolled.
  const t = await openApp({ path: '/account/login', viewport: { width: 1280, height: 560 } });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    // The seed publishes 7 forms to Yasmine: the demo's fake server publishes 8 more.
    await page.evaluate(() => {
      const db = (window as unknown as { __mintrh: { fake: { backend: { db: { table(n: string): { all(): Array<Record<string, unknown>>; insert(r: Record<string, unknown>): unknown } } } } } }).__mintrh.fake.backend.db;
      const forms = db.table('forms');
      const model = forms.all().find((f) => f.title === 'Sondage cantine')!;
      for (let i = 1; i <= 8; i++) forms.insert({ ...model, id: undefined, title: `Formulaire ajouté ${i}`, createdDate: new Date().toISOString() });
    });
    await page.getByTestId('header-quick-create').click();
    await page.getByRole('menuitem', { name: /Voir tous les formulaires/ }).click();
    const list = page.getByRole('dialog', { name: 'Voir tous les formulaires' }).getByTestId('all-published');
    await list.getByRole('button').nth(9).waitFor();
    const firstPage = await list.getByRole('button').allTextContents();
    assert.is(firstPage.length, 10);
    // 20 px from the bottom: still page 1.
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 20));
    await list.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.is(await list.getByRole('button').count(), 10);
    // Within 5 px of the bottom: page 2 arrives and the 11th form shows.
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 4));
    await list.getByRole('button').nth(10).waitFor();
    assert.is(await list.getByRole('button').count(), 15);
    const eleventh = (await list.getByRole('button').nth(10).textContent())!.trim();
    assert.not.ok(firstPage.map((x) => x.trim()).includes(eleventh), 'the 11th form comes from page 2');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

type Db = { table(n: string): { all(): Array<Record<string, unknown>>; insert(r: Record<string, unknown>): unknown } };
type Win = { __mintrh: { fake: { backend: { db: Db }; faults: { failNext(method: string, path: string, message?: string, status?: number): void } } } };

test("a first page that does not fill a tall list brings the next one at once; a failed next page keeps the rows and says why with a retry", async () => {
  // The default window: ten rows leave nothing to scroll in the list.
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.evaluate(() => {
      const { db } = (window as unknown as Win).__mintrh.fake.backend;
      const forms = db.table('forms');
      const model = forms.all().find((f) => f.title === 'Sondage cantine')!;
      for (let i = 1; i <= 25; i++) forms.insert({ ...model, id: undefined, title: `Formulaire ajouté ${i}`, createdDate: new Date().toISOString() });
      const f = (window as unknown as Win).__mintrh.fake.faults;
      (window as unknown as { __armThird(): void }).__armThird = () => f.failNext('POST', '^/api/Forms/ListPublishedSecondary$', 'Error.Unknown', 500);
    });
    await page.getByTestId('header-quick-create').click();
    await page.getByRole('menuitem', { name: /Voir tous les formulaires/ }).click();
    const panel = page.getByRole('dialog', { name: 'Voir tous les formulaires' });
    const list = panel.getByTestId('all-published');
    // Page 2 came without any scroll: twenty rows.
    await list.getByRole('button').nth(19).waitFor();
    assert.ok((await list.evaluate((el) => el.scrollHeight > el.clientHeight)), 'the list now overflows');
    await list.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.is(await list.getByRole('button').count(), 20, 'no third page while the list is filled');
    // The third page (forms 21 to 30) fails once: the rows stay, the message comes with a retry.
    await page.evaluate(() => (window as unknown as { __armThird(): void }).__armThird());
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    const failed = panel.getByRole('alert').filter({ hasText: 'Une erreur est survenue' });
    await failed.waitFor();
    assert.is(await list.getByRole('button').count(), 20);
    await failed.getByRole('button', { name: 'Réessayer' }).click();
    await list.getByRole('button').nth(29).waitFor();
    await failed.waitFor({ state: 'detached' });
    // Scrolling on brings the last two.
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await list.getByRole('button').nth(31).waitFor();
    assert.is(await list.getByRole('button').count(), 32, 'all 32 forms (7 seeded and 25 added)');
    assert.equal(t.errors.filter((e) => !/status of 500/.test(e)), []);
  } finally {
    await t.close();
  }
});

/** Nadia (HR) publishes a form to the whole company and tells people, through the fake server as her own client would. */
function hrPublishes(page: import('playwright-core').Page, title: string) {
  return page.evaluate((name) => {
    const b = (window as any).__mintrh.fake.backend;
    const login = JSON.parse(b.dispatcher.handle({ method: 'POST', path: '/api/auth/login', query: {}, headers: {}, body: { userName: b.db.table('users').get(3).userName, password: 'demo' } }).body);
    const form = b.db.table('forms').all().find((f: { title: string }) => f.title === name);
    return b.dispatcher.handle({ method: 'POST', path: '/api/Forms/Sharing', query: {}, headers: { authorization: `Bearer ${login.data.token}` }, body: { formId: form.id, audience: { kind: 'Company', ids: [] }, notify: true } }).status as number;
  }, title);
}

test("the list stays current while open: a form published meanwhile shows, a failed re-read keeps the rows and says why, the resync catches up, and a form answered from it says so in its row", async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.waitForFunction(() => (window as any).__mintrh.fake.backend.hub.openConnections() === 1, undefined, { timeout: 15000 });
    await page.getByTestId('header-quick-create').click();
    await page.getByRole('menuitem', { name: /Voir tous les formulaires/ }).click();
    const panel = page.getByRole('dialog', { name: 'Voir tous les formulaires' });
    const list = panel.getByTestId('all-published');
    const row = (name: string) => list.getByRole('button', { name: new RegExp(`^${name}`) });
    await row('Sondage cantine').waitFor();
    assert.is(await row('Bilan mi-année').count(), 0, 'an unpublished form is not listed');
    // Published with a notification while the panel is open: the list re-reads and shows it.
    assert.is(await hrPublishes(page, 'Bilan mi-année'), 200);
    await row('Bilan mi-année').waitFor();
    // The next re-read fails: the rows stay, the error toast says why, the new form waits for the next re-read.
    await page.evaluate(() => (window as unknown as Win).__mintrh.fake.faults.failNext('POST', '^/api/Forms/ListPublishedSecondary$', 'Error.Unknown', 500));
    assert.is(await hrPublishes(page, "Questionnaire d'intégration"), 200);
    await page.locator('.toast-error').filter({ hasText: 'Une erreur est survenue' }).waitFor();
    assert.is(await row("Questionnaire d'intégration").count(), 0);
    assert.ok(await row('Bilan mi-année').isVisible(), 'the rows stay after a failed re-read');
    // A network drop: SignalR reconnects and the resync re-reads the list, which catches up.
    await page.evaluate(() => (window as any).__mintrh.fake.backend.hub.dropConnections());
    await row("Questionnaire d'intégration").waitFor({ timeout: 15000 });
    // A form opened from the list is filled above it; once sent, its row says so, in place.
    await row('Sondage cantine').click();
    const fill = page.getByRole('dialog', { name: 'Sondage cantine' });
    await fill.getByLabel('Plat préféré').selectOption('tajine');
    await fill.getByRole('button', { name: 'Envoyer' }).click();
    await fill.waitFor({ state: 'detached' });
    await list.getByRole('button', { name: 'Sondage cantine Réponse envoyée' }).waitFor();
    assert.is(await list.getByText('Réponse envoyée').count(), 1, 'only the answered form is marked');
    assert.ok(await row('Bilan mi-année').isVisible(), 'the other rows stay where they were');
    assert.equal(t.errors.filter((e) => !/status of 500|connection lost/i.test(e)), []);
  } finally {
    await t.close();
  }
});

test.run();
