import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { go, openApp, signInAs } from './harness';

/**
 * Issue 36 item 2: the leave calendar as the person who plans it sees it.
 * A manager opens on their team, people away first; HR on everyone, people
 * away first; it opens with today, its title and its view switch in view
 * (late in the month too: run under MINTRH_TODAY); the day headers read
 * 'mar. 1', 'mer. 2', never 'M 1', 'M 2'.
 */
const shots = 'tests/.output';
mkdirSync(shots, { recursive: true });

async function openCalendar(persona: 'manager' | 'hr', lang: 'fr' | 'ar' = 'fr', width = 1440) {
  const t = await openApp({ path: '/account/login', viewport: { width, height: width > 800 ? 900 : 844 }, locale: lang === 'ar' ? 'ar-MA' : 'fr-FR' });
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
      assert.ok(await t.page.locator('[data-testid=leave-timeline] [aria-current=date]').first().isVisible(), 'today is drawn');
      if (lang === 'fr' && width === 1440) {
        // Tuesday and Wednesday of the month shown: the short weekday, different.
        const heads = await t.page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('[data-testid=leave-timeline] [data-date]')).map((e) => [e.dataset.date, e.textContent?.trim()]).filter(([, s]) => s && /\D/.test(s)));
        const tue = heads.find(([d]) => new Date(`${d}T12:00:00`).getDay() === 2);
        const wed = heads.find(([d]) => new Date(`${d}T12:00:00`).getDay() === 3);
        assert.match(tue?.[1] ?? '', /^mar\. \d+/, JSON.stringify(heads.slice(0, 8)));
        assert.match(wed?.[1] ?? '', /^mer\. \d+/);
      }
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test.run();
