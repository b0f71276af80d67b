import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { policyAdminMachine, type PolicyCommand } from '../../../machines/settings/policy-admin.machine';
import { termsAcceptanceMachine } from '../../../machines/settings/terms-acceptance.machine';
import { policyCheckMachine } from '../../../machines/settings/policy-check.machine';
import { runPolicyCommand } from '../../../src/features/settings/policy-commands';
import { acceptTerms, loadTerms } from '../../../src/features/settings/terms-load';
import { fetchPolicyStatus } from '../../../src/api/policy-status-api';
import { policies, policyAcceptances, policyVersions } from '../../../server-fake/models/policy';
import { policyAdminAdapter, policyCheckAdapter, termsAcceptanceAdapter } from '../ui/adapters/settings';
import type { ModelEvent } from '../ui/types';
import type { FakeBinding, WalkContext } from './walk';

/** The settings area's machines against the fake server's policy rules (spec 1 section 7). */
const inForce = (w: WalkContext) => policies(w.db).all().find((p) => p.isPublished)!;
const accepted = (w: WalkContext) => {
  const p = inForce(w);
  return policyAcceptances(w.db).by('userId', w.userId).some((a) => a.policyId === p.id && a.version === p.version);
};
/** The persona has not accepted the version in force (every persona has, in the demo data). */
function unaccept(w: WalkContext) {
  const p = inForce(w);
  for (const a of policyAcceptances(w.db).by('userId', w.userId)) if (a.policyId === p.id && a.version === p.version) policyAcceptances(w.db).remove(a.id);
}
const firstAnswer = (w: WalkContext, type: string) => w.path.steps.find((s) => s.event.type.startsWith(`xstate.`) && s.event.type.endsWith(`.actor.${type}`))?.event;

/**
 * The registry's command: publish with isEnforced, by the server's own rules.
 * A publish the path expects to succeed takes the policy in force with a new
 * draft written (it becomes the version in force); one it expects to fail
 * takes a policy never published and without a draft, which the server
 * refuses (Policy.NothingToPublish): a real refusal, no fault armed.
 */
const policyAdmin: FakeBinding = {
  machine: 'policyAdmin',
  persona: 'owner',
  like: policyAdminAdapter,
  refusals: ['xstate.error.actor.run'],
  seed(w) {
    const p = inForce(w);
    w.data.policy = p.id;
    w.data.version = p.version;
  },
  provide: () => policyAdminMachine.provide({ actors: { run: fromPromise<unknown, PolicyCommand>(({ input }) => runPolicyCommand(input)) } }),
  event(e, w) {
    if (e.type !== 'policy.run') return e;
    const refused = w.path.steps[w.step]?.event.type === 'xstate.error.actor.run';
    if (refused) {
      w.data.fresh = policies(w.db).insert({ title: `Charte du parcours ${w.path.index}.${w.step}`, version: 0, isPublished: false, isEnforced: false, publishedDate: null, createdDate: '2026-11-16T09:00:00Z' }).id;
      return { ...e, command: { kind: 'publish', id: w.data.fresh, isEnforced: true } };
    }
    const p = policies(w.db).get(w.data.policy)!;
    for (const { id: _id, ...v } of policyVersions(w.db).by('policyId', p.id).filter((x) => x.version === p.version)) {
      policyVersions(w.db).insert({ ...v, version: p.version + 1, content: `${v.content}\n\nArticle ajouté par le parcours ${w.path.index}.${w.step}.` });
    }
    return { ...e, command: { kind: 'publish', id: p.id, isEnforced: true } };
  },
  checks: {
    'xstate.done.actor.run': (w) => {
      const p = policies(w.db).get(w.data.policy)!;
      assert.is(p.version, w.data.version + 1, 'the draft is the version in force');
      assert.ok(p.isPublished && p.isEnforced);
      w.data.version = p.version;
    },
    'xstate.error.actor.run': (w, s) => {
      const fresh = policies(w.db).get(w.data.fresh)!;
      assert.ok(fresh.version === 0 && !fresh.isPublished, 'nothing was published');
      assert.is((s.context as { error: string }).error, 'Policy.NothingToPublish', "the server's refusal");
    },
  },
};

const termsAcceptance: FakeBinding = {
  machine: 'termsAcceptance',
  persona: 'employee',
  like: termsAcceptanceAdapter,
  seed: unaccept,
  provide: (w) =>
    termsAcceptanceMachine.provide({
      actors: {
        loadPolicy: fromPromise(() => loadTerms(w.userId, 'fr')),
        acceptPolicy: fromPromise<void, { policyId: number; version: number; language: string }>(({ input }) => acceptTerms(input)),
      },
    }),
  checks: {
    'xstate.done.actor.loadPolicy': (w, s) => assert.is((s.context as { loaded: { text: { version: number } } }).loaded.text.version, inForce(w).version, 'the text of the version in force'),
    'xstate.done.actor.acceptPolicy': (w) => assert.ok(accepted(w), 'the acceptance is recorded'),
    'xstate.error.actor.acceptPolicy': (w) => assert.not.ok(accepted(w), 'a failed acceptance recorded nothing'),
  },
};

/**
 * The session's policy check: which answer the checks get is the data the
 * path starts with (the acceptance removed: 'blocked', kept: 'accepted'), as
 * in the UI walk; here policy.force (publish's forced check) is walked too.
 */
const answerOf = (e: ModelEvent) => ((e.output as { hasAcceptedPolicy?: boolean } | undefined)?.hasAcceptedPolicy ? 'accepted' : 'blocked');
const policyCheck: FakeBinding = {
  machine: 'policyCheck',
  persona: 'employee',
  like: policyCheckAdapter,
  feasible: (e, c, from) => (e.type.startsWith('policy.internal.') ? false : policyCheckAdapter.feasible!(e, c, from)),
  seed(w) {
    const first = firstAnswer(w, 'checkAcceptance');
    if (first?.type === 'xstate.done.actor.checkAcceptance' && answerOf(first) === 'blocked') unaccept(w);
  },
  provide: (w) => policyCheckMachine.provide({ actors: { checkAcceptance: fromPromise(() => fetchPolicyStatus(w.userId)) } }),
  checks: {
    'xstate.done.actor.checkAcceptance': (w, _s, e) => assert.is(accepted(w), answerOf(e) === 'accepted', 'the check agrees with the acceptance on record'),
  },
};

export const settingsBindings = [policyAdmin, termsAcceptance, policyCheck];
