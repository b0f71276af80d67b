import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dateFormatter, formatDate, warmDateFormats } from '../../src/i18n/date-format';

test('dates are written in the language asked, not the machine\'s', () => {
  assert.is(formatDate('2026-11-21T10:05:00Z', 'utcDay', 'fr'), '21/11/2026');
  assert.is(formatDate('2026-11-21T10:05:00Z', 'utcDay', 'en-US'), '11/21/2026');
  assert.is(formatDate(Date.UTC(2026, 10, 1), 'monthYear', 'fr'), 'novembre 2026');
  assert.is(formatDate(Date.UTC(2026, 10, 1), 'monthYear', 'es'), 'noviembre de 2026');
  assert.match(formatDate(Date.UTC(2026, 10, 1), 'monthYear', 'ar'), /2026|٢٠٢٦/);
});

test('one formatter per language and style, reused', () => {
  assert.ok(dateFormatter('day', 'fr') === dateFormatter('day', 'fr'));
  assert.ok(dateFormatter('day', 'fr') !== dateFormatter('day', 'es'));
  assert.ok(dateFormatter('day', 'fr') !== dateFormatter('long', 'fr'));
});

test('what does not read as a date is shown as it came', () => {
  assert.is(formatDate('not a date'), 'not a date');
});

test('warming builds the formatters the first lists and the calendar use, and they are the ones kept', () => {
  const built = warmDateFormats('es');
  assert.ok(built.includes(dateFormatter('monthYear', 'es')));
  assert.ok(built.includes(dateFormatter('day', 'es')));
});

test.run();
