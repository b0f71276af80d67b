import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as z from 'zod';
import { abortSessionCalls, call, configureApi, personMap, readAhead, READ_AHEAD_MS } from '../../src/api/client';
import { isApiError } from '../../src/api/api-error';
import { stubTransport, type StubRequest } from './transport-stub';

/**
 * A read asked for ahead, on the way to a page (route-table.ts `reads`), is
 * taken by the page's own call of the same address: one request, not two,
 * parsed by the page's schema like any answer. Only a plain read of the
 * session's takes it, once, within READ_AHEAD_MS, and not after the person
 * changed.
 */
const sent: StubRequest[] = [];
let answer = { status: 200, text: JSON.stringify({ success: true, message: '', data: [{ value: 1, text: 'Ana' }] }) };
stubTransport(test, (request) => (sent.push(request), answer));

const schema = z.object({ success: z.boolean(), data: z.array(z.object({ value: z.number(), text: z.string() })) });
let token = 'token-of-ana';

test.before.each(() => {
  sent.length = 0;
  token = 'token-of-ana';
  answer = { status: 200, text: JSON.stringify({ success: true, message: '', data: [{ value: 1, text: 'Ana' }] }) };
  configureApi({ baseUrl: 'https://api.example', auth: { token: () => token, refresh: async () => false } });
  // Whatever an earlier test left waiting goes with a change of person.
  abortSessionCalls();
});

test("the page's read takes the answer read ahead: one request, with the session's token, parsed by the page's schema", async () => {
  readAhead('/api/collaborateur/list');
  assert.is(sent.length, 1, 'asked for at once');
  assert.is(sent[0]!.url, 'https://api.example/api/collaborateur/list');
  assert.is(sent[0]!.headers.Authorization, 'Bearer token-of-ana');
  const got = await call('/api/collaborateur/list', { schema });
  assert.equal(got.data, [{ value: 1, text: 'Ana' }]);
  assert.is(sent.length, 1, 'no second request');
  // Taken once: the next read asks again.
  await call('/api/collaborateur/list', { schema });
  assert.is(sent.length, 2);
});

test('asked for twice before the page reads: still one request', async () => {
  readAhead('/api/collaborateur/list');
  readAhead('/api/collaborateur/list');
  assert.is(sent.length, 1);
});

test('a failure read ahead is the page’s to see, with the server’s message', async () => {
  answer = { status: 403, text: JSON.stringify({ success: false, message: 'Error.Forbidden', data: null }) };
  readAhead('/api/collaborateur/list');
  const e = await call('/api/collaborateur/list', { schema }).catch((x: unknown) => x);
  assert.ok(isApiError(e) && e.status === 403 && e.message === 'Error.Forbidden', String(e));
  assert.is(sent.length, 1);
});

test('another address, a query, a write or a call with its own token does not take it', async () => {
  readAhead('/api/collaborateur/list');
  await call('/api/collaborateur/list', { schema, query: { page: 2 } });
  await call('/api/collaborateur/list', { method: 'POST', body: {}, schema });
  await call('/api/collaborateur/list', { schema, token: 'admin' });
  await call('/api/collaborateur/list', { schema, anonymous: true });
  assert.is(sent.length, 5, 'each of the four asked for itself');
  await call('/api/collaborateur/list', { schema });
  assert.is(sent.length, 5, 'the plain read took what was read ahead');
});

test('an answer read ahead longer ago than READ_AHEAD_MS is not taken', async () => {
  readAhead('/api/collaborateur/list', Date.now() - READ_AHEAD_MS - 1);
  await call('/api/collaborateur/list', { schema });
  assert.is(sent.length, 2);
});

test("after the person changes, the previous person's read ahead is dropped: the next person asks with their own token", async () => {
  readAhead('/api/collaborateur/list');
  abortSessionCalls();
  token = 'token-of-omar';
  await call('/api/collaborateur/list', { schema });
  assert.is(sent.length, 2);
  assert.is(sent[1]!.headers.Authorization, 'Bearer token-of-omar');
});

test("every cache of reads is the person's: a change of person finds it empty, the same person finds it kept", () => {
  const cacheOf = personMap<string, string>();
  cacheOf().set('/api/picture/1', 'ana');
  assert.is(cacheOf().get('/api/picture/1'), 'ana');
  abortSessionCalls();
  assert.is(cacheOf().size, 0);
  cacheOf().set('/api/picture/1', 'omar');
  assert.is(cacheOf().get('/api/picture/1'), 'omar');
});

test.run();
