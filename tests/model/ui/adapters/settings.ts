import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { arrivedBy } from '../ui-helpers';

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


/**
 * The session policy check (spec 1 section 4), a service started at sign-in:
 * start() installs Playwright's clock (so the 2-minute freshness can be
 * fast-forwarded), signs out and in again: a fresh actor that checks 100 ms
 * later. Route changes are client-side navigations; 'visible' and
 * 'focus' are the tab's own events. Which answer the checks get is the data
 * start() leaves: Yasmine's acceptance of the charter in force removed
 * ('blocked': redirect to the terms page) or kept ('accepted').
 */
type PolicyWorld = 'blocked' | 'accepted' | null;
/** When the next step is the user's again (acting inside the 500 ms route delay), the page's clock stops until then. */
async function hold(ui: UiContext) {
  if (ui.path.steps[ui.step]?.kind !== 'user') return;
  const now = await ui.page.evaluate(() => Date.now());
  await ui.page.clock.pauseAt(now + 30);
}
async function go(ui: UiContext) {
  await ui.page.clock.resume();
}
const answerOf = (e: object): PolicyWorld => (((e as { output?: { hasAcceptedPolicy?: boolean } }).output?.hasAcceptedPolicy ? 'accepted' : 'blocked'));
const isCheckDone = (t: string) => t === 'xstate.done.actor.checkAcceptance';
export const policyCheckAdapter: UiAdapter = {
  machine: 'policyCheck',
  persona: 'employee',
  readOnly: false,
  closeAfter: true,
  maxLength: 10,
  world: null,
  track: (world: PolicyWorld, e) => (isCheckDone(e.type) ? answerOf(e) : world),
  feasible: (e, _c, from) => {
    // Raised by the machine itself on entering 'checking' / redirecting: taken along with those steps, never alone.
    if (e.type.startsWith('policy.internal.')) return false;
    // The clock is fast-forwarded while nothing else waits (a pending check or route delay would fire in the same jump).
    if (e.type.startsWith('xstate.after.minInterval')) return from.value?.check === 'idle' && from.value?.redirectGuard === 'open';
    return !isCheckDone(e.type) || from.world === null || from.world === answerOf(e);
  },
  async start(ui) {
    const first = ui.path.steps.find((s) => isCheckDone(s.event.type))?.event;
    if (first && answerOf(first) === 'blocked')
      await ui.backend(
        (b: any, userId: number) => {
          const current = b.db.table('policies').all().find((p: { isPublished: boolean }) => p.isPublished);
          const acceptances = b.db.table('policyAcceptances');
          for (const a of acceptances.all()) if (a.userId === userId && a.policyId === current.id && a.version === current.version) acceptances.remove(a.id);
        },
        1,
      );
    await ui.page.clock.install();
    // A fresh actor without a reload (a reload would rebuild the demo data): sign out and in again.
    await ui.page.getByTestId('user-menu').click();
    await ui.page.locator('[data-menu="signOut"]').click();
    await ui.page.locator('[data-persona="employee"]').click();
    // The shell, or already the terms page when the first check redirects.
    await ui.page.locator('nav#side-nav, .terms-card').first().waitFor();
  },
  // Two minutes fast-forwarded: SignalR's own 30 s server timeout elapses with them (the realtime machine reconnects).
  consoleErrors: { 'xstate.after.minInterval.policyCheck.freshness.fresh': [/Server timeout elapsed/, /connection lost/i] },
  // The 500 ms after a route change: the page's clock is paused there when the path acts in it (see hold).
  interruptible: ['policyCheck.check.routeWait'],
  actions: {
    async 'policy.routeChanged'(ui, e) {
      await go(ui);
      // A query of its own per step: the service tells route changes by path and query, the machine by path only.
      await ui.navigate(`${String(e.path)}?walk=${ui.step}`);
      await hold(ui);
    },
    async 'policy.visible'(ui) {
      await go(ui);
      await ui.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    },
    async 'policy.focus'(ui) {
      await go(ui);
      await ui.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    },
    'xstate.after.routeDelay.policyCheck.check.routeWait': go,
    // Two minutes after the last check: the next unforced trigger checks again.
    'xstate.after.minInterval.policyCheck.freshness.fresh': (ui) => ui.page.clock.fastForward(120_000),
  },
  faults: {
    'xstate.error.actor.checkAcceptance': { method: 'GET', path: '^/api/policy/checkUserAcceptance$' },
  },
  waived: {
    'policyCheck.check.idle ─policy.force#0→': "the one control is policy admin's publish (owner), which also changes every user's answer: not walked yet (unit-tested with a simulated clock)",
    'policyCheck.check.routeWait ─policy.force#0→': 'as above: publish in policy admin',
    'policyCheck.check.startup ─policy.force#0→': 'the first 100 ms after sign-in: no user can act there',
    'policyCheck.check.forceWait': 'reached by policy.force only (publish in policy admin): not walked yet',
    'policyCheck.check.forceWait ─*': 'reached by policy.force only (publish in policy admin): not walked yet',
    'policyCheck.freshness.fresh ─policy.internal.checked#0→': 'a check while the last one is fresh happens after policy.force only (publish in policy admin): not walked yet',
  },
  states: {
    async 'policyCheck.check.idle'(ui) {
      if (arrivedBy(ui) === 'xstate.done.actor.checkAcceptance' && answerOf(ui.path.steps[ui.step - 1]!.event) === 'blocked') await card(ui.page).waitFor();
    },
  },
};

export const settingsAdapters: UiAdapter[] = [termsAcceptanceAdapter, policyAdminAdapter, policyCheckAdapter];
