import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { go, openApp, sendHeld, signInAs, word } from './harness';
import { makeBackend } from '../../server-fake/make-server';
import { buildScenario } from '../../server-fake/scenarios';
import { fakeApi } from '../unit/fake-api';

/**
 * The leave list carries its actions (issue 26 item 3): a manager accepts or
 * refuses in the row of a request they decide (spec 2: only where canApproved;
 * a refusal asks a reason), the row and the request's panel agree; the name
 * goes to the person; the search box shows its whole placeholder; at 390 px
 * the row's actions fit its card. Screenshots of the list in French and
 * Arabic at 1440 and 390 px are kept under tests/.output/leave-list/.
 */
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.output/leave-list');
const wide = { width: 1440, height: 1000 };
const phone = { width: 390, height: 844 };

async function switchTo(page: Page, persona: 'manager' | 'hr') {
  await go(page, '/account/logout');
  await signInAs(page, persona);
}

/** The demo seed the page itself builds, in Node: the manager's first page of the list. */
type Row = { id: number; user: { value: number; text: string }; type: string; status: string; canApproved?: boolean };
const managerPage = () => fakeApi(makeBackend({ db: buildScenario('demo') })).as('manager').post('/api/demandeconge/GetDemandes', { pageSize: 10 }).json.data.rows as Row[];

const row = (page: Page, id: number) => page.locator(`tbody tr[data-row-id="${id}"]`);
const status = (r: Locator, text: string) => r.locator('.badge', { hasText: new RegExp(`^${text}$`) });
const enabled = async (b: Locator) => {
  await b.and(b.page().locator(':enabled')).waitFor({ timeout: 20000 });
  return b;
};
/** Opens the request from its row and reads the status its panel shows. */
async function panelOf(page: Page, r: Row) {
  // French elides 'de' before a vowel sound ('d'Imane Idrissi'): either form names this request.
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await row(page, r.id).getByRole('button', { name: new RegExp(`^Ouvrir la demande ${esc(r.type)} (de |d')${esc(r.user.text)}$`) }).click();
  const panel = page.getByRole('dialog', { name: 'Demande de congé' });
  await panel.getByTestId('leave-status').waitFor();
  return panel;
}

