import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openApp, signInAs } from './harness';

/**
 * Issue 20 item 9: the demo bar takes one line at 1440 px in every
 * language, with the 'today' badge showing after a time travel and the
 * longest persona choice (the owner connected as Yasmine) selected.
 */
const out = path.resolve('tests/.output/screenshots');
mkdirSync(out, { recursive: true });

const languages = [
  { locale: 'fr-FR', plusDay: '+1 jour' },
  // Arabic: the '+1' isolated left to right, its sign before the figure (review s38 read '1+ يوم').
  { locale: 'ar', plusDay: '\u2066+1\u2069 يوم' },
  { locale: 'es-ES', plusDay: '+1 día' },
  { locale: 'en-GB', plusDay: '+1 day' },
];

for (const { locale, plusDay } of languages) {
  test(`${locale}: the demo bar is one line at 1440 px, with the today badge`, async () => {
    const t = await openApp({ path: '/account/login', locale, viewport: { width: 1440, height: 900 } });
    const { page } = t;
    try {
      await signInAs(page, 'owner');
      await page.getByTestId('demo-control').click();
      await page.getByRole('button', { name: plusDay, exact: true }).click();
      await page.keyboard.press('Escape');
      const bar = page.getByTestId('mode-banner');
      await bar.locator('.badge-warning').waitFor();
      const boxes = await bar.evaluate((el) => {
        const r = el.getBoundingClientRect();
        // The tools' wrapper draws no box of its own at this width (display: contents): its children sit in the bar's line.
        const kids = [...el.querySelectorAll(':scope > *, :scope > .demo-bar-tools > *')].map((c) => c.getBoundingClientRect()).filter((b) => b.width > 0);
        return { bar: { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }, kids: kids.map((b) => ({ top: b.top, bottom: b.bottom, left: b.left, right: b.right })) };
      });
      await bar.screenshot({ path: path.join(out, `demo-bar-${locale}.png`) });
      // One line: every item within the bar's single row, none pushed out of it sideways.
      assert.ok(boxes.bar.height <= 44, `bar height ${boxes.bar.height}`);
      const centres = boxes.kids.map((k) => (k.top + k.bottom) / 2);
      assert.ok(Math.max(...centres) - Math.min(...centres) <= 4, JSON.stringify(centres));
      for (const k of boxes.kids) assert.ok(k.left >= boxes.bar.left - 1 && k.right <= boxes.bar.right + 1, JSON.stringify({ k, bar: boxes.bar }));
      // The badge is whole, not cut.
      const badge = await bar.locator('.badge-warning').evaluate((b) => b.scrollWidth <= b.clientWidth + 1);
      assert.ok(badge);
      // The select is capped and may cut its choice: the person's name comes first and shows whole (persona review at
      // 1440 px: 'Manager / approbateur · Ka…' hid who one is).
      const name = await bar.getByTestId('persona-switch').evaluate((s) => {
        const sel = s as HTMLSelectElement;
        const text = sel.selectedOptions[0].text;
        const ctx = document.createElement('canvas').getContext('2d')!;
        const cs = getComputedStyle(sel);
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const first = text.split(' · ')[0];
        return { text, first, width: ctx.measureText(first).width, room: sel.clientWidth - parseFloat(cs.paddingInlineStart) - parseFloat(cs.paddingInlineEnd) - 16 };
      });
      assert.ok(/^Omar /.test(name.first), name.text);
      assert.ok(name.width <= name.room, JSON.stringify(name));
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test("a sandbox's long name gives way to the bar's tools: the person's name and the tour's choice show whole (fr, 1440 px)", async () => {
  // Review s30: « Formation managers – Casablanca, session du 8 décembre » left 'Nadia Al…' and 'Choisir u…'.
  const long = 'Formation managers – Casablanca, session du 8 décembre';
  const t = await openApp({ mode: 'sandbox', path: '/account/login', viewport: { width: 1440, height: 900 }, config: { sandbox: long } });
  const { page } = t;
  try {
    await signInAs(page, 'hr');
    // A day on, as the trainer had moved it: the 'today' badge takes its room in the line too.
    await page.getByTestId('demo-control').click();
    await page.getByRole('button', { name: '+1 jour', exact: true }).click();
    await page.keyboard.press('Escape');
    const bar = page.getByTestId('mode-banner');
    await bar.locator('.badge-warning').waitFor();
    const cut = await bar.evaluate((el) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      // Each select shows its choice's first words whole: the person's name, 'Choisir une visite…'.
      return [...el.querySelectorAll('select')].flatMap((s) => {
        const cs = getComputedStyle(s);
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const first = s.selectedOptions[0]!.text.split(' · ')[0]!;
        const room = s.clientWidth - parseFloat(cs.paddingInlineStart) - parseFloat(cs.paddingInlineEnd) - 16;
        return ctx.measureText(first).width <= room ? [] : [first];
      });
    });
    assert.equal(cut, []);
    const label = bar.locator('.demo-bar-label');
    assert.is(await label.getAttribute('title'), `Bac à sable « ${long} »`, 'the whole name on pointing at it');
    const [labelBox, barBox] = [await label.boundingBox(), await bar.boundingBox()];
    assert.ok(labelBox && barBox && labelBox.width >= 120 && barBox.height <= 44, JSON.stringify({ labelBox, barBox }));
    // On a phone the bar's chip holds the name cut, and the page does not widen (review s30: 607 px at 390).
    await page.setViewportSize({ width: 390, height: 844 });
    const chip = page.getByTestId('demo-chip');
    await chip.waitFor();
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing sideways at 390 px');
    const chipBox = await chip.boundingBox();
    assert.ok(chipBox && chipBox.x >= 0 && chipBox.x + chipBox.width <= 390, JSON.stringify(chipBox));
    // Opened, it says the whole name (a phone has no title to hover), still inside the screen.
    await chip.click();
    const opened = await chip.locator('.demo-bar-name').evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth + 1, text: el.textContent }));
    assert.equal(opened, { cut: false, text: long });
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing sideways with the chip open');
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test("in Arabic a sandbox's long name is cut at its own end, its beginning kept (1440 px)", async () => {
  // Review s30: cut as part of the Arabic label, it read '…mation managers – Casablanca, session du 8 décembre«بيئة تدريب'.
  // That name now shows whole at 1440 px (the hint gives its room up when it cannot show whole); a longer one is cut.
  const t = await openApp({ mode: 'sandbox', path: '/account/login', locale: 'ar-MA', viewport: { width: 1440, height: 900 }, config: { sandbox: 'Formation managers – Casablanca, session du 8 décembre, groupe B de l’après-midi, salle Atlas' } });
  const { page } = t;
  try {
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await signInAs(page, 'hr');
    const name = page.getByTestId('mode-banner').locator('.demo-bar-label .demo-bar-name');
    // Once the bar's tools are in, the name has less room than it needs.
    await page.getByTestId('persona-switch').waitFor();
    await name.evaluate((el) => new Promise<void>((done) => {
      let frames = 300;
      const check = () => (el.scrollWidth > el.clientWidth || !frames-- ? done() : requestAnimationFrame(check));
      check();
    }));
    const shown = await name.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      const [box, run] = [el.getBoundingClientRect(), text.getBoundingClientRect()];
      return { cut: el.scrollWidth > el.clientWidth, direction: getComputedStyle(el).direction, startOff: Math.round(run.left - box.left) };
    });
    // Cut, in its own left-to-right direction, its first letter at the box's left edge: the end is what goes.
    assert.equal(shown, { cut: true, direction: 'ltr', startOff: 0 });
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test("during a persona switch, every frame names a person in the select and keeps the company's logo in the header", async () => {
  // Persona review: the shell is drawn again for the new person and the bar reads the personas again; until then
  // the select showed '—' (about 0.3 s with the demo's network waits). Product owner's review: the header looked for
  // the logo again, showing the company's name in capitals until it had (spec 1 section 2.2: the name is for a
  // company without a logo).
  const t = await openApp({ path: '/account/login', viewport: { width: 1440, height: 900 }, config: { demoLatencyMs: [150, 150] } });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('[data-testid=persona-switch] option', { hasText: 'Karim' }).waitFor({ state: 'attached' });
    await page.locator('header img.client-logo').waitFor();
    await page.evaluate(() => {
      const seen = ((window as unknown as { __seen: { persona: string[]; logo: string[] } }).__seen = { persona: [], logo: [] });
      const note = (list: string[], now: string | null) => now !== null && list.at(-1) !== now && list.push(now);
      const look = () => {
        const select = document.querySelector<HTMLSelectElement>('[data-testid=persona-switch]');
        note(seen.persona, select ? (select.selectedOptions[0]?.text ?? '') : null);
        note(seen.logo, document.querySelector('header img.client-logo') ? 'logo' : document.querySelector('header .client-name') ? 'name' : 'no header');
        requestAnimationFrame(look);
      };
      look();
    });
    const options = await page.locator('[data-testid=persona-switch] option').allTextContents();
    await page.selectOption('[data-testid=persona-switch]', { label: options.find((o) => o.includes('Karim'))! });
    await page.waitForFunction(() => /Karim/.test(document.querySelector<HTMLSelectElement>('[data-testid=persona-switch]')?.selectedOptions[0]?.text ?? ''));
    await page.waitForTimeout(800);
    const { persona: seen, logo } = await page.evaluate(() => (window as unknown as { __seen: { persona: string[]; logo: string[] } }).__seen);
    assert.ok(seen.length >= 2, `the switch was seen: ${JSON.stringify(seen)}`);
    for (const text of seen) assert.ok(/Yasmine|Karim/.test(text), `a frame showed ${JSON.stringify(text)} (all: ${JSON.stringify(seen)})`);
    assert.ok(/Karim/.test(seen.at(-1)!), JSON.stringify(seen));
    assert.not.ok(logo.includes('name'), `a frame showed the name in place of the logo: ${JSON.stringify(logo)}`);
    assert.is(logo.at(-1), 'logo', JSON.stringify(logo));
    assert.equal(t.errors, []);
  } finally {
    await t.close();
  }
});

test.run();
