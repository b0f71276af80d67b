import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { systemNow } from '../../src/domain/clock';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { Table } from '../../server-fake/db/table';
import { makeBackend } from '../../server-fake/make-server';
import { buildScenario } from '../../server-fake/scenarios';
import { leaveRequests, type LeaveRequestRow } from '../../server-fake/models/leave';
import { requestsInMonth, statusCounts, visibleRequests } from '../../server-fake/rules/leave-list';
import { canApprove } from '../../server-fake/rules/leave';
import { users } from '../../server-fake/models/organisation';
import { addDays, isoDay, overlaps } from '../../src/domain/leave-days';
import { routeTable } from '../../src/app/route-table';
import { routeFor, routePattern } from '../../src/app/early-start';
import { isStoredSession } from '../../src/domain/session-guard';
import { storedSession } from '../../src/domain/session';
import { parseAppConfig } from '../../src/domain/config';
import { fakeApi, mondayAhead } from './fake-api';

test('a memo index is built once and rebuilt after any write', () => {
  const t = new Table<{ id: number; n: number }>('t');
  t.insertMany([{ n: 3 }, { n: 1 }]);
  let builds = 0;
  const sorted = () => t.memo('byN', (rows) => (builds++, rows.sort((a, b) => a.n - b.n).map((r) => r.n)));
  assert.equal(sorted(), [1, 3]);
  assert.equal(sorted(), [1, 3]);
  assert.is(builds, 1);
  t.insert({ n: 2 });
  assert.equal(sorted(), [1, 2, 3]);
  t.update(1, { n: 0 });
  assert.equal(sorted(), [0, 1, 2]);
  assert.is(builds, 3);
});

test('loading 50,000 rows keeps ids and indexes (no argument spread)', () => {
  const t = new Table<{ id: number; k: number }>('big', ['k']);
  t.load({ nextId: 1, rows: Array.from({ length: 50000 }, (_, i) => ({ id: i + 1, k: i % 7 })) });
  assert.is(t.size, 50000);
  assert.is(t.by('k', 3).length, Array.from({ length: 50000 }, (_, i) => i % 7).filter((k) => k === 3).length);
  assert.is(t.insert({ k: 1 }).id, 50001);
});

test('an indexed read answers the rows as they are now: after an update, a removal, and a load that repeats an id', () => {
  const t = new Table<{ id: number; k: string; n: number }>('t', ['k']);
  t.insertMany([{ k: 'a', n: 1 }, { k: 'a', n: 2 }, { k: 'b', n: 3 }]);
  t.update(1, { n: 10 });
  t.update(2, { k: 'b' });
  assert.equal(t.by('k', 'a'), [{ id: 1, k: 'a', n: 10 }]);
  assert.equal(t.by('k', 'b').map((r) => r.id).sort(), [2, 3]);
  t.remove(3);
  assert.equal(t.by('k', 'b'), [{ id: 2, k: 'b', n: 2 }]);
  t.load({ nextId: 1, rows: [{ id: 1, k: 'a', n: 1 }, { id: 1, k: 'c', n: 2 }] });
  assert.equal(t.by('k', 'a'), [], 'the repeated id keeps its last row only');
  assert.equal(t.by('k', 'c'), [{ id: 1, k: 'c', n: 2 }]);
});

// The indexed list answers exactly what a scan of every row answers.
const db = buildScenario('demo', new Date('2026-11-16T09:00:00Z'));
const scan = (caller: { id: number; everyone: boolean }, pred: (r: LeaveRequestRow) => boolean) =>
  leaveRequests(db).all()
    .filter((r) => (caller.everyone || r.userId === caller.id || r.approvals.some((a) => a.approverId === caller.id)) && pred(r))
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id)
    .map((r) => r.id);
const ctx = { db } as Parameters<typeof visibleRequests>[0];
const as = (id: number, everyone: boolean) => ({ user: { id }, can: (p: string) => everyone && p === 'Golbal.Edit.Demand' }) as unknown as Parameters<typeof visibleRequests>[1];

test('leave list through the indexes equals a full scan, for HR and for a manager', () => {
  assert.equal(visibleRequests(ctx, as(3, true), {}).map((r) => r.id), scan({ id: 3, everyone: true }, () => true));
  assert.equal(visibleRequests(ctx, as(3, true), { status: 'En_Cour' }).map((r) => r.id), scan({ id: 3, everyone: true }, (r) => r.status === 'En_Cour'));
  assert.equal(visibleRequests(ctx, as(2, false), {}).map((r) => r.id), scan({ id: 2, everyone: false }, () => true));
  assert.equal(visibleRequests(ctx, as(3, true), { userId: 1 }).map((r) => r.id), scan({ id: 3, everyone: true }, (r) => r.userId === 1));
});

