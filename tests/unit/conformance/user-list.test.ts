import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { users } from '../../../server-fake/models/organisation';
import { interventions } from '../../../server-fake/models/interventions';
import { hardware, software } from '../../../server-fake/models/inventory';
import { documented, fieldTest, specFields, writeConformance, type Answer } from './tally';

/**
 * Spec 1 §3 (and spec 4 §5), the user list request filter, field by field on every call that reads it: the plain
 * lists (/api/users/list, /api/approval/GetUsersScroll) and the assignment lists (intervention, hardware and software
 * GetUsers, where `id` is the record and `assigend` its assignees or the others). Each field is sent with two
 * values and the answer must change as the field's name says (server-fake/rules/user-list.ts writes the reading),
 * or be a 400 naming it.
 */
const api = fakeApi();
const owner = api.as('owner');
const db = api.backend.db;
const fields = specFields('1-shell-navigation-search-session.md', 'User list request filter (shared by every user picker)');
const active = users(db).filter((u) => u.active);

test('the spec names twelve fields (length also spelt lenght), the same in spec 4', () => {
  assert.equal(fields, ['searchValue', 'length', 'lenght', 'currentList', 'id', 'roleName', 'userid', 'roleId', 'ids', 'assigend', 'selectAll', 'isGroup', 'isApprovalEvpLevel']);
  assert.equal(specFields('4-interventions-inventory-policy-reference.md', 'User list request').filter((f) => f !== 'lenght'), fields.filter((f) => f !== 'length' && f !== 'lenght'));
});

const ids = (r: any): number[] => r.data.users.map((u: { id: number }) => u.id);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
const idsOf = (rows: Array<{ id: number }>) => sorted(rows.map((u) => u.id));

/** A record with assignees, and another with more, for `id` and `assigend` on an assignment list. */
const twoRecords = (rows: Array<{ id: number; assignees: number[] }>) => {
  const withSome = rows.filter((r) => r.assignees.length).sort((x, y) => x.assignees.length - y.assignees.length);
  return [withSome[0]!, withSome.find((r) => r.assignees.length !== withSome[0]!.assignees.length) ?? withSome[1]!] as const;
};
const places: Array<{ path: string; records?: readonly [{ id: number; assignees: number[] }, { id: number; assignees: number[] }] }> = [
  { path: '/api/users/list' },
  { path: '/api/approval/GetUsersScroll' },
  { path: '/api/intervention/GetUsers', records: twoRecords(interventions(db).all()) },
  { path: '/api/hardware/GetUsers', records: twoRecords(hardware(db).all()) },
  { path: '/api/software/GetUsers', records: twoRecords(software(db).all()) },
];

