import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator } from 'playwright-core';
import { go, openApp, signInAs } from './harness';

/**
 * Persona review: on a phone the note's expenses are cards, and 'Montant' stood
 * indented under 'Date' and 'Fournisseur', its amount pushed to the card's far
 * edge: the amount column's end alignment leaked into the card. Every label
 * starts at the card's start edge and every value at one line after them, in
 * French and mirrored in Arabic; the notes list's cards ('Total') alike.
 */

/** Per labelled cell: its label's alignment, and where its value starts, measured from the card's start edge. */
const cells = (card: Locator) =>
  card.evaluate((tr) => {
    const rtl = getComputedStyle(tr).direction === 'rtl';
    // A cell with nothing in it shows no label (persona review: an empty 'Fournisseur' on every card): not counted.
    return [...tr.querySelectorAll<HTMLElement>('td[data-label]')].filter((td) => getComputedStyle(td).display !== 'none').map((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      const r = range.getBoundingClientRect();
      return { label: td.getAttribute('data-label'), align: getComputedStyle(td, '::before').textAlign, start: Math.round(rtl ? window.innerWidth - r.right : r.left), text: td.textContent!.trim() };
    });
  });

async function aligned(card: Locator, what: string) {
  await card.waitFor({ timeout: 15000 });
  const all = await cells(card);
  assert.ok(all.length >= 2, `${what}: labelled cells (${all.length})`);
  for (const c of all) assert.is(c.align, 'start', `${what}: '${c.label}' starts at the card's start`);
  for (const c of all) assert.ok(c.text, `${what}: '${c.label}' shown over nothing`);
  assert.equal([...new Set(all.map((c) => c.start))].length, 1, `${what}: the values start on one line (${JSON.stringify(all)})`);
}

for (const [lang, locale] of [['fr', 'fr-FR'], ['ar', 'ar-MA']] as const) {
  test(`${lang}, 390 px: the notes list's and a note's expense cards align 'Montant' and 'Total' with the other labels`, async () => {
    const t = await openApp({ path: '/account/login', locale, viewport: { width: 390, height: 844 } });
    const { page } = t;
    try {
      await signInAs(page, 'hr');
      await go(page, '/expenses');
      await aligned(page.getByTestId('note-row').first(), 'the notes list');
      await page.locator('.expenses-link').first().click();
      await aligned(page.getByTestId('expense-row').first(), 'the note\'s expenses');
      // A value of two lines keeps its column: its second line does not wrap under the label (persona review:
      // 'Fournisseur Casablanca' under 'Hôtel Farah'). The cell's text is made long enough to wrap at this width.
      const lines = await page.getByTestId('expense-row').first().evaluate((tr) => {
        const rtl = getComputedStyle(tr).direction === 'rtl';
        const td = [...tr.querySelectorAll<HTMLElement>('td[data-label]')].find((c) => getComputedStyle(c).display !== 'none' && !c.querySelector('*'))!;
        td.textContent = 'Hôtel Farah Casablanca Centre Ville Maarif, chambre double avec petit déjeuner';
        const range = document.createRange();
        range.selectNodeContents(td);
        return [...range.getClientRects()].map((r) => Math.round(rtl ? window.innerWidth - r.right : r.left));
      });
      assert.ok(lines.length >= 2, `the value wraps (${lines.length} line)`);
      assert.equal([...new Set(lines)].length, 1, `every line of the value starts at its column: ${JSON.stringify(lines)}`);
      assert.equal(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test.run();
