import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { type AnyMachineSnapshot, fromPromise } from 'xstate';
import { personas } from '../../../../fixtures/personas';
import { sessionMachine } from '../../../../machines/shared/session.machine';
import { users } from '../../../../server-fake/models/organisation';
import { sessions } from '../../../../server-fake/models/session';
import { fetchPermissions, leaveConnectedUser, login, logout, refresh } from '../../../../src/api/session-api';
import { fakeApi } from '../../../unit/fake-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { absent, arrivedBy, errorToast } from '../../ui/ui-helpers';
import { tasks } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

/**
 * Every lifecycle machine the model-based runner walks. A machine lists the
 * events the graph traversal may send (with concrete payloads, including the
 * done and error events of its invoked actors and its delayed transitions),
 * and the input it starts from. A machine file under machines/ that is not
 * registered here fails the runner.
 */
const grant = {
  token: 't', refreshToken: 'r', expiresAt: 0, permissions: ['Conge.View'],
  user: { userId: 1, fullname: 'Test User', picturePath: null, fonction: null, client: 'Atlas', chatAccessLevel: 'EnableChat', isConnectToUser: false },
};

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'session',
  file: 'shared/session.machine.ts',
  machine: sessionMachine,
  events: [
    done('restore', { refreshToken: grant.refreshToken, user: grant.user, permissions: grant.permissions, location: '/conge/demande' }), done('restore', null),
    { type: 'session.signIn', credentials: { userName: 'u', password: 'p' } },
    done('login', grant), error('login'),
    { type: 'session.unauthorized' }, done('refresh', grant), error('refresh'),
    { type: 'session.roleUpdated' }, done('fetchPermissions', ['Conge.View']), error('fetchPermissions'),
    { type: 'session.leaveConnectedUser' }, done('leaveConnectedUser', grant), error('leaveConnectedUser'),
    { type: 'session.logout' }, done('logout'), error('logout'),
    { type: 'session.switched', grant },
    // What another tab of the browser tells (production): its renewal (this person's, or someone else's), a switch, the end.
    { type: 'session.renewedElsewhere', grant: { ...grant, token: 't2', refreshToken: 'r2' } },
    { type: 'session.renewedElsewhere', grant: { ...grant, token: 't3', refreshToken: 'r3', user: { ...grant.user, userId: 2, fullname: 'Other Person' } } },
    { type: 'session.switchedElsewhere', grant: { ...grant, token: 't4', refreshToken: 'r4', user: { ...grant.user, userId: 2, fullname: 'Other Person' } } },
    { type: 'session.endedElsewhere', returnUrl: '/conge/demande' },
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The session, from boot: start() reloads the app (with the stored grant, or
 * without it for 'no session'); sign in on the login page (persona buttons),
 * a 401 on a read (the tasks shortcut) for the refresh, the 'updatedUserRole'
 * push for the permissions, the user menu's sign-out, and the demo bar's
 * persona switch. Paths end signed out or as another persona: closeAfter.
 * Impersonation (spec 1 section 1): a path that leaves the connected-as state
 * starts as the demo bar's 'owner connected as Yasmine' (the reload restores
 * that grant); the banner's button leaves it, and on success the page reloads
 * as Omar. The world says whether the grant in force is still the connected one.
 */
const noSession = (ui: { path: { steps: Array<{ event: { type: string; output?: unknown } }> } }) =>
  ui.path.steps[0]?.event.type === 'xstate.done.actor.restore' && ui.path.steps[0].event.output === null;

const connectsAs = (ui: { path: { steps: Array<{ event: { type: string } }> } }) => ui.path.steps.some((s) => s.event.type === 'session.leaveConnectedUser');

const banner = (page: Page) => page.locator('.impersonation-banner');

const leaveDone = 'xstate.done.actor.leaveConnectedUser';

const leaveFailed = 'xstate.error.actor.leaveConnectedUser';

type SessionWorld = 'connected' | 'plain';

