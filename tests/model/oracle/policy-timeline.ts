import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RegisteredMachine } from '../registry-types';

/**
 * The policy check's timings and error handling (spec 1 §4 and §8) judged on
 * a simulated clock: the graph walk fires timers by event, so it cannot tell
 * when a check starts. Seeded scripts of what the app sends (the tab shown or
 * focused, a forced check, route changes, time passing by the spec's own
 * lengths, each check answered 'must accept', 'accepted' or failed) drive the
 * machine; every check it starts is recorded with its time, every redirect
 * with the step that caused it, and judged against the spec's rules, with the
 * lengths the entry transcribes from the spec (`delays`), never the machine's:
 * - S1.4.09: the first check starts loadDelay after the start;
 * - S1.4.12, S1.4.13: a check under minInterval after the previous one is a forced one (forceDelay after a force);
 * - S1.4.10, S1.4.12: the tab shown or focused once the last check is minInterval old starts a check at once;
 * - S1.4.14, S1.8.08: a redirect follows only an answer that says the policy must be accepted; a failed check is only logged.
 * Both sides of the freshness rule must be met: a trigger while fresh and one once stale.
 */
type Step =
  | { type: 'policy.visible' | 'policy.focus' | 'policy.force' }
  | { type: 'policy.routeChanged'; path: string }
  | { type: 'wait'; ms: number }
  | { type: 'answer'; answer: 'blocked' | 'accepted' | 'failed' };

const blocked = { isEnforced: true, hasAcceptedPolicy: false, requiresPolicyAcceptance: true };
const accepted = { isEnforced: true, hasAcceptedPolicy: true, requiresPolicyAcceptance: true };

function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  return () => (x = (x * 1664525 + 1013904223) >>> 0) / 4294967296;
}

const flush = () => new Promise<void>((r) => setImmediate(r));

type Timers = { timeouts: Map<number, { start: number; timeout: number }> };

/** Time moves on by `ms`, timer by timer, so each fires at its own instant (SimulatedClock.increment jumps to the end first). */
async function advance(clock: SimulatedClock, ms: number) {
  const until = clock.now() + ms;
  for (;;) {
    const ends = [...(clock as unknown as Timers).timeouts.values()].map((t) => t.start + t.timeout).filter((t) => t <= until);
    if (!ends.length) break;
    clock.set(Math.max(clock.now(), Math.min(...ends)));
    await flush();
  }
  clock.set(until);
  await flush();
}

export async function policyTimelineDisagreements(entry: RegisteredMachine, o: { scripts?: number; length?: number; seed?: number } = {}): Promise<{ cells: number; wrong: string[] }> {
  const spec = (name: string) => {
    const d = entry.delays?.[name];
    if (!d) throw new Error(`the entry transcribes no '${name}' delay from the spec`);
    return d.ms;
  };
  const [load, force, route, fresh, guard] = ['loadDelay', 'forceDelay', 'routeDelay', 'minInterval', 'redirectGuardReset'].map(spec);
  const alphabet: Step[] = [
    { type: 'policy.visible' }, { type: 'policy.focus' }, { type: 'policy.force' },
    { type: 'policy.routeChanged', path: '/conge/demande' }, { type: 'policy.routeChanged', path: '/expenses' }, { type: 'policy.routeChanged', path: '/account/termsacceptance' },
    ...[force, route, guard, fresh / 2, fresh].map((ms) => ({ type: 'wait' as const, ms })),
    { type: 'answer', answer: 'blocked' }, { type: 'answer', answer: 'accepted' }, { type: 'answer', answer: 'failed' },
  ];
  const rnd = seeded(o.seed ?? 7);
  const wrong: string[] = [];
  let cells = 0;
  const sides = { fresh: 0, stale: 0 };
  for (let n = 0; n < (o.scripts ?? 300); n++) {
    const clock = new SimulatedClock();
    const calls: number[] = [];
    const forces: number[] = [];
    let pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
    let redirects = 0;
    const machine = entry.machine.provide({
      actors: {
        checkAcceptance: fromPromise(() => {
          calls.push(clock.now());
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
      },
      actions: { redirect: () => void redirects++ },
    } as never);
    const actor = createActor(machine, { clock, input: entry.input as never }).start();
    const script: Step[] = [];
    const say = () => `script ${n} [${script.map((s) => (s.type === 'wait' ? `wait ${s.ms}` : s.type === 'answer' ? s.answer : s.type === 'policy.routeChanged' ? `route ${s.path}` : s.type.slice(7))).join(', ')}]`;
    for (let k = 0; k < (o.length ?? 12); k++) {
      const step = alphabet[Math.floor(rnd() * alphabet.length)]!;
      script.push(step);
      const before = redirects;
      if (step.type === 'wait') await advance(clock, step.ms);
      else if (step.type === 'answer') {
        const p = pending as { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null;
        if (!p) continue;
        pending = null;
        if (step.answer === 'failed') p.reject({ message: 'Error.Unknown' });
        else p.resolve(step.answer === 'blocked' ? blocked : accepted);
        await flush();
        cells++;
      } else {
        if (step.type === 'policy.force') forces.push(clock.now());
        // The tab shown or focused with no check in flight or forced, after a first check: the freshness rule judges it.
        const judged = (step.type === 'policy.visible' || step.type === 'policy.focus') && calls.length && !pending && !forces.some((f) => f > calls.at(-1)!);
        const stale = judged && clock.now() - calls.at(-1)! >= fresh;
        const made = calls.length;
        actor.send(step as never);
        await flush();
        if (judged) {
          cells++;
          sides[stale ? 'stale' : 'fresh']++;
          if (stale && calls.length === made) wrong.push(`${say()}: the tab ${step.type.slice(7)} ${clock.now() - calls.at(-1)!} ms after the last check and no check (S1.4.10, S1.4.12)`);
        }
      }
      if (redirects > before && !(step.type === 'answer' && step.answer === 'blocked')) wrong.push(`${say()}: a redirect after '${step.type === 'answer' ? `a ${step.answer} check` : step.type}' (S1.4.14, S1.8.08: only an answer saying the policy must be accepted redirects; a failed check is only logged)`);
    }
    actor.stop();
    if (calls.length && calls[0] !== load && !forces.some((f) => f + force === calls[0])) wrong.push(`${say()}: the first check at ${calls[0]} ms, the spec says ${load} ms after the start (S1.4.09)`);
    for (let i = 1; i < calls.length; i++) {
      cells++;
      const since = calls[i]! - calls[i - 1]!;
      if (since < fresh && !forces.some((f) => f + force === calls[i])) wrong.push(`${say()}: a check at ${calls[i]} ms, ${since} ms after the previous one and not forced (S1.4.12: skipped under ${fresh} ms unless forced)`);
    }
  }
  if (!sides.fresh) wrong.push('no script showed or focused the tab while the last check was fresh: the skip side of S1.4.12 was never judged');
  if (!sides.stale) wrong.push('no script showed or focused the tab once the last check was stale: the check side of S1.4.12 was never judged');
  return { cells, wrong };
}
