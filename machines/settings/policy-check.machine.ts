import { and, assign, fromPromise, raise, setup, stateIn } from 'xstate';
import { isQuietRoute, isRedirectablePath, mustAccept, POLICY_TIMING, type PolicyStatus } from './policy-rules';

/**
 * The session policy check of spec 1 section 4. Three regions: the check
 * itself (when to ask), freshness (a check under 2 minutes old makes unforced
 * triggers skip) and the redirect guard (no second redirect within 3 s).
 * Time lives in delays only, so a SimulatedClock drives every rule.
 */
export interface PolicyCheckContext {
  /** Where the user is: the returnUrl of a redirect. */
  path: string;
  /** The answer of the last check. */
  status: PolicyStatus | null;
}

export type PolicyCheckEvent =
  | { type: 'policy.routeChanged'; path: string }
  | { type: 'policy.visible' }
  | { type: 'policy.focus' }
  | { type: 'policy.force' }
  | { type: 'policy.internal.checked' }
  | { type: 'policy.internal.redirected' };

export const policyCheckMachine = setup({
  types: {
    context: {} as PolicyCheckContext,
    events: {} as PolicyCheckEvent,
    input: {} as { path: string },
  },
  actors: {
    checkAcceptance: fromPromise<PolicyStatus>(async () => {
      throw new Error('checkAcceptance not provided');
    }),
  },
  actions: {
    redirect: (_, _params: { returnUrl: string }) => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isStale: stateIn('#policyCheck.freshness.stale'),
    isCheckedRoute: ({ event }) => event.type === 'policy.routeChanged' && !isQuietRoute(event.path),
    needsAcceptance: ({ context }) => !!context.status && mustAccept(context.status),
    isRedirectablePath: ({ context }) => isRedirectablePath(context.path),
    redirectGuardOpen: stateIn('#policyCheck.redirectGuard.open'),
  },
  delays: {
    loadDelay: POLICY_TIMING.loadDelayMs,
    routeDelay: POLICY_TIMING.routeDelayMs,
    forceDelay: POLICY_TIMING.forceDelayMs,
    minInterval: POLICY_TIMING.minIntervalMs,
    redirectGuardReset: POLICY_TIMING.redirectGuardMs,
  },
}).createMachine({
  id: 'policyCheck',
  type: 'parallel',
  context: ({ input }) => ({ path: input.path, status: null }),
  states: {
    check: {
      initial: 'startup',
      on: {
        'policy.routeChanged': { actions: assign({ path: ({ event }) => event.path }) },
      },
      states: {
        startup: {
          meta: { spec: ['S1.4.09'] },
          after: { loadDelay: 'checking' },
          on: { 'policy.force': 'forceWait' },
        },
        idle: {
          on: {
            'policy.visible': { guard: 'isStale', target: 'checking', meta: { spec: ['S1.4.10', 'S1.4.12'] } },
            'policy.focus': { guard: 'isStale', target: 'checking', meta: { spec: ['S1.4.10', 'S1.4.12'] } },
            'policy.routeChanged': { guard: 'isCheckedRoute', target: 'routeWait', actions: assign({ path: ({ event }) => event.path }) },
            'policy.force': 'forceWait',
          },
        },
        routeWait: {
          meta: { spec: ['S1.4.11'] },
          after: {
            routeDelay: [{ guard: 'isStale', target: 'checking' }, { target: 'idle' }],
          },
          on: {
            'policy.routeChanged': [
              { guard: 'isCheckedRoute', target: 'routeWait', reenter: true, actions: assign({ path: ({ event }) => event.path }) },
              { target: 'idle', actions: assign({ path: ({ event }) => event.path }) },
            ],
            'policy.visible': { guard: 'isStale', target: 'checking' },
            'policy.focus': { guard: 'isStale', target: 'checking' },
            'policy.force': 'forceWait',
          },
        },
        forceWait: {
          meta: { spec: ['S1.4.13'] },
          after: { forceDelay: 'checking' },
        },
        deciding: {
          meta: { spec: ['S1.4.14', 'S1.4.15'] },
          always: [
            {
              guard: and(['needsAcceptance', 'isRedirectablePath', 'redirectGuardOpen']),
              target: 'idle',
              actions: [{ type: 'redirect', params: ({ context }) => ({ returnUrl: context.path }) }, raise({ type: 'policy.internal.redirected' })],
            },
            { target: 'idle' },
          ],
        },
        checking: {
          entry: raise({ type: 'policy.internal.checked' }),
          invoke: {
            id: 'checkAcceptance',
            src: 'checkAcceptance',
            onDone: { target: 'deciding', actions: assign({ status: ({ event }) => event.output }) },
            // Spec 1 section 8: a failed check is only logged; the user is not blocked.
            onError: { target: 'idle', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    freshness: {
      initial: 'stale',
      states: {
        stale: { on: { 'policy.internal.checked': 'fresh' } },
        fresh: {
          after: { minInterval: 'stale' },
          on: { 'policy.internal.checked': { target: 'fresh', reenter: true } },
        },
      },
    },
    redirectGuard: {
      initial: 'open',
      states: {
        open: { on: { 'policy.internal.redirected': 'closed' } },
        closed: { after: { redirectGuardReset: 'open' } },
      },
    },
  },
});
