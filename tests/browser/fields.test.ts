import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';
import { closePanels, settle, type Win } from './walk-lists';

/**
 * Issue 34 item 9: a field looks like what it is. Every inline checkbox or
 * switch sits on one line with its label (the intervention's 'Solved', the
 * reminder's 'Mark as done', the project's 'Active' stood centred above it:
 * the general .field column won over .field-inline), in French and in
 * Arabic; an invalid field is marked to the eye (a red border and its
 * message), not only with aria-invalid. A number typed with groups reads in
 * one piece in Arabic.
 */
const words = (lng: string, ns: string) => JSON.parse(readFileSync(path.resolve('src/i18n/locales', lng, `${ns}.json`), 'utf8')) as Record<string, string>;

interface Inline { label: string; sameLine: boolean; apart: boolean; dy: number }
/** Each visible inline field of the page: its control and its label side by side on one line (centres within half a line, boxes apart). */
const inlineFields = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.field-inline')]
      .filter((f) => f.checkVisibility())
      .map((f) => {
        const c = f.querySelector(':scope > input, :scope > [role=switch]')!.getBoundingClientRect();
        const l = f.querySelector(':scope > .field-label')!.getBoundingClientRect();
        const dy = Math.abs(c.top + c.height / 2 - (l.top + l.height / 2));
        return { label: (f.textContent ?? '').trim(), sameLine: dy <= Math.max(c.height, l.height) / 2, apart: c.right <= l.left + 1 || l.right <= c.left + 1, dy: Math.round(dy) };
      }),
  ) as Promise<Inline[]>;

async function open(page: Page, kind: string, params: Record<string, unknown>) {
  await closePanels(page);
  await page.evaluate(([k, p]) => (window as unknown as Win).__mintrh.openPanel(k, p), [kind, params] as const);
  await page.locator('[role=dialog]').first().waitFor();
  await settle(page, '[role=dialog]');
}

for (const lng of ['fr', 'ar']) {
  test(`${lng}: every inline checkbox and switch on one line with its label; an invalid field marked red with its message`, async () => {
    const t = await openApp({ path: '/account/login', viewport: { width: 1440, height: 900 } });
    const { page } = t;
    const w = { projects: words(lng, 'projects'), deferred: words(lng, 'deferred'), interventions: words(lng, 'interventions'), leave: words(lng, 'leave') };
    try {
      await page.evaluate((l) => localStorage.setItem('language', l), lng);
      await page.reload();
      await signInAs(page, 'owner');
      await page.evaluate(() => (window as unknown as Win).__mintrh.fake.faults.set({ latency: 0 }));
      const seen: Inline[] = [];
      const look = async (where: string, expected: string) => {
        const fields = await inlineFields(page);
        assert.ok(fields.some((f) => f.label.includes(expected)), `${where}: '${expected}' is an inline field (${JSON.stringify(fields)})`);
        for (const f of fields) assert.ok(f.sameLine && f.apart, `${where}: '${f.label}' stands beside its control (${JSON.stringify(f)})`);
        seen.push(...fields);
      };

      // The project's 'Active'.
      await open(page, 'projects.form', {});
      await look('project form', w.projects['projects.active']!);

      // The reminder's 'Mark as done', in the form that edits one.
      await open(page, 'shell.reminders', { userId: 4 });
      await page.getByRole('button', { name: w.deferred['reminders.edit'] }).first().click();
      await page.locator('.reminder-form').waitFor();
      await look('reminder form', w.deferred['reminders.markDone']!);

      // The intervention's 'Solved' switch, in the dialog that closes one still open.
      const open_ = await page.evaluate(() => (window as unknown as Win).__mintrh.fake.backend.db.table('interventions').all().find((i) => ['Pending', 'Progressing', 'Affected'].includes(i.statut as string))?.id);
      assert.ok(open_, 'an intervention still open in the demo');
      await open(page, 'interventions.detail', { id: open_ });
      await page.locator('[role=dialog]').getByRole('button', { name: w.interventions['detail.close'], exact: true }).click();
      await page.getByRole('switch').first().waitFor();
      await look('close dialog', w.interventions['close.solved']!);
      await page.keyboard.press('Escape');
      assert.ok(seen.length >= 3);

      // A number typed with its groups ('1 250,75') reads in one piece, left to right, even in a right-to-left page:
      // plain bidi put the group after the rest ('250,75 1'). Its box still aligns with the page's end.
      await open(page, 'inventory.form', { kind: 'hardware' });
      const price = page.locator('[role=dialog]').getByLabel(words(lng, 'inventory')['field.price']!, { exact: true });
      await price.fill('1 250,75');
      const typed = await price.evaluate((el) => ({ bidi: getComputedStyle(el).unicodeBidi, align: getComputedStyle(el).textAlign, dir: getComputedStyle(el).direction }));
      assert.is(typed.bidi, 'plaintext', 'the digits set the direction of what is typed');
      // 'end' of a paragraph the digits make left to right: the right edge, where an Arabic reader looks.
      assert.is(typed.align, typed.dir === 'rtl' ? 'end' : 'start', 'the number sits at the end a reader of the page looks for');

      // An invalid field: the leave form sent without a type.
      await open(page, 'leave.form', {});
      await page.locator('[role=dialog]').getByRole('button', { name: w.leave['form.submit'], exact: true }).click();
      const select = page.locator('[role=dialog] select[aria-invalid=true]').first();
      await select.waitFor();
      const mark = await select.evaluate((el) => {
        const s = getComputedStyle(el);
        const message = document.getElementById((el.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
        return { border: s.borderTopColor, message: message?.checkVisibility() ? message.textContent : null, messageColour: message ? getComputedStyle(message).color : null };
      });
      assert.is(mark.border, 'rgb(200, 55, 45)', 'a red border (--danger)');
      assert.ok(mark.message && mark.message.trim().length > 0, 'its message is shown');
      assert.is(mark.messageColour, 'rgb(200, 55, 45)');
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test.run();
