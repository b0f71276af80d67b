import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { attackTally } from './attack-tally';
import { hostFetch } from './host-fetch';
import { makeBackend } from '../../server-fake/make-server';
import { startApiHost } from '../../server-fake/node/http-host';
import { faults } from '../../server-fake/faults';
import type { Method } from '../../server-fake/http';

/**
 * Issue 21, section 4: every create carries an Idempotency-Key; the fake
 * server answers the first answer again to a repeat of (caller, key) within
 * 24 hours of the demo clock, so 10 copies of one submit make one record.
 */
const tally = attackTally();
const HOUR = 3_600_000;
const start = Date.parse('2026-11-16T09:00:00Z');
const pdf = { name: 'justificatif.pdf', size: 9, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };
const png = { name: 'groupe.png', size: 8, type: 'image/png', content: 'data:image/png;base64,iVBORw0KGgo=' };

function clocked() {
  const backend = makeBackend({ today: new Date(start) });
  let now = start;
  backend.ctx.now = () => new Date(now);
  const api = fakeApi(backend);
  const send = (token: string, method: Method, path: string, body: unknown, key?: string) =>
    backend.dispatcher.handle({ method, path, query: {}, headers: { authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) }, body });
  return { backend, api, send, at: (ms: number) => (now = start + ms) };
}

/** A published form with one text field, for the employee to answer. */
function publishedForm(api: ReturnType<typeof fakeApi>) {
  const hr = api.as('hr');
  const id = hr.post('/api/Forms/edit', { id: 0, title: 'Boîte à idées', fields: [{ id: 1, title: 'Idée', fieldType: 2, isRequired: true }] }).json.data.id as number;
  hr.post('/api/Forms/Sharing', { formId: id, audience: { kind: 'Public', ids: [] } });
  return id;
}

/** Every create the client sends with a key (issue 21): its call, and how many rows of its table are the caller's. */
function creates(api: ReturnType<typeof fakeApi>) {
  const db = api.backend.db;
  const y = api.as('employee');
  const noteId = y.post('/api/Notes/Create', { title: 'Mission', currency: 'MAD', executionDate: '2026-11-10' }).json.data.id as number;
  const formId = publishedForm(api);
  const rows = (table: string, mine: (r: Record<string, unknown>) => boolean) => () => db.table<{ id: number }>(table).all().filter((r) => mine(r as unknown as Record<string, unknown>)).length;
  return {
    token: y.token,
    list: [
      { what: 'leave request', path: '/api/demandeconge/Create', body: { fk_User: 1, fk_RegimeType: 1, startDate: '2027-02-15', endDate: '2027-02-16', description: 'x', files: [pdf] }, count: rows('leaveRequests', (r) => r.userId === 1) },
      { what: 'document request', path: '/api/demanddocument/update', body: { typeId: 1, userid: 1, version: 1, remark: 'pour la banque' }, count: rows('documentRequests', (r) => r.userId === 1) },
      { what: 'expense note', path: '/api/Notes/Create', body: { title: 'Salon', currency: 'MAD', executionDate: '2026-11-12', files: [pdf] }, count: rows('expenseNotes', (r) => r.affectedUserId === 1) },
      { what: 'expense', path: '/api/Expenses/Create', body: { fk_NoteId: String(noteId), date: '2026-11-10', CatId: '1', amount: '42', payedBy: 'Employee', files: [pdf] }, count: rows('expenses', (r) => r.noteId === noteId) },
      { what: 'intervention', path: '/api/intervention/Create', body: { Type: '0', Hardware: '2', Title: 'Écran', Description: 'noir', Files: [pdf] }, count: rows('interventions', (r) => r.createdBy === 1) },
      { what: 'chat message', path: '/api/chat/SendMessage', body: { recieverId: '9', isGroup: 'false', message: 'Bonjour', files: [pdf] }, count: rows('chatMessages', (r) => r.senderId === 1) },
      { what: 'form response', path: '/api/Forms/SubmitForm', body: { FormId: String(formId), 'Fields[0].Id': '1', 'Fields[0].Response': 'Des plantes' }, count: rows('formResponses', (r) => r.formId === formId) },
      { what: 'chat group', path: '/api/chat/CreatGroupe', body: { title: 'Covoiturage', description: 'Rabat', usersIds: '5,6', adminsIds: '', image: png }, count: rows('chatGroups', (r) => r.creatorId === 1) },
    ],
  };
}

