import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { failNextIn, go, latencyIn, openApp, signInAs } from './harness';

/**
 * Issue 36 item 2: the leave calendar as the person who plans it sees it.
 * A manager opens on their team, people away first; HR on everyone, people
 * away first; it opens with today, its title and its view switch in view
 * (late in the month too: run under MINTRH_TODAY); the day headers read
 * 'mar. 1', 'mer. 2', never 'M 1', 'M 2'. Issue 34 item 6: in the month
 * and the week, French and Arabic, wide and on a phone, each day's label fits
 * its column, sits over it, and the first day starts at the people column.
 */
const shots = 'tests/.output';
mkdirSync(shots, { recursive: true });

async function openCalendar(persona: 'manager' | 'hr', lang: 'fr' | 'ar' = 'fr', width = 1440) {
  // A fresh page, not one kept from an earlier test: full run 87 (and one lanes run before) found today's column
  // missing on a kept page whose calendar marked 6 November as today, ten days before the run's pinned day; the kept
  // page's clock is under watch (session 35's note), the calendar's tests are not where to find out.
  const t = await openApp({ path: '/account/login', viewport: { width, height: width > 800 ? 900 : 844 }, locale: lang === 'ar' ? 'ar-MA' : 'fr-FR', cold: true });
  if (lang === 'ar') {
    await t.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await t.page.reload();
  }
  await signInAs(t.page, persona);
  await go(t.page, '/conge/timeline');
  await t.page.locator('[data-testid=leave-timeline] [data-resource-id]').first().waitFor({ timeout: 30000 });
  // The first rows' events and the scroll to today settle over a few frames.
  await t.page.waitForTimeout(800);
  return t;
}

/** Each leave bar's title: whether its first letter is drawn inside the bar (an overflow cut on the wrong side hides it). */
const titlesCutAtStart = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    let seen = 0;
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] .leave-event-title')) {
      const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) ?? el.firstChild;
      const box = el.getBoundingClientRect();
      if (!text?.textContent || box.width === 0) continue;
      seen++;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect();
      if (first.left < box.left - 1 || first.right > box.right + 1) cut.push(`${el.textContent} (${Math.round(first.left)}…${Math.round(first.right)} outside ${Math.round(box.left)}…${Math.round(box.right)})`);
    }
    return { seen, cut };
  });

/** The rows in the order shown, each with whether it has a leave drawn in the days in view. */
const rows = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-testid=leave-timeline]')!;
    const seen = new Map<string, { top: number; name: string; away: boolean }>();
    for (const el of root.querySelectorAll<HTMLElement>('[data-resource-id]')) {
      const id = el.dataset.resourceId!;
      const box = el.getBoundingClientRect();
      const name = el.querySelector('.leave-resource-link')?.textContent ?? '';
      const prev = seen.get(id);
      seen.set(id, { top: Math.min(prev?.top ?? Infinity, box.top), name: prev?.name || name, away: !!prev?.away || !!el.querySelector('.fc-event, [class*=event]') });
    }
    return [...seen.entries()].sort((a, b) => a[1].top - b[1].top).map(([id, r]) => ({ id: Number(id), ...r }));
  });

/** Whether an element lies inside the window's visible height. */
const inWindow = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const b = el.getBoundingClientRect();
    return b.height > 0 && b.top >= 0 && b.bottom <= innerHeight;
  }, selector);

/**
 * What makes the days unreadable (issue 34 item 6), measured in the page: a day's header label wider than its
 * column (labels running into each other), a header cell not over its column in the body (header and body come
 * apart), a day cut by the edge where the days meet the people column (bars and labels slide under it: 'gé sans sol'),
 * a person's name wider than the people column.
 */
