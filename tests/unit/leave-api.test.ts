import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { systemNow } from '../../src/domain/clock';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSheet } from 'read-excel-file/node';
import { fakeApi } from './fake-api';
import { notifications } from '../../server-fake/models/notifications';
import { leaveRequests } from '../../server-fake/models/leave';
import { users } from '../../server-fake/models/organisation';
import { personas } from '../../fixtures/personas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const specFile = [path.join(root, '../shared/spec/endpoints.tsv'), path.join(root, '../../shared/spec/endpoints.tsv')].find((p) => existsSync(p))!;

/** A fresh backend whose clock reads Monday 2026-11-16, the day it was seeded. */
function backend() {
  const api = fakeApi();
  api.backend.db.meta.clockOffset = Date.parse('2026-11-16T09:00:00Z') - systemNow();
  return api;
}
// Mon 18 to Wed 20 January 2027: three business days, no holiday, a fresh year of balance.
const form = { fk_User: 1, fk_RegimeType: 1, startDate: '2027-01-18', endDate: '2027-01-20', description: 'Ski' };
const newestOf = (api: ReturnType<typeof backend>, who: (typeof personas)[number]['key']) => api.as(who).post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.rows[0].id as number;

test('every leave call of endpoints.tsv (and the filter data call) has a route', () => {
  const api = backend();
  const missing: string[] = [];
  for (const line of readFileSync(specFile, 'utf8').split('\n')) {
    const [method, p, area] = line.split('\t');
    if (area !== 'leave' || !['GET', 'POST', 'DELETE'].includes(method)) continue;
    if (!api.backend.dispatcher.match(method as never, p.replace(/\{[^}]+\}/g, '1'))) missing.push(`${method} ${p}`);
  }
  assert.equal(missing, []);
  assert.ok(api.backend.dispatcher.match('GET', '/api/congee/GetFilterData'));
  assert.equal(Object.keys(api.as('employee').get('/api/congee/GetFilterData').json.data).sort(), ['departements', 'fonctions', 'sites', 'societies', 'teams', 'types']);
});

test('a request counts as pending in the balance, then two levels approve it and the balance moves', () => {
  const api = backend();
  const yasmine = api.as('employee'), karim = api.as('manager'), nadia = api.as('hr');
  const before = yasmine.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2027 }).json.data;
  assert.equal(before, { balance: 22, used: 0, pending: 0, available: 22, unit: 0 });
  assert.is(yasmine.post('/api/demandeconge/Create', form).json.success, true);
  const id = newestOf(api, 'employee');
  assert.is(yasmine.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2027 }).json.data.available, 19);

  const note = notifications(api.backend.db).all().find((n) => n.sourceId === id && n.userId === 2);
  assert.is(note?.sourceName, 'CongeRequests');

  assert.is(yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data.canApproved, false);
  assert.is(yasmine.post('/api/demandeconge/Accept', { id, levelType: 1 }).json.message, 'Leave.Error.OwnRequest');
  assert.is(nadia.get(`/api/demandeconge/GetInfo/${id}`).json.data.canApproved, false);
  assert.is(nadia.post('/api/demandeconge/Accept', { id, levelType: 1 }).json.message, 'Leave.Error.NotYourTurn');

  assert.is(karim.get(`/api/demandeconge/GetInfo/${id}`).json.data.canApproved, true);
  assert.is(karim.post('/api/demandeconge/Accept', { id, levelType: 1 }).json.success, true);
  const mid = nadia.get(`/api/demandeconge/GetInfo/${id}`).json.data;
  assert.equal([mid.statut, mid.levelType, mid.canApproved], ['En_Cour', 2, true]);
  assert.is(karim.get(`/api/demandeconge/GetInfo/${id}`).json.data.canApproved, false);
  assert.ok(notifications(api.backend.db).all().some((n) => n.sourceId === id && n.userId === 3));

  assert.is(nadia.post('/api/demandeconge/Accept', { id, levelType: 2 }).json.success, true);
  const done = yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data;
  assert.is(done.statut, 'Accepter');
  assert.equal(done.approval.map((a: { status: string }) => a.status), ['Accepter', 'Accepter']);
  assert.equal(yasmine.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2027 }).json.data, { balance: 22, used: 3, pending: 0, available: 19, unit: 0 });
  assert.ok(notifications(api.backend.db).all().some((n) => n.sourceId === id && n.userId === 1 && n.title === 'Notification.Leave.Accepted'));

  // Only Conge.Cancel.Demand cancels an accepted request; the days come back.
  assert.is(yasmine.get(`/api/demandeconge/Cancel/${id}`).status, 403);
  assert.is(nadia.get(`/api/demandeconge/Cancel/${id}`).json.success, true);
  assert.is(yasmine.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2027 }).json.data.available, 22);
});

