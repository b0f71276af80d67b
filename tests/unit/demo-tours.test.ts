import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { tourMachine, TOUR_TARGET_TIMEOUT_MS, type TourEvent } from '../../machines/demo/tour.machine';
import { tourDef, type TourDef, type TourStep } from '../../src/domain/tour';
import { tours } from '../../src/features/demo/tours';
import { resolveValue } from '../../src/features/demo/tour-dom';
import { moneyRules, readNumber, readingLocales } from '../../src/i18n/number-text';

const fr = (ns: string) => JSON.parse(readFileSync(`src/i18n/locales/fr/${ns}.json`, 'utf8')) as Record<string, string>;
const has = (ref: string) => {
  const i = ref.indexOf(':');
  const [ns, key] = i > 0 ? [ref.slice(0, i), ref.slice(i + 1)] : ['demo', ref];
  return key in fr(ns) || key in fr('common') || key in fr('deferred');
};

test('the four tours are valid data and every name and text they use is translated', () => {
  assert.equal(tours.map((t) => t.id), ['demo', 'leave', 'expenses', 'forms', 'interventions']);
  for (const tour of tours) {
    assert.ok(tourDef.safeParse(tour).success, tour.id);
    const values = tour.steps.flatMap((s) => [s.target?.nameHas, s.target?.row, 'value' in s.action ? s.action.value : undefined]);
    const refs = [tour.title, ...tour.steps.flatMap((s) => [s.text, s.target?.name, s.target?.label]), ...values.map((v) => (v && 'key' in v ? v.key : undefined))];
    for (const r of refs.filter((x): x is string => !!x)) assert.ok(has(r), `${tour.id}: ${r}`);
  }
});

test('a number a tour types is written as the interface language writes it, so the numeric input reads it (the expense tour typed 120.5, which French refuses)', () => {
  const typed = resolveValue({ number: 120.5, money: true });
  assert.is(typed, '120,50');
  for (const browser of ['fr-FR', 'en-US', 'ar']) assert.is(readNumber(typed, moneyRules, readingLocales('fr', browser)), 120.5, browser);
  for (const tour of tours)
    for (const [i, step] of tour.steps.entries())
      if (step.action.kind === 'type' && 'literal' in step.action.value) assert.not.match(step.action.value.literal, /^[\d.,\s]+$/, `${tour.id} step ${i + 1} types a number as a literal`);
});

test('every step is shown beside what it explains: it has a target, waited for before its text shows (issue 36 item 4)', () => {
  for (const tour of tours) for (const [i, step] of tour.steps.entries()) assert.ok(step.target, `${tour.id} step ${i + 1} (${step.text}) explains something it does not wait for`);
});

const steps: TourStep[] = [
  { text: 'tour.leave.persona', target: { css: '#a' }, action: { kind: 'click' } },
  { text: 'tour.leave.new', target: { css: '#b' }, action: { kind: 'click' } },
  { text: 'tour.leave.done', action: { kind: 'none' } },
];
const tour: TourDef = { id: 't', title: 'tour.leave.title', steps };

