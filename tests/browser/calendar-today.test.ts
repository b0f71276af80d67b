import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { go, openApp, signInAs, waitUntil } from './harness';
import { makeBackend } from '../../server-fake/make-server';
import { buildScenario } from '../../server-fake/scenarios';
import { fakeApi } from '../unit/fake-api';
import { addDays } from '../../src/domain/leave-days';

/** Issue 26 item 2: the leave calendar opens on today, offers week, month and quarter, counts who is away each day. */
const shots = 'tests/.output';
mkdirSync(shots, { recursive: true });
const wide = { width: 1440, height: 900 };

/** `today`: another day than the run's for the page (its clock set, the page loaded again before anything else). */
async function openTimeline(lang: 'fr' | 'ar', today?: Date) {
  const t = await openApp({ path: '/account/login', viewport: wide, locale: lang === 'ar' ? 'ar-MA' : 'fr-FR' });
  if (today) await t.page.clock.setSystemTime(today);
  if (lang === 'ar') await t.page.evaluate(() => localStorage.setItem('language', 'ar'));
  if (lang === 'ar' || today) await t.page.reload();
  await signInAs(t.page, 'hr');
  await go(t.page, '/conge/timeline');
  await t.page.locator('[data-testid=leave-timeline] [data-resource-id]').first().waitFor({ timeout: 30000 });
  return t;
}

/** Today (the page's clock, pinned by the harness under MINTRH_TODAY) as FullCalendar marks it, and whether its column lies inside the days' visible frame. */
const todayInView = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const root = document.querySelector('[data-testid=leave-timeline]')!;
    const cell = Array.from(root.querySelectorAll<HTMLElement>('[aria-current=date][data-date]')).find((e) => e.getBoundingClientRect().height < 100);
    // The frame of the days: the element that scrolls them sideways (or, when all fit, the header cell's row).
    const scroller = Array.from(root.querySelectorAll<HTMLElement>('*')).find((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1) ?? (root as HTMLElement);
    if (!cell || !scroller) return { today, marked: cell?.dataset.date ?? null, inside: false };
    const c = cell.getBoundingClientRect();
    const s = scroller.getBoundingClientRect();
    // The visible box: the scroller's client area (a scrollbar on the start side in right-to-left pages is not part of it).
    const left = getComputedStyle(scroller).direction === 'rtl' ? s.right - scroller.clientWidth : s.left;
    return { today, marked: cell.dataset.date ?? null, inside: c.left >= left - 0.5 && c.right <= left + scroller.clientWidth + 0.5 && c.width > 0, box: [c.left, c.right, left, left + scroller.clientWidth] };
  });

