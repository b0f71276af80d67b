import type { Page } from 'playwright-core';
import type { UiAdapter, UiContext } from '../types';
import { alertDialog, pauseClockNow, successToast } from '../ui-helpers';

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
 * The session policy check (spec 1 section 4), a service started at sign-in,
 * walked as Omar (owner) on the policy administration page: start() installs
 * Playwright's clock (so the 2-minute freshness can be fast-forwarded), signs
 * out and in again (a fresh actor that checks 100 ms later) with that page as
 * the returnUrl. Route changes are client-side navigations; 'visible' and
 * 'focus' are the tab's own events; 'policy.force' is the page's publish (a
 * draft seeded by start()), after which the app forces a check, also inside
 * the first 100 ms after sign-in (the clock held, see signInToPublish). Each path has
 * its own page and in-page server, so the publication (every user's answer
 * changes) stays inside it. Which answer the checks get is the data start()
 * leaves: Omar's acceptance of the charter in force removed ('blocked':
 * redirect to the terms page) or kept ('accepted'); the publisher accepts the
 * version he publishes, so after a publish the answer is 'accepted'.
 */
type PolicyAnswer = 'blocked' | 'accepted' | null;
/** The last answer, whether the policy administration page is still on screen (a publish needs it), and whether the path has published (its one draft). */
type PolicyWorld = { answer: PolicyAnswer; onAdmin: boolean; published: boolean };
const OWNER_ID = 4;
/**
 * When the next step is the user's again (acting inside the 500 ms route delay), the page's clock is paused before
 * the route changes: the delay then starts on a standing clock and can't elapse before that step, however slow the
 * machine is.
 */
async function hold(ui: UiContext) {
  if (ui.path.steps[ui.step]?.kind !== 'user') return go(ui);
  await pauseClockNow(ui.page);
}
async function go(ui: UiContext) {
  await ui.page.clock.resume();
}
const publishButton = (page: Page) => admin(page).getByRole('button', { name: /^Publier la version \d+$/ });
/** The path publishes in the first 100 ms after sign-in (the check's startup). */
const startsPublishing = (ui: UiContext) => ui.path.steps[0]?.event.type === 'policy.force';
/**
 * Sign-in for a publication inside the startup: the admin page is shown once before (its code then loads from the
 * module cache, no network wait), the clock is paused before the sign-in, and then let through 1 ms at a time, the
 * page given real time between, until the publish button shows. With no latency that takes a few ms of the page's
 * time, however slow the machine; past 60 the path fails here rather than race the check.
 */
