import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { fakeApi } from './fake-api';
import { notificationTarget } from '../../src/kernel/notification-route';
import { notificationTitle, notificationDate } from '../../src/features/shell/notification-format';
import { truncateTitle, remainingKey } from '../../src/features/tasks/task-format';
import { documentPath, groupResults } from '../../src/kernel/search-groups';
import { defaultPaths } from '../../src/domain/paths';
import { files } from '../../server-fake/models/session';
import { reminders } from '../../server-fake/models/reminders';
import { fireDueReminders } from '../../server-fake/rules/reminders';
import { remainingTime } from '../../server-fake/rules/shell';
import { organisationNotifications } from '../../server-fake/seed/shell';
import { users } from '../../server-fake/models/organisation';
import { notificationsMachine } from '../../machines/shell/notifications.machine';
import { selectFailed, selectItems } from '../../machines/shell/notifications.selectors';
import { searchMachine, userSearchMachine } from '../../machines/shell/search.machine';
import type { Method } from '../../server-fake/http';
import type { Notification, SearchResult } from '../../src/domain/shell';
import { systemNow } from '../../src/domain/clock';

const api = fakeApi();
const base = { sourceId: 7, sourceUserId: 12 };

test('every sourceName family routes exactly as spec 1 section 2.4 says', () => {
  const cases: Array<[string, unknown]> = [
    ['Anniversary', { panel: 'profile.card', params: { userId: 12 } }],
    ['HiringAnniversary', { panel: 'profile.card', params: { userId: 12 } }],
    ['DocumentsRequest', { panel: 'documents.detail', params: { id: 7 } }],
    ['CollaboratorExpensesRequests', { panel: 'expenses.noteDetail', params: { id: 7 } }],
    ['CongeRequests', { panel: 'leave.detail', params: { id: 7 } }],
    ['CongeSoon', { panel: 'leave.detail', params: { id: 7 } }],
    ['TrialPeriodEnding', { navigate: '/employee/12/contract' }],
    ['CLoseExpirationContracts', { navigate: '/employee/12/contract' }],
    ['forms', { panel: 'forms.fill', params: { formId: 7 } }],
    ['ResponseForm', { panel: 'forms.response', params: { id: 7 } }],
    ['Reminder', { navigate: '/employee/12/profile/public' }],
    ['SomethingNew', { navigate: '/employee/12/profile/public' }],
  ];
  for (const [sourceName, expected] of cases) assert.equal(notificationTarget({ sourceName, ...base }), expected, sourceName);
  // A profile card without sourceUserId falls back to sourceId.
  assert.equal(notificationTarget({ sourceName: 'Anniversary', sourceId: 9, sourceUserId: null }), { panel: 'profile.card', params: { userId: 9 } });
});

test('titles fill {0} with parameterTitle; an unknown key shows as its own text', () => {
  const words: Record<string, string> = { 'notification.reminder': 'Rappel : {0}' };
  const translate = (k: string) => words[k] ?? k;
  assert.is(notificationTitle(translate, 'notification.reminder', 'Appeler Karim'), 'Rappel : Appeler Karim');
  assert.is(notificationTitle(translate, 'leave.unknown.key', 'x'), 'leave.unknown.key');
  assert.is(notificationTitle(translate, 'Demande de {0}', null), 'Demande de ');
  assert.is(notificationDate('2026-03-05T10:00:00Z', 'fr'), '5 mars');
  assert.is(notificationDate('2026-03-05T10:00:00Z', 'en'), '5 Mar');
});