test('issue 25 indexes: a status tab, waiting on me and a name search equal a full scan; the counters too', () => {
  const name = (id: number) => users(db).get(id)!.fullName.toLowerCase();
  for (const status of ['Accepter', 'En_Cour', 'Refuser'] as const)
    assert.equal(visibleRequests(ctx, as(3, true), { status }).map((r) => r.id), scan({ id: 3, everyone: true }, (r) => r.status === status), status);
  for (const [id, everyone] of [[2, false], [3, true]] as const) {
    const waiting = scan({ id, everyone }, (r) => canApprove(r, id));
    assert.ok(waiting.length > 0, `requests wait on ${id}`);
    assert.equal(visibleRequests(ctx, as(id, everyone), { waiting: true }).map((r) => r.id), waiting);
  }
  for (const q of ['a', 'ben'])
    assert.equal(visibleRequests(ctx, as(3, true), { searchValue: q }).map((r) => r.id), scan({ id: 3, everyone: true }, (r) => name(r.userId).includes(q)), q);
  const counts = (rows: LeaveRequestRow[]) => ({ accepted: rows.filter((r) => r.status === 'Accepter').length, rejected: rows.filter((r) => r.status === 'Refuser').length, pending: rows.filter((r) => r.status === 'En_Cour').length });
  const all = visibleRequests(ctx, as(3, true), {});
  assert.equal(statusCounts(all), counts(all));
  // A search's counters are summed from its people's, kept with the index: they equal a count of its rows, after a write too.
  for (const q of ['ben', 'el', 'yasmine']) {
    const found = visibleRequests(ctx, as(3, true), { searchValue: q });
    assert.ok(found.length > 0, q);
    assert.equal(statusCounts(found), counts(found), q);
  }
});

test('a search’s counters follow a decision', () => {
  const found = () => visibleRequests(ctx, as(3, true), { searchValue: 'ben' });
  const pending = found().find((r) => r.status === 'En_Cour')!;
  assert.ok(pending, 'a pending request of a Ben…');
  const before = statusCounts(found());
  leaveRequests(db).update(pending.id, { status: 'Refuser' });
  const after = found();
  assert.equal(statusCounts(after), { accepted: before.accepted, rejected: before.rejected + 1, pending: before.pending - 1 });
  assert.equal(after.map((r) => r.id), scan({ id: 3, everyone: true }, (r) => users(db).get(r.userId)!.fullName.toLowerCase().includes('ben')));
});

test('the waiting index follows a decision: an accepted request leaves the approver’s list', () => {
  const api = fakeApi(makeBackend({ db: buildScenario('demo', new Date('2026-11-16T09:00:00Z')) }));
  const karim = api.as('manager');
  const waiting = () => karim.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 100, waiting: true }).json.data.rows as Array<{ id: number }>;
  const before = waiting();
  const first = leaveRequests(api.backend.db).get(before[0].id)!;
  assert.ok(karim.post('/api/demandeconge/Accept', { id: first.id, levelType: first.levelType }).json?.success);
  assert.equal(waiting().map((r) => r.id), before.slice(1).map((r) => r.id));
});

test('the counters (GetCount, GetDataIndex) from the indexes equal a scan of every row', () => {
  const api = fakeApi(makeBackend({ db: buildScenario('demo', new Date('2026-11-16T09:00:00Z')) }));
  const rows = leaveRequests(api.backend.db).all();
  for (const key of ['manager', 'hr', 'employee'] as const) {
    const who = api.as(key);
    const me = users(api.backend.db).find((u) => u.userName === { manager: 'karim', hr: 'nadia', employee: 'yasmine' }[key])!.id;
    const expected = { waiting: rows.filter((r) => r.status === 'En_Cour' && canApprove(r, me)).length, mine: rows.filter((r) => r.status === 'En_Cour' && r.userId === me).length };
    assert.equal(who.get('/api/demandeconge/GetCount').json.data, expected, key);
  }
  const today = isoDay(new Date(api.backend.db.meta.clockOffset ? systemNow() + Number(api.backend.db.meta.clockOffset) : systemNow()));
  const index = api.as('hr').get('/api/congee/GetDataIndex').json.data;
  assert.is(index.userInHolidayCount, new Set(rows.filter((r) => r.status === 'Accepter' && r.startDate <= today && r.endDate >= today).map((r) => r.userId)).size);
  assert.is(index.demandeCount, rows.filter((r) => r.status === 'En_Cour').length);
});

