import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { balanceYearOf, blockedBecause, clashIn, countDays, countHours, firstBlocked, isBlocked, monthsOf, nothingCountedBecause, overlaps, requestedDays } from '../../src/domain/leave-days';

// 2026-12-07 is a Monday.
const none = new Set<string>();

test('S2.9.06 a day count is inclusive and counts Monday to Friday only', () => {
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-07' }, none), 1);
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-11' }, none), 5);
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-13' }, none), 5);
  assert.is(countDays({ startDate: '2026-12-05', endDate: '2026-12-06' }, none), 0);
  assert.is(countDays({ startDate: '2026-12-11', endDate: '2026-12-14' }, none), 2);
});

test('public holidays do not count', () => {
  assert.is(countDays({ startDate: '2026-11-16', endDate: '2026-11-20' }, new Set(['2026-11-18'])), 4);
});

test('half days: one day morning or afternoon is 0.5, several days drop half of the first or last day', () => {
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-07', morning: true }, none), 0.5);
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-07', afternoon: true }, none), 0.5);
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-07', morning: true, afternoon: true }, none), 1);
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-09', afternoon: true }, none), 2.5);
  assert.is(countDays({ startDate: '2026-12-07', endDate: '2026-12-09', afternoon: true, morning: true }, none), 2);
});

test('hours: times on one day, or business days times the daily average', () => {
  assert.is(countHours({ startDate: '2026-12-07', endDate: '2026-12-07', startTime: '09:00', endTime: '11:30' }, none, 8), 2.5);
  assert.is(countHours({ startDate: '2026-12-07', endDate: '2026-12-08' }, none, 4.8), 9.6);
  assert.is(countHours({ startDate: '2026-12-05', endDate: '2026-12-05', startTime: '09:00', endTime: '11:00' }, none, 8), 0);
});

test('S2.5.03 blocked dates and weekdays, and overlapping periods', () => {
  const rules = { dates: ['2026-12-31'], weekdays: [1] };
  assert.ok(isBlocked('2026-12-31', rules));
  assert.ok(isBlocked('2026-12-07', rules));
  assert.not.ok(isBlocked('2026-12-08', rules));
  assert.is(firstBlocked('2026-12-03', '2026-12-08', rules), '2026-12-07');
  assert.ok(overlaps({ startDate: '2026-12-01', endDate: '2026-12-03' }, { startDate: '2026-12-03', endDate: '2026-12-05' }));
  assert.not.ok(overlaps({ startDate: '2026-12-01', endDate: '2026-12-02' }, { startDate: '2026-12-03', endDate: '2026-12-05' }));
});

test('overlapping time off: half days and hours share a day without sharing time (persona review)', () => {
  const day = { startDate: '2027-01-28', endDate: '2027-01-28' };
  assert.not.ok(overlaps({ ...day, morning: true }, { ...day, afternoon: true }), 'morning and afternoon of one day');
  assert.not.ok(overlaps({ ...day, morning: true }, { startDate: '2027-01-28', endDate: '2027-01-29', afternoon: true }), 'the morning, then from its noon on');
  assert.not.ok(overlaps({ startDate: '2027-01-26', endDate: '2027-01-28', morning: true }, { ...day, afternoon: true }), 'several days ending at noon, then the afternoon');
  assert.ok(overlaps({ ...day, morning: true }, { ...day, morning: true }), 'the same morning twice');
  assert.ok(overlaps({ ...day, morning: true }, day), 'a morning and the whole day');
  assert.ok(overlaps({ ...day, morning: true, afternoon: true }, { ...day, afternoon: true }), 'both ticks are the whole day');
  assert.not.ok(overlaps({ ...day, startTime: '09:00', endTime: '11:00' }, { ...day, startTime: '11:00', endTime: '12:30' }), 'hours one after the other');
  assert.ok(overlaps({ ...day, startTime: '09:00', endTime: '11:00' }, { ...day, startTime: '10:30', endTime: '12:30' }), 'hours that cross');
  assert.ok(overlaps({ ...day, startTime: '14:00', endTime: '16:00' }, { ...day, afternoon: true }), 'hours in an afternoon asked off');
});