test('S1.9.03 task titles are cut at 35 characters with an ellipsis; remaining time keys', () => {
  const long = 'Préparer la revue trimestrielle des objectifs de l’équipe';
  const cut = truncateTitle(long);
  assert.ok(cut.endsWith('…'));
  assert.ok(Array.from(cut).length <= 36);
  assert.ok(long.startsWith(cut.slice(0, -1)));
  assert.is(truncateTitle('Valider les plannings'), 'Valider les plannings');
  assert.is(truncateTitle('x'.repeat(35)), 'x'.repeat(35));
  assert.is(remainingKey({ isObsolute: true, dateRepresentation: 'days' }), 'tasks.late.days');
  assert.is(remainingKey({ isObsolute: false, dateRepresentation: 'hours' }), 'tasks.left.hours');
  const now = new Date('2026-11-16T09:00:00Z');
  assert.equal(remainingTime('2026-11-19T09:00:00Z', now), { isObsolute: false, duration: 3, dateRepresentation: 'days' });
  assert.equal(remainingTime('2026-11-16T06:00:00Z', now), { isObsolute: true, duration: 3, dateRepresentation: 'hours' });
});

test('the assigned tasks call answers the header shape for the caller', () => {
  const res = api.as('employee').get(defaultPaths['tasks.assigned']);
  assert.is(res.status, 200);
  assert.ok(res.json.data.length > 0);
  for (const t of res.json.data) for (const k of ['id', 'title', 'codeCategory', 'endDate', 'remainingTime', 'totalSubTask', 'totalMessage', 'totalFiles']) assert.ok(k in t, k);
});

test('a due reminder produces one notification in the bell and a hub push, once', () => {
  const me = api.as('employee');
  const pushed: unknown[] = [];
  const off = api.backend.hub.listen((to, target, args) => to === 1 && target === 'ReceiveNotification' && pushed.push(args[0]));
  const created = me.post('/api/Reminder/Create', { title: 'Appeler le garage', dueDate: new Date(systemNow() - 60000).toISOString() });
  assert.is(created.json.success, true);
  const first = me.get('/api/Reminder/GetNotifications').json.data.filter((n: Notification) => n.parameterTitle === 'Appeler le garage');
  assert.is(first.length, 1);
  assert.is(first[0].title, 'notification.reminder');
  assert.is(first[0].isView, false);
  assert.is(pushed.length >= 1, true);
  const again = me.get('/api/Reminder/GetNotifications').json.data.filter((n: Notification) => n.parameterTitle === 'Appeler le garage');
  assert.is(again.length, 1);
  // A future reminder waits; the timer's check fires it once the clock passes.
  const later = me.post('/api/Reminder/Create', { title: 'Plus tard', dueDate: new Date(systemNow() + 3600000).toISOString() }).json.data;
  fireDueReminders(api.backend.ctx); // the seeded ones of other personas
  assert.is(fireDueReminders(api.backend.ctx), 0);
  reminders(api.backend.db).update(later.id, { dueDate: new Date(systemNow() - 1000).toISOString() });
  assert.is(fireDueReminders(api.backend.ctx), 1);
  off();
});

// Spec 4 shows the Reminder calls with "Shapes: not shown"; Edit takes a done flag here. The product's reading: a
// reminder marked done has nothing left to remind, so it never rings, even once its due date passes (issue 33
// item 6: the mutation run let a rule ringing done reminders live).
test('a reminder marked done does not ring when its due date passes', () => {
  const me = api.as('employee');
  const r = me.post('/api/Reminder/Create', { title: 'Déjà fait', dueDate: new Date(systemNow() + 3600000).toISOString() }).json.data;
  assert.is(me.post('/api/Reminder/Edit', { id: r.id, title: 'Déjà fait', dueDate: r.dueDate, done: true }).json.success, true);
  reminders(api.backend.db).update(r.id, { dueDate: new Date(systemNow() - 1000).toISOString() });
  const rung = me.get('/api/Reminder/GetNotifications').json.data.filter((n: Notification) => n.parameterTitle === 'Déjà fait');
  assert.is(rung.length, 0);
});

