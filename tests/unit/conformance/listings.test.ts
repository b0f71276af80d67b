import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { notes } from '../../../server-fake/models/expenses';
import { users } from '../../../server-fake/models/organisation';
import { leaveRequests, leaveTypes } from '../../../server-fake/models/leave';
import { leaveFilter, listRequest } from '../../../src/domain/leave';
import { documented, fieldTest, writeConformance, type Answer } from './tally';

/**
 * The listing filters the spec leaves unshown and docs/deploying.md writes down (its table of calls the spec leaves
 * out), field by field: the expense note list's, and the leave request list's (its shared schema's fields).
 * Two values each; the answer must change as the field says.
 */
const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/deploying.md'), 'utf8');
const noteFields = /expense note list: `\{ ([^}]*) \}`/
  .exec(readme)![1]!
  .split(',')
  .map((s) => s.trim().replace(/\?$/, ''));
test('docs/deploying.md writes the note list filters', () => assert.equal(noteFields, ['status', 'userId', 'dateFrom', 'dateTo', 'search', 'currentPage', 'pageSize', 'mine']));

const api = fakeApi();
const owner = api.as('owner');
const all = notes(api.backend.db).all();
const NOTES = 'POST /api/Notes/List';
documented(NOTES, noteFields);
const list = (body: object): Answer => owner.post('/api/Notes/List', { pageSize: 100, ...body });
type Row = { id: number; status: number; affectedUserId: number; executionDate: string; title: string };
const rows = (r: any): Row[] => r.data.notes;
const every = (r: any, ok: (n: Row) => boolean) => rows(r).length > 0 && rows(r).every(ok);
const field = (name: string, send: (v: unknown) => Answer, values: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, NOTES, name, send, values, changed);

const [s1, s2] = [...new Set(all.map((n) => n.status))] as [number, number];
const [u1, u2] = [...new Set(all.map((n) => n.affectedUserId))] as [number, number];
const dates = all.map((n) => n.executionDate).sort();
const [early, late] = [dates[Math.floor(dates.length / 4)]!, dates[Math.floor((dates.length * 3) / 4)]!];
const word = (title: string) => title.split(/\s+/).find((w) => w.length > 4)!;
const [w1, w2] = [word(all[0]!.title), all.map((n) => word(n.title)).find((w) => w && w !== word(all[0]!.title))!];

field('status', (v) => list({ status: v }), [s1, s2], (a, b) => every(a, (n) => n.status === s1) && every(b, (n) => n.status === s2));
field('userId', (v) => list({ userId: v }), [u1, u2], (a, b) => every(a, (n) => n.affectedUserId === u1) && every(b, (n) => n.affectedUserId === u2));
field('dateFrom', (v) => list({ dateFrom: v }), [early, late], (a, b) => rows(b).length < rows(a).length && every(b, (n) => n.executionDate >= late));
field('dateTo', (v) => list({ dateTo: v }), [late, early], (a, b) => rows(b).length < rows(a).length && every(b, (n) => n.executionDate <= early));
field('search', (v) => list({ search: v }), [w1, w2], (a, b) => rows(a).length > 0 && rows(b).length > 0 && JSON.stringify(rows(a)) !== JSON.stringify(rows(b)));
field('currentPage', (v) => list({ pageSize: 3, currentPage: v }), [0, 1], (a, b) => rows(a).length === 3 && rows(b).length > 0 && !rows(a).some((n) => rows(b).some((m) => m.id === n.id)));
field('pageSize', (v) => list({ pageSize: v }), [3, 5], (a, b) => rows(a).length === 3 && rows(b).length === 5);
field('mine', (v) => list({ mine: v }), [false, true], (a, b) => rows(a).some((n) => n.affectedUserId !== 4) && rows(b).every((n) => n.affectedUserId === 4) && a.data.total > b.data.total);

