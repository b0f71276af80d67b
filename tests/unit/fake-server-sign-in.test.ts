import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { attackTally } from './attack-tally';
import { makeBackend, type FakeBackend } from '../../server-fake/make-server';
import { call, configureApi } from '../../src/api/client';
import { login, refresh } from '../../src/api/session-api';
import { ApiError } from '../../src/api/api-error';
import { permissionsAnswer } from '../../src/domain/session';
import { urlOf } from '../fetch-call';

/**
 * Issue 21, section 4: sign-in compares the password exactly, answers 401 to a
 * failure, and after 5 failures for one user name within 15 minutes answers
 * 429 until 15 minutes have passed, on the demo clock. Tokens age on that
 * clock too, and the client's refresh carries a session over a time travel.
 */
const tally = attackTally();
const MIN = 60_000;
const start = Date.parse('2026-11-16T09:00:00Z');

/** A backend whose clock the test holds (the demo clock is ctx.now()). */
function clocked() {
  const backend = makeBackend({ today: new Date(start) });
  let now = start;
  backend.ctx.now = () => new Date(now);
  const api = fakeApi(backend);
  const signIn = (userName: string, password: string) => api.call('POST', '/api/auth/login', { userName, password });
  return { backend, api, signIn, at: (ms: number) => (now = start + ms) };
}

test('the password is compared exactly and a failure answers 401 with Login.Invalid', () => {
  const { signIn } = clocked();
  for (const wrong of ['DEMO', 'Demo', 'demo ', ' demo', 'dem', 'demo\u200b']) {
    const res = signIn('yasmine', wrong);
    assert.is(res.status, 401, wrong);
    assert.is(res.json.message, 'Login.Invalid');
    tally.note('signInCase', `'${wrong}' for 'demo'`, res.status === 200);
    // A success clears the failures, so the lockout does not get in the way of this check.
    assert.is(signIn('yasmine', 'demo').status, 200);
  }
  assert.is(signIn('nobody.here', 'demo').status, 401);
});

test('exactly 5 failures lock the user name: the 6th try answers 429, even with the right password', () => {
  const { signIn, at } = clocked();
  for (let i = 1; i <= 5; i++) {
    at(i * MIN);
    const res = signIn('yasmine', `wrong-${i}`);
    assert.is(res.status, 401, `failure ${i}`);
  }
  at(6 * MIN);
  const locked = signIn('yasmine', 'demo');
  assert.is(locked.status, 429);
  assert.is(locked.json.message, 'Login.TooManyAttempts');
  assert.is(locked.headers['Retry-After'], String(14 * 60), 'locked 15 minutes from the fifth failure');
  tally.note('signInLockout', 'the right password while locked', locked.status === 200);
  // Another user name is not locked; the same name in other letter case is.
  assert.is(signIn('karim', 'demo').status, 200);
  assert.is(signIn(' YASMINE ', 'demo').status, 429);
  // 30 more tries during the lock, then the right one: still locked (the measured attack signed in).
  for (let i = 0; i < 30; i++) tally.note('signInLockout', `try ${i} while locked`, signIn('yasmine', `guess-${i}`).status !== 429);
  assert.is(signIn('yasmine', 'demo').status, 429);
  // Released 15 minutes after the fifth failure, not before.
  at(5 * MIN + 15 * MIN - 1);
  assert.is(signIn('yasmine', 'demo').status, 429, 'one millisecond before the end');
  at(5 * MIN + 15 * MIN);
  assert.is(signIn('yasmine', 'demo').status, 200, 'at 15 minutes');
});

test('four failures do not lock; failures older than 15 minutes no longer count; a success clears them', () => {
  const { signIn, at } = clocked();
  for (let i = 0; i < 4; i++) assert.is(signIn('yasmine', 'x').status, 401);
  assert.is(signIn('yasmine', 'demo').status, 200, 'four failures then the right password');
  for (let i = 0; i < 4; i++) assert.is(signIn('yasmine', 'x').status, 401);
  assert.is(signIn('yasmine', 'demo').status, 200);
  assert.is(signIn('yasmine', 'x').status, 401, 'the slate was clean after the success: one failure');
  for (let i = 0; i < 3; i++) signIn('yasmine', 'x');
  // Four failures at 0; the fifth 15 minutes later is only the first of a new window.
  at(15 * MIN);
  assert.is(signIn('yasmine', 'x').status, 401);
  assert.is(signIn('yasmine', 'demo').status, 200);
});

