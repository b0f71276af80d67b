import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from './error-message';
import type { LoginPayload, SessionGrant, SessionUser, StoredSession } from '../../src/domain/session';

/**
 * The session: restore, sign in, refresh after a 401, refresh permissions on
 * updatedUserRole, leave an impersonation, and log out with the guard of spec 1
 * 2.7 (a second logout while one runs does nothing: loggingOut ignores it).
 * Effects (storage, navigation, reload) are named actions the app provides.
 *
 * The access token is never stored (issue 21): a reload restores the profile
 * and the refresh token, and renews the access token at once; if that fails
 * the session has ended and the user goes to sign in, back here afterwards.
 * The work open when a session ends (side panels, what their forms held, the
 * chat draft) is set aside and resumed by the next sign-in of the same user;
 * an explicit logout forgets it; a reload of a live session opens it again.
 *
 * Tabs of one browser share one session (issue 37 item 5): a renewal, a
 * switch of person and the session's end are told to the other tabs
 * (`share*` actions; the app's effects use a BroadcastChannel, in memory),
 * and what another tab tells arrives as a `*Elsewhere` event, applied here
 * without being told on again.
 */
export interface SessionContext {
  user: SessionUser | null;
  permissions: string[];
  token: string | null;
  refreshToken: string | null;
  expiresAt: number;
  error: string | null;
  returnUrl: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; credentials: LoginPayload; returnUrl?: string | null }
  | { type: 'session.unauthorized'; returnUrl?: string | null }
  | { type: 'session.roleUpdated' }
  | { type: 'session.logout'; returnUrl?: string | null }
  | { type: 'session.leaveConnectedUser' }
  | { type: 'session.switched'; grant: SessionGrant }
  | { type: 'session.renewedElsewhere'; grant: SessionGrant }
  | { type: 'session.switchedElsewhere'; grant: SessionGrant }
  | { type: 'session.endedElsewhere'; returnUrl: string | null };

/** What restore found: the stored session, and where the user is (the way back if it has ended). */
export interface RestoredSession extends StoredSession {
  location: string | null;
}

