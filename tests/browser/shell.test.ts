import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp, signInAs, type TestPage } from './harness';
import { personas, type PersonaDef } from '../../fixtures/personas';
import { visibleHrefs } from '../../src/kernel/nav-table';
import { settle } from './walk-lists';

/** Opens every group and 'show more', then lists the navigation's links in order. */
async function navHrefs(page: Page): Promise<string[]> {
  // Closed only: in the shared page (below) a persona signed in before may have opened it.
  const more = page.locator('.nav-more[aria-expanded="false"]');
  if (await more.count()) await more.click();
  const closed = page.locator('.nav-group-toggle[aria-expanded="false"]');
  while (await closed.count()) await closed.first().click();
  return page.$$eval('#side-nav a[data-nav]', (as) => as.map((a) => a.getAttribute('data-nav')!));
}

/**
 * One page for the checks that only need a persona signed in (issue 35 item 8): a fresh context boots the demo's
 * in-page server again, three quarters of a fresh sign-in. Each persona signs out the one before from the user menu,
 * then signs in on the login page as a person would. The checks that need a first visit keep their own page: a
 * signed-out visit with returnUrl (a link opened from outside), the form's own sign-in, the language kept over a
 * reload (a stored setting), the theme cookie, another config.json.
 */
let shared: TestPage | null = null;
let signedInAs: PersonaDef['key'] | null = null;
async function signedIn(persona: PersonaDef['key']): Promise<TestPage> {
  shared ??= await openApp({ path: '/account/login' });
  if (signedInAs !== persona) {
    if (signedInAs) await signOut(shared.page);
    signedInAs = null;
    await signInAs(shared.page, persona);
    signedInAs = persona;
  }
  return shared;
}
async function signOut(page: Page) {
  // From a drawn page, as a person would. Signing out first sends what the person holds and waits for the records
  // still busy, up to 15 s (src/kernel/use-record-actor.ts): a page just reloaded on a loaded machine may still be
  // reading them, so the way to the login page gets that bound and some.
  await settle(page, '#main');
  await page.click('[data-testid=user-menu]');
  await page.click('[data-menu=signOut]');
  await page.waitForURL(/\/account\/login/, { timeout: 20000 });
}
test.after(async () => {
  await shared?.close();
});

for (const p of personas) {
  test(`${p.key} sees exactly the navigation its permissions allow`, async () => {
    const t = await signedIn(p.key);
    const hrefs = await navHrefs(t.page);
    assert.equal([...hrefs].sort(), [...visibleHrefs(p.userId, p.permissions)].sort());
    assert.equal(t.errors, []);
  });
}

test('a signed-out visit goes to login with returnUrl, and back there after sign in', async () => {
  const t = await openApp({ path: '/expenses?tab=2' });
  try {
    await t.page.waitForURL(/\/account\/login\?returnUrl=%2Fexpenses%3Ftab%3D2$/);
    await signInAs(t.page, 'hr');
    await t.page.waitForURL(/\/expenses\?tab=2$/);
  } finally {
    await t.close();
  }
});

test('returnUrl never leaves the origin', async () => {
  for (const evil of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
    const t = await openApp({ path: `/account/login?returnUrl=${encodeURIComponent(evil)}` });
    try {
      await signInAs(t.page, 'employee');
      const url = new URL(t.page.url());
      assert.is(url.origin, new URL(t.url).origin, evil);
      assert.is(url.pathname, '/', evil);
    } finally {
      await t.close();
    }
  }
});

test('user and password sign in too; a wrong password says so', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await t.page.fill('input[name=userName]', 'karim');
    await t.page.fill('input[name=password]', 'wrong');
    await t.page.click('button[type=submit]');
    await t.page.getByRole('alert').filter({ hasText: 'incorrect' }).waitFor();
    assert.is(await t.page.inputValue('input[name=userName]'), 'karim');
    await t.page.fill('input[name=password]', 'demo');
    await t.page.click('button[type=submit]');
    await t.page.waitForSelector('nav#side-nav');
  } finally {
    await t.close();
  }
});