test('an unknown user name locks like a known one (the lockout does not tell which names exist)', () => {
  const { signIn } = clocked();
  for (let i = 0; i < 5; i++) assert.is(signIn('nobody.here', 'x').status, 401);
  assert.is(signIn('nobody.here', 'x').status, 429);
});

test('the lock follows the demo clock: travelling 15 minutes ahead releases it', () => {
  const api = fakeApi();
  for (let i = 0; i < 5; i++) api.call('POST', '/api/auth/login', { userName: 'karim', password: 'no' });
  assert.is(api.call('POST', '/api/auth/login', { userName: 'karim', password: 'demo' }).status, 429);
  api.backend.db.meta.clockOffset = Number(api.backend.db.meta.clockOffset ?? 0) + 15 * MIN + 1000;
  assert.is(api.call('POST', '/api/auth/login', { userName: 'karim', password: 'demo' }).status, 200);
});

/** The real client (src/api) over a fetch that reaches the dispatcher. */
async function withClient<T>(backend: FakeBackend, run: (session: { token: string | null; refreshToken: string | null }) => Promise<T>): Promise<T> {
  const previous = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const u = new URL(urlOf(input), 'http://fake.local');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const res = backend.dispatcher.handle({ method: (init.method ?? 'GET') as 'GET', path: u.pathname, query: {}, headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(typeof res.body === 'string' ? res.body : (res.body as BodyInit), { status: res.status, headers: res.headers });
  }) as typeof fetch;
  const session = { token: null as string | null, refreshToken: null as string | null };
  configureApi({
    baseUrl: '',
    auth: {
      token: () => session.token,
      refresh: async () => {
        try {
          const g = await refresh(session.refreshToken ?? '');
          Object.assign(session, { token: g.token, refreshToken: g.refreshToken });
          return true;
        } catch {
          return false;
        }
      },
    },
  });
  try {
    return await run(session);
  } finally {
    globalThis.fetch = previous;
  }
}

test('the client reads 401 and 429 as the messages the sign-in page shows', async () => {
  const { backend } = clocked();
  await withClient(backend, async () => {
    const failed = await login({ userName: 'yasmine', password: 'DEMO' }).catch((e: unknown) => e);
    assert.instance(failed, ApiError);
    assert.equal([(failed as ApiError).message, (failed as ApiError).status], ['Login.Invalid', 401]);
    for (let i = 0; i < 4; i++) await login({ userName: 'yasmine', password: 'x' }).catch(() => null);
    const locked = await login({ userName: 'yasmine', password: 'demo' }).catch((e: unknown) => e);
    assert.equal([(locked as ApiError).message, (locked as ApiError).status], ['Login.TooManyAttempts', 429]);
  });
});

test('tokens age on the demo clock: +1 month ends the access token, the client refreshes and goes on', async () => {
  const { backend, at } = clocked();
  await withClient(backend, async (session) => {
    const grant = await login({ userName: 'yasmine', password: 'demo' });
    Object.assign(session, { token: grant.token, refreshToken: grant.refreshToken });
    const permissions = () => call('/api/auth/permissions', { schema: permissionsAnswer });
    assert.ok((await permissions()).data.includes('Conge.View'));
    // The access token lives an hour of demo time.
    at(60 * MIN - 1);
    assert.is(backend.dispatcher.handle({ method: 'GET', path: '/api/auth/permissions', query: {}, headers: { authorization: `Bearer ${grant.token}` }, body: undefined }).status, 200);
    at(60 * MIN + 1);
    assert.is(backend.dispatcher.handle({ method: 'GET', path: '/api/auth/permissions', query: {}, headers: { authorization: `Bearer ${grant.token}` }, body: undefined }).status, 401);
    // A month of travel: the call meets a 401, the client refreshes once and the call goes through.
    at(30 * 24 * 60 * MIN);
    assert.ok((await permissions()).data.includes('Conge.View'));
    assert.is.not(session.token, grant.token, 'a new access token');
    // The refresh token rotated: the old one is spent once its reuse interval (30 s, for a reload that cut the renewal short) is over.
    at(30 * 24 * 60 * MIN + MIN);
    assert.is(backend.dispatcher.handle({ method: 'POST', path: '/api/auth/refresh', query: {}, headers: {}, body: { refreshToken: grant.refreshToken } }).status, 401);
    // Three months without a call outlive the refresh token too: signed out.
    at(30 * 24 * 60 * MIN + 91 * 24 * 60 * MIN);
    const ended = await permissions().catch((e: unknown) => e);
    assert.is((ended as ApiError).status, 401);
  });
});

test.after(() => tally.record());
test('no attack of this file got through', () => {
  assert.equal(tally.through(), []);
});
test.run();
