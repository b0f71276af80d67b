import { waitFor } from 'xstate';
import { abortSessionCalls, setAuthHooks } from '../api/client';
import type { SessionActor } from '../kernel/services';
import { createActor } from '../kernel/actors';
import { closeViewer } from '../kernel/viewer-store';
import { currentPath, sessionLogic } from './session.effects';
import { answerOtherTab, hearOtherTabs, holdSession } from './tab-session';

export function createSessionActor(): SessionActor {
  const actor = createActor(sessionLogic()).start();
  // Signing out (from its first moment, before the server revokes the token), a lost session, another person:
  // the previous person's calls still on their way are dropped (src/api/client.ts).
  const personOf = (s: ReturnType<typeof actor.getSnapshot>) => (s.matches('signedIn') ? (s.context.user?.userId ?? null) : null);
  let person = personOf(actor.getSnapshot());
  actor.subscribe((s) => {
    const now = personOf(s);
    if (now === person) return;
    if (person !== null) {
      // Every cache of reads is keyed by the person through this (src/api/client.ts personMap), the screen by its user id (app.tsx).
      abortSessionCalls();
      closeViewer();
    }
    person = now;
    holdSession(now);
  });
  holdSession(person);

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
  // What the other tabs of this browser did with the session (src/app/tab-session.ts).
  hearOtherTabs((m) => {
    if (!actor.getSnapshot().matches('signedIn')) return;
    if (m.type === 'ask') {
      const c = actor.getSnapshot().context;
      if (actor.getSnapshot().matches({ signedIn: 'active' }) && c.user?.userId === m.userId && c.token && c.refreshToken) answerOtherTab({ token: c.token, refreshToken: c.refreshToken, expiresAt: c.expiresAt, user: c.user, permissions: c.permissions });
    } else if (m.type === 'renewed') actor.send({ type: 'session.renewedElsewhere', grant: m.grant });
    else if (m.type === 'switched') actor.send({ type: 'session.switchedElsewhere', grant: m.grant });
    else actor.send({ type: 'session.endedElsewhere', returnUrl: currentPath() });
  });
  return actor;
}