test('reminders: create validates, list/get/edit/delete own, others are forbidden', () => {
  const me = api.as('employee');
  const bad = me.post('/api/Reminder/Create', { title: ' ', dueDate: '' });
  assert.is(bad.status, 400);
  assert.is(bad.json.message, 'RequiredAttribute');
  const r = me.post('/api/Reminder/Create', { title: 'Note', description: 'd', dueDate: '2030-01-01T10:00:00Z' }).json.data;
  assert.is(me.get(`/api/Reminder/GetById/${r.id}`).json.data.title, 'Note');
  assert.ok(me.get('/api/Reminder/GetList/1').json.data.some((x: { id: number }) => x.id === r.id));
  const edited = me.post('/api/Reminder/Edit', { id: r.id, title: 'Note 2', dueDate: '2030-01-02T10:00:00Z', done: true }).json.data;
  assert.equal([edited.title, edited.done], ['Note 2', true]);
  const other = api.as('manager');
  assert.is(other.get(`/api/Reminder/GetById/${r.id}`).status, 403);
  assert.is(other.get('/api/Reminder/GetList/1').status, 403);
  assert.is(me.del(`/api/Reminder/Delete/${r.id}`).json.success, true);
  assert.is(me.get(`/api/Reminder/GetById/${r.id}`).status, 404);
});

test('S1.4.01 S1.4.02 notifications come newest first; mark one and mark all read', () => {
  const me = api.as('hr');
  const list = me.get('/api/Reminder/GetNotifications').json.data as Notification[];
  assert.ok(list.length > 0);
  const dates = list.map((n) => n.createdDate);
  assert.equal(dates, [...dates].sort().reverse());
  const unread = list.find((n) => !n.isView)!;
  assert.is(me.get(`/api/Reminder/MarkAsReadNotification/${unread.id}`).json.success, true);
  assert.is((me.get('/api/Reminder/GetNotifications').json.data as Notification[]).find((n) => n.id === unread.id)!.isView, true);
  assert.is(api.as('employee').get(`/api/Reminder/MarkAsReadNotification/${unread.id}`).status, 404);
  me.get('/api/Reminder/MarkAsReadNotifications');
  assert.ok((me.get('/api/Reminder/GetNotifications').json.data as Notification[]).every((n) => n.isView));
});

test('the organisation produces birthday, hiring anniversary, contract and trial end notifications around today', () => {
  const today = new Date('2026-11-16T09:00:00Z');
  const all = users(api.backend.db).all().map((u) => ({ ...u, birthday: '1990-01-01', hireDate: '2020-01-01', contractEnd: null as string | null, trialEnd: null as string | null }));
  all[9] = { ...all[9], birthday: '1990-11-18' };
  all[10] = { ...all[10], hireDate: '2021-11-14' };
  all[11] = { ...all[11], contractEnd: '2026-12-01' };
  all[12] = { ...all[12], trialEnd: '2026-11-20' };
  const out = organisationNotifications(all, today);
  const by = (s: string) => out.filter((n) => n.sourceName === s);
  assert.ok(by('Anniversary').length > 0 && by('Anniversary').every((n) => n.sourceUserId === all[9].id && n.userId !== all[9].id));
  assert.ok(by('HiringAnniversary').every((n) => n.sourceUserId === all[10].id) && by('HiringAnniversary').length > 0);
  assert.ok(by('CLoseExpirationContracts').some((n) => n.userId === 3));
  assert.ok(by('TrialPeriodEnding').some((n) => n.userId === all[12].managerId));
  assert.is(out.length, by('Anniversary').length + by('HiringAnniversary').length + by('CLoseExpirationContracts').length + by('TrialPeriodEnding').length);
});

