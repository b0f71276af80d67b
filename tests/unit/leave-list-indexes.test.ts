import { test } from 'uvu';
import { toneHex } from '../../src/domain/status-tones';
import * as assert from 'uvu/assert';
import { systemNow } from '../../src/domain/clock';
import { fakeApi } from './fake-api';
import { leaveRequests, leaveTypes, type LeaveRequestRow } from '../../server-fake/models/leave';
import { users } from '../../server-fake/models/organisation';
import { addDays } from '../../src/domain/leave-days';
import { personas } from '../../fixtures/personas';

/**
 * Issue 25 item 5: the list and the calendar answer from kept indexes (people
 * by name, requests by person in list order, events by month). What they
 * answer is the rule, checked here against a plain reading of the tables:
 * a search keeps the requests of active people whose full name, lower-cased
 * (accents kept as typed), contains the trimmed, lower-cased text; the list
 * is newest first (creation date, then the larger id); 'waiting' keeps the
 * pending requests whose current level is the caller's; the calendar shows
 * accepted and pending requests touching the month.
 */
const today = '2026-11-16T09:00:00Z';

function company() {
  const a = fakeApi();
  const db = a.backend.db;
  db.meta.clockOffset = Date.parse(today) - systemNow();
  // Many rows sharing creation dates: ties are ordered by id, whatever order the rows were written in.
  const people = users(db).all();
  const statuses = ['Accepter', 'Refuser', 'En_Cour', 'Annuler'] as const;
  for (let i = 0; i < 900; i++) {
    const u = people[(i * 7) % people.length];
    const start = addDays('2026-11-02', i % 20);
    leaveRequests(db).insert({
      userId: u.id, typeId: 1 + (i % 3), startDate: start, endDate: addDays(start, i % 3), morning: false, afternoon: false, startTime: null, endTime: null,
      projectId: null, description: null, fileIds: [], status: statuses[i % 4], durationValue: 1 + (i % 3), durationUnit: 0, levelType: 1,
      approvals: [{ level: 1, approverId: u.managerId ?? 2, status: 'En_Cour', date: null, raison: null }],
      createdDate: `2026-10-${String(1 + (i % 9)).padStart(2, '0')}T09:00:00.000Z`, createdBy: u.id,
    } as Omit<LeaveRequestRow, 'id'>);
  }
  return a;
}

const newestFirst = (a: LeaveRequestRow, b: LeaveRequestRow) => (a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : b.id - a.id);

type Client = ReturnType<ReturnType<typeof fakeApi>['as']>;
/** Every page of the list, as ids. */
function listed(who: Client, body: object) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = who.post('/api/demandeconge/GetDemandes', { page, pageSize: 100, ...body });
    assert.is(res.status, 200, res.text);
    ids.push(...res.json.data.rows.map((r: { id: number }) => r.id));
    if (ids.length >= res.json.data.total) return { ids, total: res.json.data.total as number, stats: res.json.data.stats };
  }
}

function searched(a: ReturnType<typeof company>, text: string) {
  const db = a.backend.db;
  const q = text.trim().toLowerCase();
  return leaveRequests(db)
    .all()
    .filter((r) => {
      const u = users(db).get(r.userId);
      return !!u?.active && u.fullName.toLowerCase().includes(q);
    })
    .sort(newestFirst)
    .map((r) => r.id);
}

test('a name search answers exactly the requests of the active people whose name holds the text, newest first', () => {
  const a = company();
  const hr = a.as('hr');
  for (const text of ['bennani', '  BENNANI ', 'sánchez', 'SÁNCHEZ', 'a', 'zineb ', 'ar be', 'nobody-by-that-name']) {
    const expected = searched(a, text);
    const got = listed(hr, { searchValue: text });
    assert.equal(got.ids, expected, `search "${text}"`);
    assert.is(got.total, expected.length);
  }
  // Accents are not folded: 'sanchez' is not 'Sánchez'.
  assert.equal(listed(hr, { searchValue: 'sanchez' }).ids, []);
  assert.ok(searched(a, 'sánchez').length > 0, 'the company has a Sánchez with requests');
});

test('a person made inactive drops out of a search, and a new request shows at its place in the order', () => {
  const a = company();
  const db = a.backend.db;
  const hr = a.as('hr');
  const before = listed(hr, { searchValue: 'bennani' }).ids;
  const someone = leaveRequests(db).get(before[3])!;
  leaveRequests(db).insert({ ...someone, id: undefined, createdDate: '2026-10-05T09:00:00.000Z' } as Omit<LeaveRequestRow, 'id'>);
  assert.equal(listed(hr, { searchValue: 'bennani' }).ids, searched(a, 'bennani'));
  users(db).update(someone.userId, { active: false });
  const after = listed(hr, { searchValue: 'bennani' }).ids;
  assert.equal(after, searched(a, 'bennani'));
  assert.not.ok(after.some((id) => leaveRequests(db).get(id)!.userId === someone.userId));
});

