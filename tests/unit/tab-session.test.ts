import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SessionGrant } from '../../src/domain/session';

/**
 * Issue 37 item 5, the tab side: a renewal waits for the browser-wide lock,
 * and a tab that waited takes the grant another tab told meanwhile instead
 * of spending its own, already rotated, refresh token.
 */
const grant = (token: string, userId = 1): SessionGrant => ({
  token, refreshToken: `r-${token}`, expiresAt: 0, permissions: [],
  user: { userId, fullname: 'Yasmine El Idrissi', picturePath: null, fonction: null, client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false },
});

test('three tabs renewing at once: one call, the others take its grant; another person\'s grant is not taken', async () => {
  // Two "tabs" in one process: two channels of the same name, and the Web Locks API of Node's navigator when present.
  const tab = await import('../../src/app/tab-session');
  tab.shareSessionAcrossTabs();
  const other = new BroadcastChannel('mintrh-session');
  (other as { unref?: () => void }).unref?.();
  const heard: string[] = [];
  const stop = tab.hearOtherTabs((m) => heard.push(m.type));
  let calls = 0;
  const renew = async () => {
    calls++;
    await new Promise((r) => setTimeout(r, 30));
    const g = grant(`t${calls}`);
    // The tab that renewed tells the others (session.effects.ts's shareGrant).
    other.postMessage({ type: 'renewed', grant: g });
    await new Promise((r) => setTimeout(r, 10));
    return g;
  };
  const first = await tab.renewOnce(1, 'r-t0', renew);
  const [second, third] = await Promise.all([tab.renewOnce(1, 'r-t0', renew), tab.renewOnce(1, 'r-t0', renew)]);
  assert.is(first.token, 't1');
  assert.is(calls, 1, 'one call for three renewals');
  assert.is(second.token, 't1');
  assert.is(third.token, 't1');
  assert.equal(heard, ['renewed']);
  // Karim's tab told its own renewal: Yasmine's renewal still calls.
  other.postMessage({ type: 'renewed', grant: grant('k1', 2) });
  await new Promise((r) => setTimeout(r, 20));
  const own = await tab.renewOnce(1, 'r-t1', async () => grant('t9'));
  assert.is(own.token, 't9');
  stop();
  other.close();
});

test('a tab just opened takes the grant another tab of the same person holds, with no renewal; alone, or for another person, it renews', async () => {
  const tab = await import('../../src/app/tab-session');
  tab.shareSessionAcrossTabs();
  // The tab already open: it answers an ask with the grant it holds, good for an hour.
  const open = new BroadcastChannel('mintrh-session');
  (open as { unref?: () => void }).unref?.();
  const held = { ...grant('held'), expiresAt: Date.now() + 3600_000 };
  open.onmessage = (e: MessageEvent) => {
    if (e.data.type === 'ask' && e.data.userId === held.user.userId) open.postMessage({ type: 'current', grant: held });
  };
  let calls = 0;
  const renew = async () => (calls++, grant(`fresh${calls}`, 3));
  const taken = await tab.renewOnce(1, held.refreshToken, renew, () => held.refreshToken, true);
  assert.is(taken.token, 'held');
  assert.is(calls, 0, 'no renewal: the open tab\'s tokens stay good');
  // Another person's new tab: nobody holds that session, so it renews after a short wait.
  const alone = await tab.renewOnce(3, 'r-x', renew, () => 'r-x', true);
  assert.is(alone.token, 'fresh1');
  // A renewal after a 401 (not a restore) never asks: the held token is the one refused.
  await tab.renewOnce(1, held.refreshToken, async () => (calls++, grant('after401')), () => held.refreshToken, false);
  assert.is(calls, 2);
  open.close();
});

test('with Web Locks: a slow tab that holds the session is waited for; with none held, a new tab renews at once', async () => {
  // A stand-in for the browser's Web Locks: held names while their callback runs (one process, no real exclusion needed here).
  const held = new Set<string>();
  const locks = {
    async request(name: string, a: unknown, b?: () => Promise<unknown>) {
      const run = (typeof a === 'function' ? a : b) as () => Promise<unknown>;
      const signal = typeof a === 'object' ? (a as { signal?: AbortSignal }).signal : undefined;
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
      held.add(name);
      try {
        return await run();
      } finally {
        held.delete(name);
      }
    },
    async query() {
      return { held: [...held].map((name) => ({ name })), pending: [] };
    },
  };
  const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
  try {
    const tab = await import('../../src/app/tab-session');
    tab.shareSessionAcrossTabs();
    // This tab signs in as person 7 and holds its lock; it then signs out: the lock goes.
    tab.holdSession(7);
    await new Promise((r) => setTimeout(r, 5));
    assert.ok([...held].some((n) => n.startsWith('mintrh-signed-in:7:')), 'held while signed in');
    tab.holdSession(null);
    await new Promise((r) => setTimeout(r, 5));
    assert.is(held.size, 0, 'let go at sign-out');

    // Another tab holds person 5's session and answers only after 600 ms (a busy machine): it is waited for.
    held.add('mintrh-signed-in:5:other');
    const open = new BroadcastChannel('mintrh-session');
    (open as { unref?: () => void }).unref?.();
    const theirs = { ...grant('theirs', 5), expiresAt: Date.now() + 3600_000 };
    open.onmessage = (e: MessageEvent) => {
      if (e.data.type === 'ask' && e.data.userId === 5) setTimeout(() => open.postMessage({ type: 'current', grant: theirs }), 600);
    };
    let calls = 0;
    const renew = async () => (calls++, grant(`fresh${calls}`, 5));
    const taken = await tab.renewOnce(5, 'r-x', renew, () => 'r-x', true);
    assert.is(taken.token, 'theirs');
    assert.is(calls, 0, 'no renewal: the busy tab\'s tokens stay good');

    // Nobody holds person 6's session: no wait at all.
    const started = Date.now();
    const alone = await tab.renewOnce(6, 'r-y', async () => (calls++, grant('fresh6', 6)), () => 'r-y', true);
    assert.is(alone.token, 'fresh6');
    assert.ok(Date.now() - started < 100, `renewed at once (${Date.now() - started} ms)`);

    // Another tab has just spent person 8's refresh token; this tab's storage still shows it (read late, as Chromium's
    // storage can be under load) and the other tab's word comes 300 ms later: this tab waits for it and spends nothing.
    held.add(tab.spentLockName(8, 'r-z0', 'other'));
    open.onmessage = null;
    setTimeout(() => open.postMessage({ type: 'renewed', grant: grant('z1', 8) }), 300);
    const waited = await tab.renewOnce(8, 'r-z0', async () => (calls++, grant('z-again', 8)), () => 'r-z0');
    assert.is(waited.token, 'z1');
    assert.is(calls, 1, 'the token another tab spent is not spent again');
    // This tab's own renewal marks the token it spends, for the tabs queued behind it.
    const spending = tab.renewOnce(9, 'r-q0', async () => {
      assert.ok(held.has(tab.spentLockName(9, 'r-q0')), 'marked before the call');
      return grant('q1', 9);
    }, () => 'r-q0');
    assert.is((await spending).token, 'q1');
    open.close();
  } finally {
    if (before) Object.defineProperty(globalThis, 'navigator', before);
    else Reflect.deleteProperty(globalThis, 'navigator');
  }
});

test.run();
