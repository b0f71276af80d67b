import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { policyCheckMachine } from '../../../../machines/settings/policy-check.machine';
import { fetchPolicyStatus } from '../../../../src/api/policy-status-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { ModelEvent, UiAdapter, UiContext } from '../../ui/types';
import { alertDialog, installPageClock, pauseClockNow, successToast } from '../../ui/ui-helpers';
import { policyTimelineDisagreements } from '../../oracle/policy-timeline';
import { acceptedOnRecord, admin, card, unaccept } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const blocked = { isEnforced: true, hasAcceptedPolicy: false, requiresPolicyAcceptance: true };

const accepted = { isEnforced: true, hasAcceptedPolicy: true, requiresPolicyAcceptance: true };

const entry: RegisteredMachine = {
  id: 'policyCheck',
  file: 'settings/policy-check.machine.ts',
  machine: policyCheckMachine,
  input: { path: '/expenses' },
  maxDepth: 8,
  // Spec 1 §4 and §9 ('Policy check timing').
  delays: {
    loadDelay: { ms: 100, spec: 'S1.4.09' },
    routeDelay: { ms: 500, spec: 'S1.4.11' },
    forceDelay: { ms: 100, spec: 'S1.4.13' },
    minInterval: { ms: 120000, spec: 'S1.4.12' },
    redirectGuardReset: { ms: 3000, spec: 'S1.4.15' },
  },
  // Spec 1 §8: a failed check is only logged, whatever the last answer said.
  outcomes: [{ spec: ['S1.8.08'], rule: 'a failed policy check is only logged: no redirect', event: 'xstate.error.actor.checkAcceptance', follows: { effect: 'redirect' }, expect: false }],
  // When checks start, and what a redirect follows, on a simulated clock (oracle/policy-timeline.ts).
  judges: [{ name: 'policy check timeline', spec: ['S1.4.09', 'S1.4.10', 'S1.4.12', 'S1.4.13', 'S1.4.14', 'S1.8.08'], judge: (e) => policyTimelineDisagreements(e) }],
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
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

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
  // The page only: the path rests on it already (home), and may have read its policies before start() seeded the
  // draft, so its publish button can't be waited for here (CI, twice under load). The sign-in below reads them again.
  await ui.navigate('/settings/policy');
  await ui.page.locator('.policy-admin .policy-list-item').first().waitFor();
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
  // Rests on the policy page, not the dashboard: Playwright's clock script counts from 1970 until the start time it
  // is installed with arrives in a second evaluation, and a dashboard card reading the date in between asked for
  // December 1969's leave (CI, twice). Nothing on this page asks for anything by date.
  home: '/settings/policy',
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
    await installPageClock(ui.page);
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

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

const firstAnswer = (w: WalkContext, type: string) => w.path.steps.find((s) => s.event.type.startsWith(`xstate.`) && s.event.type.endsWith(`.actor.${type}`))?.event;

/**
 * The session's policy check: which answer the checks get is the data the
 * path starts with (the acceptance removed: 'blocked', kept: 'accepted'), as
 * in the UI walk; here policy.force (publish's forced check) is walked too.
 */
const answerKind = (e: ModelEvent) => ((e.output as { hasAcceptedPolicy?: boolean } | undefined)?.hasAcceptedPolicy ? 'accepted' : 'blocked');

const policyCheck: FakeBinding = {
  machine: 'policyCheck',
  persona: 'employee',
  like: policyCheckAdapter,
  feasible: (e, c, from) => (e.type.startsWith('policy.internal.') ? false : policyCheckAdapter.feasible!(e, c, from)),
  seed(w) {
    const first = firstAnswer(w, 'checkAcceptance');
    if (first?.type === 'xstate.done.actor.checkAcceptance' && answerKind(first) === 'blocked') unaccept(w);
  },
  provide: (w) => policyCheckMachine.provide({ actors: { checkAcceptance: fromPromise(() => fetchPolicyStatus(w.userId)) } }),
  checks: {
    'xstate.done.actor.checkAcceptance': (w, _s, e) => assert.is(acceptedOnRecord(w), answerKind(e) === 'accepted', 'the check agrees with the acceptance on record'),
  },
};

export const model: MachineModel = { entry, server: policyCheck, ui: policyCheckAdapter };
