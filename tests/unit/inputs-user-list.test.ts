import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasMore, initialPages, isIncluded, nearBottom, selectionCount, toggleSelectAll, toggleUserCheck, userPages } from '../../src/ui/inputs/user-list-rules';

const u = (id: number) => ({ id, fullName: `User ${id}`, picturePath: null, displayNameRole: null });

test('S1.9.02 S3.9.01 the next page loads within 5 px of the bottom', () => {
  assert.ok(nearBottom({ scrollTop: 95, scrollHeight: 300, clientHeight: 200 }));
  assert.ok(nearBottom({ scrollTop: 100, scrollHeight: 300, clientHeight: 200 }));
  assert.not.ok(nearBottom({ scrollTop: 94, scrollHeight: 300, clientHeight: 200 }));
});

test('pages append, more only when idle with something left, stale answers ignored', () => {
  let s = initialPages();
  assert.is(s.status, 'loading');
  s = userPages(s, { type: 'loaded', request: s.request, users: [1, 2, 3, 4, 5].map(u), total: 7 });
  assert.is(s.status, 'idle');
  assert.ok(hasMore(s));
  s = userPages(s, { type: 'more' });
  assert.is(s.page, 1);
  assert.is(s.status, 'loadingMore');
  const again = userPages(s, { type: 'more' });
  assert.is(again, s);
  const stale = userPages(s, { type: 'loaded', request: s.request - 1, users: [u(99)], total: 7 });
  assert.is(stale, s);
  s = userPages(s, { type: 'loaded', request: s.request, users: [u(6), u(7)], total: 7 });
  assert.is(s.users.length, 7);
  assert.not.ok(hasMore(s));
  assert.is(userPages(s, { type: 'more' }), s);
});

test('a search starts over; a failure can be retried', () => {
  let s = userPages(initialPages(), { type: 'loaded', request: 1, users: [u(1)], total: 10 });
  s = userPages(s, { type: 'search', search: 'kar' });
  assert.equal([s.users.length, s.page, s.search, s.status], [0, 0, 'kar', 'loading']);
  s = userPages(s, { type: 'failed', request: s.request });
  assert.is(s.status, 'failed');
  s = userPages(s, { type: 'retry' });
  assert.is(s.status, 'loading');
});

test('S1.4.06 select-all clears the explicit list and inverts the meaning of checks', () => {
  let sel = { selected: [3, 4], selectAll: false };
  assert.ok(isIncluded(sel, 3));
  assert.not.ok(isIncluded(sel, 5));
  assert.is(selectionCount(sel, 72), 2);
  sel = toggleSelectAll(sel);
  assert.equal(sel, { selected: [], selectAll: true });
  assert.ok(isIncluded(sel, 3));
  assert.is(selectionCount(sel, 72), 72);
  sel = toggleUserCheck(sel, 5);
  assert.not.ok(isIncluded(sel, 5), 'checked means excluded');
  assert.is(selectionCount(sel, 72), 71);
  sel = toggleUserCheck(sel, 5);
  assert.ok(isIncluded(sel, 5));
  sel = toggleSelectAll(toggleUserCheck(sel, 9));
  assert.equal(sel, { selected: [], selectAll: false });
});

test.run();