test('global search finds collaborators by name, company files (CompanyDocument.View holders only) and only the caller\'s own documents', () => {
  const db = api.backend.db;
  const company = files(db).insert({ name: 'Règlement intérieur.pdf', mimeType: 'application/pdf', size: 10, content: 'x', ownerId: null, area: 'company', createdDate: '2026-01-01' });
  const mine = files(db).insert({ name: 'Règlement attestation Yasmine.pdf', mimeType: 'application/pdf', size: 10, content: 'x', ownerId: 1, area: 'documents', createdDate: '2026-01-01' });
  const theirs = files(db).insert({ name: 'Règlement attestation Karim.pdf', mimeType: 'application/pdf', size: 10, content: 'x', ownerId: 2, area: 'documents', createdDate: '2026-01-01' });
  const found = api.as('employee').post('/api/home/GlobalSearch', { value: 'reglement', regex: false }).json.data as SearchResult[];
  const ids = found.map((r) => `${r.type}:${r.value}`);
  // Issue 21: company documents are offered only to those who may open them (the employee persona may not).
  assert.not.ok(ids.includes(`CompanyDoc:${company.id}`));
  assert.ok(ids.includes(`UserDoc:${mine.id}`));
  assert.not.ok(ids.includes(`UserDoc:${theirs.id}`));
  const forManager = api.as('manager').post('/api/home/GlobalSearch', { value: 'reglement', regex: false }).json.data as SearchResult[];
  assert.ok(forManager.some((r) => r.type === 'CompanyDoc' && r.value === company.id));
  assert.ok(forManager.some((r) => r.type === 'UserDoc' && r.value === theirs.id), 'Karim’s own document');
  assert.not.ok(forManager.some((r) => r.value === mine.id), 'not Yasmine’s');
  const people = api.as('employee').post('/api/home/GlobalSearch', { value: 'karim' }).json.data as SearchResult[];
  assert.ok(people.some((r) => r.type === 'User' && r.value === 2 && r.text === 'Karim Benali'));
  const g = groupResults([...found, ...people]);
  assert.ok(g.users.every((r) => r.type === 'User') && g.users.length === people.filter((r) => r.type === 'User').length);
  assert.ok(g.documents.every((r) => r.type !== 'User') && g.documents.length >= 1);
  assert.is(groupResults(found, true).documents.length, 0);
  assert.is(documentPath({ type: 'CompanyDoc', value: 4, text: '', imagePath: null }), '/upload/GetCompanyFile/4');
  assert.is(documentPath({ type: 'UserDoc', value: 4, text: '', imagePath: null }), '/upload/VueFile/4');
  assert.is(api.as('employee').post('/api/home/GlobalSearch', {}).status, 400);
});

test('every notifications, reminders and shell call of endpoints.tsv has a route', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const spec = [path.join(root, '../shared/spec/endpoints.tsv'), path.join(root, '../../shared/spec/endpoints.tsv')].find((p) => existsSync(p))!;
  const lines = readFileSync(spec, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  let checked = 0;
  for (const line of lines) {
    const [method, path, area] = line.split('\t');
    if (!['notifications', 'reminders', 'shell'].includes(area) || method === 'UNSHOWN') continue;
    // Skins are static files of the build, not API routes.
    if (path.startsWith('/skin/') || path.startsWith('/auth-skin/')) continue;
    const concrete = path.split('?')[0].replace(/\{[^}]+\}/g, '1');
    assert.ok(api.backend.dispatcher.match(method as Method, concrete), `${method} ${path}`);
    checked++;
  }
  assert.ok(checked >= 12);
  assert.ok(api.backend.dispatcher.match('GET', defaultPaths['tasks.assigned']), 'the unshown tasks call');
});

const sample = (id: number, isView = false): Notification => ({ id, title: 'notification.birthday', parameterTitle: 'K', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView, createdDate: '2026-11-20T08:00:00Z', user: null });

test('S1.4.01 S1.8.02 the bell machine marks one read then routes; a failure shows the server message and does not route', async () => {
  const routed: number[] = [];
  const errors: string[] = [];
  let fail = false;
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        load: fromPromise(async () => [sample(1), sample(2, true)]),
        markOne: fromPromise<unknown, { id: number }>(async () => {
          if (fail) throw new Error('Serveur indisponible');
          return null;
        }),
      },
      actions: { route: (_, p) => p.notification && routed.push(p.notification.id), showError: (_, p) => errors.push(p.message) },
    }),
  ).start();
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(actor.getSnapshot().matches({ ready: 'idle' }));
  actor.send({ type: 'notifications.received', notification: sample(3) });
  assert.equal(actor.getSnapshot().context.items.map((n) => n.id), [3, 1, 2]);
  actor.send({ type: 'notifications.open', id: 1 });
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(routed, [1]);
  assert.is(actor.getSnapshot().context.items.find((n) => n.id === 1)!.isView, true);
  fail = true;
  actor.send({ type: 'notifications.open', id: 3 });
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(routed, [1]);
  assert.equal(errors, ['Serveur indisponible']);
  // Already read: routes without a call.
  actor.send({ type: 'notifications.open', id: 2 });
  assert.equal(routed, [1, 2]);
});

