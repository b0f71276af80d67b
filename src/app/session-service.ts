import { fromPromise, waitFor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../machines/shared/session.machine';
import { loginUrl, safeReturnUrl } from '../../machines/shared/return-url';
import type { SessionGrant } from '../domain/session';
import { isSessionGrant } from '../domain/session-guard';
import { setAuthHooks } from '../api/client';
import { toast } from '../ui/toast-store';
import type { SessionActor } from '../kernel/services';
import { createActor } from '../kernel/actors';

export const SESSION_STORAGE_KEY = 'session';

/** The session survives a reload; anything unreadable in storage is dropped. */
export function readStoredSession(storage: Storage = localStorage): SessionGrant | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionGrant(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const currentPath = () => `${location.pathname}${location.search}`;

/** The session's calls (and the zod schemas they parse with) load with the first of them, after the first paint. */
const api = () => import('../api/session-api');

export function createSessionActor(): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(async () => readStoredSession()),
      login: fromPromise(async ({ input }) => (await api()).login(input)),
      refresh: fromPromise(async ({ input }) => {
        if (!input.refreshToken) throw new Error('no refresh token');
        return (await api()).refresh(input.refreshToken);
      }),
      fetchPermissions: fromPromise(async () => (await api()).fetchPermissions()),
      logout: fromPromise(async ({ input }) => {
        // A refused sign-out (an HTTP error) is the machine's to log: it never blocks leaving.
        const res = await (await api()).logout(input.token);
        if (res && !res.ok) throw new Error(`logout answered ${res.status}`);
      }),
      leaveConnectedUser: fromPromise(async ({ input }) => {
        const a = await api();
        const grant = await a.leaveConnectedUser();
        if (grant) return grant;
        // A server that answers a bare ack: the same token now names the administrator, a refresh says so.
        if (!input.refreshToken) throw new Error('no refresh token');
        return a.refresh(input.refreshToken);
      }),
    },
    actions: {
      persist: ({ context }) => {
        if (!context.user || !context.token || !context.refreshToken) return;
        const grant: SessionGrant = { token: context.token, refreshToken: context.refreshToken, expiresAt: context.expiresAt, user: context.user, permissions: context.permissions };
        localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(grant));
      },
      clearStorage: () => localStorage.removeItem(SESSION_STORAGE_KEY),
      goToLogin: (_, { returnUrl }) => navigate(loginUrl(returnUrl), { replace: true }),
      goToReturnUrl: (_, { returnUrl }) => navigate(safeReturnUrl(returnUrl), { replace: true }),
      reloadPage: () => location.reload(),
      notifyError: (_, { message }) => toast.error(message),
      logError: (_, { error }) => console.warn('session:', (error as Error)?.message ?? error),
    },
  });
  const actor = createActor(machine).start();

  setAuthHooks({
    token: () => actor.getSnapshot().context.token,
    async refresh() {
      const s = actor.getSnapshot();
      if (!s.matches('signedIn')) return false;
      actor.send({ type: 'session.unauthorized', returnUrl: currentPath() });
      const done = await waitFor(actor, (x) => x.matches({ signedIn: 'active' }) || x.matches('signedOut'), { timeout: 30000 }).catch(() => null);
      return !!done && done.matches('signedIn');
    },
  });
  return actor;
}
