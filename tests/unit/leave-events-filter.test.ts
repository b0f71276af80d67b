import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { systemNow } from '../../src/domain/clock';
import { fakeApi } from './fake-api';
import { users } from '../../server-fake/models/organisation';
import { leaveRequests } from '../../server-fake/models/leave';
import { ok, okJson } from '../../server-fake/http';

/**
 * Issue 25 item 5: GetEvents takes the ids of the rows a calendar shows
 * among its filters (the spec leaves them open), and answers as before
 * without them; GetResources keeps its order by name from a kept index.
 */
type Ev = { id: string; resourceId: number | null; isHoliday: boolean };
const month = { month: 11, year: 2026 };

function api() {
  const a = fakeApi();
  a.backend.db.meta.clockOffset = Date.parse('2026-11-16T09:00:00Z') - systemNow();
  return a;
}
const eventsOf = (hr: ReturnType<ReturnType<typeof api>['as']>, body: object) => {
  const res = hr.post('/api/congee/GetEvents', { ...month, ...body });
  assert.is(res.status, 200, res.text);
  return res.json.data as Ev[];
};

test('without the ids, GetEvents answers everyone’s month, holidays included', () => {
  const all = eventsOf(api().as('hr'), {});
  const people = new Set(all.filter((e) => !e.isHoliday).map((e) => e.resourceId));
  assert.ok(people.size > 5, `people with leave in November 2026: ${people.size}`);
  assert.ok(all.some((e) => e.isHoliday));
});

test('with the ids, the same events of those people only, and the month’s holidays', () => {
  const hr = api().as('hr');
  const all = eventsOf(hr, {});
  const withLeave = [...new Set(all.filter((e) => !e.isHoliday).map((e) => e.resourceId as number))];
  const ids = [withLeave[0], withLeave[2], 9999];
  const some = eventsOf(hr, { userIds: ids });
  const expected = all.filter((e) => e.isHoliday || ids.includes(e.resourceId as number));
  assert.equal(some.map((e) => e.id).sort(), expected.map((e) => e.id).sort());
  assert.ok(some.some((e) => !e.isHoliday), 'the two people have leave this month');
});

test('the ids combine with the other filters: a person outside the department shows nothing', () => {
  const a = api();
  const hr = a.as('hr');
  const all = eventsOf(hr, {});
  const withLeave = [...new Set(all.filter((e) => !e.isHoliday).map((e) => e.resourceId as number))];
  const dep = users(a.backend.db).get(withLeave[0])!.departementId;
  const other = withLeave.find((id) => users(a.backend.db).get(id)!.departementId !== dep)!;
  assert.ok(other, 'two departments have leave this month');
  const filter = { Departemant: String(dep) };
  const some = eventsOf(hr, { userIds: [withLeave[0], other], filter });
  const inDep = eventsOf(hr, { filter });
  assert.equal(some.map((e) => e.id).sort(), inDep.filter((e) => e.isHoliday || e.resourceId === withLeave[0]).map((e) => e.id).sort());
  assert.not.ok(some.some((e) => e.resourceId === other));
});

test('events kept as JSON answer the bytes JSON.stringify writes, before and after a write', () => {
  const a = api();
  const hr = a.as('hr');
  const all = eventsOf(hr, {});
  const withLeave = [...new Set(all.filter((e) => !e.isHoliday).map((e) => e.resourceId as number))];
  const bodies = [{}, { userIds: withLeave.slice(0, 3) }, { filter: { TypeConge: '1,2' } }, { searchValue: 'a' }, { month: 2, year: 2026 }];
  const texts = () =>
    bodies.map((b) => {
      const res = hr.post('/api/congee/GetEvents', { ...month, ...b });
      assert.is(res.text, JSON.stringify(res.json));
      assert.is(res.headers['Content-Type'], 'application/json; charset=utf-8');
      return res.text;
    });
  const before = texts();
  assert.equal(texts(), before, 'the kept answers');
  const first = all.find((e) => !e.isHoliday)!;
  const id = Number(first.id.replace('leave-', ''));
  leaveRequests(a.backend.db).update(id, { description: 'Changé' });
  const after = texts();
  assert.ok(after[0].includes('"description":"Changé"'), 'a written request is written anew');
  // Everyone's month is kept joined with the set of active people: a person who leaves the company leaves it.
  users(a.backend.db).update(first.resourceId as number, { active: false });
  const gone = eventsOf(hr, {});
  assert.not.ok(gone.some((e) => e.resourceId === first.resourceId));
  assert.equal(gone.map((e) => e.id), eventsOf(hr, {}).map((e) => e.id));
  texts();
});

test('okJson writes what ok() serialises to', () => {
  const data = [{ a: 1, b: 'é"\\' }, null];
  assert.is(okJson(JSON.stringify(data)).json, JSON.stringify(ok(data)));
  assert.is(okJson('[]', 'Some.message').json, JSON.stringify(ok([], 'Some.message')));
});

test('a malformed ids filter answers 400 with a message', () => {
  const hr = api().as('hr');
  for (const userIds of ['1,2', [], ['a'], [1.5], [-3], Array.from({ length: 501 }, (_, i) => i + 1)]) {
    const res = hr.post('/api/congee/GetEvents', { ...month, userIds });
    assert.is(res.status, 400, `userIds ${JSON.stringify(userIds).slice(0, 30)}`);
    assert.is(res.json.success, false);
    assert.type(res.json.message, 'string');
    assert.ok(res.json.message.length > 0);
  }
});

test('GetResources pages by name, and the kept order follows a renamed person', () => {
  const a = api();
  const hr = a.as('hr');
  const page = (currentList: number) => (hr.post('/api/congee/GetResources', { ...month, currentList, lenght: 100 }).json.data as Array<{ id: number; user: { fullName: string } }>);
  const byName = () => users(a.backend.db).filter((u) => u.active).sort((x, y) => x.fullName.localeCompare(y.fullName)).map((u) => u.id);
  const shown = () => [...page(0), ...page(100)].map((r) => r.id);
  assert.equal(shown(), byName());
  const last = byName().at(-1)!;
  users(a.backend.db).update(last, { fullName: 'Aaaron Premier' });
  assert.is(shown()[0], last, 'renamed to the top of the list');
  assert.equal(shown(), byName());
});

test.run();
