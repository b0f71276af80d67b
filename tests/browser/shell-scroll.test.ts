import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openApp, signInAs } from './harness';

/** Issue 26 item 9: the header stays, the side menu scrolls on its own, header icons are distinct and named by a tooltip. */
const frame = { width: 1440, height: 640 };

test('the menu scrolls on its own: the header and the page stay, the pinned entry overlaps nothing', async () => {
  const t = await openApp({ path: '/account/login', viewport: frame });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    // Every group open: more entries than the window holds.
    for (let i = 0; i < 8 && (await page.locator('nav#side-nav .nav-group-toggle[aria-expanded=false]').count()); i++) await page.locator('nav#side-nav .nav-group-toggle[aria-expanded=false]').first().click();
    const where = () =>
      page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('nav#side-nav .nav-scroll')!;
        return { page: document.scrollingElement!.scrollTop, header: document.querySelector('.app-header')!.getBoundingClientRect().top, list: list.scrollTop, overflows: list.scrollHeight > list.clientHeight, navBottom: document.querySelector('nav#side-nav')!.getBoundingClientRect().bottom };
      });
    const before = await where();
    assert.ok(before.overflows, 'the open menu is longer than the window');
    assert.ok(before.navBottom <= frame.height + 0.5, 'the menu ends inside the window (its last entries reachable)');
    const box = (await page.locator('nav#side-nav .nav-scroll').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
    await page.waitForTimeout(400);
    const after = await where();
    assert.ok(after.list > 0, 'the menu scrolled');
    assert.is(after.page, 0, 'the document did not scroll');
    assert.is(after.header, before.header, 'the header stayed in place');

    // The pinned entry is on top of its own box, and every entry in sight is on top of its own: nothing paints over another.
    const hidden = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('nav#side-nav .nav-scroll')!.getBoundingClientRect();
      const covered: string[] = [];
      const check = (el: HTMLElement, top: number, bottom: number) => {
        const r = el.getBoundingClientRect();
        const y = (Math.max(r.top, top) + Math.min(r.bottom, bottom)) / 2;
        if (Math.min(r.bottom, bottom) - Math.max(r.top, top) < 4) return;
        const hit = document.elementFromPoint(r.left + r.width / 2, y);
        if (!hit || !el.contains(hit)) covered.push(`${el.textContent?.trim()} under ${hit?.textContent?.trim().slice(0, 30)}`);
      };
      for (const el of document.querySelectorAll<HTMLElement>('nav#side-nav .nav-fixed .nav-link')) check(el, 0, innerHeight);
      for (const el of document.querySelectorAll<HTMLElement>('nav#side-nav .nav-scroll .nav-link')) check(el, list.top, list.bottom);
      return covered;
    });
    assert.equal(hidden, []);

    // The page scrolls in its own region: the header stays there too.
    await page.mouse.move(900, 500);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
    await page.waitForTimeout(400);
    const paged = await where();
    assert.is(paged.page, 0, 'the document itself never scrolls');
    assert.is(paged.header, before.header, 'the header stayed while the page scrolled');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test('header icons are distinct and each shows its name on hover and on keyboard focus', async () => {
  const t = await openApp({ path: '/account/login', viewport: frame });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    const header = page.locator('header.app-header');
    const chat = header.getByRole('button', { name: 'Conversation' });
    const feedback = header.getByRole('button', { name: /avis/i });
    const svg = async (l: typeof chat) => l.locator('svg').innerHTML();
    assert.is.not(await svg(chat), await svg(feedback), 'chat and feedback draw different icons');

    const tip = (sel: string) => page.evaluate((s) => {
      const el = document.querySelector(s)!;
      const after = getComputedStyle(el, '::after');
      const r = el.getBoundingClientRect();
      return { text: after.content.replace(/^"|"$/g, ''), shown: after.visibility === 'visible' && after.opacity === '1', below: r.bottom };
    }, sel);
    const buttons = await header.locator('.header-button[data-tip]').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent).map((e, i) => ((e as HTMLElement).dataset.probe = String(i), { i, name: e.getAttribute('aria-label') })));
    assert.ok(buttons.length >= 6, `header icon buttons: ${buttons.map((b) => b.name).join(', ')}`);
    for (const b of buttons) {
      const sel = `header.app-header [data-probe="${b.i}"]`;
      assert.not.ok((await tip(sel)).shown, `${b.name}: no tooltip at rest`);
      await page.hover(sel);
      await page.waitForTimeout(500);
      const hovered = await tip(sel);
      assert.ok(hovered.shown, `${b.name}: a tooltip on hover`);
      assert.ok(hovered.text.length > 1 && b.name!.startsWith(hovered.text), `${b.name}: the tooltip says '${hovered.text}'`);
    }
    await page.mouse.move(700, 600);
    // Keyboard: Tab until the feedback button has focus; its tooltip shows.
    await page.locator('main#main').focus();
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 40 && !(await feedback.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
    await page.waitForTimeout(500);
    const focused = await feedback.evaluate((e) => ({ focus: e === document.activeElement, shown: getComputedStyle(e, '::after').opacity === '1' }));
    assert.ok(focused.focus, 'the feedback button is reached with the keyboard');
    assert.ok(focused.shown, 'its tooltip shows on keyboard focus');
    // WCAG 1.4.13 dismissible: Escape hides it with the focus left where it is; it shows again once the focus moves.
    const state = () => feedback.evaluate((e) => ({ focus: e === document.activeElement, shown: getComputedStyle(e, '::after').display !== 'none' }));
    await page.keyboard.press('Escape');
    assert.equal(await state(), { focus: true, shown: false }, 'Escape hides the tooltip, the focus stays');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.equal(await state(), { focus: true, shown: true }, 'back on the button, its tooltip shows again');
    // Hoverable: the pointer moves from the button down onto its tooltip, and the tooltip stays.
    await page.locator('main#main').focus();
    const box = (await chat.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(500);
    for (let dy = 2; dy <= 18; dy += 2) await page.mouse.move(box.x + box.width / 2, box.y + box.height + dy);
    await page.waitForTimeout(300);
    assert.ok(await chat.evaluate((e) => getComputedStyle(e, '::after').opacity === '1'), 'the tooltip stays while the pointer is on it');
    await page.keyboard.press('Escape');
    assert.ok(await chat.evaluate((e) => getComputedStyle(e, '::after').display === 'none'), 'Escape hides a hovered tooltip too');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