// The leave request list: spec 2 §7 says 'filters, page' for demandeconge/GetDemandes; the fields are the shared
// schema's (listRequest, src/domain/leave.ts), the timeline's filter list among them.
const LEAVE = 'POST /api/demandeconge/GetDemandes';
const leaveFields = Object.keys(listRequest.shape).flatMap((k) => (k === 'filter' ? Object.keys(leaveFilter.shape).map((f) => `filter.${f}`) : [k]));
documented(LEAVE, leaveFields);
const hr = api.as('hr');
const karim = api.as('manager');
const byUser = new Map(users(api.backend.db).all().map((u) => [u.id, u]));
type LeaveRow = { id: number; status: string; type: string; user: { value: number; text: string }; canApproved?: boolean };
const leaveRows = (r: any): LeaveRow[] => r.data.rows;
const leaves = (body: object, who = hr): Answer => who.post('/api/demandeconge/GetDemandes', { pageSize: 100, ...body });
const allOf = (r: any, ok: (n: LeaveRow) => boolean) => leaveRows(r).length > 0 && leaveRows(r).every(ok);
const lfield = (name: string, send: (v: unknown) => Answer, values: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, LEAVE, name, send, values, changed);
const typeName = (id: number) => leaveTypes(api.backend.db).get(id)!.name;
const someTypes = [...new Set(leaveRequests(api.backend.db).all().map((r) => r.typeId))] as [number, number];
lfield('page', (v) => leaves({ pageSize: 10, page: v }), [1, 2], (a, b) => leaveRows(a).length === 10 && !leaveRows(a).some((n) => leaveRows(b).some((m) => m.id === n.id)));
lfield('pageSize', (v) => leaves({ pageSize: v }), [10, 25], (a, b) => leaveRows(a).length === 10 && leaveRows(b).length === 25);
lfield('searchValue', (v) => leaves({ searchValue: v }), ['Yasmine', 'Karim'], (a, b) => allOf(a, (n) => n.user.text.includes('Yasmine')) && allOf(b, (n) => n.user.text.includes('Karim')));
lfield('waiting', (v) => leaves({ waiting: v }, karim), [false, true], (a, b) => leaveRows(b).length < leaveRows(a).length && leaveRows(b).every((n) => n.canApproved === true));
lfield('status', (v) => leaves({ status: v }), ['Accepter', 'En_Cour'], (a, b) => allOf(a, (n) => n.status === 'Accepter') && allOf(b, (n) => n.status === 'En_Cour'));
lfield('userId', (v) => leaves({ userId: v }), [1, 2], (a, b) => allOf(a, (n) => n.user.value === 1) && allOf(b, (n) => n.user.value === 2));
lfield('filter.TypeConge', (v) => leaves({ filter: { TypeConge: String(v) } }), someTypes, (a, b) => allOf(a, (n) => n.type === typeName(someTypes[0])) && allOf(b, (n) => n.type === typeName(someTypes[1])));
for (const [name, key, values] of [['Departemant', 'departementId', [1, 2]], ['Sites', 'siteId', [1, 2]], ['Function', 'fonctionId', [3, 8]], ['society', 'societyId', [1, 2]], ['Teams', 'teamId', [2, 4]]] as const)
  lfield(`filter.${name}`, (v) => leaves({ filter: { [name]: String(v) } }), [...values], (a, b) => allOf(a, (n) => byUser.get(n.user.value)![key] === values[0]) && allOf(b, (n) => byUser.get(n.user.value)![key] === values[1]));

// The document request listing: the spec says 'filters not shown'; docs/deploying.md writes them down.
const docFields = /document request listing: `\{ ([^}]*) \}`/
  .exec(readme)![1]!
  .split(',')
  .map((s) => s.trim().replace(/\?$/, ''));
test('docs/deploying.md writes the document listing filters', () => assert.equal(docFields, ['status', 'typeId', 'userId', 'search', 'page', 'pageSize']));
const DOCS = 'POST /api/demanddocument/listing';
documented(DOCS, docFields);
type Demand = { id: number; status: number; typeId: number; userid: number; userFullName: string; type: string };
const demands = (r: any): Demand[] => r.data.items;
const listing = (body: object): Answer => hr.post('/api/demanddocument/listing', { pageSize: 200, ...body });
const allDemands = demands(listing({}).json);
const dfield = (name: string, send: (v: unknown) => Answer, values: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, DOCS, name, send, values, changed);
const each = (r: any, ok: (d: Demand) => boolean) => demands(r).length > 0 && demands(r).every(ok);
dfield('status', (v) => listing({ status: v }), [0, 1], (a, b) => each(a, (d) => d.status === 0) && each(b, (d) => d.status === 1));
const [t1, t2] = [...new Set(allDemands.map((d) => d.typeId))] as [number, number];
dfield('typeId', (v) => listing({ typeId: v }), [t1, t2], (a, b) => each(a, (d) => d.typeId === t1) && each(b, (d) => d.typeId === t2));
const [o1, o2] = [...new Set(allDemands.map((d) => d.userid))] as [number, number];
dfield('userId', (v) => listing({ userId: v }), [o1, o2], (a, b) => each(a, (d) => d.userid === o1) && each(b, (d) => d.userid === o2));
const nameOf = (id: number) => byUser.get(id)!.fullName;
dfield('search', (v) => listing({ search: v }), [nameOf(o1), nameOf(o2)], (a, b) => each(a, (d) => d.userFullName === nameOf(o1)) && each(b, (d) => d.userFullName === nameOf(o2)));
dfield('page', (v) => listing({ pageSize: 3, page: v }), [0, 1], (a, b) => demands(a).length === 3 && demands(b).length > 0 && !demands(a).some((d) => demands(b).some((e) => e.id === d.id)));
dfield('pageSize', (v) => listing({ pageSize: v }), [3, 5], (a, b) => demands(a).length === 3 && demands(b).length === 5);

test.after(() => writeConformance());
test.run();