const empty: SessionContext = { user: null, permissions: [], token: null, refreshToken: null, expiresAt: 0, error: null, returnUrl: null };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restore: fromPromise<RestoredSession | null>(async () => null),
    login: fromPromise<SessionGrant, LoginPayload>(async () => {
      throw new Error('login not provided');
    }),
    refresh: fromPromise<SessionGrant, { refreshToken: string | null; userId: number | null; restored?: boolean }>(async () => {
      throw new Error('refresh not provided');
    }),
    fetchPermissions: fromPromise<string[]>(async () => []),
    logout: fromPromise<void, { token: string | null }>(async () => undefined),
    // Answers the administrator's own grant: the stored session must name them again before the reload.
    leaveConnectedUser: fromPromise<SessionGrant, { refreshToken: string | null }>(async () => {
      throw new Error('leaveConnectedUser not provided');
    }),
  },
  actions: {
    clearContext: assign({ user: null, permissions: [], token: null, refreshToken: null, expiresAt: 0 }),
    persist: () => {},
    clearStorage: () => {},
    goToLogin: (_, _params: { returnUrl: string | null }) => {},
    goToReturnUrl: (_, _params: { returnUrl: string | null }) => {},
    reloadPage: () => {},
    notifyError: (_, _params: { message: string }) => {},
    logError: (_, _params: { error: unknown }) => {},
    resumeWork: (_, _params: { userId: number }) => {},
    ownWork: (_, _params: { userId: number }) => {},
    reopenWork: (_, _params: { userId: number }) => {},
    setWorkAside: () => {},
    forgetWork: () => {},
    closePanels: () => {},
    shareGrant: (_, _params: { grant: SessionGrant }) => {},
    shareSwitch: (_, _params: { grant: SessionGrant }) => {},
    shareEnd: () => {},
  },
  guards: {
    hasSession: (_, restored: RestoredSession | null | undefined) => !!restored,
    // Only a restored session is renewed without an access token in hand: the first refresh after a reload.
    isRenewal: ({ context }) => context.token === null,
    // The logout call names the session by its access token: while a reload renews it there is none to revoke yet.
    hasAccessToken: ({ context }) => context.token !== null,
    // Another tab's grant counts only for the same person (a tab signed in as someone else meanwhile ignores it).
    isSamePerson: ({ context }, grant: SessionGrant) => context.user?.userId === grant.user.userId,
  },
}).createMachine({
  id: 'session',
  context: empty,
  initial: 'restoring',
  meta: { spec: ['S2.4.14'] },
  states: {
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn.refreshing',
            actions: assign(({ event }) => {
              const r = event.output as RestoredSession;
              return { user: r.user, permissions: r.permissions, refreshToken: r.refreshToken, token: null, expiresAt: 0, returnUrl: r.location };
            }),
          },
          { target: 'signedOut' },
        ],
        // No onError: restore reads the stored grant and answers null for anything unreadable (never throws).
      },
    },
    signedOut: {
      meta: { spec: ['S2.4.14'] },
      on: {
        'session.signIn': {
          target: 'signingIn',
          actions: assign(({ event }) => ({ error: null, returnUrl: event.returnUrl ?? null })),
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'session.signIn' }>).credentials,
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ context, event }) => grantToContext(event.output, context)),
            'persist',
            { type: 'goToReturnUrl', params: ({ context }) => ({ returnUrl: context.returnUrl }) },
            { type: 'resumeWork', params: ({ context }) => ({ userId: context.user!.userId }) },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })),
        },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        'session.logout': { guard: 'hasAccessToken', target: 'loggingOut', actions: assign(({ event }) => ({ returnUrl: event.returnUrl ?? null })) },
        'session.switched': {
          target: '.active',
          reenter: true,
          // Panels open for the persona who leaves would offer its actions to the next one (issue 26).
          actions: ['closePanels', assign(({ context, event }) => grantToContext(event.grant, context)), 'persist', { type: 'ownWork', params: ({ context }) => ({ userId: context.user!.userId }) }, { type: 'shareSwitch', params: ({ event }) => ({ grant: event.grant }) }],
        },
        // The same switch, made in another tab: that tab stored it already.
        'session.switchedElsewhere': {
          target: '.active',
          reenter: true,
          actions: ['closePanels', assign(({ context, event }) => grantToContext(event.grant, context)), { type: 'ownWork', params: ({ context }) => ({ userId: context.user!.userId }) }],
        },
        // Signed out, expired or revoked in another tab: this one leaves for the sign-in page too, with its own way back.
        'session.endedElsewhere': {
          target: 'signedOut',
          actions: ['setWorkAside', 'clearContext', { type: 'goToLogin', params: ({ event }) => ({ returnUrl: event.returnUrl }) }],
        },
      },
      states: {
        active: {
          on: {
            'session.unauthorized': { target: 'refreshing', actions: assign(({ event }) => ({ returnUrl: event.returnUrl ?? null })) },
            'session.roleUpdated': { target: 'refreshingPermissions' },
            'session.leaveConnectedUser': { target: 'leavingConnectedUser' },
            // Another tab renewed the tokens (which the server rotates): this tab takes them, with no call of its own.
            'session.renewedElsewhere': { guard: { type: 'isSamePerson', params: ({ event }) => event.grant }, actions: assign(({ context, event }) => grantToContext(event.grant, context)) },
          },
        },
        refreshing: {
          meta: { spec: ['S1.8.10'] },
          invoke: {
            id: 'refresh',
            src: 'refresh',
            // `restored`: no access token in hand yet (a reload, a new tab), which another tab may hold.
            input: ({ context }) => ({ refreshToken: context.refreshToken, userId: context.user?.userId ?? null, restored: context.token === null }),
            onDone: [
              {
                guard: 'isRenewal',
                target: 'active',
                actions: [assign(({ context, event }) => grantToContext(event.output, context)), 'persist', { type: 'reopenWork', params: ({ context }) => ({ userId: context.user!.userId }) }, { type: 'shareGrant', params: ({ event }) => ({ grant: event.output }) }],
              },
              { target: 'active', actions: [assign(({ context, event }) => grantToContext(event.output, context)), 'persist', { type: 'shareGrant', params: ({ event }) => ({ grant: event.output }) }] },
            ],
            onError: { target: '#session.expired' },
          },
        },
        refreshingPermissions: {
          meta: { spec: ['S2.6.09'] },
          invoke: {
            id: 'fetchPermissions',
            src: 'fetchPermissions',
            onDone: { target: 'active', actions: [assign(({ event }) => ({ permissions: event.output })), 'persist', 'reloadPage'] },
            onError: { target: 'active', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        leavingConnectedUser: {
          meta: { spec: ['S1.4.18'] },
          invoke: {
            id: 'leaveConnectedUser',
            src: 'leaveConnectedUser',
            input: ({ context }) => ({ refreshToken: context.refreshToken }),
            onDone: { target: 'active', actions: [assign(({ context, event }) => grantToContext(event.output, context)), 'persist', 'reloadPage'] },
            onError: { target: 'active', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
          },
        },
      },
    },
    loggingOut: {
      meta: { spec: ['S2.4.15'] },
      entry: ['clearStorage', 'forgetWork', 'shareEnd'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['clearContext', { type: 'goToLogin', params: ({ context }) => ({ returnUrl: context.returnUrl }) }] },
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            'clearContext',
            { type: 'goToLogin', params: ({ context }) => ({ returnUrl: context.returnUrl }) },
          ],
        },
      },
    },
    expired: {
      meta: { spec: ['S2.4.14'] },
      entry: ['clearStorage', 'setWorkAside', 'shareEnd', { type: 'goToLogin', params: ({ context }) => ({ returnUrl: context.returnUrl }) }, 'clearContext'],
      always: { target: 'signedOut' },
    },
  },
});

/**
 * The grant in the context. The profile and the permissions stay the same objects when a grant repeats them (a
 * renewal of the access token, the first one after every reload): every view reading them (the header, the
 * navigation, each page's permission checks) would otherwise render again, the whole app in one task, just as
 * the dashboard's cards come (issue 25).
 */
function grantToContext(g: SessionGrant, before: SessionContext): Partial<SessionContext> {
  const user = before.user && JSON.stringify(before.user) === JSON.stringify(g.user) ? before.user : g.user;
  const samePermissions = before.permissions.length === g.permissions.length && before.permissions.every((p, i) => p === g.permissions[i]);
  return { user, permissions: samePermissions ? before.permissions : g.permissions, token: g.token, refreshToken: g.refreshToken, expiresAt: g.expiresAt, error: null };
}
