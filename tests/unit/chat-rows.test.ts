import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ChatMessage } from '../../src/domain/chat';
import { estimateRow, messageRows } from '../../src/features/chat/message-rows';

const msg = (id: number, date: string): ChatMessage => ({ id, user: 2, image: null, userFullName: 'K', message: `m${id}`, files: [], seen: false, date, isgroup: false, type: 0, groupId: null, recieverId: 1 });

test('a date separator before the first message of each day; keys stay when older messages land above', () => {
  const newer = [msg(3, '2026-11-15T15:00:00'), msg(4, '2026-11-16T09:00:00'), msg(5, '2026-11-16T10:00:00')];
  const rows = messageRows(newer);
  assert.equal(rows.map((r) => r.key), ['d:2026-11-15', 'm:3', 'd:2026-11-16', 'm:4', 'm:5']);
  const withOlder = messageRows([msg(1, '2026-11-14T08:00:00'), msg(2, '2026-11-15T08:00:00'), ...newer]);
  assert.equal(withOlder.map((r) => r.key), ['d:2026-11-14', 'm:1', 'd:2026-11-15', 'm:2', 'm:3', 'd:2026-11-16', 'm:4', 'm:5']);
  // Every key of the shorter list is still there, so measured heights are kept.
  for (const r of rows) assert.ok(withOlder.some((x) => x.key === r.key));
  assert.ok(estimateRow(rows[0]) < estimateRow(rows[1]));
  assert.equal(messageRows([]), []);
});

test.run();
