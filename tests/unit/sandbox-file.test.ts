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

test('a large table of one shape is written column by column, repeated values named once, and read back as the same rows', () => {
  const db = company(1500);
  const text = JSON.stringify(toSandboxFile('bench', 'scale', db.dump()));
  const file = JSON.parse(text);
  const t = file.dump.tables.leaveRequests;
  assert.is(t.size, 1500);
  assert.equal(t.fields.map((f: { name: string }) => f.name), ['id', 'userId', 'description', 'approvals']);
  assert.equal(t.fields[0].values.slice(0, 3), [1, 2, 3]);
  assert.equal(t.fields[1].values.slice(0, 3), [1, 2, 1], 'numbers stay numbers');
  assert.equal(t.fields[3].lengths.slice(0, 2), [1, 1], 'the approvals: a list of one object per row…');
  assert.equal(t.fields[3].of.fields.find((f: { name: string }) => f.name === 'status'), { name: 'status', same: 'Accepter' }, '…whose columns are packed the same way');
  assert.ok(Array.isArray(file.dump.tables.users.rows), 'a small table stays rows, readable');
  const parsed = parseSandboxFile(text);
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  assert.equal(parsed.file.dump, JSON.parse(JSON.stringify(db.dump())));
  assert.equal(Object.keys(parsed.file.dump.tables.leaveRequests.rows[0]), ['id', 'userId', 'description', 'approvals'], 'keys in the order written');
});

