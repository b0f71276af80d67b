import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as z from 'zod';
import { abortSessionCalls, call, configureApi } from '../../src/api/client';
import { sendMultipart } from '../../src/api/multipart';
import { isApiError } from '../../src/api/api-error';
import { stubTransport, type StubRequest } from './transport-stub';

/**
 * When the signed-in person changes (sign-out, a lost session, another
 * persona), their calls still on the way are dropped: a read of the previous
 * person must not land in the next one's screen, nor come back 401 once the
 * server has revoked the token. Calls that carry their own credentials (sign-in,
 * refresh, connect as) are not the session's and go on.
 */
const held: Array<{ request: StubRequest; release: () => void }> = [];
stubTransport(test, (request) => new Promise((resolve) => held.push({ request, release: () => resolve({ status: 200, text: JSON.stringify({ success: true, message: '', data: { id: 7 } }) }) })));

const schema = z.object({ success: z.boolean(), data: z.object({ id: z.number() }) });
const settle = () => new Promise((r) => setTimeout(r, 0));

/** What a call ended with, or 'still waiting' when it neither resolved nor rejected (an abort that did not reach it). */
const outcome = (p: Promise<unknown>) => Promise.race([p.then(() => 'answered', (x: unknown) => x), new Promise((r) => setTimeout(() => r('still waiting'), 500))]);

test.before.each(() => {
  held.length = 0;
  configureApi({ baseUrl: '', auth: { token: () => 'token-of-ana', refresh: async () => false } });
});

test('a read in flight when the session ends rejects as aborted, and is never answered to the page', async () => {
  const read = call('/api/congee/GetEvents', { method: 'POST', body: { year: 2026, month: 11 }, schema });
  await settle();
  assert.is(held.length, 1, 'the read went out');
  abortSessionCalls();
  const e = await outcome(read);
  assert.ok(isApiError(e) && e.kind === 'aborted', `aborted, got ${String(e)}`);
});

test('a multipart upload in flight when the session ends is aborted too', async () => {
  const form = new FormData();
  form.set('title', 'x');
  const upload = sendMultipart('/api/NoteFrais/AddExpense', { form, schema });
  await settle();
  abortSessionCalls();
  const e = await outcome(upload);
  assert.ok(isApiError(e) && e.kind === 'aborted', `aborted, got ${String(e)}`);
});

test('the next session calls normally after an abort; calls with their own credentials are left alone', async () => {
  abortSessionCalls();
  const fresh = call('/api/users/list', { method: 'POST', body: {}, schema });
  const signIn = call('/api/Authentication/login', { method: 'POST', body: {}, schema, anonymous: true });
  await settle();
  abortSessionCalls();
  assert.ok(isApiError(await outcome(fresh)), 'the session read is dropped');
  held.find((h) => h.request.url.includes('login'))!.release();
  assert.equal((await signIn).data.id, 7, 'the sign-in is answered');
  const after = call('/api/users/list', { method: 'POST', body: {}, schema });
  await settle();
  held.at(-1)!.release();
  assert.equal((await after).data.id, 7, 'a call of the next session goes through');
});

test('a caller\'s own abort still works beside the session\'s', async () => {
  const mine = new AbortController();
  const read = call('/api/users/list', { method: 'POST', body: {}, schema, signal: mine.signal });
  await settle();
  mine.abort();
  const e = await outcome(read);
  assert.ok(isApiError(e) && e.kind === 'aborted', `aborted, got ${String(e)}`);
});

test('a call made just before the person changes, still waiting for its task, goes out with nobody else\'s token: it is dropped', async () => {
  // In a page in view each call goes out a task after it is made (src/api/client.ts, issue 35). The model walk caught
  // reads of the dashboard made as the person signed out, sent a task later without a token: three 401s.
  const doc = globalThis as { document?: unknown };
  // Node has no document: one stands in for this test alone, and is taken away after (a key left undefined is still 'in' globalThis).
  const had = 'document' in globalThis;
  const before = doc.document;
  doc.document = { visibilityState: 'visible' };
  let token: string | null = 'token-of-ana';
  configureApi({ baseUrl: '', auth: { token: () => token, refresh: async () => false } });
  try {
    for (const next of [null, 'token-of-bilal']) {
      held.length = 0;
      token = 'token-of-ana';
      const read = call('/api/solde/GetHolidaySolde', { method: 'POST', body: {}, schema });
      // The sign-out (or the switch) in the same task: the session's calls are aborted, the token changes.
      abortSessionCalls();
      token = next;
      const e = await outcome(read);
      assert.ok(isApiError(e) && e.kind === 'aborted', `aborted, got ${String(e)}`);
      assert.equal(held.map((h) => h.request.headers.Authorization ?? 'none'), [], `sent with ${next ?? 'no token'}`);
    }
  } finally {
    if (had) doc.document = before;
    else delete doc.document;
  }
});

test.run();
