import type { Page } from 'playwright-core';
import type { UiAdapter } from '../types';

/** UI adapters of the settings area's machines (machines/settings/). */
const card = (page: Page) => page.locator('.terms-card');

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

/**
 * Policy administration (owner): one command at a time; the walk runs the
 * 'create a policy' command. (The walk found a 'policy.dismissError' event no
 * view sent: a failure shows a toast, there is no error to dismiss; removed.)
 */
const admin = (page: Page) => page.locator('.policy-admin');
// One title per run step, so a second create in the same path is told apart from the first.
const title = (ui: { path: { index: number } }, step: number) => `Charte du parcours ${ui.path.index}.${step}`;
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

export const settingsAdapters: UiAdapter[] = [termsAcceptanceAdapter, policyAdminAdapter];
