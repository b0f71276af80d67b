import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keptRows } from '../../src/domain/kept-rows';

const row = (id: number, v = '') => ({ id, v });

test('a row decided here stays in its place when the list is read again; the others take their newest copy; new rows come last', () => {
  const shown = [row(1), row(2), row(3)];
  const read = [row(1, 'new'), row(3), row(4)];
  assert.equal(keptRows(shown, read), [row(1, 'new'), row(2), row(3), row(4)]);
});

test('a row new to the list takes the place the read gives it, before the shown row that follows it there', () => {
  // Newest first: a request just saved (9) comes first; one read between two shown rows (8) goes between them.
  const shown = [row(5), row(4), row(3)];
  assert.equal(keptRows(shown, [row(9), row(5), row(8), row(4), row(3)]), [row(9), row(5), row(8), row(4), row(3)]);
  // The shown rows keep their order even where the read has changed it; the new row goes before the one it preceded.
  assert.equal(keptRows(shown, [row(3), row(9), row(4), row(5)]), [row(5), row(9), row(4), row(3)]);
  // A row decided here and gone from the read has no place in it: a new row goes before the next shown row read.
  assert.equal(keptRows(shown, [row(9), row(3)], (r) => r.id === 4), [row(4), row(9), row(3)]);
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
