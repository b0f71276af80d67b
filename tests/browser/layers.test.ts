import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { closeHarness, go, openApp, openPanelIn, signInAs } from './harness';

/**
 * Layers close one at a time, and nothing typed is lost (issue 34 item 4).
 * In every side panel the dashboard's quick actions open, and in the chat
 * panel, each popup found in the DOM (what a button with aria-haspopup or
 * aria-expanded, or a combobox, opens with role dialog, menu or listbox) is
 * opened and closed with Escape: the popup goes, the panel and what was
 * typed in it stay. Then the panels themselves: Escape closes the top one
 * only, back closes a panel, forward opens it again with its draft, and back
 * never leaves the app while a panel is open.
 */
const wide = { width: 1440, height: 1000 };
const TYPED = 'Texte tapé à garder';

const topPanel = (page: Page) => page.locator('.side-panel').last();

/** Types into the panel's first free text field; returns it (none: null). Each empty choice is made first: the fields it brings (dates) come with it. */
async function typeSomething(panel: Locator): Promise<Locator | null> {
  const selects = panel.locator('select:not([disabled])');
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i);
    if (await select.inputValue()) continue;
    const first = await select.evaluate((s) => [...(s as HTMLSelectElement).options].find((o) => o.value && !o.disabled)?.value ?? null);
    if (first) await select.selectOption(first);
  }
  await panel.page().waitForTimeout(300);
  const field = panel.locator('textarea:not([readonly]):not([disabled]), input[type="text"]:not([role="combobox"]):not([readonly]):not([disabled])').first();
  if (!(await field.count())) return null;
  await field.fill(TYPED);
  return field;
}

/** Marks the panel's candidate openers (buttons with aria-haspopup or aria-expanded, comboboxes) and counts them. */
const markOpeners = (panel: Locator) =>
  panel.evaluate((root) => {
    document.querySelectorAll('[data-opener]').forEach((e) => e.removeAttribute('data-opener'));
    const found = [...root.querySelectorAll<HTMLElement>('button[aria-haspopup], button[aria-expanded], [role="combobox"]')].filter((b) => !b.closest('[aria-hidden="true"]') && !(b as HTMLButtonElement).disabled && b.getClientRects().length > 0);
    found.forEach((b, i) => b.setAttribute('data-opener', String(i)));
    return found.length;
  });

/** The popups on screen apart from the side panels: their count, to see one come and go. */
const popups = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"], [role="alertdialog"]')].filter((e) => !e.classList.contains('side-panel') && e.getClientRects().length > 0).map((e) => `${e.getAttribute('role')}.${e.className}`));

