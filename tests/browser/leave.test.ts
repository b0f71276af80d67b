import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { go, openApp, sendHeld, signInAs } from './harness';
import { makeBackend } from '../../server-fake/make-server';
import { buildScenario } from '../../server-fake/scenarios';
import { fakeApi } from '../unit/fake-api';
import { systemNow } from '../../src/domain/clock';
import { openRequestForm, pickMonth } from './leave-form-steps';

/** In-app navigation: demo mode's fake server lives in the page, a reload would reseed it. */
async function switchTo(page: Page, persona: 'employee' | 'manager' | 'hr') {
  await go(page, '/account/logout');
  await signInAs(page, persona);
}
const iso = (d: Date) => d.toISOString().slice(0, 10);
const fr = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
/** A Monday to Wednesday five weeks ahead: past the notice period and the seeded persona requests. */
function period() {
  const d = new Date(systemNow() + 35 * 86400000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  // The year's last business days are the blocked inventory days of annual leave.
  if (d.getUTCMonth() === 11 && d.getUTCDate() >= 22) d.setUTCDate(d.getUTCDate() + 14);
  return { start: iso(d), end: iso(new Date(d.getTime() + 2 * 86400000)) };
}

/** The shared range picker: month and year from its selects, then a click on each day. */
async function pickDay(panel: Locator, iso: string) {
  const pop = panel.getByRole('dialog', { name: /Période/ });
  await pop.getByLabel('Année', { exact: true }).selectOption(String(Number(iso.slice(0, 4))));
  await pop.getByLabel('Mois', { exact: true }).selectOption(String(Number(iso.slice(5, 7)) - 1));
  await pop.locator(`button[data-day="${iso}"]`).click();
}
async function pickRange(panel: Locator, start: string, end: string) {
  await panel.getByRole('button', { name: /Période/ }).click();
  await pickDay(panel, start);
  await pickDay(panel, end);
}

/** The timeline grid is named after its month, as the navigator shows it. */
const monthTitle = (grid: Locator) => grid.locator('[role=grid]').getAttribute('aria-label').then((l) => l ?? '');
async function calendarShowsPickedMonth(page: Page, notThis: string) {
  await page.waitForFunction((before) => {
    const g = document.querySelector('[data-testid=leave-timeline] [role=grid]')?.getAttribute('aria-label')?.toLowerCase();
    const shown = document.querySelector('.leave-month-label')?.textContent?.toLowerCase();
    return !!g && g === shown && g !== before.toLowerCase();
  }, notThis);
}

/**
 * Brings a day of the timeline's month into view until `target` is drawn, as
 * a user does: the wheel over the grid's body (FullCalendar draws only the
 * days in view, and reads its own scroll events; a scrollLeft set from a
 * script while it redraws is lost). Rows that arrive after a scroll start
 * the days again, so it goes on until the target stays drawn.
 */
async function scrollTimelineTo(page: Page, isoDay: string, target: Locator) {
  let seen = 0;
  for (let attempt = 0; attempt < 40 && seen < 2; attempt++) {
    if (await target.count()) {
      seen++;
    } else {
      seen = 0;
      const body = await page.evaluate((day) => {
        const root = document.querySelector('[data-testid=leave-timeline]');
        const d = Number(day.slice(8, 10));
        const days = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();
        const el = [...(root?.querySelectorAll<HTMLElement>('*') ?? [])].find((e) => e.scrollWidth > e.clientWidth + 10 && /auto|scroll/.test(getComputedStyle(e).overflowX));
        if (!el) return null;
        const r = el.getBoundingClientRect();
        const want = Math.max(0, (el.scrollWidth * (d - 1)) / days - el.clientWidth / 3);
        return { x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 40), dx: (document.dir === 'rtl' ? -1 : 1) * (want - Math.abs(el.scrollLeft)) };
      }, isoDay);
      if (body) {
        await page.mouse.move(body.x, body.y);
        await page.mouse.wheel(body.dx, 0);
      }
    }
    await page.waitForTimeout(250);
  }
  await target.first().waitFor({ state: 'attached' });
}

