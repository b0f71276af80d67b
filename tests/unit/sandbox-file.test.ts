import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Db } from '../../server-fake/db/db';
import { parseSandboxFile, toSandboxFile } from '../../server-fake/sandbox-file';

/** Issue 25 item 5: large tables of one shape are written packed and read back as the same rows. */
function company(n: number) {
  const db = new Db();
  db.table('users').load({ nextId: 3, rows: [{ id: 1, fullName: 'Yasmine' }, { id: 2, fullName: 'Karim' }] } as never);
  db.table('leaveRequests').load({ nextId: n + 1, rows: Array.from({ length: n }, (_, i) => ({ id: i + 1, userId: 1 + (i % 2), description: i % 3 ? null : `Note ${i}`, approvals: [{ level: 1, approverId: 2, status: 'Accepter' }] })) } as never);
  db.meta = { clockOffset: 0 };
  return db;
}

test('a large table of one shape is written as columns and values, and read back as the same rows', () => {
  const db = company(1500);
  const text = JSON.stringify(toSandboxFile('bench', 'scale', db.dump()));
  const file = JSON.parse(text);
  assert.equal(file.dump.tables.leaveRequests.columns, ['id', 'userId', 'description', 'approvals']);
  assert.equal(file.dump.tables.leaveRequests.values[0], [1, 1, 'Note 0', [{ level: 1, approverId: 2, status: 'Accepter' }]]);
  assert.ok(Array.isArray(file.dump.tables.users.rows), 'a small table stays rows, readable');
  const parsed = parseSandboxFile(text);
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  assert.equal(parsed.file.dump, JSON.parse(JSON.stringify(db.dump())));
});

test('rows of different shapes stay rows (a missing key is not turned into null)', () => {
  const db = company(1200);
  db.table<{ id: number; extra?: string }>('leaveRequests').update(7, { extra: 'x' });
  const file = JSON.parse(JSON.stringify(toSandboxFile('bench', 'scale', db.dump())));
  assert.ok(Array.isArray(file.dump.tables.leaveRequests.rows));
  assert.is(file.dump.tables.leaveRequests.columns, undefined);
});

test('a damaged packed table is refused as corrupt', () => {
  type Packed = { columns: string[]; values: unknown };
  const damages: Array<(t: Packed) => void> = [
    (t) => (t.values as unknown[][])[3].pop(),
    (t) => ((t.values as unknown[][])[5][0] = 'five'),
    (t) => (t.columns = t.columns.slice(1)),
    (t) => (t.columns[1] = 'id'),
    (t) => (t.values = 'rows'),
  ];
  for (const damage of damages) {
    const file = JSON.parse(JSON.stringify(toSandboxFile('bench', 'scale', company(1000).dump())));
    damage(file.dump.tables.leaveRequests);
    assert.equal(parseSandboxFile(JSON.stringify(file)), { ok: false, message: 'sandbox.import.corrupt' });
  }
});

test.run();