/** Opens what each opener of the top panel (or of `root`) opens, and closes it with Escape; returns what was checked. */
async function walkPopups(page: Page, label: string, root?: Locator): Promise<string[]> {
  const panel = root ?? topPanel(page);
  const panels = await page.locator('.side-panel').count();
  const where = page.url();
  const field = root ? null : await typeSomething(panel);
  const n = await markOpeners(panel);
  const checked: string[] = [];
  for (let i = 0; i < n; i++) {
    const opener = panel.locator(`[data-opener="${i}"]`);
    if (!(await opener.count()) || !(await opener.isVisible())) continue;
    const before = await popups(page);
    const name = `${label} › ${((await opener.getAttribute('aria-label')) ?? (await opener.innerText()).trim()).slice(0, 40)}`;
    if ((await opener.getAttribute('role')) === 'combobox') {
      await opener.focus();
      await opener.press('ArrowDown');
    } else await opener.click();
    // A popup loads its code the first time (the emoji picker): it has a moment to come.
    let after = await popups(page);
    for (let k = 0; k < 15 && after.length <= before.length; k++) {
      await page.waitForTimeout(100);
      after = await popups(page);
    }
    if (after.length <= before.length) {
      // Not a popup (a fold, a toggle): put it back as it was.
      if ((await opener.getAttribute('aria-expanded')) === 'true' && (await opener.getAttribute('role')) !== 'combobox') await opener.click();
      continue;
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction((count) => [...document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"], [role="alertdialog"]')].filter((e) => !e.classList.contains('side-panel') && e.getClientRects().length > 0).length <= count, before.length, { timeout: 5000 }).catch(() => {});
    assert.equal(await popups(page), before, `${name}: Escape closes the popup`);
    assert.is(await page.locator('.side-panel').count(), panels, `${name}: Escape leaves the panels as they were`);
    assert.is(page.url(), where, `${name}: Escape stays on the page`);
    if (field) assert.is(await field.inputValue(), TYPED, `${name}: what was typed stays`);
    checked.push(name);
  }
  if (process.env.LAYERS_VERBOSE) console.log(checked.join('\n'));
  return checked;
}

test('Escape closes only the popup it is pressed in, in every panel the quick actions open and in the chat', async () => {
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    const actions = page.locator('.quick-action');
    await actions.first().waitFor();
    const count = await actions.count();
    const checked: string[] = [];
    for (let i = 0; i < count; i++) {
      const label = (await actions.nth(i).innerText()).trim();
      await actions.nth(i).click();
      await topPanel(page).locator('.side-panel-body :is(input, textarea, button)').first().waitFor({ timeout: 20000 });
      await page.waitForTimeout(300);
      checked.push(...(await walkPopups(page, label)));
      await page.keyboard.press('Escape');
      await page.locator('.side-panel').waitFor({ state: 'detached' });
    }
    // The chat, in a conversation: the emoji picker is the popup the issue names.
    await openPanelIn(page, 'chat.panel', { userId: 1 });
    await topPanel(page).locator('textarea').first().waitFor({ timeout: 20000 });
    checked.push(...(await walkPopups(page, 'chat')));
    assert.ok(checked.some((c) => c.startsWith('chat')), `the chat's emoji picker was checked (${checked.join('; ')})`);
    assert.ok(checked.length >= 4, `popups were found and checked: ${checked.join('; ')}`);
    assert.equal(t.errors, [], 'no page errors');
  } finally {
    await t.close();
  }
});

test('on every page of the navigation, Escape closes only the menu or popup it is pressed in', async () => {
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'owner');
    const hrefs = await page.locator('nav#side-nav a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
    const checked: string[] = [];
    for (const href of ['/', ...hrefs.filter((h) => h !== '/')]) {
      await go(page, href);
      await page.locator('main h1').first().waitFor({ timeout: 20000 });
      await page.waitForTimeout(800);
      // The shell's menus once, then each page's own.
      checked.push(...(await walkPopups(page, href, page.locator(href === '/' ? 'body > #root' : 'main').first())));
    }
    assert.ok(checked.length >= 5, `popups were found and checked: ${checked.join('; ')}`);
    assert.equal(t.errors, [], 'no page errors');
  } finally {
    await t.close();
  }
});

test('panels live in the history: back closes the top one, forward opens it again with its draft, back never leaves the app', async () => {
  const t = await openApp({ path: '/account/login', viewport: { width: 390, height: 844 } });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const start = page.url();
    await openPanelIn(page, 'chat.panel', { userId: 3 });
    const box = topPanel(page).locator('textarea').first();
    await box.waitFor({ timeout: 20000 });
    await box.fill(TYPED);
    // Escape in the emoji picker: the picker goes, the chat and its message stay.
    await topPanel(page).getByRole('button', { name: /emoji/i }).click();
    await page.locator('[data-testid="emoji-picker"] em-emoji-picker').waitFor({ timeout: 10000 });
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="emoji-picker"]').waitFor({ state: 'detached' });
    assert.is(await page.locator('.side-panel').count(), 1, 'the chat stays open');
    assert.is(await box.inputValue(), TYPED);
    // Back closes the chat, in the app.
    await page.goBack();
    await page.locator('.side-panel').waitFor({ state: 'detached' });
    assert.is(page.url(), start, 'back closed the panel and stayed in the app');
    // Forward opens it again, with what was typed.
    await page.goForward();
    await topPanel(page).locator('textarea').first().waitFor({ timeout: 20000 });
    await page.waitForFunction((typed) => [...document.querySelectorAll<HTMLTextAreaElement>('.side-panel textarea')].some((x) => x.value === typed), TYPED, { timeout: 10000 });
    // Escape closes it; opened again from the app, the draft is there.
    await page.keyboard.press('Escape');
    await page.locator('.side-panel').waitFor({ state: 'detached' });
    await openPanelIn(page, 'chat.panel', { userId: 3 });
    await page.waitForFunction((typed) => [...document.querySelectorAll<HTMLTextAreaElement>('.side-panel textarea')].some((x) => x.value === typed), TYPED, { timeout: 10000 });
    // Two panels: back closes the top one only, then the other; a third back leaves no panel and is still the app.
    await openPanelIn(page, 'leave.form', {});
    await page.waitForFunction(() => document.querySelectorAll('.side-panel').length === 2, null, { timeout: 20000 });
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('.side-panel').length === 1);
    await page.goBack();
    await page.locator('.side-panel').waitFor({ state: 'detached' });
    assert.ok(page.url().startsWith(start.split('/').slice(0, 3).join('/')), `still in the app: ${page.url()}`);
    assert.equal(t.errors, [], 'no page errors');
  } finally {
    await t.close();
  }
});

