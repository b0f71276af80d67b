import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as z from 'zod';
import { call, configureApi } from '../../src/api/client';
import { sendMultipart } from '../../src/api/multipart';
import { ApiError } from '../../src/api/api-error';
import { fetchPolicyStatus } from '../../src/api/policy-status-api';
import { stubTransport } from './transport-stub';

/**
 * Issue 21, section 2: multipart calls recover from a 401 like every other
 * call (refresh once, send again), and every call can carry an idempotency
 * key. The transport is stubbed: XMLHttpRequest for multipart (as in
 * malformed-answers.test.ts), fetch for the rest.
 */
interface Sent {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
const sent: Sent[] = [];
let answers: Array<{ status: number; body: unknown }> = [];
const next = () => answers.shift() ?? { status: 200, body: { success: true, message: '', data: { id: 1 } } };

stubTransport(test, ({ url, headers, body }) => {
  sent.push({ url, headers, body });
  const a = next();
  return { status: a.status, text: JSON.stringify(a.body) };
});

/** A session whose access token has expired; its refresh gives 'fresh' (or fails). */
function session(o: { refreshes: boolean }) {
  let token = 'expired';
  let refreshes = 0;
  configureApi({
    baseUrl: '',
    auth: {
      token: () => token,
      refresh: async () => {
        refreshes++;
        if (!o.refreshes) return false;
        token = 'fresh';
        return true;
      },
    },
  });
  return { refreshes: () => refreshes };
}
const unauthorized = { status: 401, body: { success: false, message: 'Error.Status.401', data: null } };
const created = { status: 200, body: { success: true, message: '', data: { id: 42 } } };
const schema = z.object({ success: z.boolean(), data: z.object({ id: z.number() }) });

test.before.each(() => {
  sent.length = 0;
  answers = [];
});

test('a multipart send answered 401 refreshes the session and is sent once more, same form, same key, new token', async () => {
  const s = session({ refreshes: true });
  answers = [unauthorized, created];
  const form = new FormData();
  form.append('message', 'Bonjour');
  const result = await sendMultipart('/api/chat/send', { form, schema, idempotencyKey: 'k-1' });
  assert.is(result.data.id, 42, 'stored, and the answer read');
  assert.is(s.refreshes(), 1);
  assert.is(sent.length, 2);
  assert.equal(sent.map((x) => x.headers.Authorization), ['Bearer expired', 'Bearer fresh']);
  assert.equal(sent.map((x) => x.headers['Idempotency-Key']), ['k-1', 'k-1'], 'the retry is the same submit');
  assert.is(sent[1].body, form);
});

test('a multipart send whose session has truly ended says so, after one refresh attempt and no second send', async () => {
  const s = session({ refreshes: false });
  answers = [unauthorized];
  try {
    await sendMultipart('/api/Notes/Create', { form: new FormData(), schema });
    assert.unreachable('should have failed');
  } catch (e) {
    assert.instance(e, ApiError);
    assert.is((e as ApiError).status, 401);
    assert.is((e as ApiError).message, 'Error.Status.401');
  }
  assert.is(s.refreshes(), 1);
  assert.is(sent.length, 1);
});

test('a 401 on a token replaced meanwhile is sent again with the current one, without spending the refresh token', async () => {
  let token = 'old';
  let refreshes = 0;
  configureApi({ baseUrl: '', auth: { token: () => token, refresh: async () => (refreshes++, true) } });
  answers = [unauthorized, created];
  const pending = sendMultipart('/api/x', { form: new FormData(), schema });
  token = 'new';
  await pending;
  assert.is(refreshes, 0);
  assert.equal(sent.map((x) => x.headers.Authorization), ['Bearer old', 'Bearer new']);
});

test('calls wait while the session renews its access token, then go out with the new one (no 401 first)', async () => {
  let token: string | null = null;
  let renewed!: () => void;
  const renewal = new Promise<void>((r) => (renewed = r));
  configureApi({ baseUrl: '', auth: { token: () => token, refresh: async () => false, ready: () => (token ? null : renewal) } });
  answers = [created, created];
  const a = call('/api/a', { schema });
  const b = sendMultipart('/api/b', { form: new FormData(), schema });
  await new Promise((r) => setTimeout(r, 10));
  assert.is(sent.length, 0, 'nothing sent without a token');
  token = 'renewed';
  renewed();
  await Promise.all([a, b]);
  assert.equal(sent.map((x) => x.headers.Authorization), ['Bearer renewed', 'Bearer renewed']);
});

test('the policy check waits for the renewal too (after a reload it starts 100 ms after the session, which may not hold a token yet); it never starts one', async () => {
  let token: string | null = null;
  let renewed!: () => void;
  const renewal = new Promise<void>((r) => (renewed = r));
  let refreshes = 0;
  configureApi({ baseUrl: '', auth: { token: () => token, refresh: async () => (refreshes++, false), ready: () => (token ? null : renewal) } });
  answers = [
    { status: 200, body: { success: true, message: '', data: { hasAcceptedPolicy: true, requiresPolicyAcceptance: true } } },
    // The current policy as GET /api/policy/privacyPolicy answers it (the terms page reads the same call).
    { status: 200, body: { success: true, message: '', data: { policyId: 1, version: 2, language: 'fr', title: 'Charte', content: '<p>…</p>', isEnforced: true, publishedDate: null } } },
  ];
  const status = fetchPolicyStatus(7);
  await new Promise((r) => setTimeout(r, 10));
  assert.is(sent.length, 0, 'no check sent without a token');
  token = 'renewed';
  renewed();
  assert.equal(await status, { hasAcceptedPolicy: true, requiresPolicyAcceptance: true, isEnforced: true });
  assert.equal(sent.map((x) => x.headers.Authorization), ['Bearer renewed', 'Bearer renewed']);
  assert.is(refreshes, 0);
});

test('the idempotency key rides as a header on JSON calls; calls without one send none', async () => {
  session({ refreshes: true });
  answers = [created, created];
  await call('/api/demandeconge/Create', { method: 'POST', body: { a: 1 }, schema, idempotencyKey: 'k-2' });
  await call('/api/demandeconge/GetDemandes', { method: 'POST', body: {}, schema });
  assert.is(sent[0].headers['Idempotency-Key'], 'k-2');
  assert.is(sent[1].headers['Idempotency-Key'], undefined);
});

test.run();
