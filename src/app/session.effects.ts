import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine, type RestoredSession } from '../../machines/shared/session.machine';
import type { SessionGrant } from '../domain/session';
import { loginUrl, safeReturnUrl } from '../../machines/shared/return-url';
import { toast } from '../ui/toast-store';
import { drafts } from '../ui/drafts/draft-store';
import { closeAllPanels, reopenPanels } from '../kernel/panel-store';
import { SESSION_STORAGE_KEY } from './first-screen';
import { newestRefreshToken, readStoredSession, writeStoredSession } from './session-storage';
import { renewOnce, tellOtherTabs } from './tab-session';
import { endingSession } from './session-end';

/** Where the user is: what a restored session and a renewal come back to. */
/**
 * Whether this page came by a reload (or back, forward): it gives back the panels the tab had open. An address typed
 * or a link followed opens its own page, not the panels of the one before (persona review: a form's response came up
 * over the inventory page); their drafts stay, for when they are opened again.
 */
const reloaded = () => (globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type !== 'navigate';

export const currentPath = () => `${location.pathname}${location.search}`;

/** The session's calls (and the zod schemas they parse with) load with the first of them, after the first paint. */
const api = () => import('../api/session-api');

/**
 * The session statechart's effects: the grant restored from storage, the
 * server's calls, the stored session kept in step, the way to the login page
 * and back, and the work open when a session ends set aside or resumed.
 */
export const sessionLogic = () =>
  sessionMachine.provide({
    actors: {
      restore: fromPromise<RestoredSession | null>(async () => {
        const stored = readStoredSession();
        return stored && { ...stored, location: currentPath() };
      }),
      login: fromPromise(async ({ input }) => (await api()).login(input)),
      // One renewal at a time across the browser's tabs (src/app/tab-session.ts).
      refresh: fromPromise(async ({ input }) =>
        renewOnce(
          input.userId,
          input.refreshToken,
          // The refresh token the lock's holder chose to spend (the newest stored, else the one in memory).
          async (first) => {
            const a = await api();
            if (!first) throw new Error('no refresh token');
            const kept = (g: SessionGrant) => (writeStoredSession({ refreshToken: g.refreshToken, user: g.user, permissions: g.permissions }), g);
            try {
              // Stored before the lock goes; a tab that takes it next may read storage late, but sees the spent mark (tab-session.ts).
              return kept(await a.refresh(first));
            } catch (e) {
              // A browser without Web Locks: another tab won and stored its new token meanwhile.
              const again = newestRefreshToken(first, input.userId);
              if (again && again !== first) return kept(await a.refresh(again));
              throw e;
            }
          },
          () => newestRefreshToken(null, input.userId),
          input.restored,
        ),
      ),
      fetchPermissions: fromPromise(async () => (await api()).fetchPermissions()),
      logout: fromPromise(async ({ input }) => {
        // The hub connection opened with this session stops first, so nothing meant for it arrives after the sign-out.
        await endingSession();
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
        void reopenPanels(drafts.resume());
      },
      ownWork: (_, { userId }) => drafts.own(userId),
      reopenWork: (_, { userId }) => void reopenPanels(drafts.reopen(userId, { panels: reloaded() })),
      setWorkAside: () => {
        drafts.setAside();
        closeAllPanels();
      },
      forgetWork: () => {
        drafts.forget();
        closeAllPanels();
      },
      closePanels: () => closeAllPanels(),
      shareGrant: (_, { grant }) => tellOtherTabs({ type: 'renewed', grant }),
      shareSwitch: (_, { grant }) => tellOtherTabs({ type: 'switched', grant }),
      shareEnd: ({ context }) => tellOtherTabs({ type: 'ended', userId: context.user?.userId ?? null }),
    },
  });