test('a failed refresh of the bell keeps the list and says it failed, until a refresh reads it again', async () => {
  let answer: () => Promise<Notification[]> = async () => [sample(1)];
  const actor = createActor(notificationsMachine.provide({ actors: { load: fromPromise(() => answer()) }, actions: { logError: () => {} } })).start();
  await new Promise((r) => setTimeout(r, 0));
  assert.not.ok(selectFailed(actor.getSnapshot()));
  answer = () => Promise.reject(new Error('Error.Status.503'));
  actor.send({ type: 'notifications.reload' });
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(actor.getSnapshot().matches({ ready: 'idle' }));
  assert.ok(selectFailed(actor.getSnapshot()), 'the refresh failed: said');
  assert.equal(selectItems(actor.getSnapshot()).map((n) => n.id), [1], 'the list held stays');
  answer = async () => [sample(2), sample(1)];
  actor.send({ type: 'notifications.reload' });
  await new Promise((r) => setTimeout(r, 0));
  assert.not.ok(selectFailed(actor.getSnapshot()), 'read again: no longer said');
  assert.equal(selectItems(actor.getSnapshot()).map((n) => n.id), [2, 1]);
  actor.stop();
});

test('S1.4.07 S1.4.08 S1.8.07 search waits 300 ms after the last keystroke; a failure clears results; the users-only lock and its tooltip lasting 2 s', async () => {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  let fail = false;
  const user: SearchResult = { type: 'User', text: 'Karim Benali', value: 2, imagePath: null };
  const actor = createActor(
    userSearchMachine.provide({
      actors: {
        search: fromPromise<SearchResult[], { value: string }>(async ({ input }) => {
          calls.push(input.value);
          if (fail) throw new Error('down');
          return [user];
        }),
      },
      actions: { logError: () => {} },
    }),
    { clock },
  ).start();
  actor.send({ type: 'search.type', value: 'ka' });
  clock.increment(200);
  actor.send({ type: 'search.type', value: 'kar' });
  clock.increment(299);
  assert.equal(calls, []);
  clock.increment(1);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(calls, ['kar']);
  assert.equal(actor.getSnapshot().context.results, [user]);
  fail = true;
  actor.send({ type: 'search.type', value: 'karx' });
  clock.increment(300);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(actor.getSnapshot().context.results, []);
  actor.send({ type: 'search.pick', result: user });
  assert.ok(actor.getSnapshot().matches('locked'));
  assert.is(actor.getSnapshot().context.value, 'Karim Benali');
  actor.send({ type: 'search.editAttempt' });
  assert.ok(actor.getSnapshot().hasTag('tooltip'));
  clock.increment(1999);
  assert.ok(actor.getSnapshot().hasTag('tooltip'));
  clock.increment(1);
  assert.not.ok(actor.getSnapshot().hasTag('tooltip'));
  actor.send({ type: 'search.clear' });
  assert.ok(actor.getSnapshot().matches('idle'));
  assert.is(actor.getSnapshot().context.value, '');
});

test('the general search opens a picked result and empties the box; it has no lock', async () => {
  const opened: SearchResult[] = [];
  const user: SearchResult = { type: 'User', text: 'Karim Benali', value: 2, imagePath: null };
  const actor = createActor(searchMachine.provide({ actions: { openResult: (_, { result }) => void opened.push(result) } })).start();
  actor.send({ type: 'search.pick', result: user });
  assert.equal(opened, [user]);
  assert.ok(actor.getSnapshot().matches('idle'));
  assert.is(actor.getSnapshot().context.value, '');
  actor.send({ type: 'search.editAttempt' });
  assert.ok(actor.getSnapshot().matches('idle'));
  assert.is(searchMachine.root.states.locked, undefined);
});

test.run();
