import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { waitFor } from 'xstate';
import { createSessionActor } from '../../src/app/session-service';
import { call } from '../../src/api/client';
import { isApiError } from '../../src/api/api-error';
import * as z from 'zod';
import { textOf, urlOf } from '../fetch-call';

/**
 * Issue 21, section 2: no access token in Web Storage. The session service
 * runs as the app runs it (its storage, its calls through the one client),
 * against a stubbed server that rotates the refresh token on every use and
 * revokes it on logout.
 */
const realFetch = globalThis.fetch;
let issued = 0;
const live = new Map<string, string>(); // refresh token → access token
const calls: string[] = [];
let release: () => void = () => {};
const user = { userId: 1, fullname: 'Yasmine El Idrissi', picturePath: null, fonction: null, client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false };
const grant = () => {
  issued++;
  const g = { token: `access-${issued}`, refreshToken: `refresh-${issued}`, expiresAt: Date.now() + 3600000, user, permissions: ['Conge.View'] };
  live.set(g.refreshToken, g.token);
  return g;
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve() {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(urlOf(input), 'http://localhost:8080').pathname;
    calls.push(path);
    if (path === '/api/auth/login') return json({ success: true, message: '', data: grant() });
    if (path === '/api/auth/refresh') {
      const { refreshToken } = JSON.parse(textOf(init?.body)) as { refreshToken: string };
      if (!live.delete(refreshToken)) return json({ success: false, message: 'Error.Status.401', data: null }, 401);
      return json({ success: true, message: '', data: grant() });
    }
    if (path === '/api/auth/logout') {
      live.clear();
      return json({ success: true, message: '', data: null });
    }
    if (path === '/api/slow/read') {
      // Answered only when released (or refused, as a browser does, when aborted).
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
        release = () => resolve(json({ success: true, message: '', data: { leave: 'of the signed-out person' } }));
      });
    }
    return json({ success: false, message: 'Error.Status.404', data: null }, 404);
  }) as typeof fetch;
}

/** Every value in both storages, as one text a thief would read. */
const storageText = () => [localStorage, sessionStorage].map((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`).join('\n')).join('\n');

test.before.each(() => {
  localStorage.clear();
  sessionStorage.clear();
  calls.length = 0;
  issued = 0;
  live.clear();
  serve();
});
test.after(() => {
  globalThis.fetch = realFetch;
});

test('after sign-in the access token is in memory only; the refresh token is what storage keeps', async () => {
  const actor = createSessionActor();
  await waitFor(actor, (s) => s.matches('signedOut'));
  actor.send({ type: 'session.signIn', credentials: { userName: 'yasmine', password: 'demo' } });
  const s = await waitFor(actor, (x) => x.matches({ signedIn: 'active' }));
  assert.is(s.context.token, 'access-1');
  assert.not.ok(storageText().includes('access-1'), 'no access token in Web Storage');
  assert.ok(storageText().includes('refresh-1'), 'the refresh token survives a reload');
  actor.stop();
});

test('a reload signs back in through the refresh token, which rotates; still no access token stored; logout revokes and forgets', async () => {
  const first = createSessionActor();
  await waitFor(first, (s) => s.matches('signedOut'));
  first.send({ type: 'session.signIn', credentials: { userName: 'yasmine', password: 'demo' } });
  await waitFor(first, (x) => x.matches({ signedIn: 'active' }));
  first.stop();

  // The reload: a new session service reading the same storage.
  const again = createSessionActor();
  const restored = await waitFor(again, (x) => x.matches({ signedIn: 'active' }));
  assert.is(restored.context.user?.fullname, 'Yasmine El Idrissi');
  assert.is(restored.context.token, 'access-2', 'a new access token, from the refresh');
  assert.equal(calls, ['/api/auth/login', '/api/auth/refresh']);
  const stored = storageText();
  assert.not.ok(stored.includes('access-1') || stored.includes('access-2'), 'no access token in Web Storage after the refresh');
  assert.ok(stored.includes('refresh-2') && !stored.includes('refresh-1'), 'the rotated refresh token replaced the spent one');

  again.send({ type: 'session.logout' });
  await waitFor(again, (x) => x.matches('signedOut'));
  assert.not.ok(storageText().includes('refresh-'), 'nothing left to restore');
  assert.is(live.size, 0, 'revoked on the server');
  again.stop();
});

test('signing out drops the read still on its way (nobody is left to see it) and still revokes the session', async () => {
  const actor = createSessionActor();
  await waitFor(actor, (s) => s.matches('signedOut'));
  actor.send({ type: 'session.signIn', credentials: { userName: 'yasmine', password: 'demo' } });
  await waitFor(actor, (x) => x.matches({ signedIn: 'active' }));
  const read = call('/api/slow/read', { schema: z.object({ data: z.unknown() }) }).then(() => 'answered', (e: unknown) => e);
  await new Promise((r) => setTimeout(r, 0));
  actor.send({ type: 'session.logout' });
  const e = await Promise.race([read, new Promise((r) => setTimeout(() => r('still waiting'), 1000))]);
  assert.ok(isApiError(e) && e.kind === 'aborted', `the read is aborted at sign-out, got ${String(e)}`);
  await waitFor(actor, (x) => x.matches('signedOut'));
  assert.ok(calls.includes('/api/auth/logout'), 'the logout call is not dropped with the reads');
  release();
  actor.stop();
});

test('a reload whose refresh token was revoked ends at sign-in, with the way back', async () => {
  localStorage.setItem('session', JSON.stringify({ refreshToken: 'revoked', user, permissions: [] }));
  history.replaceState(null, '', '/conge/demande');
  const actor = createSessionActor();
  await waitFor(actor, (x) => x.matches('signedOut'));
  assert.is(`${location.pathname}${location.search}`, '/account/login?returnUrl=%2Fconge%2Fdemande');
  assert.is(localStorage.getItem('session'), null);
  actor.stop();
});

test('a grant stored whole by an older version gives up its access token at the first write', async () => {
  localStorage.setItem('session', JSON.stringify({ ...grant(), token: 'old-access' }));
  const actor = createSessionActor();
  await waitFor(actor, (x) => x.matches({ signedIn: 'active' }));
  assert.not.ok(storageText().includes('old-access'));
  actor.stop();
});

test.run();