test('repeated strings are named once; lists, empty lists, nulls and flags come back as they were, each row its own list', () => {
  const db = new Db();
  db.table('users').load({ nextId: 2, rows: [{ id: 1, fullName: 'Yasmine' }] } as never);
  const statuses = ['Accepter', 'Refuser', 'En_Cour'];
  const rows = Array.from({ length: 1200 }, (_, i) => ({
    id: i + 1, status: statuses[i % 3], day: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`, note: i % 5 ? null : `n${i}`,
    flag: false, fileIds: [] as number[], tags: i % 2 ? [i] : [], marks: i % 2 ? [{}] : [], approvals: i % 4 ? [] : [{ level: 1, by: i }, { level: 2, by: null }],
  }));
  db.table('leaveRequests').load({ nextId: 1201, rows } as never);
  const text = JSON.stringify(toSandboxFile('b', 'scale', db.dump()));
  const fields = JSON.parse(text).dump.tables.leaveRequests.fields as Array<Record<string, unknown>>;
  const field = (name: string) => fields.find((f) => f.name === name)!;
  assert.equal(field('status').dict, statuses);
  assert.equal(field('flag'), { name: 'flag', same: false });
  assert.equal(field('fileIds'), { name: 'fileIds', same: [] });
  const parsed = parseSandboxFile(text);
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  const back = parsed.file.dump.tables.leaveRequests.rows as typeof rows;
  assert.equal(back, rows);
  assert.is.not(back[0].fileIds, back[1].fileIds, 'each row its own list');
});

/** Files as earlier releases wrote them: every table as rows (before issue 25), large tables as column names and values (its first release). */
const oldFile = (leaveRequests: object) =>
  JSON.stringify({
    kind: 'mintrh-sandbox', name: 'formation', scenario: 'demo', exportedAt: '2026-11-20T10:00:00.000Z',
    dump: { version: 1, meta: { clockOffset: 0 }, tables: { users: { nextId: 3, rows: [{ id: 1, fullName: 'Yasmine' }, { id: 2, fullName: 'Karim' }] }, leaveRequests } },
  });

test('files written by earlier releases still open: all rows, and columns with values', () => {
  const rows = [
    { id: 1, userId: 1, status: 'Accepter', approvals: [{ level: 1, approverId: 2 }] },
    { id: 2, userId: 2, status: 'En_Cour', approvals: [] },
  ];
  const asRows = parseSandboxFile(oldFile({ nextId: 3, rows }));
  const asPacked = parseSandboxFile(oldFile({ nextId: 3, columns: ['id', 'userId', 'status', 'approvals'], values: [[1, 1, 'Accepter', [{ level: 1, approverId: 2 }]], [2, 2, 'En_Cour', []]] }));
  for (const parsed of [asRows, asPacked]) {
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    assert.equal(parsed.file.dump.tables.leaveRequests, { nextId: 3, rows });
    const db = new Db();
    db.load(parsed.file.dump);
    assert.equal(db.table('leaveRequests').get(2), rows[1]);
  }
});

test('a small table read back keeps each row’s key order (a row inserted after a load has its id last)', () => {
  const db = company(10);
  db.table('users').insert({ fullName: 'Nadia' } as never);
  const parsed = parseSandboxFile(JSON.stringify(toSandboxFile('b', 'demo', db.dump())));
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  assert.equal(parsed.file.dump.tables.users.rows.map((r) => Object.keys(r)), [['id', 'fullName'], ['id', 'fullName'], ['fullName', 'id']]);
  assert.equal(JSON.stringify(parsed.file.dump.tables), JSON.stringify(db.dump().tables));
  for (const rows of [[{ id: 'x' }], [null], [[1]], [{ id: 1.5 }], [{ name: 'no id' }]]) {
    const file = JSON.parse(JSON.stringify(toSandboxFile('b', 'demo', db.dump())));
    file.dump.tables.leaveRequests.rows = rows;
    assert.equal(parseSandboxFile(JSON.stringify(file)), { ok: false, message: 'sandbox.import.corrupt' }, JSON.stringify(rows));
  }
});

test('rows of different shapes stay rows (a missing key is not turned into null)', () => {
  const db = company(1200);
  db.table<{ id: number; extra?: string }>('leaveRequests').update(7, { extra: 'x' });
  const file = JSON.parse(JSON.stringify(toSandboxFile('bench', 'scale', db.dump())));
  assert.ok(Array.isArray(file.dump.tables.leaveRequests.rows));
  assert.is(file.dump.tables.leaveRequests.fields, undefined);
});

test('rows with the same keys in another order (inserted after a load, id last) are still columns, and come back in their own order', () => {
  const db = company(1200);
  const table = db.table<{ id: number; userId: number; description: string | null; approvals: object[] }>('leaveRequests');
  table.insert({ userId: 2, description: 'new', approvals: [{ status: 'Accepter', level: 1, approverId: 2 }] });
  table.insert({ userId: 1, description: null, approvals: [] });
  const text = JSON.stringify(toSandboxFile('bench', 'scale', db.dump()));
  const t = JSON.parse(text).dump.tables.leaveRequests;
  assert.equal(t.orders.dict, [['id', 'userId', 'description', 'approvals'], ['userId', 'description', 'approvals', 'id']]);
  assert.equal(t.orders.codes.slice(-3), [0, 1, 1]);
  assert.equal(t.fields[3].of.orders.dict[1], ['status', 'level', 'approverId'], 'lists of objects too');
  assert.is(JSON.parse(JSON.stringify(toSandboxFile('bench', 'scale', company(1200).dump()))).dump.tables.leaveRequests.orders, undefined, 'absent when every row follows the fields');
  const parsed = parseSandboxFile(text);
  assert.ok(parsed.ok);
  if (!parsed.ok) return;
  const back = parsed.file.dump.tables.leaveRequests.rows;
  assert.equal(back, JSON.parse(JSON.stringify(db.dump())).tables.leaveRequests.rows);
  assert.equal(Object.keys(back[1200]), ['userId', 'description', 'approvals', 'id']);
  assert.equal(Object.keys((back[1200] as unknown as { approvals: object[] }).approvals[0]), ['status', 'level', 'approverId']);
  assert.equal(Object.keys(back[0]), ['id', 'userId', 'description', 'approvals']);
});

test('a damaged table is refused as corrupt, in the columns written now and in the earlier columns with values', () => {
  type Field = { name: string; values?: unknown[]; codes?: unknown[]; dict?: unknown[]; lengths?: unknown[]; same?: unknown };
  type Columnar = { size: unknown; fields: Field[] };
  const field = (t: Columnar, name: string) => t.fields.find((f) => f.name === name)!;
  const damages: Array<(t: Columnar) => void> = [
    (t) => field(t, 'userId').values!.pop(),
    (t) => (field(t, 'id').values![5] = 'five'),
    (t) => (t.fields = t.fields.slice(1)),
    (t) => (t.fields[1].name = 'id'),
    (t) => (t.size = 2000),
    (t) => (t.fields = []),
    (t) => (field(t, 'approvals').lengths![3] = 2),
    (t) => (field(t, 'approvals').lengths![3] = -1),
    (t) => (field(t, 'userId').values = 'rows' as never),
    (t) => (t.fields[0] = null as never),
  ];
  for (const damage of damages) {
    const file = JSON.parse(JSON.stringify(toSandboxFile('bench', 'scale', company(1000).dump())));
    damage(file.dump.tables.leaveRequests);
    assert.equal(parseSandboxFile(JSON.stringify(file)), { ok: false, message: 'sandbox.import.corrupt' }, damage.toString());
  }
  const coded = new Db();
  coded.table('users').load({ nextId: 2, rows: [{ id: 1 }] } as never);
  coded.table('leaveRequests').load({ nextId: 1001, rows: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, status: ['a', 'b'][i % 2] })) } as never);
  for (const code of [2, -1, 0.5, 'a']) {
    const file = JSON.parse(JSON.stringify(toSandboxFile('b', 'scale', coded.dump())));
    file.dump.tables.leaveRequests.fields[1].codes[7] = code;
    assert.equal(parseSandboxFile(JSON.stringify(file)), { ok: false, message: 'sandbox.import.corrupt' }, `code ${code}`);
  }
  const packed = [[1, 1, 'x'], [2, 2, 'y']];
  const olderDamages = [
    { nextId: 3, columns: ['id', 'userId', 'status'], values: [[1, 1], [2, 2, 'y']] },
    { nextId: 3, columns: ['id', 'userId', 'status'], values: [['one', 1, 'x'], [2, 2, 'y']] },
    { nextId: 3, columns: ['userId', 'status'], values: packed },
    { nextId: 3, columns: ['id', 'id', 'status'], values: packed },
    { nextId: 3, columns: ['id', 'userId', 'status'], values: 'rows' },
  ];
  const mixed = () => {
    const db = company(1000);
    db.table('leaveRequests').insert({ userId: 1, description: null, approvals: [] } as never);
    return JSON.parse(JSON.stringify(toSandboxFile('bench', 'scale', db.dump())));
  };
  const orderDamages: Array<(o: { dict: unknown[]; codes: unknown[] }) => void> = [
    (o) => o.codes.pop(),
    (o) => (o.codes[3] = 2),
    (o) => (o.codes[3] = -1),
    (o) => (o.dict[1] = ['id', 'userId', 'description']),
    (o) => (o.dict[1] = ['id', 'userId', 'description', 'id']),
    (o) => (o.dict[1] = ['id', 'userId', 'description', 'other']),
    (o) => (o.dict = 'x' as never),
  ];
  for (const damage of orderDamages) {
    const file = mixed();
    damage(file.dump.tables.leaveRequests.orders);
    assert.equal(parseSandboxFile(JSON.stringify(file)), { ok: false, message: 'sandbox.import.corrupt' }, damage.toString());
  }
  const nulled = mixed();
  nulled.dump.tables.leaveRequests.orders = null;
  assert.equal(parseSandboxFile(JSON.stringify(nulled)), { ok: false, message: 'sandbox.import.corrupt' });
  for (const t of olderDamages) assert.equal(parseSandboxFile(oldFile(t)), { ok: false, message: 'sandbox.import.corrupt' }, JSON.stringify(t));
});

test('an export cut short is damaged, not foreign; text that is not JSON, or JSON of another kind cut short, is not an export', () => {
  const text = JSON.stringify(toSandboxFile('atelier', 'demo', company(10).dump()));
  for (const cut of [text.length / 2, 40, 27]) assert.equal(parseSandboxFile(text.slice(0, Math.floor(cut))), { ok: false, message: 'sandbox.import.corrupt' }, `cut at ${Math.floor(cut)}`);
  assert.equal(parseSandboxFile(JSON.stringify(JSON.parse(text), null, 2).slice(0, 200)), { ok: false, message: 'sandbox.import.corrupt' }, 'indented');
  for (const other of ['notes de formation', '{"hello": "wor', '{"kind":"another-app","name":', '']) assert.equal(parseSandboxFile(other), { ok: false, message: 'sandbox.import.notJson' }, other);
});

test.run();
