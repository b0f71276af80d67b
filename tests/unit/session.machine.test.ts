import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type RestoredSession } from '../../machines/shared/session.machine';
import type { SessionGrant } from '../../src/domain/session';

const grant = (token = 't1'): SessionGrant => ({
  token, refreshToken: `r-${token}`, expiresAt: Date.now() + 1000, permissions: ['Conge.View'],
  user: { userId: 1, fullname: 'Yasmine El Idrissi', picturePath: null, fonction: 'Développeur', client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false },
});

/**
 * `restore` is the grant of an earlier visit: storage gives back its profile and
 * refresh token, and the first refresh (the renewal after the reload) answers it
 * again unless `renew` says otherwise; later refreshes answer `refresh`.
 */
function harness(o: { restore?: SessionGrant | null; renew?: () => Promise<SessionGrant>; login?: () => Promise<SessionGrant>; refresh?: () => Promise<SessionGrant>; logout?: () => Promise<void>; permissions?: () => Promise<string[]>; leave?: (refreshToken: string | null) => Promise<SessionGrant> } = {}) {
  const log: string[] = [];
  const shared: string[] = [];
  let logoutCalls = 0;
  let refreshes = 0;
  const refreshed: Array<string | null> = [];
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise<RestoredSession | null>(async () => (o.restore ? { refreshToken: o.restore.refreshToken, user: o.restore.user, permissions: o.restore.permissions, location: '/conge/demande' } : null)),
      login: fromPromise(async () => (o.login ?? (async () => grant()))()),
      refresh: fromPromise(async ({ input }) => {
        refreshed.push(input.refreshToken);
        if (refreshes++ === 0 && o.restore) return (o.renew ?? (async () => o.restore!))();
        return (o.refresh ?? (async () => grant('t2')))();
      }),
      logout: fromPromise(async () => {
        logoutCalls++;
        await (o.logout ?? (() => new Promise<void>((r) => setTimeout(r, 20))))();
      }),
      fetchPermissions: fromPromise(async () => (o.permissions ?? (async () => ['Conge.View', 'Expenses.View']))()),
      leaveConnectedUser: fromPromise<SessionGrant, { refreshToken: string | null }>(async ({ input }) => (o.leave ?? (async () => grant('admin')))(input.refreshToken)),
    },
    actions: {
      persist: () => log.push('persist'),
      clearStorage: () => log.push('clearStorage'),
      goToLogin: (_, p) => log.push(`goToLogin:${p.returnUrl ?? ''}`),
      goToReturnUrl: (_, p) => log.push(`goToReturnUrl:${p.returnUrl ?? ''}`),
      reloadPage: () => log.push('reload'),
      notifyError: (_, p) => log.push(`error:${p.message}`),
      logError: () => log.push('logged'),
      closePanels: () => log.push('closePanels'),
      // What is told to the other tabs, apart from the log the tests above read.
      shareGrant: (_, p) => shared.push(`shareGrant:${p.grant.token}`),
      shareSwitch: (_, p) => shared.push(`shareSwitch:${p.grant.token}`),
      shareEnd: () => shared.push('shareEnd'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, log, shared, logoutCalls: () => logoutCalls, refreshed };
}

/** Waits for the restored session to hold its renewed token, then forgets what the renewal logged. */
async function restored(h: ReturnType<typeof harness>) {
  await waitFor(h.actor, (s) => s.matches({ signedIn: 'active' }));
  h.log.length = 0;
}

test('without a stored session the user is signed out', async () => {
  const { actor } = harness();
  await waitFor(actor, (s) => s.matches('signedOut'));
});

test('a stored session is restored: the profile at once, the access token renewed from the refresh token (issue 21)', async () => {
  const h = harness({ restore: grant() });
  const first = await waitFor(h.actor, (x) => x.matches('signedIn'));
  assert.ok(first.matches({ signedIn: 'refreshing' }), 'renewing first');
  assert.is(first.context.user?.fullname, 'Yasmine El Idrissi');
  assert.is(first.context.token, null, 'no access token came from storage');
  const s = await waitFor(h.actor, (x) => x.matches({ signedIn: 'active' }));
  assert.is(s.context.token, 't1');
  assert.equal(h.refreshed, ['r-t1']);
  assert.equal(h.log, ['persist'], 'the rotated refresh token is kept');
});

test('a renewal that repeats the profile and the permissions keeps them as they were, so nothing reading them renders again (issue 25); a change is taken', async () => {
  const h = harness({ restore: grant(), refresh: async () => ({ ...grant('t3'), permissions: ['Conge.View', 'Expenses.View'] }) });
  const restoredFirst = await waitFor(h.actor, (x) => x.matches({ signedIn: 'refreshing' }));
  const { user, permissions } = restoredFirst.context;
  const renewed = await waitFor(h.actor, (x) => x.matches({ signedIn: 'active' }));
  assert.is(renewed.context.token, 't1', 'the renewal is held');
  assert.ok(renewed.context.user === user, 'the same profile object');
  assert.ok(renewed.context.permissions === permissions, 'the same permissions array');
  // A later refresh whose permissions differ: the new ones are held.
  h.actor.send({ type: 'session.unauthorized' });
  const changed = await waitFor(h.actor, (x) => x.matches({ signedIn: 'active' }) && x.context.token === 't3');
  assert.equal(changed.context.permissions, ['Conge.View', 'Expenses.View']);
  assert.ok(changed.context.user === user, 'the profile, unchanged, is still the same object');
});

