import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openApp, sandboxSaved, signInAs } from './harness';
import { personas } from '../../fixtures/personas';

/**
 * Issue 20 item 6: a trainer starts a sandbox from the demo itself (no
 * sandbox deployment), and what would lose data asks first, naming the
 * sandbox, with 'export first'.
 */
const out = path.resolve('tests/.output');
mkdirSync(out, { recursive: true });

const banner = (page: Page) => page.getByTestId('mode-banner');
const panel = (page: Page) => page.getByRole('dialog', { name: /Bacs à sable|Démarrer un bac à sable de formation/ });
const confirm = (page: Page) => page.getByRole('alertdialog');

/** A note made through the API by the owner, on a session of its own (the app keeps its access token in memory). */
async function createNote(page: Page, title: string) {
  const owner = personas.find((p) => p.key === 'owner')!;
  await page.evaluate(async ({ title, userName, password }) => {
    const grant = await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password }) });
    const { token } = (await grant.json()).data as { token: string };
    const body = new FormData();
    body.set('title', title);
    body.set('currency', 'MAD');
    await fetch('/api/Notes/Create', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  }, { title, userName: owner.userName, password: owner.password });
}
/** The fake server is read once it runs: after a reload it starts after the first paint, so wait for it. */
async function noteCount(page: Page, title: string) {
  await page.waitForFunction(() => !!(window as any).__mintrh?.fake);
  return page.evaluate((title) => ((window as any).__mintrh.fake.backend.db.table('expenseNotes').all() as Array<{ title: string }>).filter((n) => n.title === title).length, title);
}

test('a trainer starts a sandbox from the demo; reset asks first (cancel keeps the data, export first saves a copy); leaving goes back to the demo', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    assert.match((await banner(page).textContent())!, /Démo/);

    // Start: a scenario and a name, from the demo bar; the page reloads into the sandbox, still signed in.
    await banner(page).getByRole('button', { name: 'Démarrer un bac à sable' }).click();
    await panel(page).getByLabel('Nom du bac à sable').fill('atelier-rh');
    await panel(page).getByLabel('Scénario de départ').selectOption({ label: 'Validation des notes de frais de fin de mois' });
    await Promise.all([page.waitForEvent('load'), panel(page).getByRole('button', { name: 'Créer et ouvrir' }).click()]);
    await page.waitForSelector('nav#side-nav');
    await banner(page).getByText('Bac à sable « atelier-rh »', { exact: true }).filter({ visible: true }).waitFor();
    // The scenario opens on its story's day (the 26th, or the Monday after); its clock is read once the backend runs (after the first paint).
    await page.waitForFunction(() => !!(window as any).__mintrh?.fake);
    const today = (await banner(page).getByText(/Aujourd'hui :/).filter({ visible: true }).count()) ? (await banner(page).getByText(/Aujourd'hui :/).filter({ visible: true }).first().textContent())! : '';
    const day = Number(/(\d{2})\/\d{2}\/\d{4}/.exec(today)?.[1] ?? new Date().getDate());
    assert.ok([26, 27, 28].includes(day), today);

    // Its data: something the trainer made. A reload keeps the sandbox (and the choice of it).
    await createNote(page, 'Note de l’atelier');
    await sandboxSaved(page);
    await page.reload();
    await page.waitForSelector('nav#side-nav');
    await banner(page).getByText('Bac à sable « atelier-rh »', { exact: true }).filter({ visible: true }).waitFor();
    assert.is(await noteCount(page, 'Note de l’atelier'), 1);

    // Reset asks, naming the sandbox and what goes; cancelling keeps the data.
    await banner(page).getByRole('button', { name: 'Bacs à sable' }).click();
    await panel(page).getByRole('button', { name: 'Réinitialiser' }).click();
    await confirm(page).getByText('Réinitialiser « atelier-rh » ?').waitFor();
    await confirm(page).getByText(/Tout ce qui a été fait dans « atelier-rh » sera perdu : il repart de son scénario, « Validation des notes de frais de fin de mois »/).waitFor();
    await confirm(page).getByRole('button', { name: 'Annuler' }).click();
    await confirm(page).waitFor({ state: 'detached' });
    assert.is(await noteCount(page, 'Note de l’atelier'), 1);

    // Export first: a copy of the sandbox as it is, then the question again; confirming resets.
    await panel(page).getByRole('button', { name: 'Réinitialiser' }).click();
    const download = page.waitForEvent('download');
    await confirm(page).getByRole('button', { name: "Exporter d'abord" }).click();
    const file = path.join(out, 'atelier-rh-before-reset.json');
    await (await download).saveAs(file);
    await confirm(page).getByText('« sandbox-atelier-rh.json » enregistré dans vos téléchargements').waitFor();
    const copy = JSON.parse(readFileSync(file, 'utf8'));
    assert.is(copy.name, 'atelier-rh');
    assert.ok(copy.dump.tables.expenseNotes.rows.some((n: { title: string }) => n.title === 'Note de l’atelier'));
    await Promise.all([page.waitForEvent('load'), confirm(page).getByRole('button', { name: 'Réinitialiser' }).click()]);
    await page.waitForSelector('nav#side-nav');
    await banner(page).getByText('Bac à sable « atelier-rh »', { exact: true }).filter({ visible: true }).waitFor();
    // The page loaded again says what was done.
    await page.locator('.toast-success').filter({ hasText: 'Bac à sable « atelier-rh » remis à son scénario de départ' }).waitFor();
    assert.is(await noteCount(page, 'Note de l’atelier'), 0);

    // Leaving asks too; the demo comes back, and stays after a reload.
    await banner(page).getByRole('button', { name: 'Bacs à sable' }).click();
    await panel(page).getByRole('button', { name: 'Revenir à la démo' }).click();
    await confirm(page).getByText('Quitter « atelier-rh » ?').waitFor();
    await Promise.all([page.waitForEvent('load'), confirm(page).getByRole('button', { name: 'Revenir à la démo' }).click()]);
    await page.waitForSelector('nav#side-nav');
    await banner(page).getByRole('button', { name: 'Démarrer un bac à sable' }).waitFor();
    assert.is(await banner(page).getByText(/Bac à sable «/).count(), 0);
    await page.locator('.toast-success').filter({ hasText: 'Retour à la démo ; le bac à sable « atelier-rh » reste enregistré' }).waitFor();

    // Deleting the sandbox from the demo asks, naming it; it is then gone from the list.
    await banner(page).getByRole('button', { name: 'Démarrer un bac à sable' }).click();
    const row = panel(page).getByRole('row', { name: /atelier-rh/ });
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await confirm(page).getByText('Supprimer « atelier-rh » ?').waitFor();
    await confirm(page).getByRole('button', { name: 'Supprimer' }).click();
    await row.waitFor({ state: 'detached' });
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
