import { test } from 'uvu';
import * as assert from 'uvu/assert';
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { awayInWeek, weekOf } from '../../src/features/dashboard/away-week';
import { currencyTotals } from '../../src/features/dashboard/currency-totals';
import { upcoming } from '../../src/features/dashboard/coming-kinds';
import { durationText } from '../../src/features/dashboard/duration';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales');
const words = (lng: string) => JSON.parse(readFileSync(path.join(locales, lng, 'dashboard.json'), 'utf8'));

test('the week runs Monday to Sunday around today, across a month and a year end', () => {
  assert.equal(weekOf('2026-11-26'), { monday: '2026-11-23', sunday: '2026-11-29' });
  assert.equal(weekOf('2026-11-23'), { monday: '2026-11-23', sunday: '2026-11-29' });
  assert.equal(weekOf('2026-11-29'), { monday: '2026-11-23', sunday: '2026-11-29' });
  assert.equal(weekOf('2027-01-01'), { monday: '2026-12-28', sunday: '2027-01-03' });
  assert.equal(weekOf('2028-02-29'), { monday: '2028-02-28', sunday: '2028-03-05' });
});

const event = (resourceId: number | null, start: string, endExclusive: string, o: { isHoliday?: boolean; fauTitle?: string } = {}) => ({
  resourceId, start, end: endExclusive, fauTitle: o.fauTitle ?? 'Congé annuel', isHoliday: o.isHoliday ?? false,
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
    { userId: 3, type: 'Congé annuel', start: '2026-11-26', end: '2026-11-26' },
    { userId: 1, type: 'Congé annuel', start: '2026-11-20', end: '2026-11-23' },
    { userId: 2, type: 'Congé annuel', start: '2026-11-27', end: '2026-11-27' },
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

test('durations through plural forms: French, English, and Arabic\'s forms; hours with two decimals', async () => {
  const i = i18next.createInstance();
  await i.init({ lng: 'fr', resources: Object.fromEntries(['fr', 'en', 'ar'].map((l) => [l, { dashboard: words(l) }])), ns: ['dashboard'], defaultNS: 'dashboard', keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  const say = (lng: string) => i.getFixedT(lng, 'dashboard');
  assert.is(durationText(say('fr'), 1, 0, 'fr'), '1 jour');
  assert.is(durationText(say('fr'), 1.5, 0, 'fr'), '1,5 jour');
  assert.is(durationText(say('fr'), 3, 0, 'fr'), '3 jours');
  assert.is(durationText(say('fr'), 2, 1, 'fr'), '2,00 heures');
  assert.is(durationText(say('en'), 1, 0, 'en'), '1 day');
  assert.is(durationText(say('en'), 12, 0, 'en'), '12 days');
  // Arabic: one, two, few (3–10), many (11–99), other (100…), digits as Arabic writes them.
  const ar = (n: number) => new Intl.NumberFormat('ar').format(n);
  assert.is(durationText(say('ar'), 1, 0, 'ar'), 'يوم واحد');
  assert.is(durationText(say('ar'), 2, 0, 'ar'), 'يومان');
  assert.is(durationText(say('ar'), 3, 0, 'ar'), `${ar(3)} أيام`);
  assert.is(durationText(say('ar'), 11, 0, 'ar'), `${ar(11)} يومًا`);
  assert.is(durationText(say('ar'), 100, 0, 'ar'), `${ar(100)} يوم`);
});

test.run();
