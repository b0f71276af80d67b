import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readSheet } from 'read-excel-file/node';
import { fakeApi } from '../fake-api';
import { users, type UserRow } from '../../../server-fake/models/organisation';
import { leaveRequests } from '../../../server-fake/models/leave';
import { documented, fieldTest, specText, writeConformance, type Answer } from './tally';

/**
 * Spec 2 §7, the leave timeline's filters on its three calls (GetResources, GetEvents, GetEffectif) and the
 * Excel export's filter, field by field: two values each, the answer must change as the field says or be a 400
 * naming it. The readings are written in server-fake/routes/leave-calendar.ts.
 */
const api = fakeApi();
const db = api.backend.db;
const hr = api.as('hr');
const token = hr.token;

// 'Timeline filters: month, year, searchValue, lenght 15, and a filter list (TypeConge, … as comma lists).'
const line = /Timeline filters: ([^.]*)\./.exec(specText('2-leave-and-chat.md'))![1]!;
const [outer, inner] = [line.slice(0, line.indexOf(', and a filter list')), /\(([^)]*)\)/.exec(line)![1]!.replace(/ as comma lists$/, '')];
const top = outer.split(',').map((s) => s.trim().split(' ')[0]!);
const lists = inner.split(',').map((s) => s.trim());
test('the spec names month, year, searchValue, lenght and six comma lists', () => {
  assert.equal(top, ['month', 'year', 'searchValue', 'lenght']);
  assert.equal(lists, ['TypeConge', 'Departemant', 'Sites', 'Function', 'society', 'Teams']);
});
const timelineFields = [...top, ...lists.map((l) => `filter.${l}`)];
const RES = 'POST /api/congee/GetResources';
const EVT = 'POST /api/congee/GetEvents';
const EFF = 'POST /api/congee/GetEffectif';
const EXP = 'POST /api/congee/ExportConge';
// GetResources takes 'filters, page': the page is currentList.
documented(RES, [...timelineFields, 'currentList']);
documented(EVT, timelineFields);
documented(EFF, timelineFields);
// 'filter with dateMin, dateMax, type conges, ids' (typeConges in the code).
documented(EXP, ['dateMin', 'dateMax', 'typeConges', 'ids']);

const base = { month: 11, year: 2026, lenght: 100, currentList: 0 };
const post = (path: string) => (body: object): Answer => hr.post(path, { ...base, ...body });
const rowIds = (r: any): number[] => r.data.map((x: { id: number }) => x.id);
const evPeople = (r: any) => new Set<number>(r.data.filter((e: { isHoliday: boolean }) => !e.isHoliday).map((e: { resourceId: number }) => e.resourceId));
const evTypes = (r: any) => new Set<number>(r.data.filter((e: { isHoliday: boolean }) => !e.isHoliday).map((e: { typeId: number }) => e.typeId));
const active = users(db).filter((u) => u.active);
const byId = new Map(users(db).all().map((u) => [u.id, u]));
const all = <T>(xs: Iterable<T>, ok: (x: T) => boolean) => [...xs].every(ok);

// The latest hire: a month before it has no row for them, the month of it has.
const newest = [...active].sort((a, b) => b.hireDate.localeCompare(a.hireDate))[0]!;
const [hy, hm] = newest.hireDate.split('-').map(Number) as [number, number];
const before = hm === 1 ? { year: hy - 1, month: 12 } : { year: hy, month: hm - 1 };
test('the seed has someone hired late enough to tell months apart', () => assert.ok(active.some((u) => u.hireDate < newest.hireDate)));

/** People criteria: two values of one list, each answer's people all within it. */
const people: Array<[string, keyof UserRow, [number, number]]> = [
  ['Departemant', 'departementId', [1, 2]], ['Sites', 'siteId', [1, 2]], ['Function', 'fonctionId', [3, 8]], ['society', 'societyId', [1, 2]], ['Teams', 'teamId', [2, 4]],
];

