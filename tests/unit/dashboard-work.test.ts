import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { awayInWeek, weekOf } from '../../src/features/dashboard/away-week';
import { currencyTotals } from '../../src/domain/currency-totals';
import { upcoming } from '../../src/features/dashboard/coming-kinds';

test('the week runs Monday to Sunday around today, across a month and a year end', () => {
  assert.equal(weekOf('2026-11-26'), { monday: '2026-11-23', sunday: '2026-11-29' });
  assert.equal(weekOf('2026-11-23'), { monday: '2026-11-23', sunday: '2026-11-29' });
  assert.equal(weekOf('2026-11-29'), { monday: '2026-11-23', sunday: '2026-11-29' });
  assert.equal(weekOf('2027-01-01'), { monday: '2026-12-28', sunday: '2027-01-03' });
  assert.equal(weekOf('2028-02-29'), { monday: '2028-02-28', sunday: '2028-03-05' });
});

const event = (resourceId: number | null, start: string, endExclusive: string, o: { isHoliday?: boolean; fauTitle?: string } = {}) => ({
  resourceId, start, end: endExclusive, fauTitle: o.fauTitle ?? 'Congé annuel', isHoliday: o.isHoliday ?? false, demande: resourceId === null ? null : resourceId * 10,
});

test('who is away in the week: calendar events (exclusive ends) that touch it, no public holiday, each once, today first', () => {
  const away = awayInWeek(
    [
      event(1, '2026-11-20', '2026-11-24'), // Friday to Monday: Monday is in the week
      event(2, '2026-11-27', '2026-11-28'), // Friday only
      event(3, '2026-11-26', '2026-11-27'), // today only
      event(4, '2026-11-16', '2026-11-23'), // ends Sunday before: exclusive end on Monday
      event(5, '2026-11-30', '2026-12-02'), // next week
      event(null, '2026-11-26', '2026-11-27', { isHoliday: true, fauTitle: 'Fête' }),
      event(3, '2026-11-26', '2026-11-27'), // the same event read from the next month too
    ],
    '2026-11-26',
  );
  assert.equal(away, [
    { userId: 3, type: 'Congé annuel', start: '2026-11-26', end: '2026-11-26', request: 30 },
    { userId: 1, type: 'Congé annuel', start: '2026-11-20', end: '2026-11-23', request: 10 },
    { userId: 2, type: 'Congé annuel', start: '2026-11-27', end: '2026-11-27', request: 20 },
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
