import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keptRows } from '../../src/domain/kept-rows';

const row = (id: number, v = '') => ({ id, v });

test('a row decided here stays in its place when the list is read again; the others take their newest copy; new rows come last', () => {
  const shown = [row(1), row(2), row(3)];
  const read = [row(1, 'new'), row(3), row(4)];
  assert.equal(keptRows(shown, read), [row(1, 'new'), row(2), row(3), row(4)]);
});

test('a first read is shown as it comes; a list drawn anew starts from what it reads', () => {
  assert.equal(keptRows([], [row(5), row(6)]), [row(5), row(6)]);
  assert.equal(keptRows([row(1)], [row(1)]), [row(1)]);
});

test('where the list says which rows were decided here, only those stay once gone; one decided elsewhere goes', () => {
  const shown = [row(1), row(2), row(3)];
  const read = [row(3)];
  assert.equal(keptRows(shown, read, (r) => r.id === 2), [row(2), row(3)]);
});

test.run();
