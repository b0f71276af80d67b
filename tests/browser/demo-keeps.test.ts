import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { openApp, sandboxSaved, signInAs } from './harness';
import { tours } from '../../src/features/demo/tours';

/**
 * Issue 36 item 4, from the presenter's seat: the demo keeps a decision
 * across a reload until 'Réinitialiser la démo', which names what goes and
 * offers an export first; the demo bar is on the policy gate; every step of
 * every tour shows what it says beside its highlighted target.
 */
const fr = JSON.parse(readFileSync('src/i18n/locales/fr/demo.json', 'utf8')) as Record<string, string>;


test('what was done stays after a reload; the reset names what goes, offers an export, and starts the demo again', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    // What the presenter did: the demo clock moved a month on (a write the fake server keeps with its data).
    await page.getByTestId('demo-control').click();
    const control = page.getByRole('dialog', { name: 'Panneau de démo' });
    await control.getByRole('button', { name: '+1 mois' }).click();
    await page.keyboard.press('Escape');
    const moved = page.getByTestId('mode-banner').locator('.badge-warning');
    await moved.waitFor();
    const day = await moved.innerText();
    await sandboxSaved(page);
    await page.reload();
    await page.locator('nav#side-nav').waitFor({ state: 'attached', timeout: 30000 });
    await moved.waitFor({ timeout: 30000 });
    assert.is(await moved.innerText(), day, 'the demo kept its clock across the reload');

    await page.getByTestId('demo-reset').click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText(/les décisions prises/).waitFor();
    const download = page.waitForEvent('download');
    await ask.getByRole('button', { name: "Exporter d'abord" }).click();
    assert.match((await download).suggestedFilename(), /\.json$/);
    await ask.getByText(/enregistré dans vos téléchargements/).waitFor();
    await ask.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
    await page.waitForEvent('load');
    await page.locator('nav#side-nav').waitFor({ state: 'attached', timeout: 30000 });
    await page.getByTestId('demo-reset').waitFor();
    await page.waitForTimeout(500);
    assert.is(await moved.count(), 0, 'the reset brought the demo back to today');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('a decision still held when the demo page is reloaded is sent, as production sends it on the way out', async () => {
  // Persona review (both helpers): 'Accepter', reload within the five seconds, the request was 'En cours' again.
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    const row = page.locator('[data-card="decisions"] [data-kind="leave"] li').first();
    await row.waitFor({ timeout: 30000 });
    const id = Number(await row.getAttribute('data-id'));
    const accept = row.getByRole('button', { name: 'Accepter', exact: true });
    await accept.and(page.locator(':enabled')).waitFor({ timeout: 20000 });
    // Karim's step of that request, as the in-page server holds it.
    const step = () =>
      page.evaluate((id) => {
        const db = (window as unknown as { __mintrh: { fake: { backend: { db: { dump(): { tables: Record<string, { rows: Array<{ id: number; approvals: Array<{ approverId: number; status: string }> }> }> } } } } } }).__mintrh.fake.backend.db;
        const r = db.dump().tables.leaveRequests!.rows.find((x) => x.id === id)!;
        return r.approvals.map((a) => a.status).join(',');
      }, id);
    const before = await step();
    await accept.click();
    await row.getByRole('button', { name: 'Annuler', exact: true }).waitFor();
    // Reloaded well within the five seconds (the page's clock is held: the hold never ends on its own here).
    await page.reload();
    await page.locator('nav#side-nav').waitFor({ state: 'attached', timeout: 30000 });
    await page.waitForFunction(() => !!(window as unknown as { __mintrh?: { fake?: unknown } }).__mintrh?.fake, undefined, { timeout: 30000 });
    const after = await step();
    assert.is.not(after, before, `the acceptance reached the server across the reload (${before} → ${after})`);
    assert.match(after, /Accepte|Valid|Approved/i);
    // Delivered once: nothing is left for the next start to deliver again.
    assert.is(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mintrh-outbox:')).length), 0, 'nothing left to deliver');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('persona review: two panels given back by a reload stack as they were: the top one drawn last and read, Escape closes it alone', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  const open = (kind: string) => page.evaluate((k) => (window as unknown as { __mintrh: { openPanel(k: string, p: unknown): void } }).__mintrh.openPanel(k, {}), kind);
  const ready = () => page.waitForFunction(() => !!(window as unknown as { __mintrh?: { fake?: unknown } }).__mintrh?.fake, undefined, { timeout: 30000 });
  try {
    await signInAs(page, 'employee');
    await ready();
    await open('expenses.noteForm');
    await page.getByRole('dialog').first().waitFor();
    await open('leave.form');
    // Its code and words fetched first: under two browser lanes this once took over the default 10 s (full run 28).
    await page
      .getByRole('dialog', { name: 'Nouvelle demande de congé' })
      .waitFor({ timeout: 30000 })
      .catch(async (e: Error) => {
        // Seen twice in full runs (28, 44), never alone: what the page showed instead, for whoever meets it next.
        const shown = await page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].map((d) => d.textContent?.slice(0, 160)));
        throw new Error(`${e.message}\ndialogs: ${JSON.stringify(shown)}\npage errors: ${JSON.stringify(t.errors)}`);
      });
    await page.reload();
    await ready();
    const leave = page.getByRole('dialog', { name: 'Nouvelle demande de congé' });
    await leave.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog]').length === 2);
    const last = await page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].at(-1)!.getAttribute('aria-labelledby'));
    assert.is(await leave.getAttribute('aria-labelledby'), last, 'the leave form, opened last, is drawn last (on top)');
    assert.is(await leave.evaluate((d) => !!d.closest('[aria-hidden=true]') || !!d.querySelector('h2')?.closest('[aria-hidden=true]')), false, 'its title is read, not hidden');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog]').length === 1);
    assert.is(await leave.count(), 0, 'the leave form closed');
    assert.is(await page.getByRole('dialog').count(), 1, 'the expense note form under it stays');
  } finally {
    await t.close();
  }
});

