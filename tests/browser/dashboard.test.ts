import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { go, openApp, passHold, revealCards, sandboxSaved, sendHeld, signInAs, word } from './harness';
import { makeBackend } from '../../server-fake/make-server';
import { buildScenario } from '../../server-fake/scenarios';
import { fakeApi } from '../unit/fake-api';
import { leaveRequests } from '../../server-fake/models/leave';

/**
 * The dashboard of work (issue 26 item 1) in the demo: deciding from the
 * dashboard moves the request in its lists, refusing asks a reason, the
 * employee sees their own work and no decision card, a form response accepted
 * there moves in its form's responses; screenshots at 1440 px (and 390 px)
 * in French and Arabic are kept under tests/.output/dashboard/.
 */
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.output/dashboard');
const wide = { width: 1440, height: 1000 };
const phone = { width: 390, height: 844 };
const mid = { width: 1280, height: 900 };

/** In-app navigation: demo mode's fake server lives in the page, a reload would reseed it. */
async function switchTo(page: Page, persona: 'employee' | 'manager' | 'hr') {
  await go(page, '/account/logout');
  await signInAs(page, persona);
}
const fr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The demo seed the page itself builds (same scenario, same day), in Node. */
const demoApi = () => fakeApi(makeBackend({ db: buildScenario('demo') }));
type Waiting = { total: number; rows: Array<{ id: number; user: { text: string }; startDate: string }> };
const waitingFor = (api: ReturnType<typeof demoApi>, who: 'manager' | 'hr') => api.as(who).post('/api/demandeconge/GetDemandes', { waiting: true, pageSize: 100 }).json.data as Waiting;
/** The dashboard lists five requests of a kind, the soonest first (persona review: not the newest asked). */
const SHOWN = 5;
const shownFirst = (w: Waiting) => [...w.rows].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id).slice(0, SHOWN);

/**
 * A request among the manager's first rows that HR decides next, and that is
 * then among HR's first rows: played on a copy of the seed in Node.
 */
function managerThenHr() {
  const seeded = waitingFor(demoApi(), 'manager');
  for (const r of shownFirst(seeded)) {
    const api = demoApi();
    if (leaveRequests(api.backend.db).get(r.id)!.approvals.map((a) => a.approverId).join() !== '2,3') continue;
    api.as('manager').post('/api/demandeconge/Accept', { id: r.id, levelType: 1 });
    const hr = waitingFor(api, 'hr');
    if (shownFirst(hr).some((x) => x.id === r.id)) return { target: r, managerTotal: seeded.total };
  }
  throw new Error('no request of the seed goes from the manager\'s first rows to HR\'s');
}

const decisions = (page: Page) => page.locator('[data-card="decisions"] [data-kind="leave"]');
const row = (page: Page, id: number) => decisions(page).locator(`li[data-id="${id}"]`);
/** The count beside 'Congés' in the decision card. */
const count = (page: Page) => decisions(page).locator('h3 .badge');

async function acceptFromDashboard(page: Page, id: number) {
  const r = row(page, id);
  const accept = r.getByRole('button', { name: 'Accepter' });
  await accept.and(page.locator(':enabled')).waitFor({ timeout: 20000 });
  await accept.click();
  // Held five seconds in place, undoable (issue 36 item 1), then sent: the row stays where it was, marked.
  await r.locator('.decision-taken', { hasText: 'Acceptée' }).waitFor();
  await r.getByRole('button', { name: 'Annuler', exact: true }).waitFor();
  await sendHeld(page, r);
  await r.locator('.decision-sent').waitFor({ timeout: 20000 });
}

async function cardsLoaded(page: Page) {
  await revealCards(page);
  await page.locator('[data-card] .stat-skeleton').first().waitFor({ state: 'detached', timeout: 30000 });
  await page.waitForFunction(() => !document.querySelector('[data-card] .stat-skeleton'), null, { timeout: 30000 });
}

