import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { termsAcceptanceMachine } from '../../../../machines/settings/terms-acceptance.machine';
import { acceptTerms, loadTerms } from '../../../../src/features/settings/terms-load';
import type { FakeBinding } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { acceptedOnRecord, card, inForce, unaccept } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const loaded = {
  text: { policyId: 1, version: 3, language: 'fr', title: 'Charte', content: 'Article 1', isEnforced: true, publishedDate: null },
  status: { hasAcceptedPolicy: false, requiresPolicyAcceptance: true },
  fellBack: false,
};

const entry: RegisteredMachine = {
  id: 'termsAcceptance',
  file: 'settings/terms-acceptance.machine.ts',
  machine: termsAcceptanceMachine,
  events: [
    done('loadPolicy', loaded), error('loadPolicy'), { type: 'terms.retry' },
    { type: 'terms.toggleRead' }, { type: 'terms.accept' },
    done('acceptPolicy'), error('acceptPolicy', { message: 'Policy.VersionChanged' }),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The acceptance page. Every persona has accepted the charter in force, so
 * start() removes Yasmine's acceptance of the current version first (the
 * fake server is reset after each path).
 */
export const termsAcceptanceAdapter: UiAdapter = {
  machine: 'termsAcceptance',
  persona: 'employee',
  writes: ['terms.accept'],
  async start(ui) {
    await ui.backend(
      (b: any, userId: number) => {
        const policies = b.db.table('policies').all();
        const current = policies.find((p: { isPublished: boolean }) => p.isPublished);
        const acceptances = b.db.table('policyAcceptances');
        for (const a of acceptances.all()) if (a.userId === userId && a.policyId === current.id && a.version === current.version) acceptances.remove(a.id);
      },
      1,
    );
    await ui.navigate('/account/termsacceptance?returnUrl=%2Fcollaborateur');
    await card(ui.page).waitFor();
  },
  actions: {
    'terms.toggleRead': (ui) => card(ui.page).getByRole('checkbox').click(),
    'terms.accept': (ui) => card(ui.page).getByRole('button', { name: 'Accepter et continuer' }).click(),
    'terms.retry': (ui) => card(ui.page).getByRole('button', { name: 'Réessayer' }).click(),
  },
  faults: {
    'xstate.error.actor.loadPolicy': { method: 'GET', path: '^/api/policy/checkUserAcceptance$' },
    'xstate.error.actor.acceptPolicy': { method: 'POST', path: '^/api/policy/acceptPolicy$' },
  },
  states: {
    async 'termsAcceptance.failed'(ui) {
      await card(ui.page).getByRole('alert').getByRole('button', { name: 'Réessayer' }).waitFor();
    },
    async 'termsAcceptance.ready'(ui) {
      await card(ui.page).getByRole('document').waitFor();
      const read = ui.path.steps.slice(0, ui.step).filter((s) => s.event.type === 'terms.toggleRead').length % 2 === 1;
      if ((await card(ui.page).getByRole('checkbox').isChecked()) !== read) throw new Error(`the 'I have read' box should be ${read ? 'ticked' : 'clear'}`);
      const accept = card(ui.page).getByRole('button', { name: 'Accepter et continuer' });
      if ((await accept.isEnabled()) !== read) throw new Error(`accept should be ${read ? 'enabled' : 'disabled'}`);
      if (ui.path.steps[ui.step - 1]?.event.type === 'xstate.error.actor.acceptPolicy') await card(ui.page).getByRole('alert').waitFor();
    },
    async 'termsAcceptance.accepted'(ui) {
      // Back to returnUrl.
      await ui.page.waitForURL((u) => u.pathname === '/collaborateur');
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

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
    'xstate.done.actor.acceptPolicy': (w) => assert.ok(acceptedOnRecord(w), 'the acceptance is recorded'),
    'xstate.error.actor.acceptPolicy': (w) => assert.not.ok(acceptedOnRecord(w), 'a failed acceptance recorded nothing'),
  },
};

export const model: MachineModel = { entry, server: termsAcceptance, ui: termsAcceptanceAdapter };
