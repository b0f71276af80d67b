import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen } from '@testing-library/react';
import { ExpenseFigures } from '../../src/features/dashboard/figure-cards';
import { formatAmount } from '../../src/i18n/format-measures';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * The expense notes card's amounts (issue 26: per currency, never added
 * across): a status with no note in a currency totals nothing in it, and says
 * so as an amount, not with a dash a screen reader reads as 'dash'.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['dashboard', 'expenses']);
test.after.each(() => cleanup());

test("persona review: every cell of the amounts reads as money; a status with no note in a currency says 0 in it, muted", async () => {
  const stats = api.as('employee').get('/api/Notes/NoteStatistics').json.data as Array<{ status: number; totals: Array<{ currency: string; total: number }> }>;
  const rejected = stats.find((r) => r.status === 4)!;
  assert.equal(rejected.totals.map((x) => x.currency), ['EUR'], "the seed's employee has a rejected note in euros only: its dirham cell is the one without a note");
  await renderWithApp(<ExpenseFigures title="Notes" />, { grant: signIn('employee') });
  const table = await screen.findByRole('table', { name: /Montants/ }, { timeout: 3000 });
  const cells = [...table.querySelectorAll('td')].map((td) => td.textContent ?? '');
  assert.ok(cells.length >= 6, 'a row per status, a column per currency');
  assert.not.ok(cells.some((c) => c.includes('—')), `no dash: ${cells.join(' | ')}`);
  const row = [...table.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === 'Refusée')!;
  const [eur, mad] = [...row.querySelectorAll('td bdi')];
  assert.is(eur!.textContent, formatAmount(1182.06, 'EUR', 'fr'));
  assert.is(mad!.textContent, formatAmount(0, 'MAD', 'fr'));
  assert.ok(mad!.classList.contains('muted'), 'nothing, told apart from an amount');
  assert.not.ok(eur!.classList.contains('muted'));
});

test.run();
