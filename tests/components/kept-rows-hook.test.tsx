import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderHook } from '@testing-library/react';
import { useKeptRows } from '../../src/kernel/use-kept-rows';

/**
 * useKeptRows (issue 36 item 1): a list read again for the same query keeps what it showed in place (a row decided
 * here stays, marked, until the person moves on); another query starts anew, and the previous query's answer, still
 * shown while the new one is read, is never kept into it.
 */
type Row = { id: number; s: string };
const r = (id: number, s = 'pending'): Row => ({ id, s });
const ids = (rows: Row[]) => rows.map((x) => x.id);

test('read again for the same query: the rows shown stay in place, each with its newest copy; new ones come after', () => {
  const { result, rerender } = renderHook(({ rows, key }) => useKeptRows(rows, key), { initialProps: { rows: [r(1), r(2), r(3)] as Row[] | undefined, key: 'pending' } });
  assert.equal(ids(result.current), [1, 2, 3]);
  // Row 2 decided here: the pending list no longer holds it; row 4 is new.
  rerender({ rows: [r(1), r(3, 'changed'), r(4)], key: 'pending' });
  assert.equal(ids(result.current), [1, 2, 3, 4]);
  assert.is(result.current[2]!.s, 'changed', 'the newest copy of a row read again');
});

test('another query starts anew: the old answer is drawn as it is while the new one is read, then replaced whole', () => {
  const page1 = [r(1), r(2)];
  const { result, rerender } = renderHook(({ rows, key }) => useKeptRows(rows, key), { initialProps: { rows: page1 as Row[] | undefined, key: 'p1' } });
  rerender({ rows: page1, key: 'p2' });
  assert.equal(ids(result.current), [1, 2], 'the old answer still shows while page 2 is read');
  rerender({ rows: [r(3), r(4)], key: 'p2' });
  assert.equal(ids(result.current), [3, 4], 'page 2 alone: nothing of page 1 kept');
  rerender({ rows: [r(4)], key: 'p2' });
  assert.equal(ids(result.current), [3, 4], 'then kept as page 2 is read again');
});

test('nothing read yet: no rows', () => {
  const { result } = renderHook(() => useKeptRows<Row>(undefined, 'k'));
  assert.equal(result.current, []);
});

test.run();
