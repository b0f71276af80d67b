import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { policyCheckMachine } from '../../machines/settings/policy-check.machine';
import { isQuietRoute, isRedirectablePath, mustAccept, termsUrl, type PolicyStatus } from '../../machines/settings/policy-rules';

const blocked: PolicyStatus = { isEnforced: true, hasAcceptedPolicy: false, requiresPolicyAcceptance: true };
const fine: PolicyStatus = { isEnforced: true, hasAcceptedPolicy: true, requiresPolicyAcceptance: true };

function harness(o: { path?: string; status?: () => PolicyStatus | Promise<PolicyStatus> } = {}) {
  const clock = new SimulatedClock();
  const checks: number[] = [];
  const redirects: string[] = [];
  const logged: unknown[] = [];
  let status = o.status ?? (() => fine);
  const machine = policyCheckMachine.provide({
    actors: {
      checkAcceptance: fromPromise(async () => {
        checks.push(clock.now());
        return status();
      }),
    },
    actions: {
      redirect: (_, p) => redirects.push(termsUrl(p.returnUrl)),
      logError: (_, p) => logged.push(p.error),
    },
  });
  const actor = createActor(machine, { input: { path: o.path ?? '/expenses' }, clock }).start();
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, checks, redirects, logged, advance, flush, setStatus: (s: () => PolicyStatus) => (status = s) };
}

test('S1.4.09 the first check runs 100 ms after load', async () => {
  const h = harness();
  await h.advance(99);
  assert.is(h.checks.length, 0);
  await h.advance(1);
  assert.equal(h.checks, [100]);
});

test('S1.4.10 S1.4.12 tab visible and window focus check, but not within 120000 ms of the last check', async () => {
  const h = harness();
  await h.advance(100);
  h.actor.send({ type: 'policy.visible' });
  h.actor.send({ type: 'policy.focus' });
  await h.flush();
  assert.is(h.checks.length, 1, 'skipped: the last check is too recent');
  await h.advance(119999);
  h.actor.send({ type: 'policy.focus' });
  await h.flush();
  assert.is(h.checks.length, 1);
  await h.advance(1);
  h.actor.send({ type: 'policy.visible' });
  await h.flush();
  assert.is(h.checks.length, 2);
  await h.advance(120000);
  h.actor.send({ type: 'policy.focus' });
  await h.flush();
  assert.is(h.checks.length, 3);
});

test('S1.4.11 a route change checks 500 ms later (once stale); a new change restarts the wait', async () => {
  const h = harness();
  await h.advance(100);
  await h.advance(120000);
  h.actor.send({ type: 'policy.routeChanged', path: '/conge/demande' });
  await h.advance(300);
  h.actor.send({ type: 'policy.routeChanged', path: '/expenses' });
  await h.advance(499);
  assert.is(h.checks.length, 1);
  await h.advance(1);
  assert.is(h.checks.length, 2);
  assert.is(h.actor.getSnapshot().context.path, '/expenses');
});

test('S1.4.12 a route change within 120000 ms of the last check is skipped', async () => {
  const h = harness();
  await h.advance(100);
  h.actor.send({ type: 'policy.routeChanged', path: '/conge/demande' });
  await h.advance(500);
  assert.is(h.checks.length, 1);
});

test('S1.4.11 login, logout and terms acceptance routes trigger no check', async () => {
  const h = harness();
  await h.advance(100);
  await h.advance(120000);
  for (const path of ['/account/login?returnUrl=%2F', '/account/logout', '/account/termsacceptance?returnUrl=%2F']) {
    h.actor.send({ type: 'policy.routeChanged', path });
    await h.advance(600);
  }
  assert.is(h.checks.length, 1);
  assert.ok(isQuietRoute('/account/termsacceptance'));
  assert.not.ok(isQuietRoute('/expenses'));
});

test('S1.4.13 a forced check runs after 100 ms whatever the last check', async () => {
  const h = harness();
  await h.advance(100);
  h.actor.send({ type: 'policy.force' });
  await h.advance(99);
  assert.is(h.checks.length, 1);
  await h.advance(1);
  assert.equal(h.checks, [100, 200]);
});

test('S1.4.14 enforced, not accepted and required: redirect to the terms page with returnUrl', async () => {
  const h = harness({ path: '/conge/demande?tab=2', status: () => blocked });
  await h.advance(100);
  assert.equal(h.redirects, ['/account/termsacceptance?returnUrl=%2Fconge%2Fdemande%3Ftab%3D2']);
});

test('no redirect unless all three conditions hold', async () => {
  assert.ok(mustAccept(blocked));
  assert.not.ok(mustAccept({ ...blocked, isEnforced: false }));
  assert.not.ok(mustAccept({ ...blocked, hasAcceptedPolicy: true }));
  assert.not.ok(mustAccept({ ...blocked, requiresPolicyAcceptance: false }));
  const h = harness({ status: () => ({ ...blocked, isEnforced: false }) });
  await h.advance(100);
  assert.equal(h.redirects, []);
});

test('S1.4.15 the redirect guard holds for 3000 ms', async () => {
  const h = harness({ status: () => blocked });
  await h.advance(100);
  assert.is(h.redirects.length, 1);
  h.actor.send({ type: 'policy.force' });
  await h.advance(100);
  assert.is(h.checks.length, 2);
  assert.is(h.redirects.length, 1, 'guarded: the first redirect is under 3000 ms old');
  await h.advance(2800);
  h.actor.send({ type: 'policy.force' });
  await h.advance(100);
  assert.is(h.redirects.length, 2, 'the guard reset after 3000 ms');
});

test('S1.4.16 /account/login, /account/logout and /api/… never redirect', async () => {
  for (const path of ['/account/login', '/account/logout', '/api/policy/privacyPolicy']) {
    const h = harness({ path, status: () => blocked });
    await h.advance(100);
    assert.equal(h.redirects, [], path);
    assert.not.ok(isRedirectablePath(path));
  }
  assert.ok(isRedirectablePath('/'));
});

test('S1.8.08 a failed check is only logged and blocks nobody', async () => {
  const h = harness({
    status: () => {
      throw new Error('Error.Network');
    },
  });
  await h.advance(100);
  assert.is(h.logged.length, 1);
  assert.equal(h.redirects, []);
  h.setStatus(() => blocked);
  h.actor.send({ type: 'policy.force' });
  await h.advance(100);
  assert.is(h.redirects.length, 1, 'the next check still works');
});

test('S1.8.08 a failed check redirects nobody, even when the check before it answered that acceptance is due', async () => {
  // The first answer needs acceptance but comes on the login page, which never redirects (S1.4.16).
  const h = harness({ path: '/account/login', status: () => blocked });
  await h.advance(100);
  assert.equal(h.redirects, []);
  h.setStatus(() => {
    throw new Error('Error.Network');
  });
  h.actor.send({ type: 'policy.routeChanged', path: '/expenses' });
  h.actor.send({ type: 'policy.force' });
  await h.advance(100);
  assert.is(h.checks.length, 2);
  assert.is(h.logged.length, 1);
  assert.equal(h.redirects, [], 'a failure is only logged');
});

test.run();