test('accept from the list: the manager accepts in the row, HR then accepts in theirs; the row and the panel agree at each step', async () => {
  const rows = managerPage();
  const target = rows.find((r) => r.status === 'En_Cour' && r.canApproved)!;
  assert.ok(target, 'the seed has a request the manager decides on their first page');
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await go(page, '/conge/demande');
    const r = row(page, target.id);
    await r.waitFor({ timeout: 30000 });
    // Only the requests the manager decides carry the buttons.
    for (const other of rows.filter((x) => !(x.status === 'En_Cour' && x.canApproved))) assert.is(await row(page, other.id).getByRole('button', { name: /^Accepter/ }).count(), 0, `no accept on request ${other.id}`);
    await (await enabled(r.getByRole('button', { name: `Accepter ${target.user.text}` }))).click();
    // Level 1 is the manager's: the request goes on to HR, still pending, and is no longer the manager's to decide.
    await r.getByRole('button', { name: /^Accepter/ }).waitFor({ state: 'detached', timeout: 20000 });
    await status(r, 'En cours').waitFor();
    let panel = await panelOf(page, target);
    await panel.getByText('Niveau 1 · Acceptée').waitFor();
    assert.is(await panel.getByRole('button', { name: 'Accepter' }).count(), 0, 'the panel agrees: not the manager’s turn any more');
    await page.keyboard.press('Escape');

    await switchTo(page, 'hr');
    await go(page, '/conge/demande');
    await page.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill(target.user.text);
    const hrRow = row(page, target.id);
    await (await enabled(hrRow.getByRole('button', { name: `Accepter ${target.user.text}` }))).click();
    await status(hrRow, 'Acceptée').waitFor({ timeout: 20000 });
    assert.is(await hrRow.getByRole('button', { name: /^(Accepter|Refuser)/ }).count(), 0);
    panel = await panelOf(page, target);
    assert.is(await panel.getByTestId('leave-status').textContent(), 'Acceptée');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('refusing from the list asks a reason (cancelling leaves the request pending) and refuses with it; the request keeps it, its panel shows it', async () => {
  const target = managerPage().find((r) => r.status === 'En_Cour' && r.canApproved)!;
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await go(page, '/conge/demande');
    const r = row(page, target.id);
    await (await enabled(r.getByRole('button', { name: `Refuser ${target.user.text}` }))).click();
    const dialog = page.getByRole('alertdialog', { name: 'Refuser la demande' });
    // The dialog names whose request it refuses, over a list of many.
    await dialog.locator('.reason-about', { hasText: target.user.text }).waitFor();
    await dialog.getByLabel('Motif du refus').fill('Inventaire de fin de mois');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    await status(r, 'En cours').waitFor();
    assert.is(await page.getByRole('dialog', { name: 'Demande de congé' }).count(), 0, 'a click in the dialog does not open the row');

    await r.getByRole('button', { name: `Refuser ${target.user.text}` }).click();
    await dialog.getByLabel('Motif du refus').fill('Inventaire de fin de mois');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await dialog.waitFor({ state: 'detached' });
    await status(r, 'Refusée').waitFor({ timeout: 20000 });
    const panel = await panelOf(page, target);
    assert.is(await panel.getByTestId('leave-status').textContent(), 'Refusée');
    await panel.getByText('Inventaire de fin de mois').waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test("in 'what waits for me', a request accepted from its row stays in its place, marked sent, after the list is read again", async () => {
  const target = managerPage().find((r) => r.status === 'En_Cour' && r.canApproved)!;
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await go(page, '/conge/demande?waiting=true');
    const r = row(page, target.id);
    await r.waitFor({ timeout: 30000 });
    const order = () => page.locator('tbody tr[data-row-id]').evaluateAll((rs) => rs.map((x) => x.getAttribute('data-row-id')));
    const before = await order();
    const pending = page.getByTestId('pending-chip');
    const counted = await pending.innerText();
    await (await enabled(r.getByRole('button', { name: `Accepter ${target.user.text}` }))).click();
    // Sent once its five seconds are over; the list is then read again (its count of what waits drops by one), and
    // the request no longer waits for the manager.
    await sendHeld(page, r);
    await r.locator('.decision-sent').waitFor({ timeout: 20000 });
    await page.waitForFunction(([el, was]) => el!.textContent !== was, [await pending.elementHandle(), counted] as const, { timeout: 20000 });
    assert.equal(await order(), before, 'no row left its place, none slid under the pointer');
    assert.ok(await r.locator('.decision-sent').isVisible(), 'the decided row says so');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('a decision still held when the presenter switches person is sent first, in the name of the person who took it', async () => {
  const target = managerPage().find((r) => r.status === 'En_Cour' && r.canApproved)!;
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await go(page, '/conge/demande');
    const r = row(page, target.id);
    await (await enabled(r.getByRole('button', { name: `Accepter ${target.user.text}` }))).click();
    // Within its five seconds, while the toast still offers to take it back, the presenter becomes HR.
    await page.getByRole('button', { name: 'Annuler' }).first().waitFor();
    const people = await page.locator('[data-testid=persona-switch] option').allTextContents();
    await page.selectOption('[data-testid=persona-switch]', { label: people.find((o) => o.includes('Nadia'))! });
    await page.getByTestId('user-menu').getByText(/Nadia/).waitFor({ timeout: 20000 });
    await go(page, '/conge/demande');
    await page.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill(target.user.text);
    // The manager's level is taken: the request waits for HR, who now has it to decide.
    const hrRow = row(page, target.id);
    await enabled(hrRow.getByRole('button', { name: `Accepter ${target.user.text}` }));
    const panel = await panelOf(page, target);
    await panel.getByText('Niveau 1 · Acceptée').waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the name goes to the person; a click on the row opens the request', async () => {
  const target = managerPage().find((r) => r.status === 'En_Cour' && r.canApproved)!;
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await go(page, '/conge/demande');
    const r = row(page, target.id);
    await r.waitFor({ timeout: 30000 });
    await r.locator('td').nth(3).click();
    await page.getByRole('dialog', { name: 'Demande de congé' }).getByTestId('leave-status').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Demande de congé' }).waitFor({ state: 'detached' });
    await r.getByRole('link', { name: target.user.text }).click();
    await page.waitForURL(`**/employee/${target.user.value}/profile/public`);
    assert.is(await page.getByRole('dialog', { name: 'Demande de congé' }).count(), 0, 'the name does not open the request');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

/** How much of a search box's placeholder its box cuts, in px (0: all of it shows). */
const placeholderCut = (page: Page) =>
  page.getByRole('searchbox').first().evaluate((el) => {
    const input = el as HTMLInputElement;
    const s = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const room = input.clientWidth - parseFloat(s.paddingInlineStart) - parseFloat(s.paddingInlineEnd);
    return Math.max(0, Math.ceil(ctx.measureText(input.placeholder).width - room));
  });

test('fr and ar at 1440 and 390 px: the search shows its whole placeholder, the row actions fit, screenshots kept', async () => {
  mkdirSync(out, { recursive: true });
  const target = managerPage().find((r) => r.status === 'En_Cour' && r.canApproved)!;
  for (const locale of ['fr-FR', 'ar-MA']) {
    for (const viewport of [wide, phone]) {
      const t = await openApp({ path: '/account/login', viewport, locale });
      const { page } = t;
      try {
        await signInAs(page, 'manager');
        await go(page, '/conge/demande');
        const r = row(page, target.id);
        await r.waitFor({ timeout: 30000 });
        const actions = r.locator('.row-actions-bar');
        await actions.getByRole('button').nth(1).and(page.locator(':enabled')).waitFor({ timeout: 20000 });
        const fold = page.getByRole('button', { name: /^(Filtres|عوامل التصفية)/ });
        assert.is(await fold.isVisible(), viewport === phone, `${locale} ${viewport.width}: the filters fold on a phone only`);
        if (viewport === phone) await fold.click();
        assert.is(await placeholderCut(page), 0, `${locale} ${viewport.width}: the whole placeholder shows`);
        if (viewport === wide) {
          // Typing a name, short or longer than the placeholder, moves no filter of the row (review s29: the box
          // shrank to the name and 'Équipe' went up a line); cleared, the list comes back.
          const places = () => page.locator('.filters-fold-body > *').evaluateAll((els) => els.map((e) => [e.getBoundingClientRect().x, e.getBoundingClientRect().y, e.getBoundingClientRect().width].map(Math.round).join()));
          const before = await places();
          for (const name of ['Hicham', 'Hicham Mansouri Benali El Idrissi Alaoui']) {
            await page.getByRole('searchbox').first().fill(name);
            assert.equal(await places(), before, `${locale}: '${name}' typed, every filter where it was`);
          }
          // No one by that name: the list says its filters find nothing, and clears them on asking.
          const lang = locale.slice(0, 2);
          await page.getByText(word(lang, 'deferred', 'filters.noMatch')).waitFor();
          await page.getByRole('button', { name: word(lang, 'deferred', 'filters.clear') }).click();
          await r.waitFor({ timeout: 20000 });
          assert.is(await page.getByRole('searchbox').first().inputValue(), '');
        }
        if (viewport === phone) await fold.click();
        await r.scrollIntoViewIfNeeded();
        // The actions sit inside their row (a card on a phone), on one line.
        const [bar, card] = [await actions.boundingBox(), await r.boundingBox()];
        assert.ok(bar && card && bar.x >= card.x - 1 && bar.x + bar.width <= card.x + card.width + 1, `${locale} ${viewport.width}: actions inside the row`);
        const buttons = await actions.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().top));
        assert.ok(Math.max(...buttons) - Math.min(...buttons) < 4, `${locale} ${viewport.width}: actions on one line`);
        assert.is(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, `${locale} ${viewport.width}: nothing sideways`);
        if (viewport === wide) {
          // A status and a duration on one line each in the table (review s30: 'En / cours', '2,00 / heures').
          const duration = word(locale.slice(0, 2), 'leave', 'list.duration');
          const broken = await page.locator('table.table tbody').evaluate((body, duration) =>
            [...body.querySelectorAll<HTMLElement>(`.badge, td[data-label="${duration}"]`)].filter((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1;
            }).map((el) => el.textContent),
          duration);
          assert.equal(broken, [], `${locale}: a status or a duration over two lines`);
        }
        await page.screenshot({ path: path.join(out, `manager-${locale.slice(0, 2)}-${viewport.width}.png`), fullPage: viewport === wide });
        assert.equal(t.errors, []);
      } finally {
        await t.close();
      }
    }
  }
});

test.run();
