import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openApp, signInAs } from './harness';

/**
 * Someone whose browser speaks another language than theirs chooses the app's on the sign-in page (persona review:
 * the sign-in page offered no language choice). The page speaks it at once, keeps it after a reload (the loading
 * screen too), and the app signed in goes on in it. The choice stands out of the card's flow, so the card stands
 * where the loading screen drew it (first-paint.test.ts measures that).
 */
test('the sign-in page offers the four languages; the one chosen is spoken at once, after a reload and once signed in', async () => {
  const t = await openApp({ mode: 'demo', path: '/account/login', locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const { page } = t;
  try {
    const choice = page.getByRole('combobox', { name: 'Langue' });
    await choice.waitFor();
    assert.equal(await choice.locator('option').allInnerTexts(), ['Français', 'العربية', 'Español', 'English']);
    await choice.selectOption('es');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    assert.is(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.is(await page.title(), 'Iniciar sesión · MintRH');

    // Arabic turns the page right to left, its choice named in Arabic.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    assert.is(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();

    // Kept: the reload's loading screen and page speak it.
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.is(await page.evaluate(() => document.documentElement.lang), 'en');

    await signInAs(page, 'employee');
    await page.locator('#main h1').waitFor();
    assert.is(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.match(await page.locator('#main h1').innerText(), /^Good (morning|afternoon|evening)|^Hello/);
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
