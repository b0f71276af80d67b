import { graphEvents, type RegisteredMachine } from '../registry-types';
import { policyCheckMachine } from './policy-check.machine';
import { termsAcceptanceMachine } from './terms-acceptance.machine';
import { policyAdminMachine } from './policy-admin.machine';

const { done, error, after } = graphEvents;
const blocked = { isEnforced: true, hasAcceptedPolicy: false, requiresPolicyAcceptance: true };
const loaded = {
  text: { policyId: 1, version: 3, language: 'fr', title: 'Charte', content: 'Article 1', isEnforced: true, publishedDate: null },
  status: { hasAcceptedPolicy: false, requiresPolicyAcceptance: true },
  fellBack: false,
};
const accepted = { isEnforced: true, hasAcceptedPolicy: true, requiresPolicyAcceptance: true };

/** The settings area's statecharts, walked by the model runner. */
export const settingsMachines: RegisteredMachine[] = [
  {
    id: 'policyCheck',
    file: 'settings/policy-check.machine.ts',
    machine: policyCheckMachine,
    input: { path: '/expenses' },
    maxDepth: 8,
    events: [
      after('loadDelay', 'policyCheck.check.startup'),
      after('routeDelay', 'policyCheck.check.routeWait'),
      after('forceDelay', 'policyCheck.check.forceWait'),
      after('minInterval', 'policyCheck.freshness.fresh'),
      after('redirectGuardReset', 'policyCheck.redirectGuard.closed'),
      { type: 'policy.routeChanged', path: '/conge/demande' },
      { type: 'policy.routeChanged', path: '/account/termsacceptance' },
      { type: 'policy.visible' },
      { type: 'policy.focus' },
      { type: 'policy.force' },
      done('checkAcceptance', blocked),
      done('checkAcceptance', accepted),
      error('checkAcceptance'),
      // Raised by the machine itself; listed so the traversal counts their transitions.
      { type: 'policy.internal.checked' },
      { type: 'policy.internal.redirected' },
    ],
  },
  {
    id: 'termsAcceptance',
    file: 'settings/terms-acceptance.machine.ts',
    machine: termsAcceptanceMachine,
    events: [
      done('loadPolicy', loaded), error('loadPolicy'), { type: 'terms.retry' },
      { type: 'terms.toggleRead' }, { type: 'terms.accept' },
      done('acceptPolicy'), error('acceptPolicy', { message: 'Policy.VersionChanged' }),
    ],
  },
  {
    id: 'policyAdmin',
    file: 'settings/policy-admin.machine.ts',
    machine: policyAdminMachine,
    events: [
      { type: 'policy.run', command: { kind: 'publish', id: 1, isEnforced: true } },
      done('run', { id: 1 }), error('run', { message: 'Policy.NothingToPublish' }),
    ],
  },
];
