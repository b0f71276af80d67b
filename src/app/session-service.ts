import { fromPromise, waitFor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine, type RestoredSession } from '../../machines/shared/session.machine';
import { loginUrl, safeReturnUrl } from '../../machines/shared/return-url';
import type { StoredSession } from '../domain/session';
import { isStoredSession } from '../domain/session-guard';
import { abortSessionCalls, setAuthHooks } from '../api/client';
import { toast } from '../ui/toast-store';
import type { SessionActor } from '../kernel/services';
import { createActor } from '../kernel/actors';
import { drafts } from '../ui/drafts/draft-store';
import { closeAllPanels, reopenPanels } from '../kernel/panel-store';
import { SESSION_STORAGE_KEY } from './first-screen';


/**
 * The session survives a reload through its refresh token, the only secret
 * kept in Web Storage; the access token lives in memory (issue 21: a script
 * that ever ran in the app's origin must not find one lying there). Anything
 * unreadable in storage is dropped.
 */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredSession(parsed)) return null;
    // Only these three fields: an older grant stored whole keeps no access token beyond this read.
    return { refreshToken: parsed.refreshToken, user: parsed.user, permissions: parsed.permissions };
  } catch {
    return null;
  }
}

export function writeStoredSession(s: StoredSession, storage: Storage = localStorage) {
  const kept: StoredSession = { refreshToken: s.refreshToken, user: s.user, permissions: s.permissions };
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(kept));
}

/**
 * The refresh token to spend: another tab of the same user may have rotated
 * the stored one since this tab read it (each refresh replaces it), and the
 * one in memory is then already spent.
 */
function newestRefreshToken(inMemory: string | null, userId: number | null): string | null {
  const stored = readStoredSession();
  return stored && stored.user.userId === userId ? stored.refreshToken : inMemory;
}

const currentPath = () => `${location.pathname}${location.search}`;

/** The session's calls (and the zod schemas they parse with) load with the first of them, after the first paint. */
const api = () => import('../api/session-api');

export function createSessionActor(): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise<RestoredSession | null>(async () => {
        const stored = readStoredSession();
        return stored && { ...stored, location: currentPath() };
      }),
      login: fromPromise(async ({ input }) => (await api()).login(input)),
      refresh: fromPromise(async ({ input }) => {
        const a = await api();
        const first = newestRefreshToken(input.refreshToken, input.userId);
        if (!first) throw new Error('no refresh token');
        try {
          return await a.refresh(first);
        } catch (e) {
          // Two tabs renewing at once: the other one won and stored its new token meanwhile.
          const again = newestRefreshToken(first, input.userId);
          if (again && again !== first) return a.refresh(again);
          throw e;
        }
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
        if (!context.user || !context.refreshToken) return;
        writeStoredSession({ refreshToken: context.refreshToken, user: context.user, permissions: context.permissions });
      },
      clearStorage: () => localStorage.removeItem(SESSION_STORAGE_KEY),
      goToLogin: (_, { returnUrl }) => navigate(loginUrl(returnUrl), { replace: true }),
      goToReturnUrl: (_, { returnUrl }) => navigate(safeReturnUrl(returnUrl), { replace: true }),
      reloadPage: () => location.reload(),
      notifyError: (_, { message }) => toast.error(message),
      logError: (_, { error }) => console.warn('session:', (error as Error)?.message ?? error),
      // The work open when a session ends comes back with the same user's next sign-in (src/ui/drafts/draft-store.ts).
      resumeWork: (_, { userId }) => {
        drafts.own(userId);
        reopenPanels(drafts.resume());
      },
      ownWork: (_, { userId }) => drafts.own(userId),
      startAfresh: (_, { userId }) => drafts.startAfresh(userId),
      setWorkAside: () => {
        drafts.setAside();
        closeAllPanels();
      },
      forgetWork: () => {
        drafts.forget();
        closeAllPanels();
      },
      closePanels: () => closeAllPanels(),
    },
  });
  const actor = createActor(machine).start();
  // Signing out (from its first moment, before the server revokes the token), a lost session, another person:
  // the previous person's calls still on their way are dropped (src/api/client.ts).
  const personOf = (s: ReturnType<typeof actor.getSnapshot>) => (s.matches('signedIn') ? (s.context.user?.userId ?? null) : null);
  let person = personOf(actor.getSnapshot());
  actor.subscribe((s) => {
    const now = personOf(s);
    if (now === person) return;
    if (person !== null) abortSessionCalls();
    person = now;
  });

  // Settles when the session is neither restoring nor renewing its token (then calls go out with the new one).
  const settled = () => waitFor(actor, (x) => x.matches({ signedIn: 'active' }) || x.matches('signedOut') || x.matches({ signedIn: 'refreshingPermissions' }) || x.matches({ signedIn: 'leavingConnectedUser' }), { timeout: 30000 }).catch(() => null);
  setAuthHooks({
    token: () => actor.getSnapshot().context.token,
    ready() {
      const s = actor.getSnapshot();
      return s.matches('restoring') || s.matches({ signedIn: 'refreshing' }) ? settled() : null;
    },
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
