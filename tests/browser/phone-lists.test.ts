import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';

/**
 * Issue 22 items 6 to 8, at 390 px (and 360 for the width) in French and
 * Arabic, as the owner who reaches every list: no list pushes the page
 * sideways, its rows' actions lie inside the viewport and under nothing, the
 * filters fold behind a 'Filters' button that counts the active ones, and the
 * leave calendar scrolls inside its own frame, its people column held, while
 * the page does not. The table stays a table for assistive technology.
 * Screenshots: tests/.output/responsive/lists-<lang>-<page>.png.
 */
const out = path.resolve('tests/.output/responsive');
mkdirSync(out, { recursive: true });

const lists = [
  '/conge/demande',
  '/document',
  '/employee/4/document/mydemand',
  '/documentdistribution',
  '/companyfile',
  '/expenses',
  '/employee/4/expenses/profile',
  '/material/intervention',
  '/material/hardware',
  '/material/software',
  '/employee/4/material/hardware',
  '/forms',
  '/project',
  '/collaborateur',
  '/settings/policy',
];
/** Pages whose filters fold (the others have none, or one search box). */
const folded = new Set(['/conge/demande', '/document', '/documentdistribution', '/expenses', '/employee/4/expenses/profile', '/material/intervention', '/material/hardware', '/material/software', '/forms', '/project']);

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** In-app navigation: demo mode's fake server lives in the page, a reload would reseed it. */
async function go(page: Page, to: string) {
  const before = await page.locator('#main h1').first().textContent({ timeout: 1000 }).catch(() => null);
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  // The next page's heading (two pages may share one: then its list below is waited for alone).
  await page.waitForFunction((b) => { const h = document.querySelector('#main h1'); return !!h && h.textContent !== b; }, before, { timeout: 8000 }).catch(() => undefined);
  await page.locator('#main :is(table, .empty-state, ul, .leave-fc, form)').first().waitFor({ timeout: 15000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('#main .spinner, #main [aria-busy=true]'), null, { timeout: 15000 });
  await frames(page);
}

/**
 * What sticks out of the page's content sideways at this width: the main
 * region wider than its box, or any element in it past either edge of the
 * viewport (what scrolls inside its own box, as the calendar's frame, is
 * measured by that box).
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('#main')!;
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (main.scrollWidth > main.clientWidth + 1) problems.push(`main is ${main.scrollWidth} px wide for ${main.clientWidth}`);
    // (No named functions in here: the test runner's transform would wrap them in a helper the page lacks.)
    for (const el of main.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      let inner = false;
      for (let p = el.parentElement; p && p !== main && !inner; p = p.parentElement) inner = /auto|scroll|hidden|clip/.test(getComputedStyle(p).overflowX);
      if (!r.width || inner) continue;
      if (r.right > vw + 1 || r.left < -1) problems.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} at ${Math.round(r.left)}..${Math.round(r.right)}`);
      if (problems.length > 4) break;
    }
    return problems;
  });
}

/** Each action of the first rows, brought into view as a finger would scroll: inside the viewport, and it is what a tap there hits. */
function rowActions(page: Page) {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = innerHeight;
    const problems: string[] = [];
    let checked = 0;
    const rows = [...document.querySelectorAll('#main tbody tr, #main .company-file, #main .person-card')].slice(0, 4);
    for (const row of rows) {
      for (const el of row.querySelectorAll<HTMLElement>('button, a[href], input, select')) {
        if (!el.checkVisibility()) continue;
        el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        checked++;
        if (r.left < -1 || r.right > vw + 1 || r.top < -1 || r.bottom > vh + 1) problems.push(`"${name}" outside the viewport at ${Math.round(r.left)}..${Math.round(r.right)}`);
        else {
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit || !(hit === el || el.contains(hit))) problems.push(`"${name}" covered by ${hit?.tagName.toLowerCase()}.${String(hit?.className).split(' ')[0]}`);
        }
        if (r.width < 23.5 || r.height < 23.5) problems.push(`"${name}" is ${Math.round(r.width)}×${Math.round(r.height)}, under 24 × 24`);
      }
    }
    scrollTo(0, 0);
    return { problems, checked, rows: rows.length };
  });
}

