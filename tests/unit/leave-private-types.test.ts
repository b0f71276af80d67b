import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { systemNow } from '../../src/domain/clock';
import { fakeApi } from './fake-api';
import { leaveRequests, leaveTypes, type LeaveRequestRow } from '../../server-fake/models/leave';
import { personas } from '../../fixtures/personas';
import { users } from '../../server-fake/models/organisation';

/**
 * Persona review (employee): every colleague's sick leave and medical appointments were read on the dashboard's
 * 'Absents' card and on the company calendar. A type that is health data is told only to those the request concerns
 * (the requester, its approvers, HR): the others see an absence, without its type, remark or link, and a type
 * filter never finds it.
 */
type Ev = { id: string; resourceId: number | null; fauTitle: string; typeId: number | null; demande: number | null; description: string | null; color: string; isHoliday: boolean };

function api() {
  const a = fakeApi();
  a.backend.db.meta.clockOffset = Date.parse('2026-11-16T09:00:00Z') - systemNow();
  return a;
}
const userOf = (key: string) => personas.find((p) => p.key === key)!.userId;

/** A request of a private type, shown on the calendar, that is none of Yasmine's business (neither hers nor one she approves). */
function colleaguesPrivate(a: ReturnType<typeof api>): LeaveRequestRow {
  const yasmine = userOf('employee');
  const r = leaveRequests(a.backend.db).all().find((x) => leaveTypes(a.backend.db).get(x.typeId)?.private && (x.status === 'Accepter' || x.status === 'En_Cour') && x.userId !== yasmine && !x.approvals.some((s) => s.approverId === yasmine));
  assert.ok(r, 'the demo holds a colleague’s sick leave or medical appointment');
  return r!;
}
const eventsOf = (who: ReturnType<ReturnType<typeof api>['as']>, r: LeaveRequestRow, body: object = {}) => {
  const res = who.post('/api/congee/GetEvents', { year: Number(r.startDate.slice(0, 4)), month: Number(r.startDate.slice(5, 7)), ...body });
  assert.is(res.status, 200, res.text);
  return (res.json.data as Ev[]).find((e) => e.id === `leave-${r.id}`);
};

test('the demo’s sick leave and medical appointment types are private, the others are not', () => {
  const a = api();
  const priv = leaveTypes(a.backend.db).all().filter((t) => t.private).map((t) => t.name);
  assert.equal(priv.sort(), ['Congé maladie', 'Rendez-vous médical']);
});

test('a colleague sees the absence, not its reason: no type, remark, link or type colour', () => {
  const a = api();
  const r = colleaguesPrivate(a);
  const seen = eventsOf(a.as('employee'), r);
  assert.ok(seen, 'the absence is on the calendar');
  assert.equal({ fauTitle: seen!.fauTitle, typeId: seen!.typeId, demande: seen!.demande, description: seen!.description }, { fauTitle: '', typeId: null, demande: null, description: null });
  assert.is.not(seen!.color, leaveTypes(a.backend.db).get(r.typeId)!.color);
  // The same through the rows a calendar shows (userIds) and through a page of rows (lenght).
  assert.is(eventsOf(a.as('employee'), r, { userIds: [r.userId] })!.fauTitle, '');
});

test('HR and the request’s approvers read its type as before', () => {
  const a = api();
  const r = colleaguesPrivate(a);
  const type = leaveTypes(a.backend.db).get(r.typeId)!.name;
  assert.is(eventsOf(a.as('hr'), r)!.fauTitle, type);
  assert.is(eventsOf(a.as('hr'), r)!.demande, r.id);
  // Make Karim its approver: he reads it too.
  leaveRequests(a.backend.db).update(r.id, { approvals: [{ level: 1, approverId: userOf('manager'), status: 'En_Cour', date: null, raison: null }] });
  assert.is(eventsOf(a.as('manager'), r)!.fauTitle, type);
});

test('the requester reads their own private absence', () => {
  const a = api();
  const r = colleaguesPrivate(a);
  leaveRequests(a.backend.db).update(r.id, { userId: userOf('employee') });
  assert.is(eventsOf(a.as('employee'), r)!.fauTitle, leaveTypes(a.backend.db).get(r.typeId)!.name);
});

test('a type filter does not find a colleague’s private absence (it would tell the reason)', () => {
  const a = api();
  const r = colleaguesPrivate(a);
  assert.is(eventsOf(a.as('employee'), r, { filter: { TypeConge: String(r.typeId) } }), undefined);
  assert.ok(eventsOf(a.as('hr'), r, { filter: { TypeConge: String(r.typeId) } }), 'HR’s filter finds it');
});

test('the request itself is refused to a colleague (403), read by HR', () => {
  const a = api();
  const r = colleaguesPrivate(a);
  assert.is(a.as('employee').get(`/api/demandeconge/GetInfo/${r.id}`).status, 403);
  assert.is(a.as('hr').get(`/api/demandeconge/GetInfo/${r.id}`).status, 200);
});

test('a request’s colleagues away the same days name a private type only to those it concerns', () => {
  const a = api();
  const r = colleaguesPrivate(a);
  // Yasmine's own request over the same days, in the colleague's department: her detail lists the colleague.
  const yasmine = userOf('employee');
  const mine = leaveRequests(a.backend.db).all().find((x) => x.userId === yasmine)!;
  leaveRequests(a.backend.db).update(mine.id, { startDate: r.startDate, endDate: r.endDate });
  users(a.backend.db).update(r.userId, { departementId: users(a.backend.db).get(yasmine)!.departementId });
  const same = (who: 'employee' | 'hr') => (a.as(who).get(`/api/demandeconge/GetInfo/${mine.id}`).json.data.demanedInSameDepartment as Array<{ id: number; type: string }>).find((o) => o.id === r.id);
  assert.is(same('employee')?.type, '');
  assert.is(same('hr')?.type, leaveTypes(a.backend.db).get(r.typeId)!.name);
});

test.run();
