import { createActor, type AnyStateMachine } from 'xstate';
import type { RegisteredMachine } from '../../../machines/registry';
import { faults } from '../../../server-fake/faults';
import { fakeApi } from '../../unit/fake-api';
import { planUiPaths } from '../ui/plan';
import type { FaultSpec, ModelEvent, Persona, UiAdapter } from '../ui/types';

/**
 * The machine-level walk against the fake server's logic (no browser): a
 * machine's actors are provided (.provide()) with calls into the fake
 * server's dispatcher in Node, so the planned paths run against the real
 * business rules, not only canned done/error events. Error answers are armed
 * with the same one-shot failures as the UI walk (faults.failNext).
 */
export type Api = ReturnType<ReturnType<typeof fakeApi>['as']> & { backend: ReturnType<typeof fakeApi>['backend'] };

export interface FakeBinding {
  /** Registry id. */
  machine: string;
  persona: Persona;
  /** The machine with its API actors calling the fake server. */
  provide(api: Api): AnyStateMachine;
  input?: unknown;
  /** A concrete event for this database (real ids), from the model's. */
  event?(e: ModelEvent, api: Api): ModelEvent;
  faults: Record<string, FaultSpec>;
}

/** The API answer as the client reads it: data, or an error with the server's message. */
export function answer(res: { status: number; json: { success?: boolean; message?: string; data?: unknown } | null }) {
  if (res.status >= 400 || res.json?.success === false) throw { message: res.json?.message ?? `Error.Status.${res.status}` };
  return res.json?.data ?? null;
}

export interface FakeWalkReport {
  id: string;
  paths: number;
  failures: Array<{ path: number; step: number; message: string }>;
  states: string[];
  transitions: string[];
  total: { states: number; transitions: number };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runAgainstFakeServer(entry: RegisteredMachine, binding: FakeBinding, timeout = 2000): Promise<FakeWalkReport> {
  const userTypes = [...new Set(entry.events.map((e) => e.type).filter((t) => !t.startsWith('xstate.')))];
  const planner: UiAdapter = { machine: entry.id, persona: binding.persona, start: async () => {}, actions: Object.fromEntries(userTypes.map((t) => [t, async () => {}])), faults: binding.faults, timeout };
  const plan = planUiPaths(entry, planner);
  const report: FakeWalkReport = { id: entry.id, paths: plan.paths.length, failures: [], states: [], transitions: [], total: { states: plan.stateIds.length, transitions: plan.transitions.length } };
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const p of plan.paths) {
    const server = fakeApi();
    const api = { ...server.as(binding.persona), backend: server.backend };
    faults.clearArmed();
    const seen: string[] = [];
    type Taken = { source: { id: string; always?: unknown[]; transitions: Map<string, unknown[]> }; eventType: string };
    const key = (t: Taken) =>
      t.eventType === '' ? `${t.source.id} ─(always)#${(t.source.always ?? []).indexOf(t)}→` : `${t.source.id} ─${t.eventType}#${(t.source.transitions.get(t.eventType) ?? []).indexOf(t)}→`;
    const actor = createActor(binding.provide(api), {
      input: binding.input as never,
      // Transitions taken, with the same keys as the report (as src/app/inspection.ts does in the page).
      inspect: (ev) => {
        if (ev.type === '@xstate.microstep') for (const t of (ev as unknown as { _transitions: Taken[] })._transitions) if (t?.source) transitions.add(key(t));
      },
    });
    actor.subscribe((s) => {
      seen.push(JSON.stringify(s.value));
      for (const n of (s as unknown as { _nodes: Array<{ id: string }> })._nodes) states.add(n.id);
    });
    let cursor = 0;
    const reach = async (value: string) => {
      const until = Date.now() + timeout;
      for (;;) {
        const i = seen.indexOf(value, cursor);
        if (i >= 0) return void (cursor = i + 1);
        if (Date.now() > until) throw new Error(`did not reach ${value} (went through ${seen.slice(cursor).join(' → ') || 'nothing'})`);
        await wait(5);
      }
    };
    const arm = (from: number) => {
      for (let j = from; j < p.steps.length && p.steps[j]!.kind === 'answer'; j++) {
        const t = p.steps[j]!.event.type;
        if (!t.startsWith('xstate.error.actor.')) continue;
        const f = binding.faults[t]!;
        faults.failNext(f.method, f.path, f.message ?? ((p.steps[j]!.event as { error?: { message?: string } }).error?.message), f.status ?? 500);
      }
    };
    let step = 0;
    try {
      arm(0);
      actor.start();
      await reach(p.start.value);
      for (let i = 0; i < p.steps.length; i++) {
        const s = p.steps[i]!;
        step = s.index;
        if (s.kind === 'user') {
          arm(i + 1);
          actor.send(binding.event?.(s.event, api) ?? s.event);
        }
        await reach(s.value);
      }
      if (faults.armed().length) throw new Error(`armed failure never used: ${JSON.stringify(faults.armed())}`);
    } catch (e) {
      report.failures.push({ path: p.index, step, message: (e as Error).message });
    } finally {
      actor.stop();
      faults.clearArmed();
    }
  }
  report.states = plan.stateIds.filter((x) => states.has(x));
  report.transitions = plan.transitions.filter((x) => transitions.has(x));
  return report;
}
