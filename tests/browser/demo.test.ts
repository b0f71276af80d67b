import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { openApp, sandboxSaved, signInAs } from './harness';

const out = path.resolve('tests/.output');
mkdirSync(out, { recursive: true });

test('demo: switching persona from the demo bar changes the navigation without signing out', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await signInAs(t.page, 'employee');
    assert.is(await t.page.locator('a[data-nav="/settings/info"]').count(), 0);
    await t.page.selectOption('[data-testid=persona-switch]', 'omar');
    await t.page.locator('a[data-nav="/settings/info"]').waitFor();
    assert.ok((await t.page.textContent('[data-testid=user-menu]'))!.includes('Omar Tazi'));
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('demo: the owner connected as Yasmine sees the banner; a refused leave says why, a successful one reloads as Omar (spec 1 section 1)', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.selectOption('[data-testid=persona-switch]', 'omar>yasmine');
    const banner = page.locator('.impersonation-banner');
    await banner.getByText('Vous êtes connecté en tant que Yasmine El Idrissi.').waitFor();
    assert.ok((await page.textContent('[data-testid=user-menu]'))!.includes('Yasmine El Idrissi'));
    // Yasmine's rights, not the owner's.
    assert.is(await page.locator('a[data-nav="/settings/info"]').count(), 0);
    // The server refuses: an error toast with its message, still connected as Yasmine.
    await page.evaluate(() => (window as any).__mintrh.fake.faults.failNext('POST', '^/api/auth/logoutConnectedUser$', 'Impersonation.NotConnected', 500));
    await banner.getByRole('button', { name: 'Quitter cette session' }).click();
    await page.locator('.toast-error').filter({ hasText: "Vous n'êtes connecté en tant qu'aucun autre utilisateur." }).waitFor();
    assert.ok(await banner.isVisible());
    // Accepted: the page reloads as Omar, and stays so.
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Quitter cette session' }).click();
    await reloaded;
    await page.locator('a[data-nav="/settings/info"]').waitFor();
    assert.ok((await page.textContent('[data-testid=user-menu]'))!.includes('Omar Tazi'));
    assert.is(await banner.count(), 0);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('demo control panel: the live statecharts, the clock and the fault settings', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await signInAs(t.page, 'hr');
    await t.page.click('[data-testid=demo-control]');
    // The running statecharts by name; the session's drawing shows it signed in and active.
    const session = t.page.locator('li[data-machine="session"] button');
    await session.waitFor();
    assert.match((await session.textContent())!, /^Session de Nadia .+ : connecté/);
    await session.click();
    const detail = t.page.getByTestId('inspector-detail');
    await detail.locator('.diagram-state.is-active[data-state="session.signedIn.active"]').waitFor();
    await t.page.locator('li[data-machine="realtime"]').waitFor();
    const before = await t.page.textContent('[data-testid=demo-today]');
    await t.page.getByRole('button', { name: '+1 semaine' }).click();
    assert.is.not(await t.page.textContent('[data-testid=demo-today]'), before);
    await t.page.locator('[data-testid=error-rate]').fill('50');
    const rate = await t.page.evaluate(() => (globalThis as unknown as { __mintrh: { fake: { faults: { get(): { errorRate: number } } } } }).__mintrh.fake.faults.get().errorRate);
    assert.is(rate, 0.5);
  } finally {
    await t.close();
  }
});

test('sandbox: survives a reload, exports, resets and re-imports to the same state; a foreign file is refused', async () => {
  const t = await openApp({ mode: 'sandbox', path: '/account/login', config: { sandbox: 'formation-rh' } });
  try {
    await signInAs(t.page, 'owner');
    assert.match((await t.page.textContent('[data-testid=mode-banner]'))!, /formation-rh/);
    await t.page.click('[data-testid=demo-control]');
    await t.page.getByRole('button', { name: '+1 mois' }).click();
    await t.page.keyboard.press('Escape');
    await sandboxSaved(t.page);
    await t.page.reload();
    await t.page.waitForSelector('nav#side-nav');
    await t.page.getByText(/Aujourd'hui :/).waitFor();

    await t.page.getByRole('button', { name: 'Bacs à sable' }).click();
    const download = t.page.waitForEvent('download');
    await t.page.getByRole('button', { name: 'Exporter dans un fichier' }).click();
    const file = path.join(out, 'sandbox-export.json');
    await (await download).saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    assert.is(exported.kind, 'mintrh-sandbox');

    const foreign = path.join(out, 'foreign.json');
    writeFileSync(foreign, JSON.stringify({ hello: 'world' }));
    await t.page.setInputFiles('[data-testid=sandbox-import]', foreign);
    await t.page.getByRole('alert').filter({ hasText: 'ne vient pas de MintRH' }).waitFor();

    await t.page.getByRole('button', { name: 'Réinitialiser' }).first().click();
    await Promise.all([t.page.waitForEvent('load'), t.page.getByRole('alertdialog').getByRole('button', { name: 'Réinitialiser' }).click()]);
    await t.page.waitForSelector('nav#side-nav');
    assert.is(await t.page.getByText(/Aujourd'hui :/).count(), 0);

    await t.page.getByRole('button', { name: 'Bacs à sable' }).click();
    await t.page.setInputFiles('[data-testid=sandbox-import]', file);
    await Promise.all([t.page.waitForEvent('load'), t.page.getByRole('alertdialog').getByRole('button', { name: 'Remplacer' }).click()]);
    await t.page.waitForSelector('nav#side-nav');
    await t.page.getByText(/Aujourd'hui :/).waitFor();
  } finally {
    await t.close();
  }
});

test.run();
