import { waitFor } from 'xstate';
import { abortSessionCalls, setAuthHooks } from '../api/client';
import type { SessionActor } from '../kernel/services';
import { createActor } from '../kernel/actors';
import { currentPath, sessionLogic } from './session.effects';

export function createSessionActor(): SessionActor {
  const actor = createActor(sessionLogic()).start();
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
