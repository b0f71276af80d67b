import * as assert from 'uvu/assert';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { sessionMachine } from '../../../machines/shared/session.machine';
import { resourceMachine } from '../../../machines/shared/resource.machine';
import { submitMachine } from '../../../machines/shared/submit.machine';
import { fetchPermissions, leaveConnectedUser, login, logout, refresh } from '../../../src/api/session-api';
import { getPublicProfile } from '../../../src/api/profile-api';
import { createProject } from '../../../src/api/projects-api';
import { uploadLogic } from '../../../src/kernel/upload.effects';
import { documentsApi } from '../../../src/api/documents-api';
import { personas } from '../../../fixtures/personas';
import { sessions } from '../../../server-fake/models/session';
import { users } from '../../../server-fake/models/organisation';
import { projects } from '../../../server-fake/models/projects';
import { documentRequestFiles, documentRequests } from '../../../server-fake/models/documents';
import { fakeApi } from '../../unit/fake-api';
import { resourceAdapter, sessionAdapter, submitAdapter, uploadAdapter } from '../ui/adapters/shared';
import type { FakeBinding, NoServerCalls, WalkContext } from './walk';

/**
 * The shared machines against the fake server: the session (sign-in, refresh,
 * permissions, impersonation, sign-out: the server's own refusals where its
 * rules give them), and the generic machines bound to one representative call
 * each (resource: the public profile; submit: creating a project; upload:
 * files sent for a document request).
 */
const S = '0.session';
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
  refusals: [`xstate.error.actor.${S}.signingIn`, `xstate.error.actor.${S}.signedIn.refreshing`, `xstate.error.actor.${S}.signedIn.leavingConnectedUser`],
  seed(w) {
    const at = w.path.steps.findIndex((s) => s.event.type === `xstate.done.actor.${S}.restoring`);
    const first = w.path.steps[at]?.event;
    // What an earlier visit kept in storage: the profile and the refresh token, never the access token.
    const g = first?.output ? grantOf(w, 'employee') : null;
    w.data.stored = g && { refreshToken: g.refreshToken, user: g.user, permissions: g.permissions, location: '/' };
    // A renewal the path wants refused: that session was ended on the server meanwhile.
    const renewal = w.path.steps.slice(at + 1).find((s) => s.kind === 'answer')?.event.type;
    if (g && renewal === `xstate.error.actor.${S}.signedIn.refreshing`) for (const r of sessions(w.db).by('refreshToken', g.refreshToken)) sessions(w.db).remove(r.id);
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
    if (e.type === 'session.switched') return { ...e, grant: grantOf(w, 'manager') };
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
    [`xstate.done.actor.${S}.restoring`]: (_w, s) => (s.matches('signedIn') ? assert.is(ctxOf(s).token, null, 'no access token came from storage') : undefined),
    [`xstate.done.actor.${S}.signingIn`]: live,
    [`xstate.error.actor.${S}.signingIn`]: (_w, s) => assert.is((s.context as { error: string }).error, 'Login.Invalid', "the server's refusal"),
    [`xstate.done.actor.${S}.signedIn.refreshing`]: live,
    'session.switched': live,
    [`xstate.done.actor.${S}.signedIn.refreshingPermissions`]: (w, s) => assert.equal(ctxOf(s).permissions, [...users(w.db).get(ctxOf(s).user!.userId)!.permissions], 'the permissions on record'),
    [`xstate.done.actor.${S}.signedIn.leavingConnectedUser`]: (w, s) => {
      const row = sessions(w.db).by('token', ctxOf(s).token!)[0]!;
      assert.ok(row.userId === 4 && row.impersonatorId === null, 'the administrator has his own session back');
      assert.is(ctxOf(s).user!.userId, 4, 'and the client names him');
    },
    [`xstate.done.actor.${S}.loggingOut`]: (w) => assert.is(sessions(w.db).by('token', w.data.token).length, 0, 'the session is closed on the server'),
    [`xstate.error.actor.${S}.loggingOut`]: (w) => assert.is(sessions(w.db).by('token', w.data.token).length, 1, 'a failed sign-out left the server session (the client forgets it anyway)'),
  },
};

