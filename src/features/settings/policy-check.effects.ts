import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { policyCheckMachine } from '../../../machines/settings/policy-check.machine';
import { termsUrl } from '../../../machines/settings/policy-rules';
import { fetchPolicyStatus } from '../../api/policy-status-api';

/** The policy check statechart for the signed-in user (`userId()` when a check runs): the status read, the terms page when one is pending. */
export const policyCheckLogic = (userId: () => number | null) =>
  policyCheckMachine.provide({
    actors: { checkAcceptance: fromPromise(async () => fetchPolicyStatus(userId()!)) },
    actions: {
      redirect: (_, { returnUrl }) => navigate(termsUrl(returnUrl)),
      logError: (_, { error }) => console.warn('policy check failed:', (error as Error)?.message ?? error),
    },
  });