async function signInToPublish(ui: UiContext) {
  await ui.navigate('/settings/policy');
  await publishButton(ui.page).waitFor();
  await ui.navigate('/account/logout?returnUrl=%2Fsettings%2Fpolicy');
  await ui.page.locator('[data-persona="owner"]').waitFor();
  await hold(ui);
  await ui.page.locator('[data-persona="owner"]').click();
  for (let ms = 0; !(await publishButton(ui.page).isVisible()); ms++) {
    if (ms >= 60) throw new Error('the policy page did not show within 60 ms (page clock) of the sign-in: the check starts at 100');
    await publishButton(ui.page)
      .waitFor({ timeout: 250 })
      .catch(() => ui.page.clock.runFor(1));
  }
}
const answerOf = (e: object): PolicyAnswer => ((e as { output?: { hasAcceptedPolicy?: boolean } }).output?.hasAcceptedPolicy ? 'accepted' : 'blocked');
const isCheckDone = (t: string) => t === 'xstate.done.actor.checkAcceptance';
const isTermsRoute = (path: unknown) => String(path).split('?')[0] === '/account/termsacceptance';
const publishes = (ui: UiContext) => ui.path.steps.some((s) => s.event.type === 'policy.force');
/** The state the path is in before the step being run. */
const statesBefore = (ui: UiContext) => (ui.step > 1 ? ui.path.steps[ui.step - 2]!.states : ui.path.start.states);
export const policyCheckAdapter: UiAdapter = {
  machine: 'policyCheck',
  persona: 'owner',
  readOnly: false,
  writes: ['policy.force'],
  closeAfter: true,
  maxLength: 10,
  world: { answer: null, onAdmin: true, published: false } satisfies PolicyWorld,
  track(world: PolicyWorld, e) {
    // A 'blocked' answer redirects to the terms page (the walk's model keeps it simple: the admin page is gone either way).
    if (isCheckDone(e.type)) return { ...world, answer: answerOf(e), onAdmin: world.onAdmin && answerOf(e) !== 'blocked' };
    if (e.type === 'policy.force') return { ...world, answer: 'accepted', published: true };
    if (e.type === 'policy.routeChanged' && isTermsRoute(e.path)) return { ...world, onAdmin: false };
    return world;
  },
  feasible: (e, _c, from) => {
    const world = from.world as PolicyWorld;
    // Raised by the machine itself on entering 'checking' / redirecting: taken along with those steps, never alone.
    if (e.type.startsWith('policy.internal.')) return false;
    // The clock is fast-forwarded while nothing else waits (a pending check or route delay would fire in the same jump).
    if (e.type.startsWith('xstate.after.minInterval')) return from.value?.check === 'idle' && from.value?.redirectGuard === 'open';
    // Publishing needs the admin page and the draft start() seeded (one per path).
    if (e.type === 'policy.force') return world.onAdmin && !world.published;
    // In the first 100 ms after sign-in the one user step is the publication (start() holds the clock for it, see signInToPublish).
    if (from.value?.check === 'startup' && /^policy\.(routeChanged|visible|focus)$/.test(e.type)) return false;
    return !isCheckDone(e.type) || world.answer === null || world.answer === answerOf(e);
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
        OWNER_ID,
      );
    if (publishes(ui))
      await ui.backend((b: any, step: number) => {
        const current = b.db.table('policies').all().find((p: { isPublished: boolean }) => p.isPublished);
        b.db.table('policyVersions').insert({ policyId: current.id, version: current.version + 1, language: 'fr', title: current.title, content: `Article ajouté par le parcours ${step}.`, updatedDate: new Date().toISOString() });
      }, ui.path.index);
    await ui.page.clock.install();
    if (startsPublishing(ui)) return signInToPublish(ui);
    // A fresh actor without a reload (a reload would rebuild the demo data): sign out and in again, back to the policy administration.
    await ui.navigate('/account/logout?returnUrl=%2Fsettings%2Fpolicy');
    await ui.page.locator('[data-persona="owner"]').click();
    // The page, or already the terms page when the first check redirects.
    await ui.page.locator('.policy-admin .policy-list-item, .terms-card').first().waitFor();
  },
  // Two minutes fast-forwarded: SignalR's own 30 s server timeout elapses with them (the realtime machine reconnects).
  consoleErrors: { 'xstate.after.minInterval.policyCheck.freshness.fresh': [/Server timeout elapsed/, /connection lost/i] },
  // The 500 ms after a route change, the 100 ms after sign-in: the page's clock is paused there when the path acts in them (see hold, signInToPublish).
  interruptible: ['policyCheck.check.routeWait', 'policyCheck.check.startup'],
  actions: {
    async 'policy.routeChanged'(ui, e) {
      await hold(ui);
      // A query of its own per step: the service tells route changes by path and query, the machine by path only.
      // A checked route seen from the admin page stays on it (with its query), so a publish can follow.
      const onAdmin = new URL(ui.page.url()).pathname === '/settings/policy';
      await ui.navigate(`${onAdmin && !isTermsRoute(e.path) ? '/settings/policy' : String(e.path)}?walk=${ui.step}`);
    },
    async 'policy.visible'(ui) {
      await go(ui);
      await ui.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    },
    async 'policy.focus'(ui) {
      await go(ui);
      await ui.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    },
    async 'policy.force'(ui) {
      // Inside the route delay or the startup the page's clock stands still (hold, signInToPublish): the clicks run,
      // then the clock is let through a little at a time until the publication's answer has forced the check (well
      // before the 500 ms are up; 1 ms at a time in the startup's 100).
      const before = statesBefore(ui);
      const paused = before.includes('policyCheck.check.routeWait') || before.includes('policyCheck.check.startup');
      if (!paused) await go(ui);
      await publishButton(ui.page).click();
      await alertDialog(ui.page).getByRole('button', { name: 'Publier' }).click();
      if (!paused) return;
      const step = before.includes('policyCheck.check.startup') ? 1 : 5;
      // The inspection's log, not its live list (refreshed by a 250 ms timer of the page's own, standing too). One publication per path.
      const forced = () => ui.page.evaluate(() => (window as any).__mintrhInspection.log('policyCheck', 0).some((e: { value: string }) => /forceWait/.test(e.value)));
      // The success toast says the answer is in (the check is forced with it): the page is given real time to show it before the clock moves on.
      for (let i = 0; i < 60 && !(await forced()); i++)
        await successToast(ui.page)
          .waitFor({ timeout: 250 })
          .catch(() => ui.page.clock.runFor(step));
      await go(ui);
    },
    'xstate.after.routeDelay.policyCheck.check.routeWait': go,
    // Two minutes after the last check: the next unforced trigger checks again.
    'xstate.after.minInterval.policyCheck.freshness.fresh': (ui) => ui.page.clock.fastForward(120_000),
  },
  faults: {
    'xstate.error.actor.checkAcceptance': { method: 'GET', path: '^/api/policy/checkUserAcceptance$' },
  },
  states: {
    async 'policyCheck.check.idle'(ui) {
      const last = ui.path.steps[ui.step - 1];
      if (last?.event.type === 'xstate.done.actor.checkAcceptance' && answerOf(last.event) === 'blocked') await card(ui.page).waitFor();
      // After a publish: the new version is in force on the admin page.
      if (ui.path.steps.slice(0, ui.step).some((s) => s.event.type === 'policy.force') && new URL(ui.page.url()).pathname === '/settings/policy')
        await admin(ui.page).locator('.policy-list-item').first().filter({ hasText: 'Version 3' }).waitFor();
    },
  },
};

export const settingsAdapters: UiAdapter[] = [termsAcceptanceAdapter, policyAdminAdapter, policyCheckAdapter];