test('10 sends of each create with one key make one record and the same answer', () => {
  const { api, send } = clocked();
  const { token, list } = creates(api);
  for (const c of list) {
    const before = c.count();
    const answers = Array.from({ length: 10 }, () => send(token, 'POST', c.path, c.body, `key-${c.what}`));
    assert.is(answers[0].status, 200, `${c.what}: ${String(answers[0].body).slice(0, 120)}`);
    assert.is(c.count() - before, 1, c.what);
    assert.ok(answers.every((a) => a.status === answers[0].status && a.body === answers[0].body), `${c.what}: the same answer`);
    tally.note('duplicateCreates', `${c.what} ×10`, c.count() - before !== 1);
    // A new key is a new submit, decided afresh (a second leave on the same days is refused as an overlap).
    assert.is.not(send(token, 'POST', c.path, c.body, `other-${c.what}`).body, answers[0].body, `${c.what}: a second key`);
  }
});

test('the same key from another user is their own; with another body it is refused 422', () => {
  const { api, send, backend } = clocked();
  const y = api.as('employee');
  const k = api.as('manager');
  const notes = () => backend.db.table('expenseNotes').size;
  const before = notes();
  const body = { title: 'Salon', currency: 'MAD', executionDate: '2026-11-12' };
  send(y.token, 'POST', '/api/Notes/Create', body, 'shared');
  send(k.token, 'POST', '/api/Notes/Create', body, 'shared');
  assert.is(notes() - before, 2);
  const reused = send(y.token, 'POST', '/api/Notes/Create', { ...body, title: 'Autre chose' }, 'shared');
  assert.is(reused.status, 422);
  assert.is(JSON.parse(String(reused.body)).message, 'Error.IdempotencyKeyReused');
  const elsewhere = send(y.token, 'POST', '/api/demanddocument/update', { typeId: 1, userid: 1, version: 1 }, 'shared');
  assert.is(elsewhere.status, 422);
  assert.is(notes() - before, 2);
});

test('a key is remembered 24 hours of the demo clock', () => {
  const { api, send, backend, at } = clocked();
  const y = api.as('employee');
  const notes = () => backend.db.table('expenseNotes').size;
  const before = notes();
  const body = { title: 'Salon', currency: 'MAD', executionDate: '2026-11-12' };
  const first = send(y.token, 'POST', '/api/Notes/Create', body, 'day');
  // Tokens last an hour: a day later the client has refreshed; the key belongs to the user, not the token.
  at(24 * HOUR - 1);
  const y2 = api.as('employee');
  const replay = send(y2.token, 'POST', '/api/Notes/Create', body, 'day');
  assert.is(replay.body, first.body);
  assert.is(notes() - before, 1);
  at(24 * HOUR);
  const y3 = api.as('employee');
  const fresh = send(y3.token, 'POST', '/api/Notes/Create', body, 'day');
  assert.is(fresh.status, 200);
  assert.is.not(fresh.body, first.body);
  assert.is(notes() - before, 2);
});

test('a failed try is not remembered: its retry with the same key is decided afresh', () => {
  const { api, send, backend } = clocked();
  const y = api.as('employee');
  const notes = () => backend.db.table('expenseNotes').size;
  const before = notes();
  const body = { title: 'Salon', currency: 'MAD', executionDate: '2026-11-12' };
  faults.failNext('POST', '^/api/Notes/Create$', 'Error.Status.503', 503);
  assert.is(send(y.token, 'POST', '/api/Notes/Create', body, 'retry').status, 503);
  assert.is(notes(), before);
  assert.is(send(y.token, 'POST', '/api/Notes/Create', body, 'retry').status, 200);
  assert.is(send(y.token, 'POST', '/api/Notes/Create', body, 'retry').status, 200);
  assert.is(notes() - before, 1);
  // Without a key nothing changes: two sends, two notes (the client always sends one).
  send(y.token, 'POST', '/api/Notes/Create', body);
  send(y.token, 'POST', '/api/Notes/Create', body);
  assert.is(notes() - before, 3);
});

test('over real HTTP: 10 parallel creates with one key make one note and the same answer', async () => {
  const host = await startApiHost({ backend: makeBackend({ today: new Date(start) }) });
  try {
    const login = await hostFetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'yasmine', password: 'demo' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const before = host.backend.db.table('expenseNotes').size;
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'parallel-1' };
    const body = JSON.stringify({ title: 'Dix fois', currency: 'MAD', executionDate: '2026-11-12' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => hostFetch(`${host.url}/api/Notes/Create`, { method: 'POST', headers, body }).then(async (r) => `${r.status} ${await r.text()}`)));
    assert.is(host.backend.db.table('expenseNotes').size - before, 1);
    assert.is(new Set(answers).size, 1, answers.join('\n'));
    assert.match(answers[0], /^200 /);
    tally.note('duplicateCreates', 'parallel notes over HTTP', host.backend.db.table('expenseNotes').size - before !== 1);
  } finally {
    await host.close();
  }
});

test.after(() => tally.record());
test('no attack of this file got through', () => {
  assert.equal(tally.through(), []);
});
test.run();
