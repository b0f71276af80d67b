import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { policyAdminMachine, type PolicyCommand } from '../../../../machines/settings/policy-admin.machine';
import { policies, policyVersions } from '../../../../server-fake/models/policy';
import { runPolicyCommand } from '../../../../src/features/settings/policy-commands';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { admin, inForce } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const entry: RegisteredMachine = {
  id: 'policyAdmin',
  file: 'settings/policy-admin.machine.ts',
  machine: policyAdminMachine,
  events: [
    { type: 'policy.run', command: { kind: 'publish', id: 1, isEnforced: true } },
    done('run', { id: 1 }), error('run', { message: 'Policy.NothingToPublish' }),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

// One title per run step, so a second create in the same path is told apart from the first.
const title = (ui: { path: { index: number } }, step: number) => `Charte du parcours ${ui.path.index}.${step}`;

/**
 * Policy administration (owner): one command at a time; the walk runs the
 * 'create a policy' command. (The walk found a 'policy.dismissError' event no
 * view sent: a failure shows a toast, there is no error to dismiss; removed.)
 */
export const policyAdminAdapter: UiAdapter = {
  machine: 'policyAdmin',
  persona: 'owner',
  writes: ['policy.run'],
  async start(ui) {
    await ui.navigate('/');
    await ui.navigate('/settings/policy');
    await admin(ui.page).locator('.policy-list-item').first().waitFor();
  },
  actions: {
    async 'policy.run'(ui) {
      await admin(ui.page).locator('#policy-new-title').fill(title(ui, ui.step));
      await admin(ui.page).getByRole('button', { name: 'Créer' }).click();
    },
  },
  faults: {
    'xstate.error.actor.run': { method: 'POST', path: '^/api/policy/updatePolicy$' },
  },
  states: {
    async 'policyAdmin.idle'(ui) {
      const last = ui.path.steps[ui.step - 1]?.event.type;
      const item = admin(ui.page).locator('.policy-list-item', { hasText: title(ui, ui.step - 1) });
      if (last === 'xstate.done.actor.run') await item.waitFor();
      if (last === 'xstate.error.actor.run') {
        // The command failed: nothing was added and what was typed is kept.
        if (await item.count()) throw new Error('a failed create added a policy');
        if ((await admin(ui.page).locator('#policy-new-title').inputValue()) !== title(ui, ui.step - 1)) throw new Error('the title typed was lost');
      }
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The entry's command: publish with isEnforced, by the server's own rules.
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

export const model: MachineModel = { entry, server: policyAdmin, ui: policyAdminAdapter };
