import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, waitFor } from 'xstate';
import { configureApi } from '../../src/api/client';
import { conversationLogic } from '../../src/features/chat/conversation.effects';
import { chatGroups } from '../../server-fake/models/chat';
import { formDataToObject } from '../../server-fake/multipart';
import { fakeApi } from './fake-api';
import { stubTransport } from './transport-stub';

/**
 * Spec 2 section 5 (and section 7, endpoints.tsv): a chat send takes the
 * recipient id, the group flag, the message text and the files, posted as
 * multipart to /api/chat/SendMessage (recieverId, isGroup, message, files).
 * The conversation's own send (statechart and its effects) goes through the
 * real client to the fake server; what it posts is read off the wire.
 */
const api = fakeApi();
const token = api.login('employee');
const posted: Array<{ url: string; fields: Array<[string, string | { name: string; size: number }]> }> = [];
/** Every call reaches the dispatcher; a multipart one is also noted, field by field, as sent. */
stubTransport(test, async ({ method, url, body }) => {
  if (body instanceof FormData) posted.push({ url, fields: [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : { name: (v as File).name, size: v.size }]) });
  const payload = body instanceof FormData ? await formDataToObject(body) : typeof body === 'string' ? JSON.parse(body) : undefined;
  const res = api.call(method as never, url, payload, token);
  return { status: res.status, text: res.text };
});
test.before(() => configureApi({ baseUrl: '', auth: { token: () => token, refresh: async () => false } }));

async function send(targetId: number, isGroup: boolean, text: string, files: File[]) {
  posted.length = 0;
  const sent: unknown[] = [];
  const actor = createActor(conversationLogic({ sent: (m) => void sent.push(m) }), { input: { me: 1, targetId, isGroup } }).start();
  await waitFor(actor, (s) => s.matches('ready'), { timeout: 3000 });
  actor.send({ type: 'draft.text', text });
  if (files.length) actor.send({ type: 'draft.addFiles', files });
  actor.send({ type: 'conversation.send' });
  await waitFor(actor, (s) => s.matches({ ready: { composer: 'idle' } }) && sent.length > 0, { timeout: 3000 });
  actor.stop();
  assert.is(posted.length, 1, 'one post');
  return { post: posted[0]!, message: sent[0] as { recieverId: number | null; groupId: number | null; message: string; files: Array<{ name: string }> } };
}

test('S2.5.11 to a person: recieverId, isGroup false, the text and each file, as multipart to SendMessage', async () => {
  const files = [new File(['%PDF-1.4 a'], 'devis.pdf', { type: 'application/pdf' }), new File(['hello'], 'notes.txt', { type: 'text/plain' })];
  const { post, message } = await send(6, false, 'Bonjour Anas', files);
  assert.is(post.url, '/api/chat/SendMessage');
  assert.equal(post.fields, [
    ['recieverId', '6'],
    ['isGroup', 'false'],
    ['message', 'Bonjour Anas'],
    ['files', { name: 'devis.pdf', size: files[0]!.size }],
    ['files', { name: 'notes.txt', size: files[1]!.size }],
  ]);
  // The fake server read the same fields: the message went to that person, with its files.
  assert.is(message.recieverId, 6);
  assert.is(message.groupId, null);
  assert.is(message.message, 'Bonjour Anas');
  assert.equal(message.files.map((f) => f.name), ['devis.pdf', 'notes.txt']);
});

test('S2.5.11 to a group: the group id as recieverId and isGroup true; no file, no files field', async () => {
  const group = chatGroups(api.backend.db).filter((x) => x.memberIds.includes(1) || x.adminIds.includes(1) || x.creatorId === 1)[0]!;
  const { post, message } = await send(group.id, true, 'Réunion à 10 h', []);
  assert.equal(post.fields, [
    ['recieverId', String(group.id)],
    ['isGroup', 'true'],
    ['message', 'Réunion à 10 h'],
  ]);
  assert.is(message.groupId, group.id);
});

test.run();
