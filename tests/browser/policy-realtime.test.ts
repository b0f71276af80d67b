import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp } from './harness';

/**
 * A realtime drop during the policy redirect: the employee signs in while a
 * version they have not accepted is enforced, the hub drops while they read
 * the terms, notifications are sent meanwhile, the first acceptance fails.
 * Afterwards: one redirect, one acceptance, every notification once.
 */
async function pushNotifications(page: Page, titles: string[], dropFirst: boolean) {
  await page.evaluate(
    ([list, drop]) => {
      const fake = (window as any).__mintrh.fake;
      if (drop) fake.dropHubConnections();
      for (const title of list as string[]) {
        const row = fake.backend.db.table('notifications').insert({
          userId: 1, senderId: 2, title: 'notification.reminder', parameterTitle: title, sourceName: 'Reminder',
          sourceId: 1, sourceUserId: 2, isView: false, createdDate: new Date().toISOString(),
        });
        fake.backend.hub.sendToUser(1, 'ReceiveNotification', { ...row, user: { id: 2, picturePath: 'upload/profileimages/2/avatar-2.svg' } });
      }
    },
    [titles, dropFirst] as const,
  );
}
const online = (page: Page) => page.waitForFunction(() => (window as any).__mintrh.fake.backend.hub.isOnline(1), undefined, { timeout: 20000 });

test('a hub drop during the terms redirect: one redirect, one acceptance, every notification once', async () => {
  const t = await openApp({ path: '/account/login?returnUrl=%2Fexpenses' });
  const { page } = t;
  try {
    await page.waitForSelector('[data-persona="employee"]');
    // Yasmine has not accepted the version in force; every move to the terms page is counted.
    await page.evaluate(() => {
      const w = window as any;
      const table = w.__mintrh.fake.backend.db.table('policyAcceptances');
      for (const a of table.all().filter((r: any) => r.userId === 1)) table.remove(a.id);
      w.__termsVisits = 0;
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (String(url ?? '').includes('/account/termsacceptance')) w.__termsVisits++;
          return original(data, unused, url);
        };
      }
    });
    await page.click('[data-persona="employee"]');
    await page.waitForURL(/\/account\/termsacceptance\?returnUrl=%2Fexpenses$/);
    await online(page);

    // Two arrive live, then the hub drops and three are sent while it is down.
    await pushNotifications(page, ['Live un', 'Live deux'], false);
    await pushNotifications(page, ['Pendant la coupure 1', 'Pendant la coupure 2', 'Pendant la coupure 3'], true);
    await online(page);

    // The first acceptance meets a server fault: its message shows, the box stays ticked, the second goes through.
    const box = page.getByLabel("J'ai lu ce texte et j'en accepte les conditions");
    await box.check();
    await page.evaluate(() => (window as any).__mintrh.fake.faults.set({ errorRate: 1 }));
    await page.getByRole('button', { name: 'Accepter et continuer' }).click();
    await page.getByText('Service indisponible, réessayez').first().waitFor();
    assert.ok(await box.isChecked(), 'the tick survives the failure');
    await page.evaluate(() => (window as any).__mintrh.fake.faults.set({ errorRate: 0 }));
    await page.getByRole('button', { name: 'Accepter et continuer' }).click();
    await page.waitForURL(/\/expenses$/);
    await page.locator('nav#side-nav').waitFor();

    // Every notification once in the bell, the count matching the server's unread.
    await page.click('[data-testid=header-bell]');
    for (const title of ['Live un', 'Live deux', 'Pendant la coupure 1', 'Pendant la coupure 2', 'Pendant la coupure 3']) {
      await page.locator('.notification-item', { hasText: title }).first().waitFor();
      assert.is(await page.locator('.notification-item', { hasText: title }).count(), 1, `${title} shows once`);
    }
    const unread = await page.evaluate(() => (window as any).__mintrh.fake.backend.db.table('notifications').all().filter((n: any) => n.userId === 1 && !n.isView).length);
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=header-bell-count]')?.textContent) === n, unread);

    // A focus or a route change after acceptance sends nobody back.
    await page.evaluate(() => dispatchEvent(new Event('focus')));
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Notes de frais' }).waitFor();
    const figures = await page.evaluate(() => ({
      visits: (window as any).__termsVisits as number,
      acceptances: (window as any).__mintrh.fake.backend.db.table('policyAcceptances').all().filter((a: any) => a.userId === 1).length as number,
    }));
    assert.is(figures.visits, 1, 'one redirect to the terms page');
    assert.is(figures.acceptances, 1, 'one acceptance stored');
    assert.ok(page.url().endsWith('/expenses'));
    assert.equal(t.errors.filter((e) => !/connection lost|status of 503|Failed to load resource/.test(e)), []);
  } finally {
    await t.close();
  }
});

test.run();