test('Arabic turns the document right to left, and the choice survives a reload', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    await signInAs(t.page, 'employee');
    await t.page.click('[data-testid=user-menu]');
    await t.page.click('[data-lang=ar]');
    await t.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.is(await t.page.evaluate(() => localStorage.getItem('language')), 'ar');
    await t.page.reload();
    await t.page.waitForSelector('nav#side-nav');
    assert.is(await t.page.evaluate(() => [document.documentElement.dir, document.documentElement.lang].join()), 'rtl,ar');
    assert.ok((await t.page.textContent('#side-nav'))!.includes('لوحة القيادة'));
  } finally {
    await t.close();
  }
});

test('the theme cookie picks the skin; the default is MintRH', async () => {
  const t = await openApp({ path: '/account/login' });
  try {
    assert.is(await t.page.getAttribute('link#skin', 'href'), '/skin/skin.MintRH.css');
    await t.context.addCookies([{ name: 'theme', value: 'Ocean', url: t.url }]);
    await t.page.reload();
    await t.page.waitForSelector('[data-persona]');
    assert.is(await t.page.getAttribute('link#skin', 'href'), '/skin/skin.Ocean.css');
    assert.is(await t.page.getAttribute('link#auth-skin', 'href'), '/auth-skin/skin.Ocean.css');
    const brand = await t.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());
    assert.is(brand, '#2563eb');
  } finally {
    await t.close();
  }
});

test('a page without the permission shows 403, an unknown one 404, a module out of release says so', async () => {
  const t = await signedIn('employee');
  await t.page.goto(`${t.url}/settings/info`);
  await t.page.locator('[data-status="403"]').waitFor();
  await t.page.goto(`${t.url}/no/such/page`);
  await t.page.locator('[data-status="404"]').waitFor();
  await t.page.goto(`${t.url}/`);
  await t.page.waitForSelector('nav#side-nav');
  assert.equal(t.errors, []);
  const o = await signedIn('owner');
  await o.page.goto(`${o.url}/job`);
  await o.page.getByText('ne fait pas partie de cette version').waitFor();
});

test('no dead ends: modules of other applications appear only with the address config.json gives, and link there (issue 26 item 6)', async () => {
  // The owner holds every permission: without addresses, nothing in the menu opens 'not in this version'.
  const plain = await signedIn('owner');
  const hrefs = await navHrefs(plain.page);
  for (const href of ['/trainings', '/annonces', '/job', '/reporting', '/exportdata', '/evp', '/shift/my', '/integration/attendances']) assert.not.ok(hrefs.includes(href), href);
  assert.is(await plain.page.locator('#side-nav [data-external]').count(), 0);
  const t = await openApp({ path: '/account/login', config: { externalModules: { trainings: 'https://learn.example.com/catalogue', announcements: '/intranet/news' } } });
  try {
    await signInAs(t.page, 'owner');
    await navHrefs(t.page);
    const links = t.page.locator('#side-nav a[data-external]');
    assert.equal(await links.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')])), [
      ['Formations', 'https://learn.example.com/catalogue'],
      ['Annonces', '/intranet/news'],
    ]);
    // Typed by URL, the route keeps its page.
    await t.page.goto(`${t.url}/trainings`);
    await t.page.getByText('ne fait pas partie de cette version').waitFor();
  } finally {
    await t.close();
  }
});

test('logout goes to the login page and the session is gone', async () => {
  const t = await signedIn('manager');
  signedInAs = null;
  await signOut(t.page);
  assert.is(await t.page.evaluate(() => localStorage.getItem('session')), null);
  await t.page.goto(`${t.url}/expenses`);
  await t.page.waitForURL(/\/account\/login\?returnUrl=%2Fexpenses/);
});

test.run();
