import type { Actor } from 'xstate';
import type { policyCheckMachine } from '../../../machines/settings/policy-check.machine';
import { policyCheckLogic } from './policy-check.effects';
import type { SessionActor } from '../../kernel/services';
import { createActor } from '../../kernel/actors';

/**
 * Runs the policy check statechart while someone is signed in (a new actor
 * per user, so a new sign-in checks 100 ms after it) and feeds it the tab,
 * focus and route events. Route changes are read from the history events
 * wouter itself listens to (pushState, replaceState, popstate).
 */
let current: Actor<typeof policyCheckMachine> | null = null;

const here = () => `${location.pathname}${location.search}`;

/** A manual forced check (after 100 ms, whatever the last check). */
export const forcePolicyCheck = () => current?.send({ type: 'policy.force' });

export function startPolicyCheck(session: SessionActor): () => void {
  let userId: number | null = null;
  let lastPath = here();
  const machine = policyCheckLogic(() => userId);
  const follow = (s: ReturnType<SessionActor['getSnapshot']>) => {
    const id = s.matches('signedIn') ? (s.context.user?.userId ?? null) : null;
    if (id === userId) return;
    current?.stop();
    current = null;
    userId = id;
    if (id !== null) current = createActor(machine, { input: { path: here() } }).start();
  };
  const sub = session.subscribe(follow);
  follow(session.getSnapshot());

  const onVisible = () => document.visibilityState === 'visible' && current?.send({ type: 'policy.visible' });
  const onFocus = () => current?.send({ type: 'policy.focus' });
  const onLocation = () => {
    const path = here();
    if (path === lastPath) return;
    lastPath = path;
    current?.send({ type: 'policy.routeChanged', path });
  };
  const locationEvents = ['popstate', 'pushState', 'replaceState'];
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onFocus);
  for (const e of locationEvents) window.addEventListener(e, onLocation);
  return () => {
    sub.unsubscribe();
    current?.stop();
    current = null;
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onFocus);
    for (const e of locationEvents) window.removeEventListener(e, onLocation);
  };
}
