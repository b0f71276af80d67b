import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi, mondayAhead } from '../fake-api';
import { holidays, leaveRequests, leaveTypes } from '../../../server-fake/models/leave';
import { users } from '../../../server-fake/models/organisation';
import { projects, type ProjectRow } from '../../../server-fake/models/projects';
import { DAY_MS } from '../../../src/domain/clock';
import { documented, fieldTest, specText, writeConformance, type Answer } from './tally';

/**
 * Spec 2's leave request payloads, field by field: the create/edit form of §3 on Create and Edit, and §7's Accept
 * (id, levelType), Reject (id, levelType, raison) and GetHolidaySolde (type, user, year, month, full-year flag). Each
 * sent with two values; the request read back from the fake server's tables (or the balance answered) must hold what
 * the field says, or the call must be a 400 naming the field.
 */
const api = fakeApi();
const db = api.backend.db;
const nadia = api.as('hr'); // books leave for others (no notice period then) and edits any request
const karim = api.as('manager'); // level 1 approver of his team
const spec = specText('2-leave-and-chat.md');
const formFields = /\*\*Leave request form\*\*: ([^.]*)\./.exec(spec)![1]!.split(',').map((f) => f.trim());
const row = (call: string) => new RegExp(`\\| POST ${call} \\| ([^|]*) \\|`).exec(spec)![1]!.split(',').map((f) => f.trim());
test('the spec writes the leave form and the decision payloads', () => {
  assert.equal(formFields, ['id', 'fk_User', 'fk_RegimeType', 'startDate', 'endDate', 'morning', 'afternoon', 'startTime', 'endTime', 'projectId', 'description', 'files', 'filesNames']);
  assert.equal(row('demandeconge/Accept'), ['id', 'levelType']);
  assert.equal(row('demandeconge/Reject'), ['id', 'levelType', 'raison']);
  assert.equal(row('solde/GetHolidaySolde'), ['type', 'user', 'year', 'month', 'full-year flag']);
});
const field = (endpoint: string, name: string, send: (v: unknown) => Answer, values: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, endpoint, name, send, values, changed);
const refusedOnly = () => false;