for (const lang of ['fr', 'ar'] as const) {
  test(`the calendar opens with today in view (${lang}, 1440 px)`, async () => {
    const t = await openTimeline(lang);
    try {
      await t.page.waitForFunction(() => !!document.querySelector('[data-testid=leave-timeline] [aria-current=date]'), null, { timeout: 10000 }).catch(() => {});
      await t.page.waitForTimeout(400);
      const r = await todayInView(t.page);
      await t.page.screenshot({ path: `${shots}/calendar-${lang}.png` });
      assert.is(r.marked, r.today, 'the column marked as today is today');
      assert.ok(r.inside, `today's column (${r.today}) lies inside the visible days ${JSON.stringify(r.box)}`);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test("early in a month its first day stays in view beside today, with the wider columns of Arabic too (1440 px)", async () => {
  // Review s30: on 6 December, in Arabic, the month opened one column in, 1 December (three people away) out of the frame.
  const [y, m] = process.env.MINTRH_TODAY!.slice(0, 7).split('-').map(Number) as [number, number];
  const sixth = new Date(y, m - 1, 6, 11);
  for (const lang of ['fr', 'ar'] as const) {
    const t = await openTimeline(lang, sixth);
    try {
      const first = `${y}-${String(m).padStart(2, '0')}-01`;
      await t.page.locator(`[data-testid=leave-timeline] [data-date="${first}"]`).first().waitFor({ timeout: 10000 }).catch(() => {});
      await t.page.waitForTimeout(400);
      const r = await todayInView(t.page);
      assert.ok(r.inside, `the 6th in view ${JSON.stringify(r.box)}`);
      const firstDay = await t.page.evaluate((first) => {
        const root = document.querySelector('[data-testid=leave-timeline]')!;
        const cell = Array.from(root.querySelectorAll<HTMLElement>(`[data-date="${first}"]`)).find((e) => e.getBoundingClientRect().height < 100)?.getBoundingClientRect();
        const scroller = Array.from(root.querySelectorAll<HTMLElement>('*')).find((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1);
        if (!cell || !scroller) return { inside: false, cell: cell ? [cell.left, cell.right] : null };
        const s = scroller.getBoundingClientRect();
        const left = getComputedStyle(scroller).direction === 'rtl' ? s.right - scroller.clientWidth : s.left;
        return { inside: cell.width > 0 && cell.left >= left - 0.5 && cell.right <= left + scroller.clientWidth + 0.5, cell: [cell.left, cell.right], frame: [left, left + scroller.clientWidth] };
      }, first);
      assert.ok(firstDay.inside, `${lang}: ${first} in view ${JSON.stringify(firstDay)}`);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

/**
 * The first and last day the view draws, read at both ends of its sideways scroll (only the columns in view are
 * drawn). Each end is read once every sideways frame (the body's and the header's, which FullCalendar follows only
 * now and then) stays where it was scrolled, the drawn day counts reach both edges of the header's frame (a drawing
 * that lags the scroll leaves one edge bare: CI once read a quarter from 29 October, the days drawn around today while
 * the frame stood at the start), the new view is drawn (`drawn`) and two reads 300 ms apart agree.
 */
async function shownDays(page: Page, drawn: (days: string[]) => boolean = () => true) {
  const scroll = (end: boolean) =>
    page.evaluate((toEnd) => {
      // The frames that scroll sideways, not a leave's title, which crops its text (overflow hidden) and is held to the
      // part of its bar in view as the frame moves (fitCutTitles): scrolled here, its own width moved under the test.
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] :not(.leave-event-title)')) {
        if (getComputedStyle(el).overflowX === 'visible' || el.scrollWidth <= el.clientWidth) continue;
        el.scrollLeft = toEnd ? el.scrollWidth : 0;
        el.dispatchEvent(new Event('scroll'));
      }
    }, end);
  const read = (end: boolean) =>
    page.evaluate((toEnd) => {
      const root = document.querySelector('[data-testid=leave-timeline]')!;
      const scrollers = Array.from(root.querySelectorAll<HTMLElement>(':not(.leave-event-title)')).filter((el) => getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth);
      const still = scrollers.every((el) => Math.abs(el.scrollLeft - (toEnd ? el.scrollWidth - el.clientWidth : 0)) <= 1);
      const counts = Array.from(root.querySelectorAll<HTMLElement>('.leave-away-count'));
      const lefts = counts.map((e) => e.getBoundingClientRect().left).sort((a, b) => a - b);
      const column = Math.min(...lefts.slice(1).map((x, i) => x - lefts[i]!).filter((d) => d > 1));
      const frame = scrollers.find((el) => counts[0] && el.contains(counts[0]))?.getBoundingClientRect();
      const rights = counts.map((e) => e.getBoundingClientRect().right);
      const edges = !frame || (lefts[0]! <= frame.left + column && Math.max(...rights) >= frame.right - column);
      return { still: still && edges, days: counts.map((e) => e.dataset.date!) };
    }, end);
  const settled = async (end: boolean) => {
    let last = '';
    for (let tries = 0; tries < 40; tries++) {
      await scroll(end);
      await page.waitForTimeout(300);
      const { still, days } = await read(end);
      if (still && days.length && days.join() === last && drawn(days)) return days;
      last = still ? days.join() : '';
    }
    throw new Error(`the days drawn did not settle after scrolling to the ${end ? 'end' : 'start'}`);
  };
  const days = [...(await settled(false)), ...(await settled(true))].sort();
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return { first, last, count: Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86400000) + 1 };
}

test('week, month and quarter show 7, a month’s and about 90 day columns; each day counts the people away in the events', async () => {
  const t = await openTimeline('fr');
  const { page } = t;
  try {
    const views = page.getByRole('group', { name: 'Affichage' });
    await views.getByRole('button', { name: 'Semaine' }).click();
    await page.locator('.leave-month-label', { hasText: /–/ }).waitFor();
    await page.waitForTimeout(500);
    const week = await shownDays(page);
    assert.is(week.count, 7, `a week: ${week.first} to ${week.last}`);
    assert.is(new Date(`${week.first}T00:00:00Z`).getUTCDay(), 1, 'it starts on Monday');
    // Each day's label in the middle of its own column (review: those before the frame's middle leaned to their end,
    // the others to their start).
    const offCentre = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] [data-date]:not(.leave-away-cell):has(> * > *)')].map((cell) => {
        // The label's own box: its text's extent (the element around it may stretch).
        const text = document.createRange();
        text.selectNodeContents(cell.firstElementChild!.firstElementChild!);
        const [l, c] = [text.getBoundingClientRect(), cell.getBoundingClientRect()];
        return Math.round(Math.abs(l.left + l.width / 2 - (c.left + c.width / 2)));
      }),
    );
    assert.is(offCentre.length, 7, 'seven day labels');
    assert.ok(offCentre.every((d) => d <= 2), `each label centred in its column (px off: ${offCentre.join(', ')})`);

    await views.getByRole('button', { name: 'Trimestre' }).click();
    // More than a week's columns fit in view once the quarter is drawn.
    const quarter = await shownDays(page, (days) => days.length > 7);
    assert.ok(quarter.count >= 90 && quarter.count <= 92, `a quarter: ${quarter.first} to ${quarter.last} (${quarter.count})`);
    assert.ok(quarter.first.endsWith('-01') && ['01', '04', '07', '10'].includes(quarter.first.slice(5, 7)), 'a calendar quarter');

    await views.getByRole('button', { name: 'Mois' }).click();
    // The quarter's three months are gone once the month is drawn.
    const month = await shownDays(page, (days) => new Set(days.map((d) => d.slice(0, 7))).size === 1);
    const [y, m] = month.first.split('-').map(Number) as [number, number];
    assert.is(month.count, new Date(Date.UTC(y, m, 0)).getUTCDate(), `a month: ${month.first} to ${month.last}`);
    assert.ok(month.first.endsWith('-01'));

    // The same month's events, from the demo seed the page builds (same scenario, same day): people away per day.
    const hr = fakeApi(makeBackend({ db: buildScenario('demo') })).as('hr');
    const events = (hr.post('/api/congee/GetEvents', { year: y, month: m, searchValue: '' }).json as { data: Array<{ resourceId: number | null; start: string; end: string; isHoliday: boolean }> }).data;
    const expected = (day: string) => new Set(events.filter((e) => !e.isHoliday && e.resourceId !== null && e.start.slice(0, 10) <= day && e.end.slice(0, 10) > day).map((e) => e.resourceId)).size;
    const shown = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] .leave-away-count')).map((e) => [e.dataset.date!, Number(e.textContent)] as const));
    assert.ok(shown.length >= 7, 'the counts of the days in view are drawn');
    assert.ok(events.some((e) => !e.isHoliday), 'the seed has leave this month');
    for (const [day, n] of shown) assert.is(n, expected(day), `people away on ${day}`);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('a search brings the first leave of the person it finds into view (fr and ar, 1440 px)', async () => {
  // Someone whose leave this month all lies well before or after today, out of the frame that opens on today (any day:
  // early in a month the leave found is after it, late in a month before it).
  const db = buildScenario('demo');
  const hr = fakeApi(makeBackend({ db })).as('hr');
  const today = process.env.MINTRH_TODAY!.slice(0, 10);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const events = (hr.post('/api/congee/GetEvents', { year: y, month: m, searchValue: '' }).json as { data: Array<{ resourceId: number | null; start: string; end: string; isHoliday: boolean }> }).data.filter((e) => !e.isHoliday && e.resourceId !== null);
  const firstOf = (id: number) => events.filter((e) => e.resourceId === id).map((e) => e.start.slice(0, 10)).sort()[0]!;
  const names = new Map((db.table('users').all() as Array<{ id: number; fullName: string }>).map((u) => [u.id, u.fullName]));
  const lastOf = (id: number) => events.filter((e) => e.resourceId === id).map((e) => e.end.slice(0, 10)).sort().at(-1)!;
  const far = [...new Set(events.map((e) => e.resourceId!))].filter((id) => (firstOf(id) >= addDays(today, 9) || lastOf(id) <= addDays(today, -9)) && [...names.values()].filter((n) => n === names.get(id)).length === 1);
  assert.ok(far.length, `someone away this month only before ${addDays(today, -9)} or from ${addDays(today, 9)}`);
  const who = far[0]!;
  for (const lang of ['fr', 'ar'] as const) {
    const t = await openTimeline(lang);
    const { page } = t;
    try {
      const inFrame = () =>
        page.evaluate(() => {
          const root = document.querySelector('[data-testid=leave-timeline]')!;
          const scroller = Array.from(root.querySelectorAll<HTMLElement>('*')).find((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1);
          if (!scroller) return 0;
          const s = scroller.getBoundingClientRect();
          return Array.from(root.querySelectorAll('.leave-event-title')).filter((b) => {
            const r = b.getBoundingClientRect();
            return r.width > 0 && r.left >= s.left - 1 && r.left < s.right && r.right > s.left;
          }).length;
        });
      await page.getByRole('searchbox', { name: lang === 'ar' ? 'البحث عن موظف' : 'Rechercher un collaborateur' }).fill(names.get(who)!);
      const rows = () => page.evaluate(() => [...new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] [data-resource-id]')).map((e) => e.dataset.resourceId))]);
      await waitUntil(async () => (await rows()).join() === String(who), `only ${names.get(who)}'s row (${(await rows()).join()})`);
      await waitUntil(async () => (await inFrame()) > 0, `${names.get(who)}'s leave of ${firstOf(who)} in view`);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

test('a public holiday’s name in the month grid stays clear of the day number', async () => {
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    await go(page, '/conge/timeline');
    const href = await page.locator('[data-testid=leave-timeline] a.leave-resource-link').first().getAttribute('href');
    await go(page, href!);
    await page.getByTestId('leave-month').waitFor();
    // Every month of a year has a holiday within a few months (the seed's Moroccan holidays): walk on until one shows.
    for (let i = 0; i < 12 && !(await page.locator('[data-testid=leave-month] .leave-holiday-title').count()); i++) {
      await page.getByRole('button', { name: 'Mois suivant' }).click();
      await page.waitForTimeout(400);
    }
    const pairs = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid=leave-month] [role=gridcell]')).flatMap((cell) => {
        const title = cell.querySelector('.leave-holiday-title')?.getBoundingClientRect();
        const number = cell.querySelector('.leave-day-number')?.getBoundingClientRect();
        if (!title || !number) return [];
        const overlap = !(title.right <= number.left || number.right <= title.left || title.bottom <= number.top || number.bottom <= title.top);
        return [{ date: cell.dataset.date, overlap, titleHeight: title.height }];
      }),
    );
    assert.ok(pairs.length > 0, 'a holiday is shown');
    for (const p of pairs) {
      assert.not.ok(p.overlap, `the holiday of ${p.date} is clear of its day number`);
      assert.ok(p.titleHeight > 0, 'the holiday name is visible');
    }
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