test('a rejection keeps its reason; a requester cancels their own pending request', () => {
  const api = backend();
  const yasmine = api.as('employee'), karim = api.as('manager');
  yasmine.post('/api/demandeconge/Create', form);
  const id = newestOf(api, 'employee');
  assert.is(karim.post('/api/demandeconge/Reject', { id, levelType: 1, raison: 'Mise en production' }).json.success, true);
  const d = yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data;
  assert.is(d.statut, 'Refuser');
  assert.is(d.approval[0].raison, 'Mise en production');

  yasmine.post('/api/demandeconge/Create', form);
  const again = newestOf(api, 'employee');
  assert.is.not(again, id);
  assert.is(yasmine.get(`/api/demandeconge/Cancel/${again}`).json.success, true);
  assert.is(yasmine.get(`/api/demandeconge/GetInfo/${again}`).json.data.statut, 'Annuler');
});

test('overlaps, blocked days, notice periods, balance and bad payloads are refused with a message', () => {
  const api = backend();
  const yasmine = api.as('employee');
  yasmine.post('/api/demandeconge/Create', form);
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2027-01-20', endDate: '2027-01-21' }).json.message, 'Leave.Error.Overlap');
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, fk_RegimeType: 4, projectId: 1, startDate: '2027-02-01', endDate: '2027-02-01' }).json.message, 'Leave.Error.BlockedDay');
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2026-11-17', endDate: '2026-11-17' }).json.message, 'Leave.Error.NoticePeriod');
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2027-03-01', endDate: '2027-04-30' }).json.message, 'Leave.Error.Balance');
  const bad = yasmine.post('/api/demandeconge/Create', { ...form, fk_RegimeType: '' });
  assert.is(bad.status, 400);
  assert.is(bad.json.message, 'RequiredAttribute');
});

test('persona review: the morning of a day asked, its afternoon (and the next day) may be asked too; its morning again may not', () => {
  const api = backend();
  const yasmine = api.as('employee');
  const day = { ...form, startDate: '2027-01-28', endDate: '2027-01-28' };
  assert.is(yasmine.post('/api/demandeconge/Create', { ...day, morning: true, afternoon: false }).json.success, true);
  const rest = yasmine.post('/api/demandeconge/Create', { ...day, endDate: '2027-01-29', morning: false, afternoon: true });
  assert.is(rest.json.message, 'Default.succesMessage', 'the afternoon of the 28th and the 29th: no other request covers them');
  assert.is(yasmine.post('/api/demandeconge/Create', { ...day, morning: true, afternoon: false }).json.message, 'Leave.Error.Overlap');
  assert.is(yasmine.post('/api/demandeconge/Create', { ...day, startDate: '2027-01-29', endDate: '2027-01-29' }).json.message, 'Leave.Error.Overlap', 'the 29th is taken whole');
});

test('a request over days already accepted is refused: the same days are not taken twice from the balance', () => {
  const api = backend();
  const yasmine = api.as('employee'), karim = api.as('manager'), nadia = api.as('hr');
  yasmine.post('/api/demandeconge/Create', form);
  const id = newestOf(api, 'employee');
  assert.is(karim.post('/api/demandeconge/Accept', { id, levelType: 1 }).json.success, true);
  assert.is(nadia.post('/api/demandeconge/Accept', { id, levelType: 2 }).json.success, true);
  assert.is(yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data.statut, 'Accepter');
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2027-01-20', endDate: '2027-01-22' }).json.message, 'Leave.Error.Overlap');
});

test('the notice period of a type (spec 2 §3 type rule: notice-period days): a start that many days ahead is taken, one day less is refused', () => {
  const api = backend();
  api.backend.db.meta.clockOffset = Date.parse('2027-01-18T09:00:00Z') - systemNow();
  const yasmine = api.as('employee');
  // Type 1 asks 3 days of notice; the clock reads Monday 18 January 2027.
  assert.is(yasmine.get('/api/demandeconge/NoticePeriod/1').json.data, 3);
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2027-01-20', endDate: '2027-01-20' }).json.message, 'Leave.Error.NoticePeriod');
  const ok = yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2027-01-21', endDate: '2027-01-21' }).json;
  assert.is(ok.success, true, ok.message);
});