// GetResources: the rows.
const res = post('/api/congee/GetResources');
fieldTest(test, RES, 'month', (m) => res({ ...before, month: m }), [before.month, hm === 1 ? 1 : hm], (a, b) => hy === before.year && !rowIds(a).includes(newest.id) && rowIds(b).includes(newest.id));
fieldTest(test, RES, 'year', (y) => res({ month: hm, year: y }), [hy - 1, hy], (a, b) => !rowIds(a).includes(newest.id) && rowIds(b).includes(newest.id));
fieldTest(test, RES, 'searchValue', (q) => res({ searchValue: q }), ['Yasmine', 'Karim'], (a, b) => rowIds(a).includes(1) && !rowIds(a).includes(2) && rowIds(b).includes(2));
fieldTest(test, RES, 'lenght', (n) => res({ lenght: n }), [3, 5], (a, b) => a.data.length === 3 && b.data.length === 5);
fieldTest(test, RES, 'currentList', (n) => res({ lenght: 5, currentList: n }), [0, 5], (a, b) => rowIds(a).length === 5 && !rowIds(a).some((i) => rowIds(b).includes(i)));
fieldTest(test, RES, 'filter.TypeConge', (t) => res({ filter: { TypeConge: t } }), ['1', '2'], () => false);
for (const [name, key, values] of people)
  fieldTest(test, RES, `filter.${name}`, (v) => res({ filter: { [name]: String(v) } }), values, (a, b) =>
    rowIds(a).length > 0 && rowIds(b).length > 0 && all(rowIds(a), (i) => byId.get(i)![key] === values[0]) && all(rowIds(b), (i) => byId.get(i)![key] === values[1]));

// GetEvents: the month's leave of the people kept, holidays aside.
// Without lenght: everyone's month (the base's page of 100 rows is GetResources' and GetExport's, not this call's).
const evt = (body: object): Answer => hr.post('/api/congee/GetEvents', { month: 11, year: 2026, ...body });
const starts = (r: any) => r.data.filter((e: { isHoliday: boolean }) => !e.isHoliday).map((e: { start: string; end: string }) => [e.start, e.end] as const);
const touches = (r: any, y: number, m: number) => {
  const first = `${y}-${String(m).padStart(2, '0')}-01`;
  const last = `${y}-${String(m).padStart(2, '0')}-31`;
  return starts(r).length > 0 && all(starts(r), ([s, e]: readonly [string, string]) => s <= last && e > first);
};
fieldTest(test, EVT, 'month', (m) => evt({ month: m }), [10, 11], (a, b) => touches(a, 2026, 10) && touches(b, 2026, 11));
// The seed's requests run from January 2026 to January 2027: January of each year has some.
fieldTest(test, EVT, 'year', (y) => evt({ month: 1, year: y }), [2026, 2027], (a, b) => touches(a, 2026, 1) && touches(b, 2027, 1));
const withLeave = [...evPeople(evt({}).json)].map((id) => byId.get(id)!);
const [p1, p2] = [withLeave[0]!, withLeave.find((u) => !u.fullName.includes(withLeave[0]!.firstName))!];
fieldTest(test, EVT, 'searchValue', (q) => evt({ searchValue: q }), [p1.fullName, p2.fullName], (a, b) => evPeople(a).has(p1.id) && !evPeople(a).has(p2.id) && evPeople(b).has(p2.id));
// lenght pages the rows, and GetEvents then answers the events of that page of rows: the people of GetResources.
const pageRows = (n: number) => new Set(rowIds(res({ lenght: n }).json));
fieldTest(test, EVT, 'lenght', (n) => evt({ lenght: n }), [20, 60], (a, b) => {
  const [rows20, rows60] = [pageRows(20), pageRows(60)];
  return evPeople(b).size > evPeople(a).size && all(evPeople(a), (i) => rows20.has(i)) && all(evPeople(b), (i) => rows60.has(i));
});
test('GetEvents: lenght with userIds is refused (both would name the rows)', () => {
  const r = evt({ lenght: 5, userIds: [1, 2] });
  assert.is(r.status, 400);
  assert.match(r.json.message, 'lenght');
});
const [t1, t2] = [...evTypes(evt({}).json)] as [number, number];
fieldTest(test, EVT, 'filter.TypeConge', (t) => evt({ filter: { TypeConge: String(t) } }), [t1, t2], (a, b) => evTypes(a).size === 1 && evTypes(a).has(t1) && evTypes(b).size === 1 && evTypes(b).has(t2));
for (const [name, key, values] of people)
  fieldTest(test, EVT, `filter.${name}`, (v) => evt({ filter: { [name]: String(v) } }), values, (a, b) =>
    evPeople(a).size + evPeople(b).size > 0 && all(evPeople(a), (i) => byId.get(i)![key] === values[0]) && all(evPeople(b), (i) => byId.get(i)![key] === values[1]) && JSON.stringify(a.data) !== JSON.stringify(b.data));

