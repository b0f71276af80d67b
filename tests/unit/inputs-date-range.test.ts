import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inRange, isDaySelectable, monthGrid, moveFocus, normalizeRange, pickRangeDay, roundTime, selectionFor, weekStartFor, yearRange } from '../../src/ui/inputs/date-range-rules';
import { addMonths, endOfMonth, startOfWeek } from '../../src/ui/inputs/iso-day';

test('S1.5.05 an end earlier than the start becomes the start', () => {
  assert.equal(normalizeRange({ start: '2026-11-20', end: '2026-11-10' }), { start: '2026-11-20', end: '2026-11-20' });
  assert.equal(normalizeRange({ start: '2026-11-20T10:00', end: '2026-11-20T09:00' }, { withTime: true }), { start: '2026-11-20T10:00', end: '2026-11-20T10:00' });
});

test('S1.5.06 min and max clamp both ends', () => {
  const r = normalizeRange({ start: '2026-01-01', end: '2027-06-01' }, { min: '2026-03-01', max: '2026-12-31' });
  assert.equal(r, { start: '2026-03-01', end: '2026-12-31' });
  assert.equal(normalizeRange({ start: '2030-01-01', end: null }, { max: '2026-12-31' }), { start: '2026-12-31', end: null });
});

test('S1.5.06 a maximum span clamps the end (both ends counted)', () => {
  assert.equal(normalizeRange({ start: '2026-11-01', end: '2026-11-30' }, { maxSpanDays: 7 }), { start: '2026-11-01', end: '2026-11-07' });
  assert.equal(normalizeRange({ start: '2026-11-01', end: '2026-11-05' }, { maxSpanDays: 7 }), { start: '2026-11-01', end: '2026-11-05' });
  assert.equal(normalizeRange({ start: '2026-11-01T09:00', end: '2026-12-01T18:00' }, { maxSpanDays: 2, withTime: true }), { start: '2026-11-01T09:00', end: '2026-11-02T18:00' });
});

test('S1.5.06 times are rounded to the step and never spill into the next day', () => {
  assert.is(roundTime('09:07', 15), '09:00');
  assert.is(roundTime('09:08', 15), '09:15');
  assert.is(roundTime('23:55', 30), '23:30');
  assert.is(roundTime('12:34'), '12:34');
  assert.equal(normalizeRange({ start: '2026-11-20T09:52', end: '2026-11-20T17:08' }, { withTime: true, timeStepMinutes: 30 }), { start: '2026-11-20T10:00', end: '2026-11-20T17:00' });
});

test('with or without time the value takes the picker shape', () => {
  assert.equal(normalizeRange({ start: '2026-11-20T09:00', end: null }), { start: '2026-11-20', end: null });
  assert.equal(normalizeRange({ start: '2026-11-20', end: null }, { withTime: true }), { start: '2026-11-20T00:00', end: null });
});

test('S1.5.11 the week starts on Monday, on Sunday in Arabic', () => {
  assert.is(weekStartFor('fr'), 1);
  assert.is(weekStartFor('es'), 1);
  assert.is(weekStartFor('en'), 1);
  assert.is(weekStartFor('ar'), 0);
  assert.is(monthGrid(2026, 10, 1)[0][0], '2026-10-26'); // a Monday
  assert.is(monthGrid(2026, 10, 0)[0][0], '2026-11-01'); // 1 Nov 2026 is a Sunday
  assert.is(monthGrid(2026, 10, 1).length, 6);
});

test('S1.5.11 the year select goes 100 years back and forward', () => {
  const ys = yearRange(2026);
  assert.is(ys[0], 1926);
  assert.is(ys.at(-1), 2126);
  assert.is(ys.length, 201);
});

test('S1.4.03 each mode selects what one click means', () => {
  assert.equal(selectionFor('date', '2026-11-18', 1), { start: '2026-11-18', end: '2026-11-18' });
  assert.equal(selectionFor('week', '2026-11-18', 1), { start: '2026-11-16', end: '2026-11-22' });
  assert.equal(selectionFor('week', '2026-11-18', 0), { start: '2026-11-15', end: '2026-11-21' });
  assert.equal(selectionFor('month', '2028-02-10', 1), { start: '2028-02-01', end: '2028-02-29' });
  assert.equal(selectionFor('year', '2026-07-04', 1), { start: '2026-01-01', end: '2026-12-31' });
});

test('range mode: two clicks, a click before the start starts over', () => {
  let r = pickRangeDay({ start: null, end: null }, '2026-11-10');
  assert.equal(r, { value: { start: '2026-11-10', end: null }, complete: false });
  r = pickRangeDay(r.value, '2026-11-05');
  assert.equal(r, { value: { start: '2026-11-05', end: null }, complete: false });
  r = pickRangeDay(r.value, '2026-11-12');
  assert.equal(r, { value: { start: '2026-11-05', end: '2026-11-12' }, complete: true });
  assert.equal(pickRangeDay(r.value, '2026-12-01').value, { start: '2026-12-01', end: null });
});

test('disabled days, and days outside min and max, cannot be picked', () => {
  const weekend = (d: string) => [0, 6].includes(new Date(`${d}T00:00Z`).getUTCDay());
  assert.not.ok(isDaySelectable('2026-11-21', { disabledDate: weekend }));
  assert.ok(isDaySelectable('2026-11-20', { disabledDate: weekend }));
  assert.not.ok(isDaySelectable('2026-11-01', { min: '2026-11-02' }));
  assert.not.ok(isDaySelectable('2026-12-01', { max: '2026-11-30T10:00' }));
});

test('keyboard moves: arrows, Home/End, PageUp/PageDown, mirrored in right to left', () => {
  const o = { weekStart: 1 };
  assert.is(moveFocus('2026-11-18', 'ArrowRight', o), '2026-11-19');
  assert.is(moveFocus('2026-11-18', 'ArrowLeft', o), '2026-11-17');
  assert.is(moveFocus('2026-11-18', 'ArrowRight', { ...o, rtl: true }), '2026-11-17');
  assert.is(moveFocus('2026-11-18', 'ArrowDown', o), '2026-11-25');
  assert.is(moveFocus('2026-11-18', 'ArrowUp', o), '2026-11-11');
  assert.is(moveFocus('2026-11-18', 'Home', o), '2026-11-16');
  assert.is(moveFocus('2026-11-18', 'End', o), '2026-11-22');
  assert.is(moveFocus('2026-01-31', 'PageDown', o), '2026-02-28');
  assert.is(moveFocus('2026-11-18', 'PageUp', { ...o, shift: true }), '2025-11-18');
  assert.is(moveFocus('2026-11-18', 'a', o), null);
});

test('calendar arithmetic stays on the right day', () => {
  assert.is(addMonths('2024-01-31', 1), '2024-02-29');
  assert.is(addMonths('2026-12-15', 1), '2027-01-15');
  assert.is(endOfMonth('2026-04-10'), '2026-04-30');
  assert.is(startOfWeek('2026-11-22', 1), '2026-11-16');
  assert.ok(inRange('2026-11-18', { start: '2026-11-16', end: '2026-11-22' }));
  assert.not.ok(inRange('2026-11-23', { start: '2026-11-16', end: '2026-11-22' }));
  assert.ok(inRange('2026-11-16', { start: '2026-11-16', end: null }));
});

test.run();