const dayProblems = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-testid=leave-timeline]')!;
    const box = (e: Element) => e.getBoundingClientRect();
    const cells = Array.from(root.querySelectorAll<HTMLElement>('[data-date]')).filter((e) => box(e).width > 0);
    const labels = cells.filter((e) => !e.querySelector('[data-date]') && !e.closest('.leave-away-cell') && /\D/.test(e.textContent ?? ''));
    const lanes = cells.filter((e) => !(e.textContent ?? '').trim() && box(e).height > 100);
    const found: string[] = [];
    if (!labels.length || !lanes.length) return ['no day labels or columns found'];
    let days: HTMLElement | null = lanes[0];
    while (days && !/auto|scroll/.test(getComputedStyle(days).overflowX)) days = days.parentElement;
    if (!days) return ['no scroller for the days'];
    const rtl = getComputedStyle(days).direction === 'rtl';
    const d = box(days);
    const edge = rtl ? d.left + days.clientWidth : d.left;
    for (const label of labels) {
      const r = box(label);
      const date = label.dataset.date;
      // The words' own box (the text nodes'), not their wrappers': a wrapper's padding may lie outside the cell, unseen.
      const words = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const t = { left: Infinity, right: -Infinity };
      for (let n = words.nextNode(); n; n = words.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(n);
        const b = range.getBoundingClientRect();
        if (b.width) [t.left, t.right] = [Math.min(t.left, b.left), Math.max(t.right, b.right)];
      }
      if (t.left < r.left - 1 || t.right > r.right + 1) found.push(`${date}: label '${label.textContent}' at ${Math.round(t.left)}..${Math.round(t.right)}, out of its cell ${Math.round(r.left)}..${Math.round(r.right)}`);
      const lane = lanes.find((l) => l.dataset.date === date);
      if (lane && (Math.abs(box(lane).left - r.left) > 1.5 || Math.abs(box(lane).right - r.right) > 1.5)) found.push(`${date}: header ${Math.round(r.left)}..${Math.round(r.right)}, its column ${Math.round(box(lane).left)}..${Math.round(box(lane).right)}`);
      if (r.left < edge - 1.5 && r.right > edge + 1.5) found.push(`${date}: cut by the edge of the people column at ${Math.round(edge)} (${Math.round(r.left)}..${Math.round(r.right)})`);
    }
    // A person's name and job end with an ellipsis inside the people column, never cut mid-letter at its edge.
    for (const link of Array.from(root.querySelectorAll('.leave-resource-link'))) {
      const r = box(link);
      const cell = link.closest('[data-resource-id]');
      if (cell && r.width && (r.left < box(cell).left - 1 || r.right > box(cell).right + 1)) found.push(`'${link.querySelector('.leave-resource-text > span')?.textContent}' at ${Math.round(r.left)}..${Math.round(r.right)}, out of its cell ${Math.round(box(cell).left)}..${Math.round(box(cell).right)}`);
    }
    return found;
  });

/** 'filtered/total' as shown (the words read to screen readers before it hold a slash too). */
const headcount = async (page: Page) => /(\d+)\/(\d+)\s*$/.exec((await page.getByTestId('leave-headcount').textContent())!)!.slice(1).join('/');

