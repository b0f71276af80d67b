import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openApp, searchChat, signInAs } from './harness';

/**
 * Issue 36 item 6: rows of a virtualised chat are placed by estimate, then
 * measured; the scroll to the newest message landed short by the difference
 * and the last message was cut under the composer.
 */
async function openChat(page: Page) {
  await page.click('[data-testid="header-chat"]');
  await page.getByRole('dialog', { name: /Conversation|محادثة/ }).waitFor();
  await page.locator('[data-testid="chat-people"] .chat-list-item').first().waitFor();
}

test('a conversation opens at its newest message, whole above the composer, and stays there as the rows are measured (issue 36 item 6)', async () => {
  for (const locale of ['fr-FR', 'ar-MA']) {
    const t = await openApp({ path: '/account/login', locale, viewport: { width: 1440, height: 1000 } });
    try {
      await signInAs(t.page, 'employee');
      await openChat(t.page);
      const p = t.page.getByRole('dialog', { name: /Conversation|محادثة/ });
      await searchChat(p, 'Hicham');
      await p.locator('.chat-list-item', { hasText: 'Hicham Mansouri' }).click();
      await p.getByRole('log').getByText('Je t’en prie, bonne journée !').waitFor();
      await t.page.waitForFunction(() => !document.querySelector('.chat-older'));
      // Measured after the rows settle (a few frames of measuring): the view has not drifted off the end.
      await t.page.waitForTimeout(800);
      const m = await t.page.evaluate(() => {
        const box = document.querySelector<HTMLElement>('[data-testid=chat-messages]')!;
        const rows = [...box.querySelectorAll('[data-message-id]')];
        const last = rows[rows.length - 1]!;
        return {
          id: last.getAttribute('data-message-id'),
          text: last.textContent,
          lastBottom: last.getBoundingClientRect().bottom,
          boxBottom: box.getBoundingClientRect().bottom,
          composerTop: document.querySelector('.chat-composer')!.getBoundingClientRect().top,
          fromEnd: box.scrollHeight - box.scrollTop - box.clientHeight,
        };
      });
      assert.match(m.text ?? '', /bonne journée/, 'the newest message is the last row shown');
      assert.ok(m.lastBottom <= m.boxBottom + 0.5 && m.lastBottom <= m.composerTop + 0.5, `${locale}: the newest message is whole above the composer ${JSON.stringify(m)}`);
      assert.ok(m.fromEnd <= 1, `${locale}: scrolled to the end (${m.fromEnd} px short)`);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  }
});

test.run();
