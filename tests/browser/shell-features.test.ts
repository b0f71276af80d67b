import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { go, openApp, signInAs } from './harness';

/**
 * Adds a notification for Nadia (HR, user 3) the way the fake server's
 * notify() does: a row in the table and a push through the hub.
 */
async function pushNotification(page: Page, n: { sourceName: string; parameterTitle: string; sourceId: number; sourceUserId: number; title?: string }) {
  await page.evaluate((n) => {
    const backend = (globalThis as any).__mintrh.fake.backend;
    const row = backend.db.table('notifications').insert({
      userId: 3, senderId: 2, title: n.title ?? 'notification.reminder', parameterTitle: n.parameterTitle, sourceName: n.sourceName,
      sourceId: n.sourceId, sourceUserId: n.sourceUserId, isView: false, createdDate: new Date().toISOString(),
    });
    backend.hub.sendToUser(3, 'ReceiveNotification', { ...row, user: { id: 2, picturePath: 'upload/profileimages/2/avatar-2.svg' } });
  }, n);
}

const item = (page: Page, text: string) => page.locator('.notification-item', { hasText: text });

async function openBellAndClick(page: Page, text: string) {
  await page.click('[data-testid=header-bell]');
  await item(page, text).click();
}

test('the bell lists live notifications, routes each sourceName family per spec 2.4, and marks all read', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    const bell = page.locator('[data-testid=header-bell]');
    // Seeded notifications (reminders due, organisation events) arrive with the first load.
    await page.locator('[data-testid=header-bell-count]').waitFor();
    // The hub connection comes up after first paint.
    await page.waitForFunction(() => (globalThis as any).__mintrh.fake.backend.hub.isOnline(3));
    const families: Array<[string, number, number]> = [
      ['Anniversary', 12, 12], ['DocumentsRequest', 41, 7], ['CollaboratorExpensesRequests', 42, 7], ['CongeRequests', 43, 7],
      ['TrialPeriodEnding', 12, 12], ['forms', 44, 7], ['ResponseForm', 45, 7], ['Reminder', 46, 9],
    ];
    const before = Number(await page.locator('[data-testid=header-bell-count]').textContent());
    for (const [sourceName, sourceId, sourceUserId] of families) await pushNotification(page, { sourceName, parameterTitle: `Famille ${sourceName}`, sourceId, sourceUserId });
    // Live: the count bumps without reopening anything.
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=header-bell-count]')?.textContent) === n, before + families.length);

    // Title from the key with {0} filled, unread highlighted.
    await page.click('[data-testid=header-bell]');
    const anniversary = item(page, 'Rappel : Famille Anniversary');
    await anniversary.waitFor();
    assert.is(await anniversary.getAttribute('data-unread'), 'true');
    await anniversary.click();
    // Anniversary: the profile panel of the person.
    await page.getByRole('dialog').filter({ hasText: 'Profil public' }).waitFor();
    assert.is(await bell.getAttribute('data-last-target'), 'profile.card');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.click('[data-testid=header-bell]');
    // Once missing in a full run under load (cause not seen): a second miss says what the page showed.
    const unread = await item(page, 'Famille Anniversary').getAttribute('data-unread').catch(async (e) => {
      const seen = await page.evaluate(() => ({ url: location.href, menus: document.querySelectorAll('[role=menu]').length, focus: document.activeElement?.outerHTML.slice(0, 120), items: [...document.querySelectorAll('.notification-item')].map((n) => n.textContent) }));
      throw new Error(`${e} · page: ${JSON.stringify(seen)}`);
    });
    assert.is(unread, 'false');
    await page.keyboard.press('Escape');

    // Panels of other areas: the agreed kind is requested (a dialog when the area is in the build).
    for (const [sourceName, kind] of [['DocumentsRequest', 'documents.detail'], ['CollaboratorExpensesRequests', 'expenses.noteDetail'], ['CongeRequests', 'leave.detail'], ['forms', 'forms.fill'], ['ResponseForm', 'forms.response']]) {
      await openBellAndClick(page, `Famille ${sourceName}`);
      await page.waitForFunction((k) => document.querySelector('[data-testid=header-bell]')?.getAttribute('data-last-target') === k, kind).catch(async (e) => {
        throw new Error(`${sourceName}: ${await bell.getAttribute('data-last-target')} ${e}`);
      });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    // Trial period end: the employee's contract page; anything else: the public profile.
    await openBellAndClick(page, 'Famille TrialPeriodEnding');
    await page.waitForURL(/\/employee\/12\/contract$/);
    await openBellAndClick(page, 'Famille Reminder');
    await page.waitForURL(/\/employee\/9\/profile\/public$/);

    // Mark all read: success toast, no unread left, no count.
    await page.click('[data-testid=header-bell]');
    await page.click('[data-testid=notifications-mark-all]');
    await page.getByRole('status').filter({ hasText: 'Opération effectuée avec succès' }).waitFor();
    await page.locator('[data-testid=header-bell-count]').waitFor({ state: 'detached' });
    assert.is(await page.locator('.notification-item[data-unread=true]').count(), 0);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('a menu opened while a panel closes stays open: the panel gives the focus back only when nothing has it', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    // A panel opened from a button of the page: closed, it gives the keyboard back to that button.
    await go(page, '/employee/3/profile/public');
    await page.click('[data-testid=profile-reminders]');
    await page.getByRole('dialog').filter({ hasText: 'Mes rappels' }).waitFor();
    // A busy machine runs input before timers: the panel's focus return (Radix runs it in a timer once the panel
    // is gone) comes after a click that landed meanwhile. Made certain here by holding this page's zero-delay timers.
    await page.evaluate(() => {
      const w = window as unknown as { setTimeout: typeof setTimeout; __held?: typeof setTimeout };
      w.__held = w.setTimeout;
      w.setTimeout = ((fn: () => void, ms?: number) => w.__held!(fn, ms ? ms : 500)) as typeof setTimeout;
    });
    await page.keyboard.press('Escape');
    await page.locator('.side-panel').waitFor({ state: 'detached' });
    await page.click('[data-testid=header-bell]');
    await page.locator('.notification-item').first().waitFor();
    await page.waitForTimeout(800);
    await page.evaluate(() => {
      const w = window as unknown as { setTimeout: typeof setTimeout; __held?: typeof setTimeout };
      w.setTimeout = w.__held!;
    });
    // Once the held timers have run, the bell is still open and has the keyboard.
    assert.ok(await page.locator('.notification-item').first().isVisible(), 'the bell stays open');
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role=menu]')), 'the keyboard is in the menu');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('a reminder created from the bell reaches the bell once due', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.click('[data-testid=header-bell]');
    await page.click('[data-testid=open-reminders]');
    const panel = page.getByRole('dialog').filter({ hasText: 'Mes rappels' });
    await panel.getByRole('button', { name: 'Nouveau rappel' }).click();
    await panel.getByRole('button', { name: 'Enregistrer' }).waitFor();
    await panel.locator('input[name=title]').fill('');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.getByText('Ce champ est obligatoire').or(panel.locator('.field-error')).first().waitFor();
    await panel.locator('input[name=title]').fill('Rendre le badge visiteur');
    // A past due date through the app's own picker (the native one spoke the browser's language).
    await panel.getByRole('button', { name: /^Date d'échéance/ }).click();
    const calendar = panel.getByRole('dialog', { name: /^Date d'échéance/ });
    await calendar.getByLabel('Année', { exact: true }).selectOption('2020');
    await calendar.getByLabel('Mois', { exact: true }).selectOption('0');
    await calendar.locator('button[data-day="2020-01-01"]').click();
    await panel.getByLabel('Heure de début').fill('09:00');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.locator('.reminder-row', { hasText: 'Rendre le badge visiteur' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.click('[data-testid=header-bell]');
    await item(page, 'Rappel : Rendre le badge visiteur').waitFor();
  } finally {
    await t.close();
  }
});

test('search a collaborator and open the public profile; tasks dropdown; hover card shows name and department', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.click('[data-testid=header-search]');
    const box = page.getByRole('combobox', { name: 'Document, collaborateurs …' });
    await box.fill('karim');
    await page.getByRole('region', { name: 'Collaborateurs (1)' }).waitFor();
    // Keyboard: down from the field to the first result, Enter picks it.
    await box.press('ArrowDown');
    assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? '', /Karim Benali$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/employee\/2\/profile\/public$/);

    await page.click('[data-testid=header-search]');
    await box.fill('zzzzqq');
    await page.getByText('Aucun résultat').waitFor();
    await page.click('[data-testid=search-clear]');
    assert.is(await box.inputValue(), '');
    await page.keyboard.press('Escape');

    await page.click('[data-testid=header-tasks]');
    const tasks = page.locator('.task-item');
    await tasks.first().waitFor();
    for (const title of await page.locator('.task-item .task-title').allTextContents()) assert.ok(Array.from(title).length <= 36, title);
    // Each title isolated in its own direction, so that an Arabic screen cuts a French title at its end (review s30:
    // '…Rédiger le compte rendu de la réuni'), the line in the page's direction.
    assert.is(await page.locator('.task-item .task-title > bdi').count(), await tasks.count());
    await tasks.first().click();
    await page.waitForURL(/\/tasks\/\w+\/\d+$/);
    await page.locator('.task-detail').waitFor();

    // In-app navigation: a reload would restart the in-page fake server.
    await page.click('#side-nav a[href="/collaborateur"]');
    const name = page.locator('.person-card a', { hasText: 'Karim Benali' });
    await name.hover();
    const card = page.getByTestId('user-hover-card');
    await card.filter({ hasText: 'Informatique' }).waitFor();
    assert.ok((await card.textContent())!.includes('Karim Benali'));
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