test('a manager opens on the people whose leave they approve, people away first; the toggle and a search reach everyone', async () => {
  const t = await openCalendar('manager');
  try {
    const [shown, total] = (await headcount(t.page)).split('/').map(Number);
    assert.ok(shown > 2 && shown < total, `the team: ${shown} of ${total}`);
    const team = t.page.getByRole('checkbox', { name: 'Mon équipe' });
    assert.ok(await team.isChecked());
    const r = await rows(t.page);
    assert.ok(r.length >= Math.min(shown, 8), `rows drawn: ${r.length}`);
    // The order (people away in the month first) is the fake server's, checked in tests/unit/leave-timeline-team.test.ts:
    // only the days in view have their events drawn here, so the page cannot tell who is away earlier in the month.
    // A search finds anyone, in the team or not.
    await t.page.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill('Nadia');
    await t.page.locator('[data-testid=leave-timeline] .leave-resource-link', { hasText: 'Nadia Alaoui' }).waitFor();
    await t.page.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill('');
    await team.uncheck();
    await t.page.getByTestId('leave-headcount').filter({ hasText: `${total}/${total}` }).waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

for (const [lang, width] of [['fr', 1440], ['ar', 1440], ['fr', 390], ['ar', 390]] as const) {
  test(`HR opens on everyone, people away first, with the title, the view switch and today in view (${lang}, ${width} px)`, async () => {
    const t = await openCalendar('hr', lang, width);
    try {
      await t.page.screenshot({ path: `${shots}/calendar-planner-${lang}-${width}.png` });
      const [shown, total] = (await headcount(t.page)).split('/').map(Number);
      assert.is(shown, total, 'everyone');
      assert.ok((await rows(t.page)).length > 5, 'rows drawn');
      const scroll = await t.page.evaluate(() => [scrollY, ...Array.from(document.querySelectorAll<HTMLElement>('main, .app-main, .app-body')).map((e) => e.scrollTop)]);
      assert.ok(scroll.every((y) => y === 0), `no page scroll hides the top: ${scroll.join(', ')}`);
      assert.ok(await inWindow(t.page, 'main h1'), 'the title is in view');
      assert.ok(await inWindow(t.page, '.leave-toolbar'), 'the view switch is in view');
      // Today is brought into view over a few frames after the rows (the grid scrolls to it): waited for, not sampled once
      // (full run 55, on a slow hour: not yet drawn 800 ms after the rows).
      await t.page.locator('[data-testid=leave-timeline] [aria-current=date]').first().waitFor({ state: 'visible', timeout: 10000 });
      // The month, then the week: every day's label whole and over its column, the first day starting at the people column.
      assert.equal(await dayProblems(t.page), [], 'the month');
      // A leave's title too long for its bar is cut at its end, never at its start (persona review, Arabic: 'z-vous médical').
      const titles = await titlesCutAtStart(t.page);
      assert.ok(titles.seen > 3, `leave titles drawn: ${titles.seen}`);
      assert.equal(titles.cut, [], 'titles whose first letter is outside their bar');
      if (lang === 'fr' && width === 1440) {
        // Tuesday and Wednesday of the month shown: the short weekday, different.
        const heads = await t.page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] [data-date]')).map((e) => [e.dataset.date, e.textContent?.trim()]).filter(([, s]) => s && /\D/.test(s)));
        const tue = heads.find(([d]) => new Date(`${d}T12:00:00`).getDay() === 2);
        const wed = heads.find(([d]) => new Date(`${d}T12:00:00`).getDay() === 3);
        assert.match(tue?.[1] ?? '', /^mar\. \d+/, JSON.stringify(heads.slice(0, 8)));
        assert.match(wed?.[1] ?? '', /^mer\. \d+/);
      }
      await t.page.locator('.leave-view-switch button').first().click();
      await t.page.locator('.leave-view-switch button:first-child[aria-pressed=true]').waitFor();
      // FullCalendar sizes the new columns, then the days scroll to today, over a few frames.
      await t.page.waitForTimeout(800);
      await t.page.screenshot({ path: `${shots}/calendar-planner-week-${lang}-${width}.png` });
      assert.equal(await dayProblems(t.page), [], 'the week');
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

for (const lang of ['fr', 'ar'] as const) {
  test(`a bar starting before the days in view reads its title from its start, cut at its end (${lang}, 390 px)`, async () => {
    const t = await openCalendar('hr', lang, 390);
    const { page } = t;
    try {
      // The days moved so that the first bar two columns wide or more starts before the frame, 40 px of it in view
      // (reviews s45 and s46: 'solde' for 'Congé sans solde', the title pushed back to its bar's end).
      const moved = await page.evaluate(() => {
        const titles = [...document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] .leave-event-title')];
        let frame: HTMLElement | null = null;
        for (let a = titles[0]?.parentElement ?? null; a && !frame; a = a.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) frame = a;
        if (!frame) return null;
        const f = frame.getBoundingClientRect();
        const column = document.querySelector<HTMLElement>('[data-testid=leave-timeline] .leave-away-cell')!.getBoundingClientRect().width;
        const rtl = getComputedStyle(frame).direction === 'rtl';
        const title = titles.find((x) => x.parentElement!.getBoundingClientRect().width >= 2 * column - 2);
        if (!title) return null;
        const bar = title.parentElement!.getBoundingClientRect();
        // Its start edge beyond the frame's start edge, 40 px of it in view: less than any title's width.
        const by = rtl ? bar.right - (f.right - 40 + bar.width) : bar.left - (f.left + 40 - bar.width);
        frame.scrollLeft += by;
        frame.dispatchEvent(new Event('scroll'));
        title.dataset.moved = 'true';
        return title.textContent;
      });
      assert.ok(moved, 'a bar two columns wide or more to move');
      await page.waitForTimeout(400);
      const read = await page.evaluate(() => {
        const title = document.querySelector<HTMLElement>('[data-testid=leave-timeline] .leave-event-title[data-moved]');
        let frame: HTMLElement | null = null;
        for (let a = title?.parentElement ?? null; a && !frame; a = a.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) frame = a;
        if (!title || !frame) return null;
        const f = frame.getBoundingClientRect();
        const range = document.createRange();
        range.setStart(title.firstChild!, 0);
        range.setEnd(title.firstChild!, 1);
        const first = range.getBoundingClientRect();
        return { inFrame: first.left >= f.left - 1 && first.right <= f.right + 1, cropped: title.scrollWidth > title.clientWidth };
      });
      assert.ok(read, `the moved bar's title still drawn (${moved})`);
      assert.ok(read!.inFrame, 'its first letter stands in the frame');
      assert.ok(read!.cropped, 'and it is cut at its end');
      await page.screenshot({ path: `${shots}/calendar-planner-cut-title-${lang}.png` });
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test('another month read again: the emptied grid says it is loading, in view, and says nothing once the rows are in', async () => {
  const t = await openCalendar('hr');
  const { page } = t;
  try {
    await latencyIn(page, 1200);
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    const busy = page.locator('.leave-fc-busy', { hasText: 'Chargement du calendrier…' });
    await busy.waitFor();
    await page.screenshot({ path: `${shots}/calendar-planner-reading.png` });
    assert.ok(await inWindow(page, '.leave-fc-busy'), 'the loading sign is in view');
    await latencyIn(page, 0);
    await busy.waitFor({ state: 'detached', timeout: 15000 });
    await page.locator('[data-testid=leave-timeline] [data-resource-id]').first().waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('a quarter whose rows could not be read keeps its day numbers apart, under the retry', async () => {
  const t = await openCalendar('hr');
  const { page } = t;
  try {
    await page.getByRole('button', { name: 'Trimestre' }).click();
    await page.locator('.leave-view-switch button[aria-pressed=true]', { hasText: 'Trimestre' }).waitFor();
    await failNextIn(page, 'POST', '^/api/congee/GetResources$');
    await page.getByRole('button', { name: 'Trimestre suivant' }).click();
    await page.getByRole('button', { name: 'Réessayer' }).waitFor();
    await page.waitForTimeout(800);
    // No row drawn: the columns shrank to the width of nothing and the numbers ran together ('10111213…', persona review).
    const numbers = await page.evaluate(() => {
      const cells = [...document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] [data-date]')].filter((e) => !e.querySelector('[data-date]') && /^\d{1,2}$/.test(e.textContent?.trim() ?? '') && e.getBoundingClientRect().width > 0);
      const squeezed = cells.filter((cell) => {
        // The digits' own box (its text node's), and the room between its neighbours' digits.
        const text = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode()!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const words = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        return words.width + 6 > box.width;
      });
      return { seen: cells.length, squeezed: squeezed.map((c) => `${c.dataset.date} (${Math.round(c.getBoundingClientRect().width)} px)`) };
    });
    assert.ok(numbers.seen > 20, `day numbers drawn: ${numbers.seen}`);
    assert.equal(numbers.squeezed, [], 'day numbers without room of their own');
  } finally {
    await t.close();
  }
});

test.run();