export const sessionAdapter: UiAdapter = {
  machine: 'session',
  persona: 'employee',
  writes: ['session.signIn', 'session.logout', 'session.switched', 'session.leaveConnectedUser'],
  closeAfter: true,
  maxLength: 10,
  world: 'connected' satisfies SessionWorld,
  // A sign-in, a persona switch or a successful leave puts a grant in force that is nobody's impersonation.
  track: (world: SessionWorld, e) => (['session.switched', 'xstate.done.actor.login', leaveDone].includes(e.type) ? 'plain' : world),
  feasible: (e, _c, from) => e.type !== 'session.leaveConnectedUser' || from.world === 'connected',
  // The refresh replaces the token: a hub (re)connection still holding the old one is refused, and SignalR says so
  // on the console before the realtime machine asks for the new token (its 401 path).
  consoleErrors: { 'session.unauthorized': /Failed to start the connection: Error: Unauthorized/ },
  waived: {
    'session.signedIn.active ─session.renewedElsewhere*': "production only: the demo's tabs each run their own fake server (src/app/tab-session.ts); tests/browser/tabs-production.test.ts walks it with three tabs",
    'session.signedIn ─session.switchedElsewhere*': "production only: the demo's tabs each run their own fake server; tests/browser/tabs-production.test.ts",
    'session.signedIn ─session.endedElsewhere*': "production only: the demo's tabs each run their own fake server; tests/browser/tabs-production.test.ts",
  },
  async start(ui) {
    if (noSession(ui)) await ui.page.evaluate(() => localStorage.removeItem('session'));
    else if (connectsAs(ui)) {
      // Omar (owner) connected as Yasmine, from the demo bar; the reload below restores that grant.
      await ui.page.getByTestId('persona-switch').selectOption('omar>yasmine');
      await banner(ui.page).waitFor();
    }
    await ui.reload('/');
  },
  actions: {
    'session.signIn': (ui) => ui.page.locator('[data-persona="employee"]').click(),
    async 'session.unauthorized'(ui) {
      // The dashboard's cards in view read as they come (those below the fold wait for the person, and say they are
      // not busy): the 401 is armed once none is busy, or a read on its way when a failed refresh ends the session is
      // refused too, an error this step did not arm (seen in full runs: the decisions card's five lists).
      await ui.page.waitForFunction(() => !document.querySelector('#main [aria-busy="true"]'), undefined, { timeout: 15000 });
      // A read answered 401: the client asks the session for a fresh token, then sends the read again.
      await ui.failNext('GET', '^/api/tasks/assigned$', 'Unauthorized', 401);
      await tasks(ui.page).click();
    },
    async 'session.roleUpdated'(ui) {
      // The hub's 'updatedUserRole' push reaches a connected client only.
      await ui.page.waitForFunction(() => (window as any).__mintrhInspection.live('realtime').some((a: { state: string }) => /connected/.test(a.state) && !/reconnecting/.test(a.state)));
      // Permissions read: the app reloads the page; the walk waits for the new one (the executor then follows its fresh log).
      const reloads = ui.path.steps[ui.step]?.event.type === 'xstate.done.actor.fetchPermissions';
      const loaded = reloads ? ui.page.waitForEvent('load', { timeout: 15000 }) : null;
      // To whoever is signed in (Omar again after leaving the connected-as state).
      const userId = await ui.page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? 'null') as { user?: { userId?: number } } | null)?.user?.userId ?? 1);
      const sent = await ui.backend((b: any, id: number) => (typeof b.hub?.sendToUser === 'function' ? (b.hub.sendToUser(id, 'updatedUserRole'), 'sent') : `no hub: ${Object.keys(b).join(',')}`), userId);
      if (sent !== 'sent') throw new Error(sent);
      if (loaded) {
        await loaded;
        await ui.page.locator('nav#side-nav').waitFor({ timeout: 15000 });
      }
    },
    async 'session.logout'(ui) {
      await ui.page.getByTestId('user-menu').click();
      await ui.page.locator('[data-menu="signOut"]').click();
    },
    async 'session.switched'(ui) {
      const select = ui.page.getByTestId('persona-switch');
      const next = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption({ index: 1 });
      // The switch signs in first: the step is taken once the session holds the new person, which the controlled
      // select then shows. The walk used to go on at once, still in the previous person's 'active'; a 401 armed then
      // came back after the switch, was retried with the new token as it should be, and no refresh started (a
      // retry-pass of the full run, path 1 step 5).
      await ui.page.waitForFunction((v) => (document.querySelector('[data-testid=persona-switch]') as HTMLSelectElement | null)?.value === v, next, { timeout: 15000 });
      await ui.page.locator('nav#side-nav').waitFor();
    },
    async 'session.leaveConnectedUser'(ui) {
      // On success the app reloads the page: the walk waits for the new one.
      const loaded = ui.path.steps[ui.step]?.event.type === leaveDone ? ui.page.waitForEvent('load', { timeout: 15000 }) : null;
      await banner(ui.page).getByRole('button', { name: 'Quitter cette session' }).click();
      if (loaded) {
        await loaded;
        await ui.page.locator('nav#side-nav').waitFor({ timeout: 15000 });
      }
    },
  },
  faults: {
    'xstate.error.actor.login': { method: 'POST', path: '^/api/auth/login$' },
    'xstate.error.actor.refresh': { method: 'POST', path: '^/api/auth/refresh$' },
    'xstate.error.actor.fetchPermissions': { method: 'GET', path: '^/api/auth/permissions$' },
    'xstate.error.actor.logout': { method: 'POST', path: '^/api/auth/logout$' },
    [leaveFailed]: { method: 'POST', path: '^/api/auth/logoutConnectedUser$' },
  },
  states: {
    async 'session.signedOut'(ui) {
      await ui.page.locator('[data-persona]').first().waitFor();
      if (arrivedBy(ui) === 'xstate.error.actor.login') await ui.page.getByRole('alert').waitFor();
    },
    async 'session.signedIn.active'(ui) {
      await ui.page.locator('nav#side-nav').waitFor();
      const by = arrivedBy(ui);
      // A reload restores the profile, then renews the access token: the banner shows once that is done.
      const afterRestore = ui.path.steps[ui.step - 2]?.event.type === 'xstate.done.actor.restore';
      if (by === 'xstate.done.actor.refresh' && afterRestore && connectsAs(ui)) await banner(ui.page).getByText('Vous êtes connecté en tant que Yasmine El Idrissi.').waitFor();
      if (by === leaveFailed) {
        // The server's message in an error toast; still connected as Yasmine.
        await errorToast(ui.page, 'Une erreur est survenue').waitFor();
        await banner(ui.page).waitFor();
      }
      if (by === leaveDone) {
        // The reloaded page: Omar again, no banner.
        await ui.page.getByTestId('user-menu').filter({ hasText: 'Omar Tazi' }).waitFor();
        await absent(banner(ui.page), 'the impersonation banner');
      }
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The shared machines against the fake server: the session (sign-in, refresh,
 * permissions, impersonation, sign-out: the server's own refusals where its
 * rules give them), and the generic machines bound to one representative call
 * each (resource: the public profile; submit: creating a project; upload:
 * files sent for a document request).
 */
const yasmine = personas.find((p) => p.key === 'employee')!;

const grantOf = (w: WalkContext, key: 'employee' | 'manager') => {
  const p = personas.find((x) => x.key === key)!;
  return fakeApi(w.backend).call('POST', '/api/auth/login', { userName: p.userName, password: p.password }).json.data;
};

/** The answer step after the current one (the path says what the server must answer). */
const nextAnswer = (w: WalkContext) => w.path.steps.slice(w.step).find((s) => s.kind === 'answer')?.event.type ?? '';

type SessionCtx = { token: string | null; refreshToken: string | null; user: { userId: number } | null; permissions: string[] };

const ctxOf = (s: AnyMachineSnapshot) => s.context as SessionCtx;

const live = (w: WalkContext, s: AnyMachineSnapshot) => {
  const c = ctxOf(s);
  assert.is(sessions(w.db).by('token', c.token!)[0]?.userId, c.user!.userId, 'the token is a live session of that user on the server');
};

const session: FakeBinding = {
  machine: 'session',
  persona: 'employee',
  like: sessionAdapter,
  refusals: ['xstate.error.actor.login', 'xstate.error.actor.refresh', 'xstate.error.actor.leaveConnectedUser'],
  seed(w) {
    const at = w.path.steps.findIndex((s) => s.event.type === 'xstate.done.actor.restore');
    const first = w.path.steps[at]?.event;
    // What an earlier visit kept in storage: the profile and the refresh token, never the access token.
    const g = first?.output ? grantOf(w, 'employee') : null;
    w.data.stored = g && { refreshToken: g.refreshToken, user: g.user, permissions: g.permissions, location: '/' };
    // A renewal the path wants refused: that session was ended on the server meanwhile.
    const renewal = w.path.steps.slice(at + 1).find((s) => s.kind === 'answer')?.event.type;
    if (g && renewal === 'xstate.error.actor.refresh') for (const r of sessions(w.db).by('refreshToken', g.refreshToken)) sessions(w.db).remove(r.id);
  },
  token: (s) => ctxOf(s).token,
  provide: (w) =>
    sessionMachine.provide({
      actors: {
        restore: fromPromise(async () => w.data.stored),
        login: fromPromise(async ({ input }) => login(input)),
        refresh: fromPromise(async ({ input }) => {
          if (!input.refreshToken) throw new Error('no refresh token');
          return refresh(input.refreshToken);
        }),
        fetchPermissions: fromPromise(async () => fetchPermissions()),
        logout: fromPromise(async ({ input }) => {
          const res = await logout(input.token);
          if (res && !res.ok) throw new Error(`logout answered ${res.status}`);
        }),
        // As the app provides it (src/app/session-service.ts): the administrator's grant, or a refresh after a bare ack.
        leaveConnectedUser: fromPromise(async ({ input }) => {
          const grant = await leaveConnectedUser();
          if (grant) return grant;
          if (!input.refreshToken) throw new Error('no refresh token');
          return refresh(input.refreshToken);
        }),
      },
    }),
  event(e, w, s) {
    const c = ctxOf(s);
    const next = nextAnswer(w);
    if (e.type === 'session.signIn') return { ...e, credentials: { userName: yasmine.userName, password: next.startsWith('xstate.error.') ? 'not-the-password' : yasmine.password } };
    if (e.type === 'session.switched' || e.type === 'session.switchedElsewhere') return { ...e, grant: grantOf(w, 'manager') };
    // Another tab's renewal: a live grant of the same person (or, for the guard's other way, of someone else).
    if (e.type === 'session.renewedElsewhere') return { ...e, grant: (e as unknown as { grant: { user: { userId: number } } }).grant.user.userId === c.user?.userId ? grantOf(w, 'employee') : grantOf(w, 'manager') };
    // A refresh token revoked meanwhile (signed out elsewhere): the server refuses the refresh.
    if (e.type === 'session.unauthorized' && next.startsWith('xstate.error.')) for (const r of sessions(w.db).by('refreshToken', c.refreshToken!)) sessions(w.db).remove(r.id);
    // Omar (owner) connected as this user: leaving gives him his own session back. Otherwise the server refuses.
    if (e.type === 'session.leaveConnectedUser' && next.startsWith('xstate.done.')) {
      const row = sessions(w.db).by('token', c.token!)[0]!;
      sessions(w.db).update(row.id, { impersonatorId: 4 });
    }
    if (e.type === 'session.logout') w.data.token = c.token;
    return e;
  },
  checks: {
    'xstate.done.actor.restore': (_w, s) => (s.matches('signedIn') ? assert.is(ctxOf(s).token, null, 'no access token came from storage') : undefined),
    'xstate.done.actor.login': live,
    'xstate.error.actor.login': (_w, s) => assert.is((s.context as { error: string }).error, 'Login.Invalid', "the server's refusal"),
    'xstate.done.actor.refresh': live,
    'session.switched': live,
    'session.switchedElsewhere': live,
    'session.renewedElsewhere': (w, s) => (ctxOf(s).user!.userId === 1 ? live(w, s) : undefined),
    'xstate.done.actor.fetchPermissions': (w, s) => assert.equal(ctxOf(s).permissions, [...users(w.db).get(ctxOf(s).user!.userId)!.permissions], 'the permissions on record'),
    'xstate.done.actor.leaveConnectedUser': (w, s) => {
      const row = sessions(w.db).by('token', ctxOf(s).token!)[0]!;
      assert.ok(row.userId === 4 && row.impersonatorId === null, 'the administrator has his own session back');
      assert.is(ctxOf(s).user!.userId, 4, 'and the client names him');
    },
    'xstate.done.actor.logout': (w) => assert.is(sessions(w.db).by('token', w.data.token).length, 0, 'the session is closed on the server'),
    'xstate.error.actor.logout': (w) => assert.is(sessions(w.db).by('token', w.data.token).length, 1, 'a failed sign-out left the server session (the client forgets it anyway)'),
  },
};

export const model: MachineModel = { entry, server: session, ui: sessionAdapter };
