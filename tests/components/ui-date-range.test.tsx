import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { DateRange } from '../../src/ui/date-range';
import { formatDay } from '../../src/i18n/format';
import { changeLanguage } from '../../src/i18n/i18n';
import { i18nReady } from './render';

/**
 * Issue 26 item 5: a range reads start to end in both directions, and a day
 * is written as the language writes it, never ISO.
 */
test.before(async () => void (await i18nReady()));
test.after.each(cleanup);
test.after(async () => void (await changeLanguage('fr', i18next)));

test('in French the start comes first and the arrow points to the end', () => {
  const { container } = render(<DateRange start={formatDay('2027-01-25', 'fr')} end={formatDay('2027-01-28', 'fr')} />);
  assert.is(container.textContent, '25/01/2027 → 28/01/2027');
  assert.is(container.querySelectorAll('bdi').length, 2, 'each end isolated');
});

test('in Arabic the start stands first in reading order (on the right) and the arrow points left, to the end', async () => {
  await changeLanguage('ar', i18next);
  const { container } = render(<DateRange start="S" end="E" />);
  const [start, end] = [...container.querySelectorAll('bdi')].map((b) => b.textContent);
  assert.equal([start, end], ['S', 'E']);
  assert.ok(container.textContent!.includes('←'));
  assert.not.ok(container.textContent!.includes('→'));
});

test('a calendar day of the API is never shown ISO; a datetime counts by its day', () => {
  assert.is(formatDay('2026-11-24', 'fr'), '24/11/2026');
  assert.is(formatDay('2026-11-24T23:30:00', 'fr'), '24/11/2026');
  assert.is(formatDay('2026-11-24', 'en'), '11/24/2026');
  assert.is(formatDay(null, 'fr'), '');
});

test.run();