/** The owner signed in at 390 px, in the language asked. */
async function ownerOnPhone(lang: 'fr' | 'ar') {
  const t = await openApp({ path: '/account/login', locale: lang === 'ar' ? 'ar-MA' : 'fr-FR', viewport: { width: 390, height: 844 } });
  try {
    await t.page.evaluate((l) => localStorage.setItem('language', l), lang);
    await t.page.reload();
    await signInAs(t.page, 'owner');
    return t;
  } catch (e) {
    await t.close();
    throw e;
  }
}

async function listsAt390(lang: 'fr' | 'ar') {
  const t = await ownerOnPhone(lang);
  const { page } = t;
  try {
    const found: string[] = [];
    let actions = 0;
    for (const route of lists) {
      await go(page, route);
      const where = `${lang} ${route}`;
      if (folded.has(route)) {
        const toggle = page.locator('#main .filters-fold-toggle').first();
        const body = page.locator('#main .filters-fold-body').first();
        if (!(await toggle.isVisible())) found.push(`${where}: no Filters button`);
        else {
          if (await body.isVisible()) found.push(`${where}: filters shown before the button is pressed`);
          await toggle.click();
          if (!(await body.isVisible())) found.push(`${where}: the Filters button did not open the filters`);
          found.push(...(await overflow(page)).map((p) => `${where} (filters open): ${p}`));
          await toggle.click();
        }
      }
      const stats = route === '/expenses' ? '.expenses-stats' : route.endsWith('document') || route.endsWith('mydemand') ? '.documents-stats' : null;
      if (stats) {
        // The status cards are three across and small on a phone: the rows begin on the first screen (reviews: six
        // expense cards filled it; five document counts two across took three rows).
        const tops = await page.locator(`#main ${stats} > li`).evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
        if (tops > 2) found.push(`${where}: the status cards stand in ${tops} rows`);
        if (!tops && route !== '/employee/4/document/mydemand') found.push(`${where}: no status cards to check`);
        // Each count has the stripe of its tone (app.css's .card, later in the cascade, took it away).
        if (tops && stats === '.documents-stats') {
          const stripe = await page.locator('#main .documents-stat-warning').evaluate((e) => getComputedStyle(e).borderInlineStartWidth);
          if (stripe !== '4px') found.push(`${where}: the count 'on hold' has no stripe of its tone (${stripe})`);
        }
      }
      const a = await rowActions(page);
      actions += a.checked;
      found.push(...a.problems.map((p) => `${where}: ${p}`));
      found.push(...(await overflow(page)).map((p) => `${where} 390px: ${p}`));
      // A pager keeps Previous and Next on one line: the count and the rows-per-page choice wrap, never the steps.
      const steps = await page.locator('#main nav.pager button').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      if (new Set(steps).size > 1) found.push(`${where}: the pager's Previous and Next are on different lines (${steps.join(', ')})`);
      await page.screenshot({ path: path.join(out, `lists-${lang}-${route.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '-')}.png`) });
      await page.setViewportSize({ width: 360, height: 780 });
      await frames(page);
      found.push(...(await overflow(page)).map((p) => `${where} 360px: ${p}`));
      await page.setViewportSize({ width: 390, height: 844 });
    }
    assert.equal(found, []);
    assert.ok(actions > 40, `row actions were checked (${actions})`);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
}

test('French, 390 and 360 px: every list fits the screen, its row actions are in reach, its filters fold', () => listsAt390('fr'));
test('Arabic, 390 and 360 px: every list fits the screen, its row actions are in reach, its filters fold', () => listsAt390('ar'));

test('a list drawn as cards is still a table to assistive technology; the Filters button counts the filters set', async () => {
  const t = await openApp({ path: '/account/login', viewport: { width: 390, height: 844 } });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    await go(page, '/conge/demande');
    const firstRow = page.locator('#main tbody tr').first();
    await firstRow.waitFor();
    // Cards: one row under the other, each value under its column's name.
    const [a, b] = await page.locator('#main tbody tr').evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getBoundingClientRect().toJSON() as DOMRect));
    assert.ok(b!.top >= a!.bottom - 1, 'the second card lies under the first');
    assert.is(await firstRow.locator('td[data-label]').first().evaluate((td) => getComputedStyle(td, '::before').content), '"Type"');
    // What Chromium gives assistive technology, not what the markup says.
    const cdp = await t.context.newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ role?: { value: string }; name?: { value: string }; ignored: boolean }> };
    const roles = (role: string) => nodes.filter((n) => !n.ignored && n.role?.value === role);
    assert.ok(roles('table').length >= 1, 'a table');
    assert.ok(roles('columnheader').some((n) => n.name?.value === 'Statut'), 'its column headers');
    assert.ok(roles('cell').length >= 7, 'its cells');

    const toggle = page.getByRole('button', { name: /^Filtres/ });
    assert.is(await page.getByTestId('filters-count').count(), 0, 'nothing set, no count');
    await toggle.click();
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ index: 1 });
    await page.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill('a');
    await page.getByTestId('filters-count').filter({ hasText: '2' }).waitFor();
    assert.match((await toggle.textContent())!, /actifs : 2/);
    await toggle.click();
    assert.is(await page.getByRole('combobox', { name: 'Statut' }).isVisible(), false, 'folded again');
    assert.is(await page.getByTestId('filters-count').textContent(), '2', 'the count stays on the folded button');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

