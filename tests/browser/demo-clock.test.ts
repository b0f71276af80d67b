import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';

/**
 * Issue 20 item 4: after '+1 mois' in the demo panel, everything the app
 * derives from 'today' follows the demo clock. The page's own clock is
 * pinned (Playwright's clock) on 29 January 2027, so the test reads the same
 * whatever day it runs: +30 days is Sunday 28 February 2027.
 */
const PINNED = '2027-01-29T09:00:00';

async function go(page: Page, p: string) {
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, p);
}

async function travelOneMonth(page: Page) {
  await page.getByTestId('demo-control').click();
  const control = page.getByRole('dialog', { name: 'Panneau de démo' });
  await control.getByRole('button', { name: '+1 mois' }).click();
  await control.getByTestId('demo-today').getByText('dimanche 28 février 2027').waitFor();
  await page.keyboard.press('Escape');
}

test("after '+1 mois' the greeting's date, a task's time left, a reminder's due state and the calendar's today follow the demo clock", async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    // Under `npm run test:dates` the harness has installed the clock already: set it to this test's own day.
    if (process.env.MINTRH_TODAY) await t.context.clock.setSystemTime(new Date(PINNED));
    else await t.context.clock.install({ time: new Date(PINNED) });
    await page.goto(`${t.url}/account/login`);
    await signInAs(page, 'employee');

    // Before: the real (pinned) day everywhere.
    await page.getByTestId('dashboard-date').getByText('vendredi 29 janvier 2027').waitFor();
    await go(page, '/tasks/grid');
    await page.getByText(/^\d+ heures? restantes?$/).first().waitFor();
    await page.evaluate(() => (window as any).__mintrh.openPanel('shell.reminders', { userId: 1 }));
    const reminders = page.getByRole('dialog', { name: 'Mes rappels' });
    const review = reminders.locator('li', { hasText: 'Préparer l’entretien annuel' });
    await review.getByText('À venir').waitFor();
    await page.keyboard.press('Escape');
    await go(page, '/employee/1/conge/calendar');
    await page.locator('[data-testid=leave-month] .leave-today[data-date="2027-01-29"]').waitFor();

    await travelOneMonth(page);

    // The bar says the demo's today.
    await page.getByTestId('mode-banner').getByText("Aujourd'hui : 28/02/2027").waitFor();
    // The calendar drawn before the travel moves its today marker.
    await page.locator('[data-testid=leave-month] .leave-today').waitFor({ state: 'detached' });
    await go(page, '/');
    await go(page, '/employee/1/conge/calendar');
    await page.locator('[data-testid=leave-month] .leave-today[data-date="2027-02-28"]').waitFor();
    // The greeting's date.
    await go(page, '/');
    await page.getByTestId('dashboard-date').getByText('dimanche 28 février 2027').waitFor();
    // A relative time: the task that had hours left is now a month late (the server's clock travelled too).
    await go(page, '/tasks/grid');
    await page.getByText(/^(29|30) jours de retard$/).first().waitFor();
    // An overdue text: next week's reminder is now due.
    await page.evaluate(() => (window as any).__mintrh.openPanel('shell.reminders', { userId: 1 }));
    await review.getByText('Échu').waitFor();
    // The date picker's today is the demo's.
    await page.keyboard.press('Escape');
    await page.evaluate(() => (window as any).__mintrh.openPanel('leave.form', {}));
    const form = page.getByRole('dialog', { name: 'Nouvelle demande de congé' });
    await form.getByLabel('Type de congé').selectOption({ label: 'Congé annuel' });
    await form.locator('[data-calendar-trigger]').first().click();
    await page.locator('.calendar-day.is-today[data-day="2027-02-28"]').waitFor();
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
