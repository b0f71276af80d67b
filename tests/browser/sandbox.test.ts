import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';

/** Trainers' sandboxes: scenarios, time travel, reload, reset, export and import, two tabs. */
const out = path.resolve('tests/.output');
mkdirSync(out, { recursive: true });

async function go(page: Page, p: string) {
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, p);
}
async function exportSandbox(page: Page, name: string) {
  await page.getByRole('button', { name: 'Bacs à sable' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter dans un fichier' }).click();
  const file = path.join(out, name);
  await (await download).saveAs(file);
  // Said where it went, by its file's name.
  await page.getByRole('status').filter({ hasText: `« ${(await download).suggestedFilename()} » enregistré dans vos téléchargements` }).waitFor();
  await page.keyboard.press('Escape');
  return file;
}
/** An export's content with keys in a fixed order, without sign-ins and presence (they move by themselves). */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;
const content = (file: string) => {
  const f = JSON.parse(readFileSync(file, 'utf8'));
  delete f.dump.tables.sessions;
  for (const u of f.dump.tables.users.rows) {
    delete u.online;
    delete u.lastSeen;
  }
  return JSON.stringify(canonical({ scenario: f.scenario, dump: f.dump }));
};
/** Waits until the sandbox stored in IndexedDB has travelled in time, or holds a sign-in (saves follow a change shortly). */
async function stored(page: Page, name: string, check: 'travelled' | 'signedIn') {
  await page.waitForFunction(
    ([name, check]) =>
      new Promise<boolean>((resolve) => {
        const req = indexedDB.open('mintrh-sandboxes', 1);
        req.onsuccess = () => {
          const get = req.result.transaction('sandboxes').objectStore('sandboxes').get(name);
          get.onsuccess = () => {
            req.result.close();
            const r = get.result;
            resolve(!!r && (check === 'travelled' ? r.dump.meta.clockOffset > 0 : r.dump.tables.sessions.rows.length > 0));
          };
        };
      }),
    [name, check],
  );
}
const fr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test('a sandbox from a scenario shows its data; time travel starts a leave; it survives a reload, resets to its scenario, exports and re-imports to the same state', async () => {
  const t = await openApp({ mode: 'sandbox', path: '/account/login', config: { sandbox: 'accueil' } });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await page.getByRole('button', { name: 'Bacs à sable' }).click();
    const panel = page.getByRole('dialog', { name: 'Bacs à sable' });
    // Offered a name of its own, today's training (the page's today, as French writes it), never empty.
    const offered = await page.evaluate(() => new Date().toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' }));
    assert.is(await panel.getByLabel('Nom du bac à sable').inputValue(), `Formation du ${offered}`);
    await panel.getByLabel('Nom du bac à sable').fill('ete-it');
    await panel.getByLabel('Scénario de départ').selectOption({ label: "Pic de congés d'été (chevauchements)" });
    await panel.getByText("presque toute l'équipe informatique").waitFor();
    await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Créer et ouvrir' }).click()]);
    // The trainer stays signed in in the new sandbox.
    await page.waitForSelector('nav#side-nav');
    const bannerText = (await page.textContent('[data-testid=mode-banner]'))!;
    assert.match(bannerText, /ete-it/, bannerText);

    // The scenario's data: Karim arbitrates his team's overlapping summer requests.
    await go(page, '/conge/demande?waiting=true');
    await page.getByRole('heading', { name: 'Demandes en attente' }).waitFor();
    const waiting = async () => Number((await page.getByRole('group', { name: 'Résumé des statuts' }).or(page.locator('.leave-chips')).first().getByText(/Demandes/).textContent())!.replace(/\D+/g, ''));
    await page.locator('.leave-chips').waitFor();
    // The living demo gives Karim 11 requests to decide; the scenario adds his team's summer.
    assert.ok((await waiting()) >= 18, String(await waiting()));

    // Hajar's accepted summer leave is upcoming; travel to its first day and it has started.
    await go(page, '/conge/demande');
    await page.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill('Hajar');
    const row = page.locator('tbody tr', { hasText: 'Hajar Lahlou' }).filter({ has: page.getByTestId('leave-phase').filter({ hasText: 'À venir' }) }).first();
    await row.getByRole('button', { name: /Hajar Lahlou/ }).click();
    const detail = page.getByRole('dialog', { name: 'Demande de congé' });
    await detail.getByTestId('leave-phase').filter({ hasText: 'À venir' }).waitFor();
    const period = (await detail.locator('dd').filter({ hasText: '→' }).first().textContent())!;
    const [d, m, y] = period.split('→')[0].trim().split('/').map(Number);
    // The scenario opened on its story's day (June): count from the demo's today, not the real one.
    const today = new Date(await page.evaluate(() => Date.now() + (window as any).__mintrh.fake.clock.offsetDays() * 86400000));
    let days = Math.ceil((Date.UTC(y, m - 1, d) - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) / 86400000);
    await page.keyboard.press('Escape');
    await page.getByTestId('demo-control').click();
    const control = page.getByRole('dialog', { name: 'Panneau de démo' });
    for (; days >= 30; days -= 30) await control.getByRole('button', { name: '+1 mois' }).click();
    for (; days >= 7; days -= 7) await control.getByRole('button', { name: '+1 semaine' }).click();
    for (; days > 0; days -= 1) await control.getByRole('button', { name: '+1 jour' }).click();
    await page.keyboard.press('Escape');
    // The list shows it too: the screens read again after a time travel.
    const started = page.locator('tbody tr', { hasText: 'Hajar Lahlou' }).filter({ has: page.getByTestId('leave-phase').filter({ hasText: 'Commencé' }) }).first();
    await started.getByRole('button', { name: /Hajar Lahlou/ }).click();
    await detail.getByTestId('leave-phase').filter({ hasText: 'Commencé' }).waitFor();
    await detail.locator('dd').filter({ hasText: `${fr(new Date(Date.UTC(y, m - 1, d)).toISOString())} →` }).waitFor();
    await page.keyboard.press('Escape');

    // A reload keeps the sandbox, its data and its clock.
    const travelled = (await page.getByTestId('mode-banner').getByText(/Aujourd'hui :/).textContent())!;
    await stored(page, 'ete-it', 'travelled');
    await page.reload();
    await page.waitForSelector('nav#side-nav');
    await page.getByTestId('mode-banner').getByText(travelled).waitFor();
    const before = await exportSandbox(page, 'ete-it-1.json');
    assert.match(readFileSync(before, 'utf8'), /"scenario":"summer-leave"/);

    // Reset: back to the scenario (its requests, its story's day), once confirmed.
    await page.getByRole('button', { name: 'Bacs à sable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Réinitialiser' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('alertdialog').getByRole('button', { name: 'Réinitialiser' }).click()]);
    await page.waitForSelector('nav#side-nav');
    await page.getByTestId('mode-banner').getByText(/Aujourd'hui :/).waitFor();
    assert.is(await page.getByTestId('mode-banner').getByText(travelled).count(), 0);
    await go(page, '/conge/demande?waiting=true');
    await page.locator('.leave-chips').waitFor();
    assert.ok((await waiting()) >= 18);

    // A corrupt file is refused with a clear message and nothing changes.
    const corrupt = path.join(out, 'corrupt-sandbox.json');
    const broken = JSON.parse(readFileSync(before, 'utf8'));
    broken.dump.tables = { users: { nextId: 'x', rows: 'oops' } };
    writeFileSync(corrupt, JSON.stringify(broken));
    await page.getByRole('button', { name: 'Bacs à sable' }).click();
    await page.setInputFiles('[data-testid=sandbox-import]', corrupt);
    await page.getByRole('alert').filter({ hasText: "Ce fichier est abîmé ou incomplet : le bac à sable actuel n'a pas été modifié." }).waitFor();
    // The refusal names the file it refused (persona review).
    assert.ok((await page.getByRole('alert').textContent())!.includes("« corrupt-sandbox.json » n'a pas été importé."), 'the refused file is named');
    assert.is(await page.getByRole('alertdialog').count(), 0);

    // Re-import the export (confirmed): the very same state comes back.
    await page.setInputFiles('[data-testid=sandbox-import]', before);
    await Promise.all([page.waitForEvent('load'), page.getByRole('alertdialog').getByRole('button', { name: 'Remplacer' }).click()]);
    await page.waitForSelector('nav#side-nav');
    await page.getByTestId('mode-banner').getByText(travelled).waitFor();
    await page.locator('.toast-success').filter({ hasText: /« ete-it-1\.json » importé dans le bac à sable « .+ »/ }).waitFor();
    const after = await exportSandbox(page, 'ete-it-2.json');
    assert.ok(content(after) === content(before), 'the re-imported sandbox holds what was exported');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('two tabs on one sandbox see each other’s changes, and writes made at the same time are both kept', async () => {
  const t = await openApp({ mode: 'sandbox', path: '/account/login', config: { sandbox: 'deux-onglets' } });
  const a = t.page;
  try {
    await signInAs(a, 'employee');
    await go(a, '/expenses');
    await a.getByRole('heading', { name: 'Notes de frais' }).waitFor();
    await stored(a, 'deux-onglets', 'signedIn');
    const b = await t.context.newPage();
    await b.goto(`${t.url}/expenses`);
    await b.getByRole('heading', { name: 'Notes de frais' }).waitFor();

    // Tab A creates a note through the UI; tab B's list shows it without a reload.
    await a.getByRole('button', { name: 'Nouvelle note de frais' }).click();
    await a.getByRole('dialog').getByLabel('Titre').fill('Note de l’onglet A');
    await a.getByRole('dialog').getByRole('button', { name: 'Créer' }).click();
    await a.getByRole('dialog', { name: 'Note de l’onglet A' }).waitFor();
    await b.getByRole('button', { name: 'Note de l’onglet A' }).waitFor();

    // Both tabs write at once: neither write is lost, and each tab ends up showing both.
    const create = (p: Page, title: string) =>
      p.evaluate(async (title) => {
        // The access token lives in the session's memory only (issue 21).
        const token = (window as unknown as { __mintrh: { session: { getSnapshot(): { context: { token: string } } } } }).__mintrh.session.getSnapshot().context.token;
        const body = new FormData();
        body.set('title', title);
        body.set('currency', 'MAD');
        const res = await fetch('/api/Notes/Create', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
        return res.status;
      }, title);
    assert.equal(await Promise.all([create(a, 'Simultanée A'), create(b, 'Simultanée B')]), [200, 200]);
    await a.keyboard.press('Escape');
    for (const p of [a, b]) {
      await p.getByRole('button', { name: 'Simultanée A' }).waitFor();
      await p.getByRole('button', { name: 'Simultanée B' }).waitFor();
    }
    await a.reload();
    await a.getByRole('button', { name: 'Simultanée B' }).waitFor();
    await a.getByRole('button', { name: 'Note de l’onglet A' }).waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
