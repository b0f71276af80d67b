import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blocksKey, digitsOnly, parseDayOfMonth, stepDayOfMonth } from '../../src/ui/inputs/numeric-rules';
import { dedupeOptions, summarize, toggleValue } from '../../src/ui/inputs/multi-select-rules';
import { needsExpand } from '../../src/ui/inputs/clamp-text-rules';
import { visibleError } from '../../src/ui/inputs/field-rules';

test('numeric input: non-digits removed, other keys blocked, shortcuts pass', () => {
  assert.is(digitsOnly('12a-3 4,5'), '12345');
  assert.is(digitsOnly('٣abc'), '');
  assert.ok(blocksKey({ key: 'a' }));
  assert.ok(blocksKey({ key: '-' }));
  assert.ok(blocksKey({ key: 'e' }));
  assert.not.ok(blocksKey({ key: '7' }));
  assert.not.ok(blocksKey({ key: 'Backspace' }));
  assert.not.ok(blocksKey({ key: 'ArrowLeft' }));
  assert.not.ok(blocksKey({ key: 'v', ctrlKey: true }));
});

test('day of month accepts 1 to 31', () => {
  assert.is(parseDayOfMonth(''), null);
  assert.is(parseDayOfMonth('1'), 1);
  assert.is(parseDayOfMonth('31'), 31);
  assert.is(parseDayOfMonth('32'), 'invalid');
  assert.is(parseDayOfMonth('0'), 'invalid');
  assert.is(stepDayOfMonth(31, 1), 31);
  assert.is(stepDayOfMonth(1, -1), 1);
  assert.is(stepDayOfMonth(null, 1), 1);
  assert.is(stepDayOfMonth(10, 1), 11);
});

test('multi-select dedupes by value and shows two labels then +N', () => {
  const opts = dedupeOptions([
    { value: 1, label: 'A' },
    { value: 2, label: 'B' },
    { value: 1, label: 'A bis' },
  ]);
  assert.equal(opts.map((o) => o.label), ['A', 'B']);
  assert.equal(summarize(['A']), { text: 'A', more: 0 });
  assert.equal(summarize(['A', 'B']), { text: 'A, B', more: 0 });
  assert.equal(summarize(['A', 'B', 'C', 'D']), { text: 'A, B +2', more: 2 });
  assert.equal(toggleValue([1, 2], 2), [1]);
  assert.equal(toggleValue([1], 3), [1, 3]);
});

test('clamp text: expand offered above 180 characters only', () => {
  assert.not.ok(needsExpand('x'.repeat(180)));
  assert.ok(needsExpand('x'.repeat(181)));
  assert.not.ok(needsExpand(null));
});

test('field errors show only once touched', () => {
  assert.is(visibleError('RequiredAttribute', false), null);
  assert.is(visibleError('RequiredAttribute', true), 'RequiredAttribute');
  assert.is(visibleError(null, true), null);
});

test.run();