/** useResource, bound to the public profile read (Karim's, then Nadia's). */
const resource: FakeBinding = {
  machine: 'resource',
  persona: 'employee',
  like: resourceAdapter,
  faults: {
    'xstate.error.actor.0.resource.loading': { method: 'GET', path: '^/api/profile/public/\\d+$' },
    'xstate.error.actor.0.resource.refreshing': { method: 'GET', path: '^/api/profile/public/\\d+$' },
  },
  input: () => ({ input: 2 }),
  provide: () => resourceMachine.provide({ actors: { load: fromPromise(async ({ input }) => getPublicProfile(input as number)) } }),
  event: (e) => (e.type === 'resource.setInput' ? { ...e, input: 3 } : e),
  checks: Object.fromEntries(
    ['0.resource.loading', '0.resource.refreshing'].map((id) => [
      `xstate.done.actor.${id}`,
      (w: WalkContext, s: AnyMachineSnapshot) => {
        const c = s.context as { input: number; data: { fullName?: string } };
        assert.is(c.data.fullName, users(w.db).get(c.input)!.fullName, 'the profile read is the one on record');
      },
    ]),
  ),
};

/** useSubmit, bound to creating a project (the project form). */
const created = (w: WalkContext) => projects(w.db).all().filter((p) => p.name.startsWith(`Projet du parcours ${w.path.index}.`));
const submit: FakeBinding = {
  machine: 'submit',
  persona: 'owner',
  like: submitAdapter,
  auto: [],
  faults: { 'xstate.error.actor.submit': { method: 'POST', path: '^/api/project/addNewProject$' } },
  provide: () => submitMachine.provide({ actors: { submit: fromPromise(async ({ input }) => createProject(input as never)) } }),
  event: (e, w) => (e.type === 'form.submit' && e.valid ? { ...e, values: { name: `Projet du parcours ${w.path.index}.${w.step}`, modules: ['Leave'] } } : e),
  checks: {
    'xstate.done.actor.submit': (w) => {
      assert.is(created(w).length, (w.data.count ?? 0) + 1, 'the project is on record');
      w.data.count = created(w).length;
    },
    'xstate.error.actor.submit': (w) => assert.is(created(w).length, w.data.count ?? 0, 'a failed create recorded nothing'),
  },
};

/**
 * The upload machine bound to one multipart POST: files sent for a document
 * request on hold (Nadia). The transport's progress is real here.
 */
const sent = (w: WalkContext) => documentRequestFiles(w.db).by('requestId', w.data.id).length;
const upload: FakeBinding = {
  machine: 'upload',
  persona: 'hr',
  like: uploadAdapter,
  auto: ['upload.progress', 'upload.done', 'upload.failed'],
  feasible: () => true,
  faults: { 'upload.failed': { method: 'POST', path: '^/api/demanddocument/uploadfiles/\\d+$', message: 'Documents.NotOnHold', status: 400 } },
  seed(w) {
    w.data.id = documentRequests(w.db).all().find((r) => r.status === 0 && r.userId !== 3)!.id;
    w.data.before = sent(w);
  },
  provide: (w) =>
    uploadLogic((o) => documentsApi.uploadFiles(w.data.id, [new File(['%PDF-1.4 walk'], `parcours-${w.path.index}.pdf`, { type: 'application/pdf' })], o)),
  checks: {
    'upload.done': (w) => assert.is(sent(w), w.data.before + 1, 'the file is attached on record'),
    'upload.failed': (w) => assert.is(sent(w), w.data.before, 'a refused upload attached nothing'),
  },
};

const realtime: NoServerCalls = {
  machine: 'realtime',
  none: 'its actors open and close the SignalR hub connection, not API calls (the fake hub is walked through the UI; reconnect and backoff are unit-tested)',
};

export const sharedBindings = [session, resource, submit, upload, realtime];