async function calendarAt(lang: 'fr' | 'ar') {
  const t = await ownerOnPhone(lang);
  const { page } = t;
  try {
    await go(page, '/conge/timeline');
    const grid = page.getByTestId('leave-timeline');
    await grid.locator('[data-resource-id]').first().waitFor();
    await frames(page);
    await page.screenshot({ path: path.join(out, `lists-${lang}-calendar-timeline.png`) });
    // The grid begins within the first two thirds of the screen, not below actions, views, legend and filters stacked up.
    const gridTop = await grid.evaluate((el) => el.getBoundingClientRect().top + scrollY);
    assert.ok(gridTop < 844 * (2 / 3), `the grid begins at ${Math.round(gridTop)} px of 844`);
    // The days scroll inside the frame; the people column stays where it is; the page does not move.
    const moved = await page.evaluate(() => {
      const root = document.querySelector('[data-testid=leave-timeline]')!;
      const scroller = [...root.querySelectorAll<HTMLElement>('*')].find((el) => el.scrollWidth > el.clientWidth + 20 && /auto|scroll/.test(getComputedStyle(el).overflowX));
      const person = root.querySelector('.leave-resource-link')!;
      const frame = root.getBoundingClientRect();
      const before = person.getBoundingClientRect().left;
      if (!scroller) return null;
      const rtl = document.dir === 'rtl';
      scroller.scrollLeft = rtl ? -scroller.scrollWidth : scroller.scrollWidth;
      return {
        scrolled: Math.abs(scroller.scrollLeft) > 50,
        personStays: Math.abs(person.getBoundingClientRect().left - before) < 1,
        personWidth: person.getBoundingClientRect().width,
        frameInside: frame.left >= -1 && frame.right <= document.documentElement.clientWidth + 1,
        pageScrollX: scrollX,
      };
    });
    assert.ok(moved, 'the days scroll sideways inside the frame');
    assert.ok(moved!.scrolled, 'the frame scrolled');
    assert.ok(moved!.personStays, 'the people column is held');
    assert.ok(moved!.personWidth < 160, `the people column is narrowed (${moved!.personWidth} px)`);
    assert.ok(moved!.frameInside, 'the frame lies inside the viewport');
    assert.is(moved!.pageScrollX, 0);
    assert.equal(await overflow(page), []);
    // The month navigation: every control inside the viewport. The legend is one row that scrolls sideways on a
    // phone (persona review: three rows of chips put the grid 600 px down): its frame inside the viewport, and each
    // chip, once scrolled to, inside the frame and the viewport.
    const outside = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      const legend = document.querySelector<HTMLElement>('.leave-legend')!.getBoundingClientRect();
      const out = (r: DOMRect) => r.left < -1 || r.right > vw + 1 || r.width < 23.5 || r.height < 23.5;
      const name = (el: HTMLElement) => el.getAttribute('aria-label') ?? el.textContent;
      const chips = [...document.querySelectorAll<HTMLElement>('.leave-legend button')].filter((el) => {
        el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        return out(r) || r.left < legend.left - 1 || r.right > legend.right + 1;
      });
      const nav = [...document.querySelectorAll<HTMLElement>('.leave-month-nav button, .leave-month-nav input')].filter((el) => out(el.getBoundingClientRect()));
      return [...nav, ...chips].map(name).concat(out(legend) ? ['the legend'] : []);
    });
    assert.equal(outside, []);
    assert.ok((await page.locator('.leave-legend button').count()) > 2, 'the legend is drawn');
    assert.ok(await page.evaluate(() => document.querySelector<HTMLElement>('.leave-legend')!.getBoundingClientRect().height < 48), 'the legend is one row');
    // A week on a phone: its seven days side by side in the frame, beside the people, each named by its weekday over
    // its number (review: the month showed two and a half days at 390 px; 'who is away this week' was not readable).
    await page.getByRole('button', { name: lang === 'ar' ? 'أسبوع' : 'Semaine', exact: true }).click();
    await grid.locator('.leave-day-two').nth(6).waitFor();
    await frames(page);
    const week = await page.evaluate(() => {
      const frame = document.querySelector('[data-testid=leave-timeline]')!.getBoundingClientRect();
      const days = [...document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] .leave-day-two')].map((d) => d.getBoundingClientRect());
      return { days: days.length, inside: days.filter((r) => r.left >= frame.left - 1 && r.right <= frame.right + 1).length, labels: [...document.querySelectorAll('[data-testid=leave-timeline] .leave-day-two')].map((d) => d.textContent) };
    });
    assert.is(week.days, 7, `a week's days: ${JSON.stringify(week.labels)}`);
    assert.is(week.inside, 7, `all seven in the frame: ${JSON.stringify(week)}`);
    await page.screenshot({ path: path.join(out, `lists-${lang}-calendar-week.png`) });
    // Every person named whole in the narrow people column, with their job title (persona reviews: 'Hicham Mans…',
    // 'Technicien supp…'), the lines of a wrapped name or title at the page's start edge.
    const names = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] .leave-resource-text > span')].map((n) => {
        const text = document.createRange();
        text.selectNodeContents(n);
        const [r, cell] = [text.getBoundingClientRect(), n.closest('.leave-resource-link')!.getBoundingClientRect()];
        const rtl = getComputedStyle(n).direction === 'rtl';
        return { name: n.textContent, cut: n.scrollWidth > n.clientWidth + 1, offStart: Math.round(rtl ? cell.right - r.right : r.left - cell.left) };
      }),
    );
    assert.ok(names.length > 5, 'the people are listed');
    assert.equal(names.filter((n) => n.cut).map((n) => n.name), [], 'no name or title cut');
    assert.ok(names.some((n) => n.name === 'Contrôleur de gestion'), `a long title among them: ${JSON.stringify(names.map((n) => n.name))}`);
    assert.ok(names.some((n) => n.name!.length > 14), 'long names among them');
    assert.equal(names.filter((n) => Math.abs(n.offStart) > 2).map((n) => `${n.name} ${n.offStart}px`), [], "each name at the page's start edge");
    // A quarter's narrow columns keep the day's number alone.
    await page.getByRole('button', { name: lang === 'ar' ? 'ربع سنة' : 'Trimestre', exact: true }).click();
    await grid.locator('.leave-day-two').first().waitFor({ state: 'detached' });
    await frames(page);
    const quarter = await grid.locator('.leave-day-cell').allTextContents();
    assert.ok(quarter.length > 7 && quarter.every((d) => /^\d+$/.test(d.trim())), `a quarter's day numbers: ${JSON.stringify(quarter.slice(0, 40))}`);
    await page.getByRole('button', { name: lang === 'ar' ? 'شهر' : 'Mois', exact: true }).click();
    await page.locator('.leave-month-nav button').last().click();
    await page.setViewportSize({ width: 360, height: 780 });
    await frames(page);
    assert.equal(await overflow(page), [], 'at 360 px');

    // One person's month: the same, on the month grid.
    await page.setViewportSize({ width: 390, height: 844 });
    await go(page, '/employee/4/conge/calendar');
    await page.getByTestId('leave-month').locator('.leave-day-number').first().waitFor();
    await frames(page);
    await page.screenshot({ path: path.join(out, `lists-${lang}-calendar-month.png`) });
    assert.equal(await overflow(page), []);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
}

test('French: the leave calendar scrolls inside its frame with the people column held; the month navigation and legend stay in reach', () => calendarAt('fr'));
test('Arabic: the leave calendar scrolls inside its frame with the people column held; the month navigation and legend stay in reach', () => calendarAt('ar'));

test.run();
