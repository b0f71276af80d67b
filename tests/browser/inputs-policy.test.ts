import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openApp, signInAs } from './harness';

const NEW_TEXT = 'Charte 2027 — article unique : chacun protège les données des collègues.';

test('an enforced new version sends the employee through acceptance and back where they were', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    // A client-side move keeps the in-page fake server (a reload would start a fresh demo).
    await page.click('a[href="/settings/info"]');
    await page.getByRole('link', { name: /Politique et charte/ }).click();
    await page.getByRole('heading', { name: 'Charte informatique et politique de confidentialité', level: 2 }).waitFor();
    assert.ok(await page.getByRole('switch').isChecked(), 'the seeded policy is enforced');
    await page.getByRole('tab', { name: /Français/ }).click();
    await page.getByLabel('Texte', { exact: true }).fill(NEW_TEXT);
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByRole('button', { name: 'Publier la version 3' }).click();
    await page.getByRole('alertdialog').getByText('tous les collaborateurs devront accepter').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Version 3 · publiée le').waitFor();

    await page.click('[data-testid=user-menu]');
    await page.click('[data-menu=signOut]');
    // The logout call ends on the plain login page.
    await page.waitForURL(/\/account\/login$/);
    // Signed out, /expenses goes to the login page with its returnUrl.
    await page.evaluate(() => {
      history.pushState(null, '', '/expenses');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/account\/login\?returnUrl=%2Fexpenses$/);
    await signInAs(page, 'employee');
    await page.waitForURL(/\/account\/termsacceptance\?returnUrl=%2Fexpenses$/);
    await page.getByText(NEW_TEXT).waitFor();
    const accept = page.getByRole('button', { name: 'Accepter et continuer' });
    assert.ok(await accept.isDisabled(), 'nothing is accepted before the box is ticked');
    await page.getByLabel("J'ai lu ce texte et j'en accepte les conditions").check();
    await accept.click();
    await page.waitForURL(/\/expenses$/);
    await page.locator('nav#side-nav').waitFor();
    // Accepted: a forced check now lets the employee stay.
    await page.evaluate(() => dispatchEvent(new Event('focus')));
    await page.waitForTimeout(0);
    assert.match(page.url(), /\/expenses$/);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('the date range picker works from the keyboard (accepted users filter)', async () => {
  const t = await openApp({ path: '/account/login' });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    await page.click('a[href="/settings/info"]');
    await page.getByRole('link', { name: /Politique et charte/ }).click();
    const summary = page.locator('.policy-meter');
    await summary.getByText('collaborateurs ont accepté').waitFor();
    const accepted = Number((await summary.textContent())!.match(/(\d+) \//)![1]);
    const trigger = page.getByRole('button', { name: /Accepté entre/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    await grid.waitFor();
    // Two months back, Enter for the start; two months forward, Enter for the end.
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Enter');
    await page.getByText('Choisissez la date de fin').waitFor();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await grid.waitFor({ state: 'detached' });
    assert.ok(await trigger.evaluate((el) => el === document.activeElement), 'focus is back on the trigger');
    await summary.getByText(`${accepted} acceptations correspondent`).waitFor();
    // A single day a week before that range's start: nobody accepted then.
    await page.keyboard.press('Enter');
    await grid.waitFor();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await summary.getByText('0 acceptations correspondent').waitFor();
    // Days after today (the max) are not selectable.
    await page.keyboard.press('Enter');
    await grid.waitFor();
    // Three months after that day (two months ago) lies past today, the max.
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    const disabled = await page.locator('.calendar-day[aria-disabled="true"]').count();
    await page.keyboard.press('Escape');
    await grid.waitFor({ state: 'detached' });
    assert.ok(disabled > 0, "days after the max are disabled");
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