async function balanceFor(page: Page, p: { start: string; end: string }) {
  const panel = await openRequestForm(page);
  assert.ok(await panel.getByRole('button', { name: /Période/ }).isDisabled(), 'dates wait for a type');
  await panel.getByLabel('Type de congé').selectOption({ label: 'Congé annuel' });
  await pickRange(panel, p.start, p.end);
  await panel.getByTestId('leave-total').filter({ hasNotText: /^(0|…)$/ }).waitFor();
  await panel.getByTestId('leave-balance').filter({ hasNotText: '…' }).waitFor();
  return { panel, balance: Number(await panel.getByTestId('leave-balance').textContent()), days: Number(await panel.getByTestId('leave-total').textContent()) };
}
async function openWaitingRow(page: Page, text: string) {
  await go(page, '/conge/demande?waiting=true');
  await page.getByRole('heading', { name: 'Demandes en attente' }).waitFor();
  const row = page.locator('tbody tr', { hasText: 'Yasmine El Idrissi' }).filter({ hasText: text }).first();
  await row.getByRole('button', { name: /^Ouvrir la demande .* de Yasmine El Idrissi$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Demande de congé' });
  await panel.getByTestId('leave-status').waitFor();
  return panel;
}

test('an employee requests leave, the manager then HR approve it, the balance and the calendar show it', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const p = period();
    const before = await balanceFor(page, p);
    await before.panel.getByLabel('Remarque').fill('Voyage à Chefchaouen');
    await before.panel.getByRole('button', { name: 'Enregistrer' }).click();
    await before.panel.waitFor({ state: 'detached' });

    await switchTo(page, 'manager');
    let panel = await openWaitingRow(page, fr(p.start));
    await panel.getByRole('button', { name: 'Accepter' }).click();
    await sendHeld(page);
    await panel.getByText('Niveau 1 · Acceptée').waitFor();
    assert.is(await panel.getByRole('button', { name: 'Accepter' }).count(), 0, 'level 2 is not the manager’s turn');
    assert.is(await panel.getByTestId('leave-status').textContent(), 'En cours');
    await page.keyboard.press('Escape');

    await switchTo(page, 'hr');
    panel = await openWaitingRow(page, fr(p.start));
    await panel.getByRole('button', { name: 'Accepter' }).click();
    await sendHeld(page);
    await panel.getByTestId('leave-status').filter({ hasText: 'Acceptée' }).waitFor();
    await page.keyboard.press('Escape');

    await switchTo(page, 'employee');
    const after = await balanceFor(page, p);
    assert.is(after.balance, before.balance - before.days);
    await page.keyboard.press('Escape');

    // The company calendar shows it; the legend and the month hide it; a click opens it.
    await go(page, '/conge/timeline');
    await pickMonth(page, p.start.slice(0, 7));
    await page.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill('Yasmine');
    const grid = page.getByTestId('leave-timeline');
    const annual = grid.getByRole('button', { name: 'Congé annuel' });
    // In the row, once its days are in view.
    await page.locator('[data-testid=leave-timeline] [data-resource-id]').first().waitFor();
    await scrollTimelineTo(page, p.start, annual);
    const chip = page.getByRole('group', { name: 'Types de congé' }).getByRole('button', { name: 'Congé annuel' });
    await chip.click();
    await annual.first().waitFor({ state: 'detached' });
    assert.is(await chip.getAttribute('aria-pressed'), 'false');
    await chip.click();
    await annual.first().waitFor({ state: 'attached' });
    const shownMonth = await monthTitle(grid);
    await page.getByRole('button', { name: 'Mois précédent' }).click();
    await calendarShowsPickedMonth(page, shownMonth);
    const previousMonth = await monthTitle(grid);
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    await calendarShowsPickedMonth(page, previousMonth);
    assert.is(await monthTitle(grid), shownMonth);
    // By keyboard, once drawn again (a new month starts its rows and days afresh, issue 36 item 2).
    await scrollTimelineTo(page, p.start, annual);
    await annual.first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Demande de congé' }).getByTestId('leave-status').waitFor();
    await page.keyboard.press('Escape');

    // A row label is a link to the employee's own calendar.
    await grid.getByRole('link', { name: /Yasmine El Idrissi/ }).click();
    await page.waitForURL('**/employee/1/conge/calendar');
    await pickMonth(page, p.start.slice(0, 7));
    await page.getByTestId('leave-month').getByRole('button', { name: 'Congé annuel' }).first().waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the manager rejects with a reason, the employee cancels a pending request, the export matches the table', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'manager');
    let panel = await openWaitingRow(page, 'Absence horaire');
    await panel.getByRole('button', { name: 'Refuser' }).click();
    await page.getByLabel('Motif du refus').fill('Clôture du sprint');
    await page.getByRole('alertdialog', { name: 'Refuser la demande' }).getByRole('button', { name: 'Refuser' }).click();
    await sendHeld(page);
    await panel.getByTestId('leave-status').filter({ hasText: 'Refusée' }).waitFor();
    await panel.getByText('Clôture du sprint').waitFor();
    await page.keyboard.press('Escape');

    await go(page, '/conge/demande?waiting=true');
    await page.locator('tbody tr').first().waitFor();
    // The name beside the avatar (whose initials show until its picture loads), once the list has stopped changing:
    // read at its first row, it was once the list from before the refusal's change reached it (a row short).
    const shown = () => page.locator('tbody tr td:nth-child(2) a > span:not(.avatar)').allTextContents();
    let names = await shown();
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(250);
      const again = await shown();
      if (again.join('|') === names.join('|')) break;
      names = again;
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Exporter' }).click();
    const file = await (await download).path();
    const rows = await readSheet(readFileSync(file));
    // The list's own column name in the session's language (issue 26).
    assert.is(rows[0][0], 'Collaborateur');
    assert.equal(rows.slice(1, names.length + 1).map((r) => r[0]), names.map((n) => n.trim()));

    await switchTo(page, 'employee');
    await go(page, '/conge/demande');
    const row = page.locator('tbody tr', { hasText: 'En cours' }).filter({ hasText: 'Congé annuel' }).first();
    await row.getByRole('button', { name: /^Ouvrir la demande .* de Yasmine El Idrissi$/ }).click();
    panel = page.getByRole('dialog', { name: 'Demande de congé' });
    assert.is(await panel.getByRole('button', { name: 'Accepter' }).count(), 0, 'nobody approves their own request');
    await panel.getByRole('button', { name: 'Annuler la demande' }).click();
    await sendHeld(page, panel);
    await panel.getByTestId('leave-status').filter({ hasText: 'Annulée' }).waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the calendar pages 15 employees at a time as it scrolls; a blocked day cannot be picked, holidays are marked', async () => {
  // A first visit (`cold`): what loads ahead of a click is fetched, not taken from an earlier test's cache.
  const t = await openApp({ path: '/account/login', cold: true });
  const { page } = t;
  try {
    // From the sign-in on (the page's resource timing buffer may be full by then).
    const requested: string[] = [];
    page.on('request', (r) => void requested.push(new URL(r.url()).pathname));
    await signInAs(page, 'owner');
    await page.locator('nav#side-nav').getByRole('button', { name: 'Calendrier' }).click();
    // Pointing at a link starts loading its page before the click.
    const pageCode = page.waitForResponse((r) => /\/requests-page-/.test(r.url()));
    await page.locator('a[data-nav="/conge/demande"]').hover();
    await pageCode;
    // Once the dashboard is idle, FullCalendar (code and stylesheet) and the calendar page come without any pointing.
    await page.waitForFunction(() => [...document.querySelectorAll('link[rel=stylesheet]')].some((l) => /\/lazy\/fullcalendar-/.test((l as HTMLLinkElement).href)));
    assert.ok(requested.some((u) => /\/fullcalendar-kit-/.test(u)), "FullCalendar's code was fetched in idle time");
    assert.ok(requested.some((u) => /\/timeline-page-/.test(u)), 'and the page itself');
    await go(page, '/conge/timeline');
    const grid = page.getByTestId('leave-timeline');
    // Rows are counted for assistive technology (header row + employees), whatever the virtualised DOM holds.
    await grid.locator('[role=grid][aria-rowcount="16"]').waitFor();
    const links = grid.locator('a[href^="/employee/"][href$="/conge/calendar"]');
    assert.ok((await links.count()) >= 5 && (await links.count()) <= 16, 'one link per visible employee row');
    assert.is(await page.getByTestId('leave-headcount').textContent(), 'Effectif filtré / total 72/72');
    await links.first().hover();
    await page.mouse.wheel(0, 4000);
    await grid.locator('[role=grid][aria-rowcount="31"]').waitFor();
    assert.ok((await links.count()) <= 20, 'the DOM stays constant: rows out of view are not rendered');

    // Mission projet blocks Mondays: greyed, and a click picks nothing.
    await page.getByRole('button', { name: 'Poser un congé depuis le calendrier' }).click();
    const panel = page.getByRole('dialog', { name: 'Nouvelle demande de congé' });
    await panel.getByLabel('Type de congé').selectOption({ label: 'Mission projet' });
    await panel.getByRole('button', { name: /Période/ }).click();
    const pop = panel.getByRole('dialog', { name: /Période/ });
    const year = new Date(systemNow()).getFullYear() + 1;
    await pop.getByLabel('Année', { exact: true }).selectOption(String(year));
    await pop.getByLabel('Mois', { exact: true }).selectOption('10');
    const monday = [1, 2, 3, 4, 5, 6, 7].map((d) => `${year}-11-0${d}`).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)!;
    const blocked = pop.locator(`button[data-day="${monday}"]`);
    assert.is(await blocked.getAttribute('aria-disabled'), 'true');
    // A user can still click it: force past Playwright's own aria-disabled check.
    await blocked.click({ force: true });
    assert.ok(await pop.isVisible(), 'nothing was picked');
    assert.match((await panel.getByRole('button', { name: /Période/ }).textContent()) ?? '', 'Choisir une date');
    assert.match((await pop.locator(`button[data-day="${year}-11-18"]`).getAttribute('aria-label')) ?? '', 'Jour férié');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

/**
 * From the demo seed the page itself builds (same scenario, same day): a
 * month in which an employee of the second page of rows (16th to 30th, the
 * rows shown once the calendar is scrolled to its end) has leave.
 */
function laterRowWithLeave() {
  const owner = fakeApi(makeBackend({ db: buildScenario('demo') })).as('owner');
  const now = new Date(systemNow());
  for (let ahead = 0; ahead < 6; ahead++) {
    const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() + ahead, 1));
    const body = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, currentList: 0, lenght: 100, searchValue: '' };
    const rows = (owner.post('/api/congee/GetResources', body).json as { data: Array<{ id: number }> }).data;
    const events = (owner.post('/api/congee/GetEvents', { year: body.year, month: body.month }).json as { data: Array<{ resourceId: number | null; start: string }> }).data;
    // Rows 21 to 30: on screen once the grid is scrolled to the bottom of the second page.
    const person = rows.slice(20, 30).reverse().find((r) => events.some((e) => e.resourceId === r.id));
    const first = events.filter((e) => e.resourceId === person?.id).map((e) => e.start.slice(0, 10)).sort()[0];
    // The day the leave shows in this month (it may have begun in the month before).
    const month = `${body.year}-${String(body.month).padStart(2, '0')}`;
    if (person && first) return { month, id: person.id, current: ahead === 0, day: first < `${month}-01` ? `${month}-01` : first };
  }
  throw new Error('the demo seed has no leave on the second page of rows in the next six months');
}

