import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { users } from '../../server-fake/models/organisation';

/**
 * Issue 36 item 2: the calendar's rows for the person who plans. `myTeam`
 * keeps the people whose leave the caller approves first, `awayFirst` puts
 * the people away in the days shown before the others; both are honoured by
 * the rows, the headcount and the events, and a malformed range is refused.
 */
const month = { month: 11, year: 2026 };
const page = { lenght: 100, currentList: 0 };
const november = { first: '2026-11-01', last: '2026-11-30' };

function api() {
  const a = fakeApi();
  a.backend.db.meta.clockOffset = Date.parse('2026-11-16T09:00:00Z') - Date.now();
  return a;
}
type Row = { id: number; user: { fullName: string } };
const rowsOf = (as: ReturnType<ReturnType<typeof api>['as']>, body: object) => {
  const res = as.post('/api/congee/GetResources', { ...month, ...page, ...body });
  assert.is(res.status, 200, res.text);
  return res.json.data as Row[];
};

test("a manager's team is the people they approve first; search and headcount follow", () => {
  const a = api();
  const karim = a.as('manager');
  const team = rowsOf(karim, { myTeam: true });
  const expected = users(a.backend.db).filter((u) => u.active && u.managerId === 2).map((u) => u.id).sort((x, y) => x - y);
  assert.ok(expected.length > 2);
  assert.equal(team.map((r) => r.id).sort((x, y) => x - y), expected);
  const count = karim.post('/api/congee/GetEffectif', { ...month, myTeam: true });
  assert.is(count.json.data.filterUsers, expected.length);
  // A search finds anyone, in the team or not.
  const outsider = users(a.backend.db).find((u) => u.active && u.managerId !== 2 && u.id > 5)!;
  const found = rowsOf(karim, { myTeam: true, searchValue: outsider.fullName });
  assert.ok(found.some((r) => r.id === outsider.id), 'the search reaches outside the team');
  // Events: the team's only.
  const events = karim.post('/api/congee/GetEvents', { ...month, myTeam: true }).json.data as Array<{ resourceId: number | null }>;
  assert.ok(events.every((e) => e.resourceId === null || expected.includes(e.resourceId)));
});

test('awayFirst: people with a leave in the days shown come first, each part by name', () => {
  const a = api();
  const hr = a.as('hr');
  const rows = rowsOf(hr, { awayFirst: november });
  const events = hr.post('/api/congee/GetEvents', { ...month }).json.data as Array<{ resourceId: number | null; isHoliday: boolean }>;
  const away = new Set(events.filter((e) => !e.isHoliday).map((e) => e.resourceId));
  assert.ok(away.size > 2 && away.size < rows.length, `${away.size} away of ${rows.length}`);
  const flags = rows.map((r) => away.has(r.id));
  assert.ok(flags.slice(0, away.size).every(Boolean), 'the first rows are the people away');
  assert.ok(flags.slice(away.size).every((f) => !f));
  const names = rows.slice(0, away.size).map((r) => r.user.fullName);
  assert.equal(names, [...names].sort(new Intl.Collator().compare));
});

test('a malformed range is refused, not ignored', () => {
  const hr = api().as('hr');
  assert.is(hr.post('/api/congee/GetResources', { ...month, awayFirst: { first: '2026-11-30', last: '2026-11-01' } }).status, 400);
  assert.is(hr.post('/api/congee/GetResources', { ...month, awayFirst: { first: 'soon' } }).status, 400);
  assert.is(hr.post('/api/congee/GetResources', { ...month, myTeam: 'yes' }).status, 400);
});

test.run();