test('a request’s colleagues away at the same time, from the month index, equal a scan (a leave across a month’s end too)', () => {
  const api = fakeApi(makeBackend({ db: buildScenario('demo', new Date('2026-11-16T09:00:00Z')) }));
  const hr = api.as('hr');
  const rows = leaveRequests(api.backend.db).all();
  const dept = (id: number) => users(api.backend.db).get(id)?.departementId;
  const across = rows.filter((r) => r.startDate.slice(0, 7) !== r.endDate.slice(0, 7));
  const picked = [...across.slice(0, 3), ...rows.filter((r) => r.status === 'Accepter').slice(0, 5)];
  assert.ok(across.length > 0, 'the demo has a leave across a month’s end');
  let colleagues = 0;
  for (const r of picked) {
    const expected = rows.filter((o) => o.id !== r.id && (o.status === 'Accepter' || o.status === 'En_Cour') && overlaps(o, r) && dept(o.userId) === dept(r.userId)).slice(0, 12).map((o) => o.id);
    const shown = (hr.get(`/api/demandeconge/GetInfo/${r.id}`).json.data.demanedInSameDepartment as Array<{ id: number }>).map((o) => o.id);
    assert.equal(shown, expected, `request ${r.id}`);
    colleagues += shown.length;
  }
  assert.ok(colleagues > 0, 'some colleagues are away at the same time');
});

test('a conversation kept in date order takes a new message as its newest', () => {
  const api = fakeApi(makeBackend({ db: buildScenario('demo', new Date('2026-11-16T09:00:00Z')) }));
  const y = api.as('employee');
  const newest = () => (y.post('/api/chat/GetMessages', { userid: 2, isGroup: false, lenght: 5, currentList: 0 }).json.data as Array<{ messages: Array<{ message: string }> }>).flatMap((s) => s.messages).at(-1)!.message;
  const before = newest();
  assert.ok(y.post('/api/chat/SendMessage', { recieverId: '2', isGroup: 'false', message: 'Tout nouveau' }).json.success);
  assert.is.not(before, 'Tout nouveau');
  assert.is(newest(), 'Tout nouveau');
});

test('a month from the month index equals the scan of every row', () => {
  const first = '2026-10-01';
  const last = '2026-10-31';
  const indexed = requestsInMonth(ctx, first, last).map((r) => r.id).sort((a, b) => a - b);
  const scanned = leaveRequests(db).filter((r) => r.startDate <= last && r.endDate >= first).map((r) => r.id).sort((a, b) => a - b);
  assert.ok(scanned.length > 0);
  assert.equal(indexed, scanned);
});

test('the indexes follow writes: a new request shows first in the list', () => {
  const api = fakeApi(makeBackend({ db: buildScenario('demo', new Date('2026-11-16T09:00:00Z')) }));
  const hr = api.as('hr');
  const before = hr.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.total;
  const me = api.as('employee');
  // Far enough ahead for the notice period whatever the day (it was 1 March 2027, refused from then on).
  const start = mondayAhead(105);
  const created = me.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 1, startDate: start, endDate: addDays(start, 1), morning: false, afternoon: false });
  assert.ok(created.json?.success, created.text);
  const after = hr.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data;
  assert.is(after.total, before + 1);
  assert.is(after.rows[0].id, created.json.data.id);
});

test('the early route match agrees with wouter on every route', () => {
  const samples = ['/', '/dashboard', '/employee/7/profile/public', '/employee/7/conge/calendar', '/conge/timeline', '/conge/demande', '/settings', '/settings/info', '/settings/policy/3', '/tasks/grid', '/tasks/leave/5', '/nowhere', '/conge/timeline/', '/EXPENSES'];
  for (const path of samples)
    for (const r of routeTable) assert.is(routePattern(r.path).test(path), matchRoute(parse, r.path, path)[0], `${r.path} on ${path}`);
  assert.is(routeFor('/')?.ns, 'dashboard');
  assert.is(routeFor('/nowhere'), null);
});

test('the stored session check accepts and refuses what the zod schema does', () => {
  const user = { userId: 1, fullname: 'Y', picturePath: null, fonction: 'Dev', client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false };
  const good = { refreshToken: 'r', user, permissions: ['A'] };
  const cases: unknown[] = [
    good, { ...good, user: { ...user, departement: null, language: 'fr' } }, null, 'x', { ...good, refreshToken: '' }, { ...good, token: 't', expiresAt: 1 },
    { ...good, permissions: [1] }, { ...good, user: { ...user, userId: 1.5 } }, { ...good, user: { ...user, chatAccessLevel: 'Nope' } },
    { ...good, user: { ...user, picturePath: 3 } }, { ...good, user: null }, { ...good, refreshToken: undefined },
  ];
  for (const c of cases) assert.is(isStoredSession(c), storedSession.safeParse(c).success, JSON.stringify(c));
});

test('config.json: defaults filled, unknown mode and wrong types refused', () => {
  assert.equal(parseAppConfig({ mode: 'demo' }), { mode: 'demo', apiBaseUrl: '', hubUrl: '/chathub', clientName: 'MintRH', schedulerLicenseKey: '' });
  assert.is(parseAppConfig({ mode: 'sandbox', sandbox: 'formation' }).sandbox, 'formation');
  assert.throws(() => parseAppConfig({ mode: 'staging' }));
  assert.throws(() => parseAppConfig({ mode: 'production', apiBaseUrl: 3 }));
  assert.throws(() => parseAppConfig(null));
});

test.run();
