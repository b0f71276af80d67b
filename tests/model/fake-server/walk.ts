import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { RegisteredMachine } from '../registry-types';
import type { Db } from '../../../server-fake/db/db';
import { faults } from '../../../server-fake/faults';
import { makeBackend, type FakeBackend } from '../../../server-fake/make-server';
import { personas } from '../../../fixtures/personas';
import { fakeApi } from '../../unit/fake-api';
import { planUiPaths } from '../ui/plan';
import type { FaultSpec, ModelEvent, UiAdapter } from '../ui/types';
import { installTransport, setOwner, transport } from './transport';
import type { FakeBinding, FakeWalkReport, NoServerCalls, WalkContext } from './types';

export type { Check, FakeBinding, FakeWalkReport, NoServerCalls, WalkContext } from './types';

/**
 * The machine-level walk against the fake server's logic (Node, no browser).
 * For each registered machine whose actors call the API, a binding provides
 * them with the real client functions of src/api (the same calls the views
 * provide), reaching the fake server's dispatcher in-process (transport.ts).
 * The paths are planned like the UI walk's (greedy transition cover, the UI
 * adapter's knowledge of what the server answers is shared through `like`);
 * each path starts from the demo data, seeds what it needs, and after every
 * step asserts the machine is in the path's state and, through `checks`, that
 * the server's data agrees. Error answers are real: the path arms a one-shot
 * failure (faults.failNext) just before the call runs. Delays run on a
 * SimulatedClock.
 */
const today = new Date('2026-11-16T09:00:00Z');
let base: { backend: FakeBackend; dump: ReturnType<Db['dump']> } | null = null;
/** One backend for the whole walk: each path reloads the demo data from its dump (building it is the slow part). */
function sharedBackend() {
  if (!base) {
    const backend = makeBackend({ today });
    base = { backend, dump: backend.db.dump() };
  }
  return base;
}

const wait = () => new Promise((r) => setTimeout(r, 1));
const isWaived = (waived: Record<string, string>, item: string) => Object.keys(waived).some((k) => (k.endsWith('*') ? item.startsWith(k.slice(0, -1)) : item === k));
const endpoint = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

function faultFor(b: FakeBinding, e: ModelEvent): FaultSpec | null {
  if (b.refusals?.includes(e.type)) return null;
  const f = (b.faults ?? b.like?.faults)?.[e.type];
  if (!f) return null;
  return typeof f === 'function' ? f(e) : f;
}

/** The delay of an `xstate.after.<delay>.<state>` event, read from the machine (a number or a function of context). */
function delayOf(machine: AnyStateMachine, type: string, snap: AnyMachineSnapshot): number {
  const name = type.split('.')[2] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const d = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof d === 'function' ? Number((d as (a: unknown) => number)({ context: snap.context, event: { type } })) : Number(d);
}

/**
 * The machine with each promise actor wrapped so the calls it issues carry its
 * abort signal (transport.ts drops the calls of a stopped actor). Promise
 * logic is told from callback logic by its transition (the same function for
 * every fromPromise).
 */
const promiseTransition = String(fromPromise(async () => undefined).transition);
function owned(machine: AnyStateMachine): AnyStateMachine {
  const actors = (machine.implementations.actors ?? {}) as Record<string, { config?: unknown; transition?: unknown }>;
  const wrapped = Object.fromEntries(
    Object.entries(actors)
      .filter(([, l]) => typeof l?.config === 'function' && String(l.transition) === promiseTransition)
      .map(([name, l]) => [
        name,
        fromPromise((args: { signal: AbortSignal }) => {
          setOwner(args.signal);
          try {
            return (l.config as (a: unknown) => Promise<unknown>)(args);
          } finally {
            setOwner(null);
          }
        }),
      ]),
  );
  return machine.provide({ actors: wrapped as never });
}