test('rows loaded as the calendar scrolls bring their own leave with them', async () => {
  const target = laterRowWithLeave();
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    await go(page, '/conge/timeline');
    const grid = page.getByTestId('leave-timeline');
    // The first page, or more: rows that do not fill the frame ask for the next page at once.
    await grid.locator('[role=grid][aria-rowcount]').first().waitFor();
    if (!target.current) {
      const before = await monthTitle(grid);
      await pickMonth(page, target.month);
      await calendarShowsPickedMonth(page, before);
    }
    const row = grid.locator(`[data-resource-id="${target.id}"]`);
    await grid.locator('a[href^="/employee/"]').first().hover();
    // On down, until the row is drawn (rows come 15 at a time as the list scrolls, and are drawn as they come into view).
    for (let step = 0; step < 30 && !(await row.count()); step++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(150);
    }
    // Their leave is drawn in their row: the calendar was given the events of the rows it now holds.
    // FullCalendar 7 keeps events of days out of view in the row, hidden: the leave is the one drawn once its day is in view.
    const leave = row.locator('[role=button]').filter({ visible: true }).first();
    await scrollTimelineTo(page, target.day, leave);
    await leave.waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('an English session exports the leave list with English headers and statuses (issue 26: exports speak the interface language)', async () => {
  const t = await openApp({ path: '/account/login', locale: 'en-GB' });
  const { page } = t;
  try {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await signInAs(page, 'manager');
    await go(page, '/conge/demande?waiting=true');
    await page.locator('tbody tr').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    const rows = await readSheet(readFileSync(await (await download).path()));
    assert.equal(rows[0]!.slice(0, 3), ['Employee', 'Department', 'Type']);
    assert.ok(rows.slice(1).every((r) => r[7] === 'Pending'), String(rows[1]));
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