// GetEffectif: the headcount of the people kept, of those employed by the month's end.
const eff = (body: object): Answer => hr.post('/api/congee/GetEffectif', { month: 11, year: 2026, ...body });
const count = (key: keyof UserRow, v: number) => active.filter((u) => u[key] === v).length;
fieldTest(test, EFF, 'month', (m) => eff({ ...before, month: m }), [before.month, hm === 1 ? 1 : hm], (a, b) => hy === before.year && b.data.totalUsers > a.data.totalUsers);
fieldTest(test, EFF, 'year', (y) => eff({ month: hm, year: y }), [hy - 1, hy], (a, b) => b.data.totalUsers > a.data.totalUsers);
fieldTest(test, EFF, 'searchValue', (q) => eff({ searchValue: q }), ['Yasmine', 'a'], (a, b) => a.data.filterUsers === active.filter((u) => u.fullName.toLowerCase().includes('yasmine')).length && b.data.filterUsers > a.data.filterUsers);
// A headcount counts everyone kept: a page means nothing there, so it is refused.
fieldTest(test, EFF, 'lenght', (n) => eff({ lenght: n }), [3, 5], () => false);
fieldTest(test, EFF, 'filter.TypeConge', (t) => eff({ filter: { TypeConge: t } }), ['1', '2'], () => false);
for (const [name, key, values] of people)
  fieldTest(test, EFF, `filter.${name}`, (v) => eff({ filter: { [name]: String(v) } }), values, (a, b) => a.data.filterUsers === count(key, values[0]) && b.data.filterUsers === count(key, values[1]) && a.data.filterUsers !== b.data.filterUsers);

// ExportConge: the rows of the Excel file (the list's columns: employee, department, type, created, start, end…).
async function exported(body: object): Promise<Answer> {
  const r = api.backend.dispatcher.handle({ method: 'POST', path: '/api/congee/ExportConge', query: {}, headers: { authorization: `Bearer ${token}` }, body });
  if (r.status !== 200) return { status: r.status, json: JSON.parse(String(r.body)) };
  return { status: 200, json: (await readSheet(Buffer.from(r.body as Uint8Array))).slice(1) };
}
const day = (c: unknown) => (c as Date).toISOString().slice(0, 10);
const requests = leaveRequests(db).all();
fieldTest(test, EXP, 'dateMin', (d) => exported({ dateMin: d }), ['2026-01-01', '2026-11-01'], (a, b) => b.length < a.length && all(b, (r: unknown[]) => day(r[5]) >= '2026-11-01'));
fieldTest(test, EXP, 'dateMax', (d) => exported({ dateMax: d }), ['2026-11-30', '2026-01-31'], (a, b) => b.length < a.length && all(b, (r: unknown[]) => day(r[4]) <= '2026-01-31'));
fieldTest(test, EXP, 'typeConges', (t) => exported({ typeConges: [t] }), [t1, t2], (a, b) => a.length === requests.filter((r) => r.typeId === t1 && byId.get(r.userId)!.active).length && b.length === requests.filter((r) => r.typeId === t2 && byId.get(r.userId)!.active).length);
const [r1, r2] = requests.filter((r) => byId.get(r.userId)!.active);
fieldTest(test, EXP, 'ids', (i) => exported({ ids: i }), [[r1!.id], [r1!.id, r2!.id]], (a, b) => a.length === 1 && b.length === 2);

test.after(() => writeConformance());
test.run();