test('S2.8.05 spec 2 §8 "Balance failure: the message in the form banner": a request of exactly the available balance is saved, one day more answers Leave.Error.Balance', () => {
  const api = backend();
  const yasmine = api.as('employee');
  const balance = () => yasmine.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2027 }).json.data;
  // Spend all but three days, so the boundary sits inside one short period.
  const available = balance().available as number;
  const days = (start: string, end: string) => yasmine.post('/api/solde/NumberofDays', { userId: 1, typeId: 1, startDate: start, endDate: end }).json.data.value as number;
  assert.ok(available > 3);
  let end = '2027-01-04';
  const step = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);
  while (days('2027-01-04', step(end)) <= available - 3) end = step(end);
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2027-01-04', endDate: end, description: 'long' }).json.success, true);
  const left = balance().available as number;
  assert.ok(left > 0 && left <= 3, `left ${left}`);
  // Mon 7 to Fri 11 June 2027: five business days, no holiday.
  const exactly = { ...form, startDate: '2027-06-07', endDate: step('2027-06-07') };
  for (let d = exactly.endDate; days(exactly.startDate, d) < left; d = step(d)) exactly.endDate = step(d);
  assert.is(days(exactly.startDate, exactly.endDate), left);
  const oneMore = { ...exactly, endDate: step(exactly.endDate) };
  assert.is(days(oneMore.startDate, oneMore.endDate), left + 1);

  const over = yasmine.post('/api/demandeconge/Create', oneMore);
  assert.equal([over.json.success, over.json.message], [false, 'Leave.Error.Balance']);
  assert.is(balance().available, left, 'a refused request books nothing');
  assert.is(yasmine.post('/api/demandeconge/Create', exactly).json.success, true);
  assert.is(balance().available, 0);
  // Nothing is left: even half a day more is refused.
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, startDate: '2027-09-06', endDate: '2027-09-06', morning: true }).json.message, 'Leave.Error.Balance');
});

test('S2.4.04 S2.6.06 spec 2 §4/§6 "Pending to accepted or rejected: only if canApproved is true": a manager\'s and HR\'s own leave is approved by others, never by themselves', () => {
  const api = backend();
  const karim = api.as('manager'), nadia = api.as('hr'), omar = api.as('owner');
  const approvers = (id: number) => leaveRequests(api.backend.db).get(id)!.approvals.map((a) => a.approverId);
  const karimsManager = users(api.backend.db).get(2)!.managerId!;
  const nadiasManager = users(api.backend.db).get(3)!.managerId!;
  assert.ok(![2, 3].includes(karimsManager) && nadiasManager !== 3);

  // The manager's own leave: his own manager, then HR; he is nowhere in the chain.
  assert.is(karim.post('/api/demandeconge/Create', { ...form, fk_User: 2 }).json.success, true);
  const k = newestOf(api, 'manager');
  assert.equal(approvers(k), [karimsManager, 3]);
  assert.is(karim.get(`/api/demandeconge/GetInfo/${k}`).json.data.canApproved, false);
  assert.is(karim.post('/api/demandeconge/Accept', { id: k, levelType: 1 }).json.success, false);

  // HR's own leave: HR is left out of its own chain, so her manager's acceptance is the last one.
  assert.is(nadia.post('/api/demandeconge/Create', { ...form, fk_User: 3 }).json.success, true);
  const n = newestOf(api, 'hr');
  assert.equal(approvers(n), [nadiasManager]);
  assert.is(nadia.get(`/api/demandeconge/GetInfo/${n}`).json.data.canApproved, false);
  assert.is(nadia.post('/api/demandeconge/Accept', { id: n, levelType: 1 }).json.success, false);
  const who = api.as(personas.find((p) => p.userId === nadiasManager)!.key);
  assert.is(who.get(`/api/demandeconge/GetInfo/${n}`).json.data.canApproved, true);
  assert.is(who.post('/api/demandeconge/Accept', { id: n, levelType: 1 }).json.success, true);
  assert.is(nadia.get(`/api/demandeconge/GetInfo/${n}`).json.data.statut, 'Accepter');

  // The owner, who has no manager: HR approves.
  assert.is(omar.post('/api/demandeconge/Create', { ...form, fk_User: 4 }).json.success, true);
  const o = newestOf(api, 'owner');
  assert.equal(approvers(o), [3]);
});