function start(o: { found?: (css: string) => boolean; act?: (s: TourStep | null) => Promise<void> } = {}) {
  const clock = new SimulatedClock();
  const acted: string[] = [];
  const machine = tourMachine.provide({
    actors: {
      watchTarget: fromCallback<TourEvent, { step: TourStep | null }>(({ input, sendBack }) => {
        const found = o.found?.(input.step?.target?.css ?? '') ?? true;
        // Found on the next turn, as the page poller would.
        const t = found ? setTimeout(() => sendBack({ type: 'tour.targetFound' }), 0) : null;
        return () => t && clearTimeout(t);
      }),
      performStep: fromPromise<void, { step: TourStep | null }>(async ({ input }) => {
        acted.push(input.step!.text);
        await o.act?.(input.step);
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: 'tour.start', tour });
  return { actor, clock, acted };
}
type Tour = ReturnType<typeof start>['actor'];
type TourSnapshot = ReturnType<Tour['getSnapshot']>;
/**
 * Until the tour is where the test expects it, after the poller stand-in (a 0 ms timer) and the step action (a
 * promise): a fixed 25 ms wait failed in the sweep, on a machine loaded enough that the timer was set after it ran.
 */
const until = (actor: Tour, where: (s: TourSnapshot) => boolean) => waitFor(actor, where, { timeout: 5000 });
const explainingStep = (index: number) => (s: TourSnapshot) => s.context.index === index && s.matches({ running: 'explaining' });

test('each step waits for its target, explains, and acts only on Next; the last step finishes', async () => {
  const { actor, acted } = start();
  assert.ok(actor.getSnapshot().matches({ running: 'waiting' }));
  await until(actor, explainingStep(0));
  assert.equal(acted, []);
  actor.send({ type: 'tour.next' });
  await until(actor, explainingStep(1));
  actor.send({ type: 'tour.next' });
  // The last step has no target: it explains at once.
  await until(actor, explainingStep(2));
  actor.send({ type: 'tour.next' });
  await until(actor, (s) => s.matches('finished'));
  assert.equal(acted, ['tour.leave.persona', 'tour.leave.new', 'tour.leave.done']);
  actor.send({ type: 'tour.close' });
  assert.ok(actor.getSnapshot().matches('idle'));
});

test('Back returns to the previous explanation; Stop ends the tour from any state', async () => {
  const { actor } = start();
  await until(actor, explainingStep(0));
  actor.send({ type: 'tour.back' });
  assert.is(actor.getSnapshot().context.index, 0, 'no step before the first');
  actor.send({ type: 'tour.next' });
  await until(actor, explainingStep(1));
  actor.send({ type: 'tour.back' });
  assert.is(actor.getSnapshot().context.index, 0);
  await until(actor, explainingStep(0));
  actor.send({ type: 'tour.stop' });
  assert.ok(actor.getSnapshot().matches('stopped'));
});

test('a target that never shows becomes an error after the timeout, with retry and skip', async () => {
  const { actor, clock } = start({ found: (css) => css !== '#b' });
  await until(actor, explainingStep(0));
  actor.send({ type: 'tour.next' });
  await until(actor, (s) => s.context.index === 1);
  assert.ok(actor.getSnapshot().matches({ running: 'waiting' }));
  clock.increment(TOUR_TARGET_TIMEOUT_MS - 1);
  assert.ok(actor.getSnapshot().matches({ running: 'waiting' }));
  clock.increment(1);
  assert.ok(actor.getSnapshot().matches({ running: 'error' }));
  assert.is(actor.getSnapshot().context.error, 'tour.error.targetMissing');
  actor.send({ type: 'tour.retry' });
  assert.ok(actor.getSnapshot().matches({ running: 'waiting' }));
  clock.increment(TOUR_TARGET_TIMEOUT_MS);
  actor.send({ type: 'tour.skip' });
  assert.is(actor.getSnapshot().context.index, 2);
  assert.ok(actor.getSnapshot().matches({ running: 'explaining' }));
});

test('an action that fails shows its message instead of moving on', async () => {
  const { actor } = start({
    act: async (s) => {
      if (s?.text === 'tour.leave.persona') throw new Error('tour.error.action');
    },
  });
  await until(actor, explainingStep(0));
  actor.send({ type: 'tour.next' });
  await until(actor, (s) => s.matches({ running: 'error' }));
  assert.is(actor.getSnapshot().context.error, 'tour.error.action');
  assert.is(actor.getSnapshot().context.index, 0);
});

test("persona review: the presenter switching person closes a finished tour's card, which spoke of the person before", async () => {
  const { tourActor } = await import('../../src/features/demo/tour-service');
  // The session as the tour service reads it: who is signed in, and a way to hear a switch.
  let user = 1;
  const heard: Array<() => void> = [];
  const session = {
    getSnapshot: () => ({ matches: (v: string) => v === 'signedIn', context: { user: { userId: user } } }),
    subscribe: (f: (s: unknown) => void) => (heard.push(() => f(session.getSnapshot())), { unsubscribe() {} }),
  } as unknown as Parameters<typeof tourActor>[0];
  const tour = tourActor(session);
  const oneStep: TourDef = { id: 'one', title: 'tour.demo.title', steps: [{ text: 'tour.demo.persona', action: { kind: 'none' } }] };
  tour.send({ type: 'tour.start', tour: oneStep });
  await waitFor(tour, (s) => s.matches({ running: 'explaining' }));
  tour.send({ type: 'tour.next' });
  await waitFor(tour, (s) => s.matches('finished'));
  user = 2;
  heard.forEach((f) => f());
  assert.ok(tour.getSnapshot().matches('idle'), 'the finished card closed with the switch');
});

test.run();