test('a period that counts no day says why: a public holiday in it, or only weekend days; a worked day in it, nothing', () => {
  const holidays = new Set(['2026-07-30']); // a Thursday
  assert.is(nothingCountedBecause('2026-07-30', '2026-07-30', holidays), 'holiday');
  assert.is(nothingCountedBecause('2026-08-01', '2026-08-02', holidays), 'weekend', 'Saturday and Sunday');
  assert.is(nothingCountedBecause('2026-07-30', '', holidays), 'holiday', 'no end: the start alone');
  assert.is(nothingCountedBecause('2026-07-30', '2026-07-31', holidays), null, 'Friday is worked');
  assert.is(nothingCountedBecause('', '', holidays), null);
});

test('a blocked day says which rule blocks it: a date of the type, or a weekday it excludes (persona review: greyed with no reason)', () => {
  const rules = { dates: ['2026-12-29', '2026-12-07'], weekdays: [1] }; // 2026-12-07 and 2026-12-14 are Mondays
  assert.is(blockedBecause('2026-12-29', rules), 'date');
  assert.is(blockedBecause('2026-12-14', rules), 'weekday');
  assert.is(blockedBecause('2026-12-07', rules), 'date', 'a listed date that is also an excluded weekday: the date, the more particular');
  assert.is(blockedBecause('2026-12-29T00:00:00', rules), 'date', 'a datetime counts by its day');
  assert.is(blockedBecause('2026-12-30', rules), null);
  assert.is(blockedBecause('2026-12-29', null), null, 'no rules yet');
});

test("a period draws on its start's year's balance; before a period, this year's (persona review: 17 → 22 unexplained)", () => {
  const today = new Date(2026, 10, 16, 12);
  assert.is(balanceYearOf('2027-01-04', today), 2027);
  assert.is(balanceYearOf('2026-12-28', today), 2026, 'a period over New Year draws on the year it starts in');
  assert.is(balanceYearOf('', today), 2026);
});

test("the request an overlap refusal meets: a request's event sharing a day (a calendar's end is exclusive), not a holiday, not the one edited; the months a period touches", () => {
  const ev = (demande: number | null, start: string, end: string, fauTitle = 'Congé annuel', isHoliday = false) => ({ demande, start, end, fauTitle, isHoliday });
  const events = [ev(null, '2026-12-24', '2026-12-26', 'Noël', true), ev(7, '2026-12-21', '2026-12-24'), ev(9, '2026-12-28', '2027-01-02', 'RTT')];
  assert.equal(clashIn(events, '2026-12-23', '2026-12-25'), { id: 7, type: 'Congé annuel', startDate: '2026-12-21', endDate: '2026-12-23' });
  assert.is(clashIn(events, '2026-12-24', '2026-12-25'), null, 'the 24th is past the end of request 7 (exclusive), the holiday is no request');
  assert.equal(clashIn(events, '2027-01-01', '2027-01-01')?.id, 9);
  assert.is(clashIn(events, '2026-12-22', '2026-12-22', 7), null, 'the request being edited is not its own clash');
  assert.equal(monthsOf('2026-12-28', '2027-02-03'), [[2026, 12], [2027, 1], [2027, 2]]);
  assert.equal(monthsOf('2026-11-05', '2026-11-05'), [[2026, 11]]);
  assert.is(monthsOf('2026-01-01', '2026-12-31').length, 3, 'three months at most');
});

test('requestedDays: each day a standing request covers, both ends included, the first request on a day kept, the edited one left out', () => {
  const a = { id: 1, type: 'Congé annuel', status: 'En_Cour' as const, startDate: '2026-12-21', endDate: '2026-12-23' };
  const b = { id: 2, type: 'Congé maladie', status: 'Accepter' as const, startDate: '2026-12-23', endDate: '2026-12-24' };
  const days = requestedDays([a, b]);
  assert.equal([...days.keys()], ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24']);
  assert.is(days.get('2026-12-23')!.id, 1);
  assert.is(days.get('2026-12-24')!.id, 2);
  assert.equal([...requestedDays([a, b], 1).keys()], ['2026-12-23', '2026-12-24'], 'the request being edited marks nothing');
});

test.run();