test('a stored session whose refresh token is refused has ended: to sign in, back where the user was', async () => {
  const h = harness({ restore: grant(), renew: async () => Promise.reject(new Error('Error.Status.401')) });
  const s = await waitFor(h.actor, (x) => x.matches('signedOut'));
  assert.is(s.context.user, null);
  assert.equal(h.log, ['clearStorage', 'goToLogin:/conge/demande']);
});

test('sign in keeps the grant and goes to the returnUrl', async () => {
  const { actor, log } = harness();
  await waitFor(actor, (s) => s.matches('signedOut'));
  actor.send({ type: 'session.signIn', credentials: { userName: 'yasmine', password: 'demo' }, returnUrl: '/expenses' });
  const s = await waitFor(actor, (x) => x.matches('signedIn'));
  assert.is(s.context.token, 't1');
  assert.equal(log, ['persist', 'goToReturnUrl:/expenses']);
});

test('a failed sign in says why and stays signed out', async () => {
  const { actor } = harness({ login: async () => Promise.reject(new Error('Login.Invalid')) });
  await waitFor(actor, (s) => s.matches('signedOut'));
  actor.send({ type: 'session.signIn', credentials: { userName: 'x', password: 'y' } });
  const s = await waitFor(actor, (x) => x.matches('signedOut') && !!x.context.error);
  assert.is(s.context.error, 'Login.Invalid');
});

test('a second logout while one runs does nothing (spec 1 section 2.7)', async () => {
  const h = harness({ restore: grant() });
  await restored(h);
  h.actor.send({ type: 'session.logout', returnUrl: '/forms' });
  h.actor.send({ type: 'session.logout' });
  h.actor.send({ type: 'session.logout' });
  const s = await waitFor(h.actor, (x) => x.matches('signedOut'));
  assert.is(h.logoutCalls(), 1);
  assert.is(s.context.token, null);
  assert.equal(h.log.filter((l) => l.startsWith('goToLogin')), ['goToLogin:/forms']);
  assert.ok(h.log.includes('clearStorage'));
});

test('a failed logout call still clears the session and goes to login', async () => {
  const h = harness({ restore: grant(), logout: async () => Promise.reject(new Error('network')) });
  await restored(h);
  h.actor.send({ type: 'session.logout' });
  await waitFor(h.actor, (x) => x.matches('signedOut'));
  assert.ok(h.log.includes('goToLogin:'));
});

test('a 401 refreshes the session and carries on', async () => {
  const h = harness({ restore: grant() });
  await restored(h);
  h.actor.send({ type: 'session.unauthorized', returnUrl: '/expenses' });
  assert.ok(h.actor.getSnapshot().matches({ signedIn: 'refreshing' }));
  h.actor.send({ type: 'session.unauthorized' });
  const s = await waitFor(h.actor, (x) => x.matches({ signedIn: 'active' }));
  assert.is(s.context.token, 't2');
});

test('S2.4.14 a failed refresh goes back to login with the returnUrl', async () => {
  const h = harness({ restore: grant(), refresh: async () => Promise.reject(new Error('expired')) });
  await restored(h);
  h.actor.send({ type: 'session.unauthorized', returnUrl: '/conge/demande?waiting=true' });
  const s = await waitFor(h.actor, (x) => x.matches('signedOut'));
  assert.ok(h.log.includes('goToLogin:/conge/demande?waiting=true'));
  assert.is(s.context.user, null);
});

test('S2.6.09 updatedUserRole refreshes the permissions, then reloads the page', async () => {
  const h = harness({ restore: grant() });
  await restored(h);
  h.actor.send({ type: 'session.roleUpdated' });
  const s = await waitFor(h.actor, (x) => x.matches({ signedIn: 'active' }) && x.context.permissions.length === 2);
  assert.equal(s.context.permissions, ['Conge.View', 'Expenses.View']);
  assert.equal(h.log.slice(-2), ['persist', 'reload']);
});


const connected = (): SessionGrant => ({ ...grant('t1'), user: { ...grant('t1').user, isConnectToUser: true } });
const admin = (): SessionGrant => ({ ...grant('t1'), user: { ...grant('t1').user, userId: 4, fullname: 'Omar Tazi', isConnectToUser: false } });