for (const { path, records } of places) {
  const endpoint = `POST ${path}`;
  documented(endpoint, fields);
  const list = (body: object): Answer => owner.post(path, body);
  const field = (name: string, send: (v: unknown) => Answer, values: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, endpoint, name, send, values, changed);

  field('searchValue', (v) => list({ searchValue: v, length: 100 }), ['Yasmine', 'Karim'], (a, b) =>
    a.data.users.length > 0 && a.data.users.every((u: { fullName: string }) => u.fullName.includes('Yasmine')) && b.data.users.every((u: { fullName: string }) => u.fullName.includes('Karim')) && !same(ids(a), ids(b)));
  field('length', (v) => list({ length: v }), [3, 5], (a, b) => a.data.users.length === 3 && b.data.users.length === 5);
  field('lenght', (v) => list({ lenght: v }), [3, 5], (a, b) => a.data.users.length === 3 && b.data.users.length === 5);
  field('currentList', (v) => list({ length: 5, currentList: v }), [0, 1], (a, b) => ids(a).length === 5 && ids(b).length === 5 && !ids(a).some((i) => ids(b).includes(i)));
  field('ids', (v) => list({ ids: v }), [[1, 2], [3, 40, 5]], (a, b) => same(ids(a), [1, 2]) && same(sorted(ids(b)), [3, 5, 40]) && b.data.totalUsers === 3);
  field('selectAll', (v) => list({ ids: [1, 2], selectAll: v, length: 100 }), [false, true], (a, b) =>
    same(ids(a), [1, 2]) && b.data.totalUsers === active.length - 2 && !ids(b).includes(1) && !ids(b).includes(2));
  field('roleName', (v) => list({ roleName: v, length: 100 }), ['Responsable', 'Employe'], (a, b) =>
    same(sorted(ids(a)), idsOf(active.filter((u) => u.roleName === 'Responsable'))) && same(sorted(ids(b)), idsOf(active.filter((u) => u.roleName === 'Employe'))));
  field('isApprovalEvpLevel', (v) => list({ isApprovalEvpLevel: v, length: 100 }), [false, true], (a, b) =>
    a.data.totalUsers === active.length && same(sorted(ids(b)), idsOf(active.filter((u) => u.permissions.includes('Evp.Payment.View')))) && b.data.totalUsers < active.length);
  // Refused everywhere: the spec gives these names and no meaning a list could take (see the rule's header).
  field('userid', (v) => list({ userid: v }), [1, 2], () => false);
  field('roleId', (v) => list({ roleId: v }), [1, 2], () => false);
  field('isGroup', (v) => list({ isGroup: v }), [false, true], () => false);
  if (!records) {
    // A plain list is about no record.
    field('id', (v) => list({ id: v }), [1, 2], () => false);
    field('assigend', (v) => list({ assigend: v }), [false, true], () => false);
  } else {
    const [first, second] = records;
    field('id', (v) => list({ id: v, assigend: true, length: 100 }), [first.id, second.id], (a, b) => same(sorted(ids(a)), sorted(first.assignees)) && same(sorted(ids(b)), sorted(second.assignees)));
    field('assigend', (v) => list({ id: first.id, assigend: v, length: 100 }), [true, false], (a, b) => same(sorted(ids(a)), sorted(first.assignees)) && ids(b).length > 0 && !ids(b).some((i) => first.assignees.includes(i)));
  }
}

test('ids names everyone asked, past any page and including someone who has left', () => {
  const list = (body: object): Answer => owner.post('/api/users/list', body);
  const gone = active.at(-1)!;
  users(db).update(gone.id, { active: false });
  try {
    const asked = [gone.id, ...active.slice(0, 30).map((u) => u.id)];
    assert.equal(sorted(ids(list({ ids: asked }).json)), sorted(asked));
    assert.is(list({ ids: asked.join(',') }).json.data.users.length, asked.length, 'the string form too');
    assert.is(list({ ids: 'a,b' }).status, 400);
  } finally {
    users(db).update(gone.id, { active: true });
  }
});

// Spec 4 §7: intervention GetUsers takes the user list request and is "used for users to choose from and already
// assigned users" (`id` the record, `assigend` which of the two); `ids` restricts to those people. Both at once: the
// people named who are on that side of the record, never someone of the other side (issue 33 item 6: the mutation
// run let an assigned list that named anyone in `ids` live).
test('on an assignment list, ids keeps only the people named who are on the side asked', () => {
  const [record] = twoRecords(interventions(db).all());
  const assigned = record.assignees[0]!;
  const other = active.find((u) => !record.assignees.includes(u.id))!.id;
  const list = (assigend: boolean) => ids(owner.post('/api/intervention/GetUsers', { id: record.id, assigend, ids: [assigned, other] }).json);
  assert.equal(list(true), [assigned], 'the assigned list: only the assignee named');
  assert.equal(list(false), [other], 'the others: only the one named who is not assigned');
});

test('length and lenght both sent and different: refused, naming lenght', () => {
  const r = owner.post('/api/users/list', { length: 3, lenght: 4 });
  assert.is(r.status, 400);
  assert.match(r.json.message, 'lenght');
});

test.after(() => writeConformance());
test.run();
