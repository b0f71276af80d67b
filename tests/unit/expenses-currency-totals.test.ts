import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { noteTotals, totalsByCurrency } from '../../src/domain/currency-totals';
import { formatAmounts } from '../../src/i18n/format-measures';

/** Issue 34 item 2: each expense has its own currency; a note's total is given per currency, its own first. */

test('amounts are added per currency, never across, the note\'s currency first and the others by code', () => {
  const items = [
    { currency: 'USD', amount: 10 },
    { currency: 'MAD', amount: 120.5 },
    { currency: 'EUR', amount: 89.9 },
    { currency: 'MAD', amount: 30.25 },
    { currency: 'GBP', amount: 0.1 },
    { currency: 'GBP', amount: 0.2 },
  ];
  assert.equal(totalsByCurrency(items, 'MAD'), [
    { currency: 'MAD', total: 150.75 },
    { currency: 'EUR', total: 89.9 },
    { currency: 'GBP', total: 0.3 },
    { currency: 'USD', total: 10 },
  ]);
  assert.equal(totalsByCurrency(items, 'USD').map((t) => t.currency), ['USD', 'EUR', 'GBP', 'MAD']);
  // The order does not depend on the order the expenses came in.
  assert.equal(totalsByCurrency([...items].reverse(), 'USD'), totalsByCurrency(items, 'USD'));
  assert.equal(totalsByCurrency(items).map((t) => t.currency), ['EUR', 'GBP', 'MAD', 'USD']);
});

test('a note with no expense in its own currency lists only what it holds; an empty note shows its currency at zero', () => {
  assert.equal(totalsByCurrency([{ currency: 'EUR', amount: 5 }], 'MAD'), [{ currency: 'EUR', total: 5 }]);
  assert.equal(totalsByCurrency([], 'MAD'), [{ currency: 'MAD', total: 0 }]);
});

test('a note\'s totals: from its expenses when it has them, else the server\'s per-currency totals, else its one figure', () => {
  const detail = {
    currency: 'EUR', totalExpenses: 300,
    allExpenses: [{ currency: 'MAD', infoAmount: 80 }, { currency: 'EUR', infoAmount: 300 }, { currency: 'MAD', infoAmount: 20 }],
  };
  assert.equal(noteTotals(detail), [{ currency: 'EUR', total: 300 }, { currency: 'MAD', total: 100 }]);
  assert.equal(noteTotals({ currency: 'EUR', totalExpenses: 300, totals: [{ currency: 'MAD', total: 100 }, { currency: 'EUR', total: 300 }] }), [
    { currency: 'EUR', total: 300 },
    { currency: 'MAD', total: 100 },
  ]);
  assert.equal(noteTotals({ currency: 'MAD', totalExpenses: 42 }), [{ currency: 'MAD', total: 42 }]);
});

test('several currencies are written as the language lists them, each amount with its own currency', () => {
  const totals = [{ currency: 'EUR', total: 1200 }, { currency: 'MAD', total: 150.5 }];
  const fr = formatAmounts(totals, 'fr').replace(/[\u00a0\u202f]/g, ' ');
  assert.is(fr, '1 200,00 EUR et 150,50 MAD');
  assert.is(formatAmounts(totals, 'en').replace(/[\u00a0\u202f]/g, ' '), 'EUR 1,200.00, MAD 150.50');
});

test.run();
