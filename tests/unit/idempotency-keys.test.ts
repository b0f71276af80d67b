import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, waitFor } from 'xstate';
import { configureApi } from '../../src/api/client';
import { documentsApi } from '../../src/api/documents-api';
import { saveExpense, saveNote } from '../../src/api/expenses-api';
import { sendInterventionForm } from '../../src/api/interventions-api';
import { chatApi } from '../../src/api/chat-api';
import { submitForm } from '../../src/api/forms-api';
import { conversationLogic } from '../../src/features/chat/conversation.effects';
import { leaveFormLogic } from '../../src/features/leave/leave-form.effects';
import { requestFormActors, requestFormKeys } from '../../src/features/documents/request-form.effects';
import { requestFormMachine } from '../../machines/documents/request-form.machine';
import { formDataToObject } from '../../server-fake/multipart';
import type { Method } from '../../server-fake/http';
import { fakeApi } from './fake-api';
import { stubTransport } from './transport-stub';

/**
 * Issue 21: every create the client sends carries an Idempotency-Key, one
 * per user submit, the same on the retries of that submit, a new one after a
 * success or a change. The app's own bindings run against the fake server's
 * dispatcher in-process (fetch and XMLHttpRequest stubbed), and a lost answer
 * is simulated by a 503 the server never saw.
 */
const api = fakeApi();
const token = api.login('employee');

const sent: Array<{ path: string; key: string | undefined }> = [];
let failing: RegExp | null = null;

async function answer(method: string, url: string, headers: Record<string, string>, body: unknown) {
  const u = new URL(url, 'http://app.local');
  const key = Object.entries(headers).find(([k]) => k.toLowerCase() === 'idempotency-key')?.[1];
  sent.push({ path: u.pathname, key });
  if (failing?.test(u.pathname)) {
    failing = null;
    return { status: 503, text: JSON.stringify({ success: false, message: 'Error.Status.503', data: null }) };
  }
  const payload = body instanceof FormData ? await formDataToObject(body) : typeof body === 'string' ? JSON.parse(body) : undefined;
  const query: Record<string, string> = {};
  u.searchParams.forEach((v, k) => (query[k] = v));
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const res = api.backend.dispatcher.handle({ method: method as Method, path: u.pathname, query, headers: lower, body: payload });
  return { status: res.status, text: typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body) };
}

test.before(() => configureApi({ baseUrl: '', auth: { token: () => token, refresh: async () => false } }));
stubTransport(test, (r) => answer(r.method, r.url, r.headers, r.body));

const keysFor = (path: RegExp) => sent.filter((s) => path.test(s.path)).map((s) => s.key);

test('every create function sends the key it is given', async () => {
  sent.length = 0;
  const tries: Array<[RegExp, () => Promise<unknown>]> = [
    [/demanddocument\/update/, () => documentsApi.save({ id: null, typeId: 1, userid: 1, version: 1, projectId: null, remark: '' } as never, 'k')],
    [/Notes\/Create/, () => saveNote({ title: 'Déplacement', currency: 'MAD' }, { idempotencyKey: 'k' })],
    [/Expenses\/Create/, () => saveExpense({ noteId: 1 }, { idempotencyKey: 'k' })],
    [/intervention\/Create/, () => sendInterventionForm('Create', { Title: 'x' }, [], { idempotencyKey: 'k' })],
    [/chat\/SendMessage/, () => chatApi.send({ recieverId: 2, isGroup: false, message: 'Bonjour', files: [] }, { idempotencyKey: 'k' })],
    [/chat\/CreatGroupe/, () => chatApi.saveGroup({ id: 0, title: 't', description: 'd', usersIds: [2], adminsIds: [], image: null }, { idempotencyKey: 'k' })],
    [/Forms\/SubmitForm/, () => submitForm({ formId: 1, userId: 1, forSomeone: false, fields: [] }, { idempotencyKey: 'k' })],
  ];
  for (const [path, run] of tries) {
    // Whether the server accepts these values does not matter here: only what was sent.
    await run().catch(() => {});
    assert.equal(keysFor(path), ['k'], String(path));
  }
});

test('a chat message: a failed send retried keeps its key; the next message takes a new one', async () => {
  sent.length = 0;
  const actor = createActor(conversationLogic({ sent: () => {} }), { input: { me: 1, targetId: 2, isGroup: false } }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'draft.text', text: 'Le rapport est prêt' });
  failing = /SendMessage/;
  actor.send({ type: 'conversation.send' });
  await waitFor(actor, (s) => s.matches({ ready: { composer: 'failed' } }));
  assert.is(actor.getSnapshot().context.text, 'Le rapport est prêt', 'the draft is kept');
  actor.send({ type: 'conversation.send' });
  await waitFor(actor, (s) => s.matches({ ready: { composer: 'idle' } }));
  actor.send({ type: 'draft.text', text: 'Et le suivant' });
  actor.send({ type: 'conversation.send' });
  await waitFor(actor, (s) => s.matches({ ready: { composer: 'idle' } }) && s.context.text === '');
  const [first, retry, next] = keysFor(/SendMessage/);
  assert.ok(first && /^[0-9a-f]{32}$/.test(first), `a random key: ${first}`);
  assert.is(retry, first, 'the retry is the same submit');
  assert.ok(next && next !== first, 'a new message, a new key');
  actor.stop();
});

test('a document request: a retry after a failure keeps the key, a changed form takes a new one', async () => {
  sent.length = 0;
  const actor = createActor(requestFormMachine.provide({ actors: requestFormActors, actions: requestFormKeys }), { input: { id: null, userId: 1 } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  const typeId = (await documentsApi.types())[0].value;
  actor.send({ type: 'form.change', field: 'typeId', value: typeId });
  for (const fail of [true, true]) {
    failing = fail ? /demanddocument\/update/ : null;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && !!s.context.serverError);
  }
  actor.send({ type: 'form.change', field: 'remark', value: 'Pour la banque' });
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches('done'));
  const [a, b, c] = keysFor(/demanddocument\/update/);
  assert.is(b, a, 'retried unchanged: same key');
  assert.ok(c && c !== a, 'changed, then sent: a new key');
});

test('a leave request with its attachment: the retry of a failed upload sends the same key', async () => {
  sent.length = 0;
  const actor = createActor(leaveFormLogic(() => {}, () => {}), { input: { currentUserId: 1 } }).start();
  await waitFor(actor, (s) => s.matches('editing'));
  const typeId = actor.getSnapshot().context.types[0].id;
  actor.send({ type: 'leave.setType', typeId });
  actor.send({ type: 'leave.setDates', startDate: '2027-03-01', endDate: '2027-03-02' });
  actor.send({ type: 'leave.setFiles', files: [new File(['%PDF-1.4\n'], 'certificat.pdf', { type: 'application/pdf' })] });
  await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
  failing = /demandeconge\/Create/;
  actor.send({ type: 'leave.submit' });
  await waitFor(actor, (s) => s.matches({ editing: 'ready' }) && !!s.context.error);
  actor.send({ type: 'leave.submit' });
  await waitFor(actor, (s) => s.matches('saved') || (s.matches({ editing: 'ready' }) && s.context.error !== 'Error.Status.503'), { timeout: 5000 });
  const [a, b] = keysFor(/demandeconge\/Create/);
  assert.ok(a);
  assert.is(b, a);
});

test.run();
