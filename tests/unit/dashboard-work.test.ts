import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { awayAhead, daysAhead } from '../../src/features/dashboard/away-week';
import { currencyTotals } from '../../src/domain/currency-totals';
import { upcoming } from '../../src/features/dashboard/coming-kinds';

test('the days ahead are today and the six after it, across a month and a year end; a Sunday looks at the week to come', () => {
  assert.equal(daysAhead('2026-11-26'), { first: '2026-11-26', last: '2026-12-02' });
  assert.equal(daysAhead('2026-12-06'), { first: '2026-12-06', last: '2026-12-12' });
  assert.equal(daysAhead('2026-12-28'), { first: '2026-12-28', last: '2027-01-03' });
  assert.equal(daysAhead('2028-02-26'), { first: '2028-02-26', last: '2028-03-03' });
});

const event = (resourceId: number | null, start: string, endExclusive: string, o: { isHoliday?: boolean; fauTitle?: string } = {}) => ({
  resourceId, start, end: endExclusive, fauTitle: o.fauTitle ?? 'Congé annuel', isHoliday: o.isHoliday ?? false, demande: resourceId === null ? null : resourceId * 10,
});

test('who is away in the days ahead: calendar events (exclusive ends) that touch them, no public holiday, each once, today first; leave already over is not', () => {
  const away = awayAhead(
    [
      event(1, '2026-11-20', '2026-11-27'), // since last Friday, through today
      event(2, '2026-11-27', '2026-11-28'), // tomorrow only
      event(3, '2026-11-26', '2026-11-27'), // today only
      event(4, '2026-11-23', '2026-11-26'), // Monday to yesterday (exclusive end today): over
      event(5, '2026-12-02', '2026-12-04'), // the sixth day after today: in
      event(6, '2026-12-03', '2026-12-04'), // the seventh: out
      event(null, '2026-11-26', '2026-11-27', { isHoliday: true, fauTitle: 'Fête' }),
      event(3, '2026-11-26', '2026-11-27'), // the same event read from the next month too
    ],
    '2026-11-26',
  );
  assert.equal(away.map((a) => [a.userId, a.start, a.end]), [
    [1, '2026-11-20', '2026-11-26'],
    [3, '2026-11-26', '2026-11-26'],
    [2, '2026-11-27', '2026-11-27'],
    [5, '2026-12-02', '2026-12-03'],
  ]);
});

test('money stays per currency: amounts by status and currency, never one sum; without per-currency totals no amount at all', () => {
  const rows = [
    { status: 1, count: 3, total: 4345.85, totals: [{ currency: 'MAD', total: 4000.5 }, { currency: 'EUR', total: 345.35 }] },
    { status: 2, count: 1, total: 100, totals: [{ currency: 'MAD', total: 100 }] },
    { status: 4, count: 0, total: 0, totals: [] },
  ];
  assert.equal(currencyTotals(rows), {
    currencies: ['EUR', 'MAD'],
    rows: [
      { status: 1, amounts: { MAD: 4000.5, EUR: 345.35 } },
      { status: 2, amounts: { MAD: 100 } },
    ],
  });
  assert.equal(currencyTotals([{ status: 1, count: 3, total: 4345.85 }]), { currencies: [], rows: [] });
});

test('what is coming: the notification kinds of spec 1 section 2.4 for birthdays, hiring anniversaries, trial periods and contracts', () => {
  const kinds = ['Anniversary', 'HiringAnniversary', 'TrialPeriodEnding', 'CLoseExpirationContracts', 'CongeRequests', 'Reminder', 'forms'];
  assert.equal(upcoming(kinds.map((sourceName) => ({ sourceName }))).map((n) => n.sourceName), kinds.slice(0, 4));
});

test.run();
