import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { DateRangePicker } from '../../src/ui/inputs/date-range-picker';
import type { DateRangeValue } from '../../src/ui/inputs/date-range-rules';
import { isBlocked } from '../../src/domain/leave-days';
import { renderWithApp } from './render';

test.after.each(() => cleanup());

/** The leave form's use of the shared picker: a type's blocked weekday and date cannot be picked; holidays are named. */
test('blocked weekdays and dates are greyed and ignored; a public holiday is marked and named', async () => {
  const seen: DateRangeValue[] = [];
  const rules = { dates: ['2026-11-20'], weekdays: [1], holidays: ['2026-11-18'] };
  await renderWithApp(
    <DateRangePicker
      mode="range"
      label="Période"
      value={{ start: '2026-11-10', end: '2026-11-10' }}
      onChange={(v) => seen.push(v)}
      disabledDate={(iso) => isBlocked(iso, rules)}
      dayNote={(iso) => (rules.holidays.includes(iso) ? 'Jour férié' : undefined)}
    />,
  );
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Période/ })));
  const day = (iso: string) => document.querySelector<HTMLButtonElement>(`button[data-day="${iso}"]`)!;
  assert.is(day('2026-11-16').getAttribute('aria-disabled'), 'true', 'a Monday');
  assert.is(day('2026-11-20').getAttribute('aria-disabled'), 'true', 'a blocked date');
  await act(async () => void fireEvent.click(day('2026-11-16')));
  await act(async () => void fireEvent.click(day('2026-11-20')));
  assert.equal(seen, []);
  assert.ok(day('2026-11-18').classList.contains('is-marked'));
  assert.match(day('2026-11-18').getAttribute('aria-label')!, /Jour férié$/);
  await act(async () => void fireEvent.click(day('2026-11-17')));
  await act(async () => void fireEvent.click(day('2026-11-19')));
  assert.equal(seen, [{ start: '2026-11-17', end: '2026-11-19' }]);
});

test.run();