test('permissions: delete, booking for someone else and editing another one’s request answer 403', () => {
  const api = backend();
  const yasmine = api.as('employee'), hicham = api.as('support'), nadia = api.as('hr');
  yasmine.post('/api/demandeconge/Create', form);
  const id = newestOf(api, 'employee');
  assert.is(yasmine.del(`/api/demandeconge/Delete/${id}`).status, 403);
  assert.is(yasmine.post('/api/demandeconge/Create', { ...form, fk_User: 7 }).status, 403);
  assert.is(hicham.post('/api/demandeconge/Edit', { ...form, id }).status, 403);
  assert.is(hicham.get(`/api/demandeconge/Cancel/${id}`).status, 403);
  assert.is(yasmine.post('/api/demandeconge/Edit', { ...form, id, endDate: '2027-01-19' }).json.success, true);
  assert.is(yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data.durationValue, 2);
  assert.is(nadia.del(`/api/demandeconge/Delete/${id}`).json.success, true);
  assert.is(yasmine.get(`/api/demandeconge/GetInfo/${id}`).status, 404);
});

test('S2.9.11 the hourly type (id 5) is measured in hours through the daily work average', () => {
  const api = backend();
  const yasmine = api.as('employee');
  const avg = yasmine.get('/api/solde/UserDailyWorkAverage/1/2027').json.data;
  assert.ok(avg > 0);
  assert.equal(yasmine.post('/api/solde/NumberofDays', { userId: 1, typeId: 5, startDate: '2027-01-18', endDate: '2027-01-18', startTime: '09:00', endTime: '10:30' }).json.data, { value: 1.5, unit: 1 });
  assert.equal(yasmine.post('/api/solde/NumberofDays', { userId: 1, typeId: 5, startDate: '2027-01-18', endDate: '2027-01-19' }).json.data, { value: 2 * avg, unit: 1 });
  assert.equal(yasmine.post('/api/solde/NumberofDays', { userId: 1, typeId: 1, startDate: '2027-01-18', endDate: '2027-01-18', morning: true }).json.data, { value: 0.5, unit: 0 });
});

test("a request in hours of a type counted in days: the detail's balance is in the detail's one unit, hours", () => {
  // Persona review: a 1 h 30 medical appointment read 'Solde disponible 4,69 heures', days under the hours' word.
  const api = backend();
  const yasmine = api.as('employee');
  const created = yasmine.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 6, startDate: '2027-01-19', endDate: '2027-01-19', startTime: '09:00', endTime: '10:30', description: 'Dentiste' });
  assert.is(created.json.success, true, JSON.stringify(created.json));
  const id = leaveRequests(api.backend.db).all().find((r) => r.description === 'Dentiste')!.id;
  const info = yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data;
  assert.is(info.durationUnit, 1);
  const days = yasmine.post('/api/solde/GetHolidaySolde', { type: 6, user: 1, year: 2027 }).json.data;
  assert.is(days.unit, 0, 'the type is counted in days');
  const avg = yasmine.get('/api/solde/UserDailyWorkAverage/1/2027').json.data as number;
  assert.is(info.solde, Math.round(days.available * avg * 100) / 100);
});

test('the export is a real .xlsx whose rows match the list', async () => {
  const api = backend();
  const karim = api.as('manager');
  const list = karim.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 100, waiting: true }).json.data;
  const res = api.backend.dispatcher.handle({ method: 'POST', path: '/api/congee/ExportConge', query: {}, headers: { authorization: `Bearer ${karim.token}` }, body: { waiting: true } });
  assert.is(res.headers['Content-Type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const rows = await readSheet(Buffer.from(res.body as Uint8Array));
  // No language sent: French, the interface's default, with the list's own column names.
  assert.equal(rows[0].slice(0, 3), ['Collaborateur', 'Département', 'Type']);
  assert.equal(
    rows.slice(1).map((r) => [r[0], r[2], (r[4] as unknown as Date).toISOString().slice(0, 10)]),
    list.rows.map((r: { user: { text: string }; type: string; startDate: string }) => [r.user.text, r.type, r.startDate]),
  );
  assert.ok(list.rows.length > 0);
});

test('the calendar answers resources by pages of 15, events with holidays, and the headcount', () => {
  const api = backend();
  const y = api.as('employee');
  const body = { month: 11, year: 2026, lenght: 15, currentList: 0, filter: { Departemant: '2' } };
  assert.is(y.post('/api/congee/GetResources', { ...body, filter: {} }).json.data.length, 15);
  const { lenght: _page, currentList: _at, ...filters } = body;
  const events = y.post('/api/congee/GetEvents', filters).json.data;
  assert.ok(events.some((e: { isHoliday: boolean; start: string }) => e.isHoliday && e.start === '2026-11-18'));
  assert.ok(events.some((e: { resourceId: number }) => e.resourceId === 1));
  const hc = y.post('/api/congee/GetEffectif', filters).json.data;
  assert.ok(hc.filterUsers < hc.totalUsers && hc.totalUsers === 72);
});

test.run();