export async function runAgainstFakeServer(entry: RegisteredMachine, binding: FakeBinding, o: { timeout?: number; onlyPath?: number } = {}): Promise<FakeWalkReport> {
  const started = Date.now();
  // Generous: an in-process answer takes milliseconds, but a loaded machine (npm test runs suites in parallel) may stall the timers.
  const timeout = o.timeout ?? 5000;
  const like = binding.like;
  const auto = binding.auto ?? like?.auto ?? [];
  const types = [...new Set(entry.events.map((e) => e.type))];
  const stateIds: string[] = [];
  const collect = (n: { id: string; states: Record<string, unknown> }) => (stateIds.push(n.id), Object.values(n.states).forEach((c) => collect(c as never)));
  collect(entry.machine.root as never);
  // Every state may take a user step: calls wait for their answer step (held transport), delays for theirs (simulated clock).
  const planner: UiAdapter = {
    machine: entry.id,
    persona: binding.persona,
    start: async () => {},
    actions: Object.fromEntries(types.filter((t) => !t.startsWith('xstate.done.') && !t.startsWith('xstate.error.')).map((t) => [t, async () => {}])),
    faults: { ...(binding.faults ?? like?.faults), ...Object.fromEntries((binding.refusals ?? []).map((t) => [t, { method: 'GET', path: '(refused by the rules)' } as FaultSpec])) },
    feasible: binding.feasible ?? like?.feasible,
    world: binding.world !== undefined ? binding.world : like?.world,
    track: binding.track ?? like?.track,
    auto,
    interruptible: stateIds,
    maxLength: binding.maxLength ?? like?.maxLength,
    timeout: Number.MAX_SAFE_INTEGER,
  };
  const plan = planUiPaths(entry, planner);
  const waivedMap = binding.waived ?? {};
  const report: FakeWalkReport = {
    id: entry.id, mode: 'server', paths: 0, passed: 0, failures: [], states: [], transitions: [], total: { states: plan.stateIds.length, transitions: plan.transitions.length },
    missing: { states: [], transitions: [] }, waived: Object.entries(waivedMap).map(([item, reason]) => ({ item, reason })), calls: 0, endpoints: [], checks: 0, ms: 0,
  };
  const states = new Set<string>();
  const transitions = new Set<string>();
  const endpoints = new Set<string>();
  const { backend, dump } = sharedBackend();
  const persona = personas.find((p) => p.key === binding.persona)!;
  const uninstall = installTransport();
  transport.backend = backend;
  try {
    for (const p of plan.paths) {
      if (o.onlyPath !== undefined && p.index !== o.onlyPath) continue;
      report.paths++;
      backend.db.load(dump);
      faults.clearArmed();
      transport.reset();
      const api = fakeApi(backend).as(binding.persona);
      transport.token = api.token;
      const w: WalkContext = { backend, db: backend.db, api, userId: persona.userId, path: p, step: 0, data: {} };
      type Taken = { source: { id: string; always?: unknown[]; transitions: Map<string, unknown[]> }; eventType: string };
      const key = (t: Taken) =>
        t.eventType === '' ? `${t.source.id} ─(always)#${(t.source.always ?? []).indexOf(t)}→` : `${t.source.id} ─${t.eventType}#${(t.source.transitions.get(t.eventType) ?? []).indexOf(t)}→`;
      const clock = new SimulatedClock();
      let step = 0;
      let eventType = '(start)';
      let actor: ReturnType<typeof createActor> | null = null;
      // Values the next wait accepts (the step's, and those of auto steps the machine raises within the same macrostep).
      let expected: string[] = [];
      let reached: string | null = null;
      let crashed: unknown = null;
      const received: string[] = [];
      let answered = () => true;
      try {
        binding.seed?.(w);
        actor = createActor(owned(binding.provide(w)), {
          input: (binding.input ? binding.input(w) : entry.input) as never,
          clock,
          // Transitions taken, with the same keys as the report and the page's inspection (src/kernel/inspection.ts).
          inspect: (ev) => {
            if (ev.type === '@xstate.microstep')
              for (const t of (ev as unknown as { _transitions: Array<Taken & { target?: Array<{ id: string }> }> })._transitions) {
                if (!t?.source) continue;
                transitions.add(key(t));
                // Transient states (left by an eventless transition in the same macrostep) never show in a snapshot.
                states.add(t.source.id);
                for (const n of t.target ?? []) states.add(n.id);
              }
            // What the root actor received: an answer step must be answered by its own event, not another landing in the same state.
            if (ev.type === '@xstate.event' && ev.actorRef === actor) received.push(ev.event.type);
          },
        });
        const note = (s: AnyMachineSnapshot) => {
          if (binding.token) transport.token = binding.token(s);
          for (const n of (s as unknown as { _nodes: Array<{ id: string }> })._nodes) states.add(n.id);
          const v = JSON.stringify(s.value);
          if (reached === null && expected.includes(v) && answered()) {
            reached = v;
            // Calls issued on entering the new state wait for their own answer step.
            transport.hold();
          }
        };
        actor.subscribe({ next: note, error: (e) => (crashed = e) });
        actor.start();
        note(actor.getSnapshot() as AnyMachineSnapshot);
        const value = () => JSON.stringify((actor!.getSnapshot() as AnyMachineSnapshot).value);
        if (value() !== p.start.value) throw new Error(`started in ${value()}, the path starts in ${p.start.value}`);
        for (let i = 0; i < p.steps.length; i++) {
          const s = p.steps[i]!;
          step = s.index;
          w.step = s.index;
          eventType = s.event.type;
          const t = s.event.type;
          // An auto step the machine raises itself may be passed within this step's macrostep.
          const accept = [s.value];
          for (let j = i + 1; j < p.steps.length && auto.includes(p.steps[j]!.event.type) && p.steps[j]!.event.type.includes('.internal.'); j++) accept.push(p.steps[j]!.value);
          expected = accept;
          reached = null;
          const since = received.length;
          answered = () => s.kind === 'user' || received.slice(since).includes(t);
          if (s.kind === 'user') {
            const call = binding.effect?.(s.event, w, actor.getSnapshot() as AnyMachineSnapshot);
            if (call) {
              transport.release();
              try {
                await call;
              } catch (e) {
                throw new Error(`the server refused ${t}, which the chart allows: ${(e as Error).message}`);
              } finally {
                transport.hold();
              }
            }
            actor.send(binding.event?.(s.event, w, actor.getSnapshot() as AnyMachineSnapshot) ?? s.event);
          } else if (t.startsWith('xstate.after.')) {
            const ms = delayOf(entry.machine, t, actor.getSnapshot() as AnyMachineSnapshot);
            const timers = [...(clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts.values()].filter((x) => x.timeout === ms);
            if (!timers.length) throw new Error(`no ${ms} ms timer pending for ${t}`);
            clock.set(Math.min(...timers.map((x) => x.start + x.timeout)));
          } else {
            const f = faultFor(binding, s.event);
            if (f) {
              const msg = f.message ?? (s.event as { error?: { message?: string } }).error?.message ?? (s.event as { message?: string }).message;
              faults.failNext(f.method, f.path, msg, f.status ?? 500);
            }
            transport.release();
          }
          // A user step or a delay lands at once; an answer must come (a new snapshot), even to the same state value.
          if (reached === null && (s.kind === 'user' || t.startsWith('xstate.after.')) && expected.includes(value())) reached = value();
          for (const until = Date.now() + timeout; (reached === null || !answered()) && !crashed; ) {
            if (Date.now() > until) {
              const calls = transport.calls.map((c) => `${c.method} ${c.path} ${c.status}`).join(', ') || 'none';
              if (reached !== null) throw new Error(`reached ${reached} without ${t} (received ${received.slice(since).join(', ') || 'nothing'}; calls: ${calls})`);
              throw new Error(`did not reach ${s.value} (in ${value()}; calls: ${calls})`);
            }
            await wait();
          }
          transport.hold();
          if (crashed) throw crashed instanceof Error ? crashed : new Error(JSON.stringify(crashed));
          if (faults.armed().length) throw new Error(`armed failure never used: ${JSON.stringify(faults.armed())}`);
          // The machine stays where the path says (nothing else is pending: calls held, clock still).
          await wait();
          if (value() !== reached) throw new Error(`reached ${reached} then went on to ${value()}`);
          if (reached !== s.value) i += accept.indexOf(reached);
          const check = binding.checks?.[t];
          if (check) {
            check(w, actor.getSnapshot() as AnyMachineSnapshot, s.event);
            report.checks++;
          }
        }
        report.passed++;
      } catch (e) {
        // uvu's assertion errors carry what was expected and what the server's data held.
        const a = e as { message?: string; expects?: unknown; actual?: unknown; operator?: string };
        const detail = a.operator && a.operator !== 'ok' && a.operator !== 'not' ? ` (expected ${JSON.stringify(a.expects)}, got ${JSON.stringify(a.actual)})` : '';
        report.failures.push({ path: p.index, step, event: eventType, message: `${a?.message?.split('\n')[0] ?? String(e)}${detail}` });
      } finally {
        actor?.stop();
        faults.clearArmed();
        report.calls += transport.calls.length;
        for (const c of transport.calls) endpoints.add(`${c.method} ${endpoint(c.path)}`);
        transport.reset();
      }
    }
  } finally {
    transport.backend = null;
    transport.token = null;
    uninstall();
  }
  report.states = plan.stateIds.filter((x) => states.has(x));
  report.transitions = plan.transitions.filter((x) => transitions.has(x));
  report.missing = {
    states: plan.stateIds.filter((x) => !states.has(x) && !isWaived(waivedMap, x)),
    transitions: plan.transitions.filter((x) => !transitions.has(x) && !isWaived(waivedMap, x)),
  };
  report.endpoints = [...endpoints].sort();
  report.ms = Date.now() - started;
  return report;
}

export function noServerCallsReport(entry: RegisteredMachine, n: NoServerCalls): FakeWalkReport {
  return { id: entry.id, mode: 'none', reason: n.none, paths: 0, passed: 0, failures: [], states: [], transitions: [], total: { states: 0, transitions: 0 }, missing: { states: [], transitions: [] }, waived: [], calls: 0, endpoints: [], checks: 0, ms: 0 };
}