test('Escape twice at once on one panel closes it and stays on the page: the second is not a second back', async () => {
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.evaluate(() => history.pushState(null, '', '/conge/demande'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const here = new URL(page.url()).pathname;
    for (let i = 0; i < 3; i++) {
      await openPanelIn(page, 'leave.form', {});
      await topPanel(page).waitFor();
      await page.evaluate(() => {
        for (let n = 0; n < 2; n++) document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      });
      await page.locator('.side-panel').waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
      assert.is(new URL(page.url()).pathname, here, 'still on the page the panel was opened on');
      assert.is(await page.locator('.side-panel').count(), 0);
    }
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('Escape, then a link at once: the link is followed and stays, not undone by the closing panel', async () => {
  // Escape closes a panel by going back in the history, which the browser does apart from the page: a link
  // followed before it lands (a quick person, a busy machine) used to be undone: the page of the panel came back.
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const start = new URL(page.url()).pathname;
    const open = () => openPanelIn(page, 'leave.form', {});
    const links = await page.locator('nav#side-nav a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const targets = [...new Set(links)].filter((h) => h !== start && h !== '/').slice(0, 4);
    assert.ok(targets.length >= 3, `links of the navigation: ${links.join(', ')}`);
    for (const href of targets) {
      await open();
      await topPanel(page).waitFor();
      // One task, as a person's Escape and click close together would be: the back is still on its way when the link runs.
      await page.evaluate((h) => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        document.querySelector<HTMLAnchorElement>(`nav#side-nav a[href="${h}"]`)!.click();
      }, href);
      await page.locator('.side-panel').waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
      assert.is(new URL(page.url()).pathname, href, `the link followed after Escape stays followed (${href})`);
      assert.is(await page.locator('.side-panel').count(), 0, 'and the panel stays closed');
    }
    // Back from there is the page before, with no panel.
    await page.goBack();
    await page.waitForTimeout(300);
    assert.is(new URL(page.url()).pathname, targets.at(-2));
    assert.is(await page.locator('.side-panel').count(), 0);
    assert.equal(t.errors, [], 'no page errors');
  } finally {
    await t.close();
  }
});

test('Escape, then another panel at once: the new panel stays open, and back closes it', async () => {
  // The back that closes the first panel lands after the second has opened (CI, a busy machine): it closed both.
  const t = await openApp({ path: '/account/login', viewport: wide });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    const here = new URL(page.url()).pathname;
    for (let i = 0; i < 3; i++) {
      await openPanelIn(page, 'leave.form', {});
      await topPanel(page).waitFor();
      // One task: the back asked by Escape is still on its way when the next panel opens.
      await page.evaluate(() => {
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        (window as unknown as { __mintrh: { openPanel(k: string, p: object): void } }).__mintrh.openPanel('interventions.form', {});
      });
      await page.waitForTimeout(500);
      assert.is(await page.locator('.side-panel').count(), 1, 'one panel open');
      await topPanel(page).getByRole('heading', { name: 'Nouvelle intervention' }).waitFor({ timeout: 2000 });
      await page.goBack();
      await page.locator('.side-panel').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
      assert.is(new URL(page.url()).pathname, here, 'back closed the panel and stayed on the page');
    }
    assert.equal(t.errors, [], 'no page errors');
  } finally {
    await t.close();
  }
});

test.after(closeHarness);
test.run();