test('leaving the connected-as-another-user state keeps the administrator\'s grant, then reloads (spec 1 section 1)', async () => {
  let asked: string | null = null;
  const h = harness({ restore: connected(), leave: async (r) => ((asked = r), admin()) });
  await restored(h);
  h.actor.send({ type: 'session.leaveConnectedUser' });
  assert.ok(h.actor.getSnapshot().matches({ signedIn: 'leavingConnectedUser' }));
  const s = await waitFor(h.actor, (x) => x.matches({ signedIn: 'active' }));
  assert.is(asked, 'r-t1');
  assert.is(s.context.user?.fullname, 'Omar Tazi');
  assert.is(s.context.user?.isConnectToUser, false);
  // Persisted before the reload, so the reloaded page restores the administrator.
  assert.equal(h.log, ['persist', 'reload']);
});

test('a refused leave shows the server message and stays connected as the user', async () => {
  const h = harness({ restore: connected(), leave: async () => Promise.reject(new Error('Impersonation.NotConnected')) });
  await restored(h);
  h.actor.send({ type: 'session.leaveConnectedUser' });
  const s = await waitFor(h.actor, (x) => x.matches({ signedIn: 'active' }) && h.log.length > 0);
  assert.equal(h.log, ['error:Impersonation.NotConnected']);
  assert.is(s.context.user?.isConnectToUser, true);
});

test('a switch to another persona (demo bar) closes the open panels before the new grant is held (issue 26)', async () => {
  const h = harness({ restore: grant() });
  await restored(h);
  const other = grant('t-karim');
  other.user = { ...other.user, userId: 2, fullname: 'Karim Benali' };
  h.actor.send({ type: 'session.switched', grant: other });
  const s = h.actor.getSnapshot();
  assert.ok(s.matches({ signedIn: 'active' }));
  assert.is(s.context.user?.userId, 2);
  assert.equal(h.log, ['closePanels', 'persist']);
  assert.equal(h.shared, ['shareGrant:t1', 'shareSwitch:t-karim'], 'told to the other tabs');
});

// Issue 37 item 5: tabs of one browser share one session.
test('a renewal is told to the other tabs; a renewal told by another tab is taken without a call, for the same person only', async () => {
  const h = harness({ restore: grant() });
  await waitFor(h.actor, (s) => s.matches({ signedIn: 'active' }));
  assert.equal(h.shared, ['shareGrant:t1'], 'the renewal after the reload is told');
  h.actor.send({ type: 'session.unauthorized' });
  await waitFor(h.actor, (s) => s.matches({ signedIn: 'active' }) && s.context.token === 't2');
  assert.equal(h.shared, ['shareGrant:t1', 'shareGrant:t2']);
  h.log.length = 0;
  h.actor.send({ type: 'session.renewedElsewhere', grant: grant('t3') });
  assert.is(h.actor.getSnapshot().context.token, 't3');
  assert.is(h.actor.getSnapshot().context.refreshToken, 'r-t3');
  assert.equal(h.log, [], 'taken as told: not stored again');
  assert.is(h.shared.length, 2, 'not told on');
  const other = grant('t-karim');
  other.user = { ...other.user, userId: 2 };
  h.actor.send({ type: 'session.renewedElsewhere', grant: other });
  assert.is(h.actor.getSnapshot().context.token, 't3', "another person's renewal is not this tab's");
});

test('a sign-out or an expiry is told to the other tabs; told by another, this tab leaves for login with its own way back and calls nothing', async () => {
  const h = harness({ restore: grant() });
  await restored(h);
  h.actor.send({ type: 'session.logout' });
  assert.equal(h.shared, ['shareGrant:t1', 'shareEnd']);
  const e = harness({ restore: grant(), refresh: () => Promise.reject(new Error('refused')) });
  await restored(e);
  e.actor.send({ type: 'session.unauthorized', returnUrl: '/expenses' });
  await waitFor(e.actor, (s) => s.matches('signedOut'));
  assert.ok(e.shared.includes('shareEnd'), 'an expiry is told too');
  const o = harness({ restore: grant() });
  await restored(o);
  o.actor.send({ type: 'session.endedElsewhere', returnUrl: '/conge/demande' });
  const s = o.actor.getSnapshot();
  assert.ok(s.matches('signedOut'));
  assert.is(s.context.token, null);
  assert.equal(o.log, ['goToLogin:/conge/demande']);
  assert.equal(o.shared, ['shareGrant:t1'], 'told by another tab: not told on');
  assert.is(o.logoutCalls(), 0, 'the other tab signed out: no second logout');
});

test('a switch of person made in another tab is taken without being stored or told again', async () => {
  const h = harness({ restore: grant() });
  await restored(h);
  const other = grant('t-karim');
  other.user = { ...other.user, userId: 2, fullname: 'Karim Benali' };
  h.actor.send({ type: 'session.switchedElsewhere', grant: other });
  assert.is(h.actor.getSnapshot().context.user?.userId, 2);
  assert.equal(h.log, ['closePanels']);
  assert.equal(h.shared, ['shareGrant:t1'], 'not told on');
});

test.run();