// Working days from a Tuesday four months ahead of the pinned today (past the seed's requests, every notice met,
// Mission projet's Monday block avoided), each person's own next day: two requests never overlap, no balance runs out.
const off = new Set(holidays(db).all().map((h) => h.date));
const first = Date.parse(mondayAhead(120)) + DAY_MS;
const workingDays = Array.from({ length: 400 }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10)).filter((d) => {
  const w = new Date(d).getUTCDay();
  return w !== 0 && w !== 6 && w !== 1 && !off.has(d);
});
const used = new Map<number, number>();
const dayFor = (userId: number, span = 1) => {
  let i = used.get(userId) ?? 0;
  // A period of `span` days is that many days in a row: a Friday and the next Tuesday (Mondays are left out above)
  // would be three days away, Monday counted (the sweep found it: 14 July 2027 put a two-day period across a weekend).
  while (span > 1 && Date.parse(workingDays[i + span - 1]!) - Date.parse(workingDays[i]!) !== (span - 1) * DAY_MS) i++;
  used.set(userId, i + span + 1);
  return [workingDays[i]!, workingDays[i + span - 1]!] as const;
};
const team = users(db).filter((u) => u.active && u.managerId === 2).map((u) => u.id);
const people = users(db).filter((u) => u.active && u.id !== 3).map((u) => u.id);
let turn = 0;
const someone = () => people[turn++ % people.length]!;
const stored = (r: Answer, id: () => number) => (r.status === 200 && r.json?.success ? { status: 200, json: leaveRequests(db).get(id())! } : r);
const pdf = (name: string) => ({ name, size: 10, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' });

/** A request of type 2 (no notice, no project, whole days), for someone, on their next free day. */
const base = (body: { fk_User?: number; [k: string]: unknown } = {}) => {
  const user = body.fk_User ?? someone();
  const [startDate, endDate] = dayFor(user);
  return { fk_User: user, fk_RegimeType: 2, startDate, endDate, morning: false, afternoon: false, description: 'Rendez-vous', ...body };
};
const create = (body: object = {}) => {
  const r = nadia.post('/api/demandeconge/Create', base(body as never));
  return stored(r, () => r.json.data.id);
};
const createdId = (body: object = {}) => create(body).json.id as number;
const edit = (body: { id?: unknown; [k: string]: unknown }) => {
  const id = (body.id as number | undefined) ?? createdId();
  const r0 = leaveRequests(db).get(id)!;
  const [startDate, endDate] = dayFor(r0.userId);
  return stored(nadia.post('/api/demandeconge/Edit', { fk_User: r0.userId, fk_RegimeType: r0.typeId, startDate, endDate, ...body, id }), () => id);
};

const CREATE = 'POST /api/demandeconge/Create';
const EDIT = 'POST /api/demandeconge/Edit';
documented(CREATE, formFields);
documented(EDIT, formFields);
const [p1, p2] = projects(db).all() as [ProjectRow, ProjectRow];
const exact = leaveTypes(db).all().find((t) => t.isExactTimeRequired && t.unit === 1)!;
const linked = leaveTypes(db).all().find((t) => t.isProjectLinked)!;
type Sent = (v: unknown) => object;
/** The fields both calls honour: the body a value makes, and what the stored request holds. */
const honoured: Array<[string, [unknown, unknown], Sent, (a: any, b: any) => boolean]> = [
  ['fk_RegimeType', [1, 2], (v) => ({ fk_RegimeType: v }), (a, b) => a.typeId === 1 && b.typeId === 2],
  // startDate and endDate: the period, and so its length in days (the day kept is each person's next working day).
  ['startDate', [0, 1], (v) => ({ span: v }), (a, b) => a.startDate === a.endDate && b.startDate < b.endDate],
  ['endDate', [1, 2], (v) => ({ length: v }), (a, b) => a.durationValue === 1 && b.durationValue === 2],
  // morning and afternoon: a half day's flags, kept with the request (and its length: half a day).
  ['morning', [false, true], (v) => ({ morning: v }), (a, b) => a.morning === false && b.morning === true && b.durationValue < a.durationValue],
  ['afternoon', [false, true], (v) => ({ afternoon: v }), (a, b) => a.afternoon === false && b.afternoon === true && b.durationValue < a.durationValue],
  // startTime and endTime: an hourly type's times, its length in hours.
  ['startTime', ['09:00', '10:00'], (v) => ({ fk_RegimeType: exact.id, startTime: v, endTime: '12:00' }), (a, b) => a.startTime === '09:00' && b.startTime === '10:00' && b.durationValue < a.durationValue],
  ['endTime', ['10:00', '12:00'], (v) => ({ fk_RegimeType: exact.id, startTime: '09:00', endTime: v }), (a, b) => a.endTime === '10:00' && b.endTime === '12:00' && b.durationValue > a.durationValue],
  ['projectId', [p1.id, p2.id], (v) => ({ fk_RegimeType: linked.id, projectId: v }), (a, b) => a.projectId === p1.id && b.projectId === p2.id],
  ['description', ['Rendez-vous', 'Déménagement'], (v) => ({ description: v }), (a, b) => a.description === 'Rendez-vous' && b.description === 'Déménagement'],
  ['files', [[], [pdf('certificat.pdf'), pdf('ordonnance.pdf')]], (v) => ({ files: v }), (a, b) => a.fileIds.length === 0 && b.fileIds.length === 2],
];
/** startDate/endDate take a span rather than a date: each send needs a free day of its own. */
const withPeriod = (extra: { span?: number; length?: number; [k: string]: unknown }, user: number) => {
  const { span, length, ...rest } = extra;
  if (span === undefined && length === undefined) return rest;
  const [s, e] = dayFor(user, 2);
  const days = length ?? (span ? 2 : 1);
  return { ...rest, startDate: s, endDate: days === 2 ? e : s };
};
for (const [name, values, body, changed] of honoured) {
  field(CREATE, name, (v) => {
    const user = someone();
    return create({ fk_User: user, ...withPeriod(body(v) as never, user) });
  }, values, changed);
  field(EDIT, name, (v) => {
    const id = createdId();
    return edit({ id, ...withPeriod(body(v) as never, leaveRequests(db).get(id)!.userId) });
  }, values, changed);
}
const [u1, u2] = people as [number, number];
field(CREATE, 'fk_User', (v) => create({ fk_User: v }), [u1, u2], (a, b) => a.userId === u1 && b.userId === u2);
field(EDIT, 'fk_User', (v) => {
  const [s, e] = dayFor(v as number);
  return edit({ fk_User: v, startDate: s, endDate: e });
}, [u1, u2], (a, b) => a.userId === u1 && b.userId === u2);
// A new request has no id (Edit changes one); on Edit the id is the request changed.
field(CREATE, 'id', (v) => create({ id: v }), [5, 7], refusedOnly);
const [e1, e2] = [createdId(), createdId()];
field(EDIT, 'id', (v) => edit({ id: v, description: `Modifiée ${String(v)}` }), [e1, e2], (a, b) => a.id === e1 && a.description === `Modifiée ${e1}` && b.id === e2 && b.description === `Modifiée ${e2}`);
// filesNames: the request's files as the detail lists them; a file is removed with DeleteFile, so a list here is refused.
field(CREATE, 'filesNames', (v) => create({ filesNames: v }), [[1], [2]], refusedOnly);
field(EDIT, 'filesNames', (v) => edit({ filesNames: v }), [[1], [2]], refusedOnly);
test('a project on a type not linked to projects is a 400 naming projectId', () => {
  const r = nadia.post('/api/demandeconge/Create', base({ fk_RegimeType: 2, projectId: p1.id }));
  assert.is(r.status, 400);
  assert.match(r.json.message, 'projectId');
});

// Accept and Reject: Karim decides level 1 of his team's requests (level 2 is HR's).
const ACCEPT = 'POST /api/demandeconge/Accept';
const REJECT = 'POST /api/demandeconge/Reject';
documented(ACCEPT, row('demandeconge/Accept'));
documented(REJECT, row('demandeconge/Reject'));
let member = 0;
const teamRequest = () => createdId({ fk_User: team[member++ % team.length] });
const decided = (path: string, body: { id: number; [k: string]: unknown }) => {
  const r = karim.post(path, body);
  return r.status === 200 ? { status: 200, json: { ...leaveRequests(db).get(body.id)!, success: r.json.success } } : r;
};
const level1 = (r: any) => r.approvals.find((a: { level: number }) => a.level === 1);
for (const [endpoint, path, verdict] of [[ACCEPT, '/api/demandeconge/Accept', 'Accepter'], [REJECT, '/api/demandeconge/Reject', 'Refuser']] as const) {
  const [r1, r2] = [teamRequest(), teamRequest()];
  field(endpoint, 'id', (v) => decided(path, { id: v as number, levelType: 1, raison: 'Période chargée' }), [r1, r2], (a, b) => a.id === r1 && level1(a).status === verdict && b.id === r2 && level1(b).status === verdict);
  // levelType: the level decided; another than the request's turn is not Karim's, and nothing changes.
  field(endpoint, 'levelType', (v) => decided(path, { id: teamRequest(), levelType: v, raison: 'Période chargée' }), [1, 2], (a, b) => a.success && level1(a).status === verdict && !b.success && level1(b).status === 'En_Cour');
}
field(REJECT, 'raison', (v) => decided('/api/demandeconge/Reject', { id: teamRequest(), levelType: 1, raison: v }), ['Période chargée', 'Équipe réduite'], (a, b) => level1(a).raison === 'Période chargée' && level1(b).raison === 'Équipe réduite');

// GetHolidaySolde: a person's balance of a type for a year. Names as the schema spells them (full-year flag: fullYear).
const BALANCE = 'POST /api/solde/GetHolidaySolde';
documented(BALANCE, ['type', 'user', 'year', 'month', 'fullYear']);
const balance = (body: object): Answer => nadia.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2027, fullYear: true, ...body });
const entitlement = (id: number) => leaveTypes(db).get(id)!.entitlement;
field(BALANCE, 'type', (v) => balance({ type: v }), [1, 2], (a, b) => a.data.balance === entitlement(1) && b.data.balance === entitlement(2));
// user: Yasmine took annual leave in 2026, Omar none.
field(BALANCE, 'user', (v) => balance({ user: v, year: 2026 }), [1, 4], (a, b) => a.data.used > 0 && b.data.used === 0 && b.data.available === b.data.balance);
field(BALANCE, 'year', (v) => balance({ year: v }), [2026, 2027], (a, b) => a.data.used > 0 && JSON.stringify(a.data) !== JSON.stringify(b.data));
// Balances are kept per year: the full year's is answered; a month's is not kept, so month (and fullYear false) are refused.
field(BALANCE, 'month', (v) => balance({ month: v }), [1, 2], refusedOnly);
field(BALANCE, 'fullYear', (v) => balance({ fullYear: v }), [true, false], refusedOnly);

test.after(() => writeConformance());
test.run();
