import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { go, openApp, passHold, sendHeld, signInAs } from './harness';
import { ERROR_TOAST_MS } from '../../src/ui/toast-store';
import { makeBackend } from '../../server-fake/make-server';
import { buildScenario } from '../../server-fake/scenarios';
import { fakeApi } from '../unit/fake-api';

/**
 * Deciding from the dashboard and the leave list as Karim, the manager, does it with the keyboard, in French at
 * 1440 px and in Arabic at 390 px (issue 36 item 1, after the persona review): the toast of a held decision covers
 * none of the buttons left to press; once the hold ends sent, the keyboard is in the decided row, not on the page;
 * a refusal confirmed with its reason leaves the keyboard in its row; a level-1 acceptance says it waits for level 2;
 * on a slow network the row says the decision is on its way. Screenshots under tests/.output/decision-rows/.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../.output/decision-rows');
const wide = { width: 1440, height: 1000 };
const phone = { width: 390, height: 844 };
const runs = [
  { locale: 'fr-FR', lang: 'fr', viewport: wide },
  { locale: 'ar-MA', lang: 'ar', viewport: phone },
] as const;

/** A word of the app in a language, as its locale file says it. */
const word = (lang: string, ns: string, key: string) => (JSON.parse(readFileSync(path.resolve(here, `../../src/i18n/locales/${lang}/${ns}.json`), 'utf8')) as Record<string, string>)[key];
/** A decision's word said of a leave: its own form where the language has one (Arabic's feminine), else the one word. */
const onLeave = (lang: string, key: string) => word(lang, 'deferred', `${key}_leaveRequest`) ?? word(lang, 'deferred', key)!;

/**
 * The page's controls a toast covers: those it overlaps where, the toasts put aside, the control is what shows (a
 * control scrolled under the header, or clipped by its card, is not counted). The header's too where it has room
 * beside them (from 768 px; on a phone the toast takes the header's band for its seconds: toast-placement.ts).
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector<HTMLElement>('.toast-region')!;
    const toasts = [...region.querySelectorAll<HTMLElement>('.toast')].map((t) => t.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    const within = innerWidth >= 768 ? ':is(#main, .app-header)' : '#main';
    const controls = [...document.querySelectorAll<HTMLElement>(`${within} :is(button, a[href], input, select, textarea)`)];
    const hits: string[] = [];
    region.style.visibility = 'hidden';
    try {
      for (const c of controls) {
        const r = c.getBoundingClientRect();
        for (const t of toasts) {
          const [left, right, top, bottom] = [Math.max(r.left, t.left), Math.min(r.right, t.right), Math.max(r.top, t.top), Math.min(r.bottom, t.bottom)];
          if (left >= right || top >= bottom) continue;
          const seen = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (seen && c.contains(seen)) hits.push((c.getAttribute('aria-label') ?? c.textContent ?? '').trim());
        }
      }
    } finally {
      region.style.visibility = '';
    }
    return { toasts: toasts.length, hits };
  });
}

/** The held toast is up: it names the decision and offers 'Annuler'; it covers none of the page's controls. */
async function toastClear(page: Page, lang: string, where: string) {
  await page.locator('.toast').filter({ hasText: word(lang, 'shell', 'toast.heldNote').replace('{0}', '5') }).first().waitFor();
  const { toasts, hits } = await coveredControls(page);
  assert.ok(toasts > 0, 'a toast shows');
  assert.equal(hits, [], `${where}: the toast covers none of the controls left to press`);
}

/** What has the keyboard, said for a failure. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100) ?? 'nothing');
const holds = (l: Locator) => l.evaluate((el) => el.contains(document.activeElement) || el === document.activeElement);

const decisions = (page: Page) => page.locator('[data-card="decisions"] [data-kind="leave"]');

/** Karim's dashboard: the first leave row waiting for him, and its 'Accepter' once it may be pressed. */
async function firstLeaveRow(page: Page, lang: string) {
  await signInAs(page, 'manager');
  const first = decisions(page).locator('li').first();
  await first.waitFor({ timeout: 30000 });
  const accept = first.getByRole('button', { name: word(lang, 'cards', 'decide.accept'), exact: true });
  await accept.and(page.locator(':enabled')).waitFor({ timeout: 20000 });
  return { first, accept, undo: first.getByRole('button', { name: word(lang, 'shell', 'toast.undo'), exact: true }) };
}