test('manager accepts from the dashboard: the request stays in place marked sent, the count drops; HR accepts it there too and the leave list shows it accepted', async () => {
  const { target, managerTotal } = managerThenHr();
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await page.getByRole('heading', { name: 'En attente de ma décision' }).waitFor();
    await count(page).filter({ hasText: new RegExp(`^${managerTotal}$`) }).waitFor({ timeout: 30000 });
    await acceptFromDashboard(page, target.id);
    await count(page).filter({ hasText: new RegExp(`^${managerTotal - 1}$`) }).waitFor();

    // The leave list's waiting view no longer holds it.
    await go(page, '/conge/demande?waiting=true');
    await page.getByRole('heading', { name: 'Demandes en attente' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    assert.is(await page.locator('tbody tr', { hasText: target.user.text }).filter({ hasText: fr(target.startDate) }).count(), 0, 'no longer waiting for the manager');

    await switchTo(page, 'hr');
    await go(page, '/');
    await row(page, target.id).waitFor({ timeout: 30000 });
    await acceptFromDashboard(page, target.id);

    await go(page, '/conge/demande');
    await page.getByLabel('Rechercher un collaborateur').fill(target.user.text);
    const listed = page.locator('tbody tr', { hasText: target.user.text }).filter({ hasText: fr(target.startDate) });
    await listed.filter({ hasText: 'Acceptée' }).first().waitFor({ timeout: 20000 });
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('refusing from the dashboard asks a reason in the reason dialog, and the request is refused with it', async () => {
  const waiting = waitingFor(demoApi(), 'manager');
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    const first = decisions(page).locator('li').first();
    await first.waitFor({ timeout: 30000 });
    const id = Number(await first.getAttribute('data-id'));
    const target = waiting.rows.find((r) => r.id === id)!;
    const refuse = first.getByRole('button', { name: 'Refuser' });
    await refuse.and(page.locator(':enabled')).waitFor({ timeout: 20000 });
    await refuse.click();
    const dialog = page.getByRole('alertdialog', { name: 'Refuser la demande de congé' });
    await dialog.getByLabel('Motif du refus').fill('Clôture trimestrielle');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, id).locator('.decision-taken', { hasText: 'Refusée' }).waitFor();
    await sendHeld(page, row(page, id));
    await row(page, id).locator('.decision-sent').waitFor({ timeout: 20000 });

    await go(page, '/conge/demande');
    await page.getByLabel('Rechercher un collaborateur').fill(target.user.text);
    await page.locator('tbody tr', { hasText: fr(target.startDate) }).filter({ hasText: 'Refusée' }).first().waitFor({ timeout: 20000 });
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test("manager accepts a form response from the dashboard: it stays in place marked sent and the form's responses list shows it at the next step", async () => {
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    // The seed's equipment request of Yasmine, at the manager's step of 'Demande de matériel'.
    const row = page.locator('[data-card="decisions"] [data-kind="responses"] li', { hasText: 'Yasmine El Idrissi' });
    const accept = row.getByRole('button', { name: 'Accepter' });
    await accept.and(page.locator(':enabled')).waitFor({ timeout: 30000 });
    await accept.click();
    await sendHeld(page, row);
    await row.locator('.decision-sent').waitFor({ timeout: 20000 });

    await go(page, '/forms');
    await page.getByRole('button', { name: 'Réponses Demande de matériel' }).click();
    const listed = page.getByRole('dialog').getByRole('row', { name: /Yasmine El Idrissi/ });
    await listed.getByText('Validation IT').waitFor({ timeout: 20000 });
    assert.is(await listed.getByText('Validation manager').count(), 0);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('employee: their balance and their own requests, no decision card; screenshots at 1440 px (and 390 px for the manager) in French and Arabic', async () => {
  const employee = demoApi().as('employee');
  const types = employee.get('/api/demandeconge/RegimeTypes/1').json.data as Array<{ name: string }>;
  const mine = employee.post('/api/demandeconge/GetDemandes', { userId: 1, status: 'En_Cour', pageSize: 10 }).json.data.total as number;
  mkdirSync(out, { recursive: true });
  for (const locale of ['fr-FR', 'ar-MA']) {
    const t = await openApp({ path: '/account/login', viewport: wide, locale });
    const { page } = t;
    try {
      await signInAs(page, 'employee');
      const balance = page.locator('[data-card="balance"]');
      await balance.locator('tbody tr').nth(types.length - 1).waitFor({ timeout: 30000 });
      assert.is(await balance.locator('tbody tr').count(), types.length);
      assert.is(await page.locator('[data-card="decisions"]').count(), 0, 'the employee decides nothing');
      await page.locator('[data-card="mine"] li[data-area="leave"]').nth(mine - 1).waitFor();
      assert.is(await page.locator('[data-card="mine"] li[data-area="leave"]').count(), mine);
      await cardsLoaded(page);
      // A card waiting for its answer shows its skeleton's rows: the list's scroll shades once painted over it, leaving a blank card for seconds.
      const paint = await page.locator('[data-card="balance"]').evaluate((card) => {
        const s = document.createElement('div');
        s.className = 'stat-skeleton';
        card.append(s);
        const image = getComputedStyle(s).backgroundImage;
        s.remove();
        return image;
      });
      assert.match(paint, /rgb\(230, 235, 238\)/, `the skeleton paints its rows (${paint.slice(0, 60)})`);
      // Issue 36 item 6: a card is as tall as what it holds (within limits), no blank half-card under a short list.
      const coming = await page.locator('[data-card="coming"]').evaluate((card) => {
        const body = card.querySelector<HTMLElement>(':scope > :not(.stat-card-head)')!;
        return { card: card.getBoundingClientRect().height, blank: body.clientHeight - [...body.children].reduce((h, c) => h + (c as HTMLElement).offsetHeight, 0) };
      });
      assert.ok(coming.card <= 24 * 16 && coming.blank < 120, `the coming card fits its rows: ${JSON.stringify(coming)}`);
      // A card's 'Ouvrir' reads as every row link: the brand's green, underlined only when pointed at (review: underlined at rest).
      const open = await page.locator('.stat-card-link').first().evaluate((a) => getComputedStyle(a).textDecorationLine);
      assert.is(open, 'none', "a card's link is not underlined at rest");
      // A note's total is read whole beside its title, however long the title ('Déplacement client Rabat · 1 662,5…' was cut).
      const notes = page.locator('[data-card="mine"] li[data-area="notes"]');
      assert.ok((await notes.count()) > 0, 'the employee has open notes');
      const amounts = await notes.evaluateAll((rows) =>
        rows.map((row) => {
          const amount = row.querySelector<HTMLElement>('.work-amount');
          const line = amount?.closest<HTMLElement>('.work-line');
          if (!amount || !line) return { text: row.textContent, whole: false };
          const [a, l] = [amount.getBoundingClientRect(), line.getBoundingClientRect()];
          return { text: amount.textContent, whole: a.left >= l.left - 0.5 && a.right <= l.right + 0.5 && amount.scrollWidth <= amount.clientWidth };
        }),
      );
      for (const a of amounts) assert.ok(a.whole && /\d/.test(a.text ?? ''), `${locale}: a note's amount is shown whole: ${JSON.stringify(a)}`);
      if (locale === 'fr-FR') {
        // Persona review: switched to Arabic in the user menu, the card's amounts stayed French ('180,50 MAD') until a reload.
        const before = await notes.first().locator('.work-amount').innerText();
        await page.getByTestId('user-menu').click();
        await page.locator('[data-lang="ar"]').click();
        await page.waitForFunction(() => document.documentElement.lang === 'ar');
        await page.waitForFunction((b) => document.querySelector('[data-card="mine"] li[data-area="notes"] .work-amount')?.textContent !== b, before);
        const after = await notes.first().locator('.work-amount').innerText();
        assert.match(before, /\d,\d\d/, `French writes the cents after a comma: ${before}`);
        assert.match(after, /\d\.\d\d/, `Arabic screens write them after a point: ${after}`);
        await page.getByTestId('user-menu').click();
        await page.locator('[data-lang="fr"]').click();
        await page.waitForFunction(() => document.documentElement.lang === 'fr');
      }
      // The figure cards' bar labels are read whole at 1440 px ('En attente de ma ...' was cut with room to spare: persona review).
      const cut = await page.locator('#main .bar-label').evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
      assert.ok((await page.locator('#main .bar-label').count()) > 0, 'bar labels drawn');
      assert.equal(cut, [], `${locale}: bar labels cut`);
      const text = await page.locator('#main').innerText();
      assert.not.match(text, /\b\d{4}-\d{2}-\d{2}\b/, 'no ISO date on the dashboard');
      await page.screenshot({ path: path.join(out, `employee-${locale.slice(0, 2)}-1440.png`), fullPage: true });
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
  for (const locale of ['fr-FR', 'ar-MA'])
    // 1280 px: the card beside the decisions card is narrowest there (persona review s40: '… 329,00 MAI' under the badge).
    for (const viewport of locale === 'fr-FR' ? [wide, mid, phone] : [wide, phone]) {
      const t = await openApp({ path: '/account/login', viewport, locale });
      const { page } = t;
      try {
        await signInAs(page, 'manager');
        await decisions(page).locator('li').first().waitFor({ timeout: 30000 });
        if (viewport === phone) {
          // On a phone the last card, far below the fold, waits for the person to scroll near it (card-release.ts);
          // the next test's cardsLoaded scrolls down and sees it come.
          await page.waitForTimeout(2500);
          assert.ok(await page.locator('[data-card]').last().locator('.stat-skeleton').count(), `${locale}: the last card loaded before anyone scrolled to it`);
          // Waiting is not loading: its skeleton stands still (its pulse, nobody seeing it, drew the page 60 times a second
          // for as long as the dashboard stayed open: a tenth of a core on this machine).
          assert.equal(await page.locator('[data-card]').last().locator('.stat-skeleton').evaluate((e) => e.getAnimations().length), 0, `${locale}: a waiting card's skeleton pulses`);
        }
        await cardsLoaded(page);
        // A note in two currencies: its title and its amounts are read whole, the amounts under the title when both
        // do not fit (persona review: 'A… · 1 250,09 EUR et 329,00 MAD' at 390 px).
        const note = page.locator('[data-card=mine] .work-row', { hasText: 'Audit site Agdal' });
        // Within the line that clips it, not only the row: the row's badge stands beside that line.
        const cut = await note.locator('.work-link, .work-amount').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > e.closest('.work-line')!.getBoundingClientRect().right + 1 || e.getBoundingClientRect().left < e.closest('.work-line')!.getBoundingClientRect().left - 1).map((e) => e.textContent));
        assert.equal(cut, [], `cut at ${viewport.width} px in ${locale}`);
        assert.match(await note.locator('.work-amount').innerText(), locale === 'fr-FR' ? /1\u202f?\s?250,09\sEUR et 329,00\sMAD/ : /EUR/);
        await page.screenshot({ path: path.join(out, `manager-${locale.slice(0, 2)}-${viewport.width}.png`), fullPage: true });
        assert.equal(t.errors, []);
      } finally {
        await t.close();
      }
    }
});


test('a decision taken back within its five seconds sends nothing; one left alone reaches the server; the row stays in place either way, and so does the next (fr at 1440 px, ar at 390 px)', async () => {
  mkdirSync(out, { recursive: true });
  for (const { locale, lang, viewport } of [{ locale: 'fr-FR', lang: 'fr', viewport: wide }, { locale: 'ar-MA', lang: 'ar', viewport: phone }]) {
    const t = await openApp({ path: '/account/login', viewport, locale });
    const { page } = t;
    try {
      await signInAs(page, 'manager');
      const first = decisions(page).locator('li').first();
      await first.waitFor({ timeout: 30000 });
      const id = Number(await first.getAttribute('data-id'));
      const r = row(page, id);
      const accept = r.getByRole('button', { name: word(lang, 'cards', 'decide.accept'), exact: true });
      const undo = r.getByRole('button', { name: word(lang, 'shell', 'toast.undo'), exact: true });
      await accept.and(page.locator(':enabled')).waitFor({ timeout: 20000 });
      const before = await count(page).innerText();
      const box = await r.boundingBox();

      // Taken back: held in place (its words and 'Annuler' where the buttons stood, the toast naming it), then undone.
      await accept.click();
      await r.locator('.decision-taken', { hasText: word(lang, 'deferred', 'decision.accepted_leaveRequest') ?? word(lang, 'deferred', 'decision.accepted') }).waitFor();
      const heldToast = page.locator('.toast').filter({ hasText: word(lang, 'shell', 'toast.heldNote').replace('{0}', '5') }).first();
      await heldToast.waitFor();
      const named = (await heldToast.locator('strong').innerText()).trim();
      assert.equal(await r.boundingBox(), box, `${lang}: the row has not moved`);
      await page.screenshot({ path: path.join(out, `held-${lang}-${viewport.width}.png`) });
      await undo.click();
      await accept.and(page.locator(':enabled')).waitFor();
      // Said, and the keyboard is back on the button that took it.
      // Naming what was not sent: the held toast's words, quoted.
      await page.locator('.toast').filter({ hasText: word(lang, 'shell', 'toast.undone').replace('{0}', named) }).waitFor();
      assert.ok(await accept.evaluate((b) => b === document.activeElement), `${lang}: focus is back on the button that decided`);
      // Past the five seconds: still pending here and, after a reload, on the server.
      await passHold(page, 1000);
      assert.is(await r.locator('.decision-sent').count(), 0, `${lang}: nothing was sent`);
      assert.is(await count(page).innerText(), before, `${lang}: the count is unchanged`);
      await page.reload();
      await accept.and(page.locator(':enabled')).waitFor({ timeout: 30000 });

      // Left alone: sent when the five seconds end; the row stays where it was, marked, and the count drops. Taken by a
      // double click, whose second click lands where 'Annuler' now stands: that is no undo.
      const next = decisions(page).locator('li').nth(1);
      const nextBox = await next.boundingBox();
      await accept.dblclick();
      await sendHeld(page, r);
      await r.locator('.decision-sent').waitFor({ timeout: 20000 });
      await count(page).filter({ hasText: new RegExp(`^${Number(before) - 1}$`) }).waitFor();
      // Marked sent, the row keeps its height (on a phone its 'Ouvrir' is smaller than the buttons it replaced): the
      // next row's buttons are where the finger expects them.
      assert.equal(await next.boundingBox(), nextBox, `${lang}: the next row has not moved`);
      await page.screenshot({ path: path.join(out, `sent-${lang}-${viewport.width}.png`) });
      // The server holds it: a fresh read of the card no longer lists it (the demo keeps it across the reload once
      // saved, which a person's reload a second later would find; the test reloads at once, so it waits for the save).
      await sandboxSaved(page);
      await page.reload();
      await decisions(page).locator('li').first().waitFor({ timeout: 30000 });
      assert.is(await row(page, id).count(), 0, `${lang}: the server took the decision`);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

test('from 768 px, where the page scrolls in its main region, a card is released a quarter of that region ahead of it', async () => {
  // Persona review s34: the observer watched the viewport, which the region clips: at 1440 px a card 181 px below the
  // fold still waited, and loaded only once in view (a short window, so that some cards wait at first).
  const t = await openApp({ path: '/account/login', viewport: { width: 1440, height: 640 } });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    await decisions(page).locator('li').first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(1000);
    const waiting = page.locator('[data-card]:has(.stat-skeleton:not([aria-busy]))').last();
    assert.ok(await waiting.count(), 'a card far below the fold waits');
    const name = await waiting.getAttribute('data-card');
    // Scrolled until the card's top is 100 px below the region's edge: inside the quarter ahead (160 px), out of sight.
    const below = await waiting.evaluate((card) => {
      const main = card.closest('.app-main')!;
      main.scrollTop += card.getBoundingClientRect().top - main.getBoundingClientRect().bottom - 100;
      return card.getBoundingClientRect().top - main.getBoundingClientRect().bottom;
    });
    assert.ok(below > 50 && below < 150, `the card ${name} stands ${below} px below the region's edge`);
    const stillWaiting = page.locator(`[data-card="${name}"] .stat-skeleton:not([aria-busy])`);
    await stillWaiting.waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
    assert.is(await stillWaiting.count(), 0, `the card ${name}, ${below} px below the fold, still waits`);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