test('HR’s unfiltered list: the active people’s requests, newest first, through presence writes and a person leaving and coming back', () => {
  const a = company();
  const db = a.backend.db;
  const hr = a.as('hr');
  const plain = () => leaveRequests(db).all().filter((r) => users(db).get(r.userId)?.active).sort(newestFirst).map((r) => r.id);
  assert.equal(listed(hr, {}).ids, plain());
  const someone = leaveRequests(db).get(plain()[5])!.userId;
  // Presence, as each person comes and goes on the hub: a write to the people that changes no one's `active`.
  users(db).update(someone, { online: true });
  users(db).update(2, { online: false, lastSeen: today });
  assert.equal(listed(hr, {}).ids, plain());
  users(db).update(someone, { active: false });
  const without = listed(hr, {});
  assert.equal(without.ids, plain());
  assert.not.ok(without.ids.some((id) => leaveRequests(db).get(id)!.userId === someone), 'a person made inactive leaves the list');
  users(db).update(someone, { online: false });
  users(db).update(someone, { active: true });
  assert.equal(listed(hr, {}).ids, plain(), 'and comes back when made active again');
});

test('a search combined with a status or a type keeps only those, still newest first', () => {
  const a = company();
  const db = a.backend.db;
  const hr = a.as('hr');
  const pending = searched(a, 'a').filter((id) => leaveRequests(db).get(id)!.status === 'En_Cour');
  assert.equal(listed(hr, { searchValue: 'a', status: 'En_Cour' }).ids, pending);
  const ofType2 = searched(a, 'i').filter((id) => leaveRequests(db).get(id)!.typeId === 2);
  assert.equal(listed(hr, { searchValue: 'i', filter: { TypeConge: '2' } }).ids, ofType2);
});

test('waiting on me: the pending requests whose current level is mine, newest first, counted in the stats', () => {
  const a = company();
  const db = a.backend.db;
  for (const key of ['manager', 'hr'] as const) {
    const who = a.as(key);
    const me = personas.find((p) => p.key === key)!.userId;
    const mine = leaveRequests(db)
      .all()
      .filter((r) => r.status === 'En_Cour' && r.userId !== me && r.approvals.find((x) => x.level === r.levelType)?.approverId === me)
      .sort(newestFirst)
      .map((r) => r.id);
    const got = listed(who, { waiting: true });
    assert.equal(got.ids, mine, key);
    assert.is(got.stats.pending, mine.length);
  }
});

test('everyone’s month on the calendar: accepted and pending requests touching it, and a decision or a type’s colour shows at once', () => {
  const a = company();
  const db = a.backend.db;
  const hr = a.as('hr');
  const month = { year: 2026, month: 11, searchValue: '' };
  type Ev = { id: string; color: string; isHoliday: boolean };
  const events = () => (hr.post('/api/congee/GetEvents', month).json.data as Ev[]).filter((e) => !e.isHoliday);
  const expected = () =>
    leaveRequests(db)
      .all()
      .filter((r) => (r.status === 'Accepter' || r.status === 'En_Cour') && r.startDate <= '2026-11-30' && r.endDate >= '2026-11-01' && users(db).get(r.userId)?.active)
      .map((r) => `leave-${r.id}`)
      .sort();
  assert.equal(events().map((e) => e.id).sort(), expected());
  const pending = leaveRequests(db).all().find((r) => r.status === 'En_Cour' && r.startDate >= '2026-11-02' && r.startDate <= '2026-11-20')!;
  assert.is(events().find((e) => e.id === `leave-${pending.id}`)?.color, toneHex.warning, 'pending shows the status table\'s orange');
  leaveRequests(db).update(pending.id, { status: 'Accepter' });
  const type = leaveTypes(db).get(pending.typeId)!;
  assert.is(events().find((e) => e.id === `leave-${pending.id}`)?.color, type.color, 'accepted shows its type’s colour');
  leaveTypes(db).update(type.id, { color: '#123456' });
  assert.is(events().find((e) => e.id === `leave-${pending.id}`)?.color, '#123456');
  leaveRequests(db).update(pending.id, { status: 'Refuser' });
  assert.not.ok(events().some((e) => e.id === `leave-${pending.id}`), 'a refused request leaves the calendar');
  assert.equal(events().map((e) => e.id).sort(), expected());
});

test.run();
