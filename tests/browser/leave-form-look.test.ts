import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { closeHarness, failNextIn, openApp, openPanelIn, signInAs } from './harness';
import { openRequestForm } from './leave-form-steps';

/** How the leave form looks to a person (persona reviews): shut while it is not read, its half day's title in its frame. */
test('a leave form not read yet looks shut: its fields are greyed under the retry, white again once read', async () => {
  const t = await openApp({ path: '/account/login', viewport: { width: 1440, height: 900 } });
  const { page } = t;
  try {
    await signInAs(page, 'employee');
    await failNextIn(page, 'GET', '^/api/typeconge/list$');
    const panel = await openRequestForm(page);
    await panel.getByRole('button', { name: 'Réessayer' }).waitFor();
    const look = () =>
      panel.evaluate((root) =>
        ['textarea', 'select'].map((sel) => {
          const el = root.querySelector<HTMLTextAreaElement | HTMLSelectElement>(sel)!;
          return { disabled: el.disabled, background: getComputedStyle(el).backgroundColor, cursor: getComputedStyle(el).cursor };
        }),
      );
    const shut = await look();
    assert.ok(shut.every((x) => x.disabled), JSON.stringify(shut));
    await panel.getByRole('button', { name: 'Réessayer' }).click();
    await panel.getByLabel('Type de congé').locator('option', { hasText: 'Congé annuel' }).waitFor({ state: 'attached' });
    const open = await look();
    assert.ok(open.every((x) => !x.disabled), JSON.stringify(open));
    for (const [i, x] of shut.entries()) {
      assert.is.not(x.background, open[i]!.background, `a shut field does not look like an open one: ${JSON.stringify({ shut: x, open: open[i] })}`);
      assert.is(x.cursor, 'not-allowed');
    }
    assert.equal(t.errors.filter((e) => !/500|Erreur/.test(e)), []);
  } finally {
    await t.close();
  }
});

for (const lang of ['fr', 'ar'] as const) {
  test(`the half day's title sits inside its frame, clear of the border (${lang}, 390 px)`, async () => {
    // Persona review (ar, 390): set in the border as a legend is, the Arabic title rode over the line.
    const t = await openApp({ path: '/account/login', viewport: { width: 390, height: 844 }, locale: lang === 'ar' ? 'ar-MA' : 'fr-FR' });
    const { page } = t;
    try {
      if (lang === 'ar') {
        await page.evaluate(() => localStorage.setItem('language', 'ar'));
        await page.reload();
      }
      await signInAs(page, 'employee');
      await openPanelIn(page, 'leave.form');
      const type = page.locator('.side-panel select').first();
      await type.locator('option').nth(1).waitFor({ state: 'attached' });
      await type.selectOption({ index: 1 });
      const group = page.locator('.leave-half');
      await group.waitFor();
      const box = await group.evaluate((f) => {
        const frame = f.getBoundingClientRect();
        const title = f.querySelector('legend')!.getBoundingClientRect();
        return { frameTop: frame.top + parseFloat(getComputedStyle(f).borderTopWidth), titleTop: title.top, inside: title.left >= frame.left && title.right <= frame.right };
      });
      assert.ok(box.titleTop >= box.frameTop, `the title starts below the frame's top border: ${JSON.stringify(box)}`);
      assert.ok(box.inside, JSON.stringify(box));
    } finally {
      await t.close();
    }
  });
}

test.after(closeHarness);
test.run();