test('the demo bar is on the policy acceptance gate: the presenter switches person there', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    await page.click('a[href="/settings/info"]');
    await page.getByRole('link', { name: /Politique et charte/ }).click();
    await page.getByRole('tab', { name: /Français/ }).click();
    await page.getByLabel('Texte', { exact: true }).fill('Charte 2027 : un seul article.');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByRole('button', { name: 'Publier la version 3' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Version 3 · publiée le').waitFor();
    const people = await page.locator('[data-testid=persona-switch] option').allTextContents();
    await page.selectOption('[data-testid=persona-switch]', { label: people.find((o) => o.includes('Yasmine'))! });
    await page.waitForURL(/\/account\/termsacceptance/);
    await page.getByTestId('mode-banner').waitFor();
    await page.screenshot({ path: 'tests/.output/policy-gate-demo-bar.png' });
    const options = await page.locator('[data-testid=persona-switch] option').allTextContents();
    await page.selectOption('[data-testid=persona-switch]', { label: options.find((o) => o.includes('Karim'))! });
    await page.waitForURL(/\/account\/termsacceptance/);
    assert.ok(await page.getByTestId('mode-banner').isVisible());
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('every tour, step by step: each text shows beside its highlighted target', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    for (const tour of tours) {
      await page.selectOption('[data-testid=tour-start]', { label: fr[tour.title] });
      const bubble = page.getByTestId('tour-bubble');
      for (const [i, step] of tour.steps.entries()) {
        await bubble.getByText(`Étape ${i + 1} sur ${tour.steps.length}`).waitFor({ timeout: 20000 });
        const next = bubble.locator('button.btn-primary:enabled');
        await next.waitFor({ timeout: 20000 });
        assert.ok((await bubble.textContent())!.includes(fr[step.text]), `${tour.id} ${i + 1}: ${fr[step.text]}`);
        // The highlight stands over a visible target.
        const box = await page.locator('.tour-highlight').boundingBox();
        assert.ok(box && box.width > 0 && box.height > 0, `${tour.id} ${i + 1}: nothing highlighted`);
        if (tour.id === 'demo' && i === 1) assert.ok(await page.locator('[data-testid=leave-timeline]').isVisible(), 'the calendar is open when step 2 says so');
        await next.click({ delay: 120 });
      }
      await bubble.getByRole('button', { name: 'Fermer' }).click();
      await bubble.waitFor({ state: 'detached' });
    }
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