test('dashboard, fr 1440 and ar 390: decided with the keyboard, the toast covers no button; sent, the keyboard is on the row’s Ouvrir; a refusal confirmed with its reason leaves it in its row', async () => {
  mkdirSync(out, { recursive: true });
  for (const { locale, lang, viewport } of runs) {
    const t = await openApp({ path: '/account/login', viewport, locale });
    const { page } = t;
    try {
      const { first, accept, undo } = await firstLeaveRow(page, lang);
      await accept.focus();
      await page.keyboard.press('Enter');
      await undo.waitFor();
      await toastClear(page, lang, `${lang} ${viewport.width} dashboard`);
      await page.screenshot({ path: path.join(out, `dashboard-held-${lang}-${viewport.width}.png`) });
      await passHold(page);
      // Sent when the five seconds end: the row stays, marked, and the keyboard is on its 'Ouvrir', not on the page.
      await first.locator('.decision-sent').waitFor({ timeout: 20000 });
      const open = first.getByRole('button', { name: word(lang, 'cards', 'decide.open'), exact: true });
      assert.ok(await holds(open), `${lang}: the keyboard is on the decided row's 'Ouvrir', not ${await focused(page)}`);
      // The row says what was decided, wrapped within it, and its 'Ouvrir' stays in the row and on the screen, here and
      // on a phone (persona review s34: at 390 px in French 'Acceptée par vous · en attente du niveau 2' pushed it off).
      for (const width of [viewport.width, phone.width]) {
        await page.setViewportSize({ width, height: viewport.height });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const [row, button] = [await first.boundingBox(), await open.boundingBox()];
        const inside = !!row && !!button && button.x >= row.x - 0.5 && button.x + button.width <= row.x + row.width + 0.5 && button.x >= 0 && button.x + button.width <= width;
        assert.ok(inside, `${lang} ${width} px: the decided row's 'Ouvrir' ${JSON.stringify(button)} stands outside its row ${JSON.stringify(row)} (${await first.locator('.decision-sent').innerText()})`);
      }
      await page.setViewportSize(viewport);

      // The next row, refused with its reason, by the keyboard alone: the keyboard stays in that row.
      const next = decisions(page).locator('li').nth(1);
      const refuse = next.getByRole('button', { name: word(lang, 'cards', 'decide.refuse'), exact: true });
      await refuse.and(page.locator(':enabled')).waitFor({ timeout: 20000 });
      await refuse.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('textbox').fill('Clôture trimestrielle');
      // The dialog says what is refused whole: the row's one-line cut stays in the card (review: 'Congé annuel · 2 …').
      const cut = await dialog.locator('.reason-about .work-line').evaluateAll((ls) => ls.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
      assert.equal(cut, [], `${lang} ${viewport.width}: the refusal's summary is cut`);
      // Lines, not boxes: a right-to-left day ('26‏/11‏/2026', its marks) is drawn in several boxes on one line.
      const split = await dialog.locator('.reason-about bdi').evaluateAll((bs) => bs.filter((b) => new Set([...b.getClientRects()].map((r) => Math.round(r.top))).size > 1).map((b) => b.textContent));
      assert.equal(split, [], `${lang} ${viewport.width}: a part of the summary breaks across lines`);
      await dialog.getByRole('button', { name: word(lang, 'cards', 'decide.refuse'), exact: true }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await next.locator('.decision-taken', { hasText: onLeave(lang, 'decision.refused') }).waitFor();
      await page.waitForTimeout(300);
      assert.ok(await holds(next), `${lang}: the keyboard is in the refused row, not ${await focused(page)}`);
      assert.ok(await holds(next.getByRole('button', { name: word(lang, 'shell', 'toast.undo'), exact: true })), `${lang}: on its 'Annuler'`);
      await page.screenshot({ path: path.join(out, `dashboard-refused-${lang}-${viewport.width}.png`) });
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

/** The manager's first page of the list in the demo seed (in Node): a request whose level 1 is theirs and level 2 someone else's. */
type Faults = { faults: { set(s: { latency: number; errorRate: number }): void; failNext(method: string, pattern: string, message?: string, status?: number): void } };
const fake = (page: Page) => (f: (x: Faults) => void) =>
  page.evaluate(`(${f.toString()})(window.__mintrh.fake)`);

/** Where a control stands once the page has settled (fonts in, drawn twice alike 400 ms apart): the first frames move. */
async function settledBox(page: Page, l: Locator) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let before = await l.boundingBox();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(400);
    const now = await l.boundingBox();
    if (JSON.stringify(now) === JSON.stringify(before)) break;
    before = now;
  }
  return before;
}

function twoLevelRequest() {
  const api = fakeApi(makeBackend({ db: buildScenario('demo') })).as('manager');
  const rows = api.post('/api/demandeconge/GetDemandes', { pageSize: 10 }).json.data.rows as Array<{ id: number; status: string; canApproved?: boolean }>;
  const found = rows.find((r) => {
    if (r.status !== 'En_Cour' || !r.canApproved) return false;
    const d = api.get(`/api/demandeconge/GetInfo/${r.id}`).json.data as { levelType: number; approval: Array<{ level: number }> };
    return d.levelType === 1 && d.approval.some((a) => a.level === 2);
  });
  assert.ok(found, 'the seed has a two-level request the manager decides first');
  return found!.id;
}

type Box = { x: number; y: number; width: number; height: number } | null;
/** The next 'Accepter', where the pointer would go, has not moved (x, y, width) by more than a pixel. */
function stillUnderPointer(before: Box, after: Box, lang: string) {
  const same = !!before && !!after && Math.abs(after.x - before.x) <= 1 && Math.abs(after.y - before.y) <= 1 && Math.abs(after.width - before.width) <= 1;
  assert.ok(same, `${lang}: the next 'Accepter' stays under the pointer (${JSON.stringify(before)} → ${JSON.stringify(after)})`);
}

/**
 * Karim's leave list with the request `id` ready to decide, and another row's 'Accepter', where the pointer would go
 * next, with where it stands once settled.
 */
async function listRow(page: Page, id: number) {
  await signInAs(page, 'manager');
  await go(page, '/conge/demande');
  const row = page.locator(`tbody tr[data-row-id="${id}"]`);
  const accept = row.locator('[data-action="accept"]');
  await accept.and(page.locator(':enabled')).waitFor({ timeout: 30000 });
  const other = page.locator(`tbody tr:not([data-row-id="${id}"]) [data-action="accept"]`).first();
  return { row, accept, other, before: await settledBox(page, other) };
}

test('leave list, fr 1440 and ar 390: accepted at level 1 with the keyboard, the toast covers no button; the row says accepted by you, waiting for level 2, and keeps the keyboard', async () => {
  mkdirSync(out, { recursive: true });
  const id = twoLevelRequest();
  for (const { locale, lang, viewport } of runs) {
    const t = await openApp({ path: '/account/login', viewport, locale });
    const { page } = t;
    try {
      const { row, accept, other, before } = await listRow(page, id);
      await accept.focus();
      await page.keyboard.press('Enter');
      await row.getByRole('button', { name: word(lang, 'shell', 'toast.undo'), exact: true }).waitFor();
      await toastClear(page, lang, `${lang} ${viewport.width} leave list`);
      await page.screenshot({ path: path.join(out, `list-held-${lang}-${viewport.width}.png`) });
      // Sent: beside 'En cours', the row says in words what happened, and the keyboard is on the row's link to the request.
      const said = word(lang, 'deferred', 'decision.acceptedAwaiting').replace('{0}', '2');
      await passHold(page);
      await row.locator('.decision-sent', { hasText: said }).waitFor({ timeout: 20000 });
      await row.locator('.badge', { hasText: word(lang, 'leave', 'status.pending') }).first().waitFor();
      assert.ok(await holds(row.locator('[data-row-open]')), `${lang}: the keyboard is on the row's link, not ${await focused(page)}`);
      // The words wrap inside the row, never past its edge.
      const [cell, mark] = [(await row.locator('.list-card-actions').boundingBox())!, (await row.locator('.decision-sent').boundingBox())!];
      assert.ok(mark.x >= cell.x - 1 && mark.x + mark.width <= cell.x + cell.width + 1, `${lang}: the marker stays inside its cell`);
      await row.screenshot({ path: path.join(out, `list-sent-${lang}-${viewport.width}.png`) });
      // As a table (a phone's cards each keep their own width): the decided row's words wrap in the column.
      if (viewport.width > 760) stillUnderPointer(before, await other.boundingBox(), lang);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

test('the list read again after a decision fails, fr 1440 and ar 390: it says so and offers to retry, over the rows, and no row moves', async () => {
  const id = twoLevelRequest();
  for (const { locale, lang, viewport } of runs) {
    const t = await openApp({ path: '/account/login', viewport, locale });
    const { page } = t;
    try {
      // Deciding moves no row (the test above): measured before, the banner's own effect is what is left.
      const { row, accept, other, before } = await listRow(page, id);
      // The list is read again once the decision is sent: that read fails.
      await fake(page)((x) => x.faults.failNext('POST', '^/api/demandeconge/GetDemandes$', 'Error.Status.500', 500));
      await accept.focus();
      await page.keyboard.press('Enter');
      await sendHeld(page, row);
      await row.locator('.decision-sent').waitFor({ timeout: 20000 });
      const banner = page.getByRole('alert').filter({ hasText: word(lang, 'common', 'Error.Status.500') });
      await banner.waitFor({ timeout: 20000 });
      const after = await settledBox(page, other);
      // The message takes no room: the rows stand where they stand without it.
      const alert = page.locator('.banner-error', { hasText: word(lang, 'common', 'Error.Status.500') });
      await alert.evaluate((el) => ((el.parentElement as HTMLElement).style.display = 'none'));
      const without = await other.boundingBox();
      await alert.evaluate((el) => ((el.parentElement as HTMLElement).style.display = ''));
      assert.equal(after, without, `${lang}: the message pushes no row`);
      // As a table, deciding moves no row either (a phone's decided card changes its own height): the next 'Accepter' stays under the pointer.
      if (viewport.width > 760) stillUnderPointer(before, after, lang);
      // In view, whole, and its retry within reach.
      const box = (await banner.boundingBox())!;
      assert.ok(box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width, `${lang}: the message is in view (${JSON.stringify(box)})`);
      await page.screenshot({ path: path.join(out, `list-refresh-failed-${lang}-${viewport.width}.png`) });
      await banner.getByRole('button', { name: word(lang, 'common', 'Error.Retry') }).click();
      await banner.waitFor({ state: 'detached' });
      await row.waitFor();
      assert.equal(t.errors.filter((e) => !/500/.test(e)), []);
    } finally {
      await t.close();
    }
  }
});

test('a slow network, ar 390 and fr 1440: the decision on its way is said in words in the row, in a live region, then sent', async () => {
  for (const { locale, lang, viewport } of [...runs].reverse()) {
    const t = await openApp({ path: '/account/login', viewport, locale });
    const { page } = t;
    try {
      const { first, accept, undo } = await firstLeaveRow(page, lang);
      await accept.click();
      await undo.waitFor();
      // The record is read; the network turns slow before the decision goes.
      await page.evaluate(() => (window as unknown as { __mintrh: { fake: { faults: { set(s: { latency: number; errorRate: number }): void } } } }).__mintrh.fake.faults.set({ latency: 4000, errorRate: 0 }));
      await passHold(page);
      const live = first.getByRole('status');
      const sending = word(lang, 'deferred', 'decision.sending')!.replace('{0}', onLeave(lang, 'decision.accepted'));
      await live.filter({ hasText: sending }).waitFor({ timeout: 10000 });
      assert.is(await live.getAttribute('role'), 'status', 'announced politely');
      await page.screenshot({ path: path.join(out, `dashboard-sending-${lang}-${viewport.width}.png`) });
      await live.locator('.decision-sent').waitFor({ timeout: 20000 });
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

test('every call failing, fr 1440 and ar 390: Accepter says why in a toast, and the row is as it was, the keyboard on its Accepter', async () => {
  for (const { locale, lang, viewport } of runs) {
    const t = await openApp({ path: '/account/login', viewport, locale });
    const { page } = t;
    try {
      const { first, accept } = await firstLeaveRow(page, lang);
      // The row says how long the leave is (a half day reads as such: the dates alone did not say it).
      assert.match(await first.innerText(), lang === 'fr' ? / · [\d,]+ jours?\b/ : /يوم|أيام|يومان/, 'the leave\'s length');
      // The demo panel's error rate at 100 %: the record's read fails before any decision can go.
      await page.evaluate(() => (window as unknown as { __mintrh: { fake: { faults: { set(s: { latency: number; errorRate: number }): void } } } }).__mintrh.fake.faults.set({ latency: 0, errorRate: 1 }));
      await accept.focus();
      await page.keyboard.press('Enter');
      // It says that nothing was decided, for whom, over why (persona reviews: a bare 'Service indisponible' left it
      // unsure; then 'Rien n'a été décidé' did not say which row).
      const name = (await first.locator('.work-who').first().innerText()).trim();
      await page.locator('.toast-error').filter({ hasText: word(lang, 'deferred', 'toast.nothingDecidedFor').replace('{0}', name) }).first().waitFor({ timeout: 10000 });
      await accept.and(page.locator(':enabled')).waitFor({ timeout: 5000 });
      await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON', undefined, { timeout: 2000 }).catch(() => {});
      assert.ok(await holds(accept), `the keyboard is on the row's Accepter, not on ${await focused(page)}`);
      assert.is(await first.locator('.decision-taken').count(), 0, 'nothing said decided');
      await page.screenshot({ path: path.join(out, `dashboard-read-failed-${lang}-${viewport.width}.png`) });
      // Back to normal, the same Accepter decides.
      await page.evaluate(() => (window as unknown as { __mintrh: { fake: { faults: { set(s: { latency: number; errorRate: number }): void } } } }).__mintrh.fake.faults.set({ latency: 0, errorRate: 0 }));
      await page.keyboard.press('Enter');
      await first.getByRole('button', { name: word(lang, 'shell', 'toast.undo'), exact: true }).waitFor({ timeout: 10000 });
      assert.equal(t.errors.filter((e) => !/status of 500/.test(e)), []);
    } finally {
      await t.close();
    }
  }
});

test('a decision whose send fails, fr 1440, ar 390 and fr 390: the toast names whose it was, whole, the buttons are back and the keyboard on Accepter; the record read again failing too, the same', async () => {
  // French at 390 too: its failure's words are the longest over the header's band (persona review: cut by an ellipsis).
  for (const { locale, lang, viewport } of [...runs, { locale: 'fr-FR', lang: 'fr', viewport: phone }] as const) {
    const t = await openApp({ path: '/account/login', viewport, locale });
    const { page } = t;
    try {
      const { first, accept, undo } = await firstLeaveRow(page, lang);
      const name = (await first.locator('.work-who').first().innerText()).trim();
      for (const [round, arm] of [
        // The acceptance alone refused: the record is read again, the row offers its moves once more.
        ['send', (x: Faults) => x.faults.failNext('POST', '/api/demandeconge/Accept', 'Error.Status.500', 500)],
        // Every call failing from the moment it is held: the send, then the read that follows it.
        ['send and read', (x: Faults) => x.faults.set({ latency: 0, errorRate: 1 })],
      ] as const) {
        await accept.focus();
        await page.keyboard.press('Enter');
        await undo.waitFor({ timeout: 10000 });
        await fake(page)(arm);
        await passHold(page);
        const failure = page.locator('.toast-error').filter({ hasText: word(lang, 'deferred', 'toast.notSent').split('{0}')[0].trim() }).first();
        await failure.waitFor({ timeout: 15000 });
        assert.ok((await failure.innerText()).includes(name), `${lang} ${round}: the failure names whose decision it was (${name}): ${await failure.innerText()}`);
        // Whole on screen, not cut by an ellipsis or the toast's edge (innerText has the hidden part too).
        const cut = await failure.evaluate((toast) => [toast, ...toast.querySelectorAll('.toast-text > *')].filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
        assert.equal(cut, [], `${lang} ${viewport.width} ${round}: the failure is read whole`);
        await accept.and(page.locator(':enabled')).waitFor({ timeout: 10000 });
        await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON', undefined, { timeout: 3000 }).catch(() => {});
        assert.ok(await holds(accept), `${lang} ${round}: the keyboard is back on the row's Accepter, not on ${await focused(page)}`);
        assert.is(await first.locator('.decision-sent').count(), 0, `${lang} ${round}: nothing said sent`);
        await page.screenshot({ path: path.join(out, `dashboard-send-failed-${round.replace(/ /g, '-')}-${lang}-${viewport.width}.png`) });
        await fake(page)((x) => x.faults.set({ latency: 0, errorRate: 0 }));
        // Said until closed (persona review: it went after six seconds, and the row went back without a word).
        await page.clock.runFor(ERROR_TOAST_MS * 2);
        assert.ok(await failure.isVisible(), `${lang} ${round}: a decision not sent is still said after ${ERROR_TOAST_MS * 2} ms`);
        await failure.getByRole('button', { name: word(lang, 'deferred', 'toast.close'), exact: true }).click();
        await failure.waitFor({ state: 'detached', timeout: 10000 });
        await accept.focus();
      }
      // The network back, the same Accepter decides, and the decision goes.
      await page.keyboard.press('Enter');
      await undo.waitFor({ timeout: 10000 });
      await passHold(page);
      await first.locator('.decision-sent').waitFor({ timeout: 20000 });
      assert.equal(t.errors.filter((e) => !/status of 500/.test(e)), []);
    } finally {
      await t.close();
    }
  }
});

test.run();
