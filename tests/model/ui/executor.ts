import type { RegisteredMachine } from '../registry-types';
import { planUiPaths } from './plan';
import { Slot } from './page-slot';
import { replayOf, runPath } from './run-path';
import type { UiAdapter, UiMachineReport, UiPath, UiWalkOptions } from './types';

export type { UiFailure, UiMachineReport, UiWalkOptions } from './types';

/** The adapter's own persona and input, as the report names it. */
const MAIN = 'main';

/**
 * Runs planned paths through the real UI in headless Chromium (one browser,
 * a few pages in parallel, each reused across paths: the in-page fake server is
 * reset between paths instead of reloading). Per step: the adapter's action,
 * then the live actor in the page must reach the state the path says (read
 * from the page's inspection log, window.__mintrhInspection), then the state's
 * assertion. A path also fails on a page error, a console error, an unhandled
 * rejection or an HTTP error the path did not arm. UI coverage is what the
 * page's inspection saw, not what the adapter claims.
 */
export async function runUiWalk(o: UiWalkOptions): Promise<UiMachineReport[]> {
  const byId = new Map(o.adapters.map((a) => [a.machine, a]));
  const reports = new Map<string, UiMachineReport>();
  const jobs: Array<{ entry: RegisteredMachine; adapter: UiAdapter; path: UiPath; input: string }> = [];
  for (const entry of o.entries) {
    const adapter = byId.get(entry.id);
    const plan = adapter && (!o.production || adapter.readOnly) ? planUiPaths(entry, adapter, { production: !!o.production, criterion: o.criterion }) : null;
    const g = plan ?? { stateIds: [] as string[], transitions: [] as string[], paths: [] };
    const paths = plan ? plan.paths.filter((p) => o.onlyPath === undefined || p.index === o.onlyPath) : [];
    reports.set(entry.id, {
      id: entry.id,
      adapter: !!plan,
      readOnly: !!adapter?.readOnly,
      paths: paths.length,
      passed: 0,
      failures: [],
      states: { total: g.stateIds.length, covered: 0, missing: g.stateIds, coveredIds: [] },
      transitions: { total: g.transitions.length, covered: 0, missing: g.transitions, coveredKeys: [] },
      source: plan ? (o.production ? 'assertions' : 'inspection') : 'none',
      planned: plan ? plan.reachable : { states: [], transitions: [] },
      waived: [],
      flaky: [],
      inputs: plan ? [{ name: MAIN, persona: adapter!.persona, paths: paths.length, passed: 0, states: [] }] : [],
      ms: 0,
    });
    for (const p of paths) jobs.push({ entry, adapter: adapter!, path: p, input: MAIN });
    // The adapter's further inputs (issue 24 item 3): each planned from its own input, numbered after the main paths
    // (so --path replays any), and walked as its persona. Coverage adds up; the report says what each input walked.
    let next = plan?.paths.length ?? 0;
    for (const v of plan && !o.production ? (adapter!.inputs ?? []) : []) {
      const vEntry: RegisteredMachine = { ...entry, input: v.input, inputs: undefined, ...(v.events ? { events: v.events } : {}) };
      const vAdapter: UiAdapter = { ...adapter!, ...v.adapter, persona: v.persona, inputs: undefined };
      const vPaths = planUiPaths(vEntry, vAdapter, { criterion: v.criterion ?? 'states' }).paths.map((p) => ({ ...p, index: next++ }));
      const chosen = vPaths.filter((p) => o.onlyPath === undefined || p.index === o.onlyPath);
      const r = reports.get(entry.id)!;
      r.paths += chosen.length;
      r.inputs.push({ name: v.name, persona: v.persona, paths: chosen.length, passed: 0, states: [] });
      for (const p of chosen) jobs.push({ entry: vEntry, adapter: vAdapter, path: p, input: v.name });
    }
  }
  // Fewer sign-ins: paths of one persona run together.
  jobs.sort((a, b) => a.adapter.persona.localeCompare(b.adapter.persona));
  const seen = new Map<string, { states: Set<string>; transitions: Set<string> }>();
  const slots = Array.from({ length: Math.max(1, Math.min(o.pages ?? 2, jobs.length)) }, () => new Slot(o));
  await Promise.all(
    slots.map(async (slot) => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const started = Date.now();
        const r = reports.get(job.entry.id)!;
        const attempt = async (): Promise<Awaited<ReturnType<typeof runPath>>> => {
          try {
            return await runPath(slot, job.entry, job.adapter, job.path, o);
          } catch (e) {
            await slot.close();
            return { failure: { path: job.path.index, step: 0, event: '(start)', message: `could not open the app: ${(e as Error).message.split('\n')[0]}`, events: [], screenshot: null, replay: replayOf(o, job.entry.id, job.path.index) }, states: [], transitions: [], passedStates: [] };
          }
        };
        let out = await attempt();
        // A path that fails is run again in a fresh page (a machine shared with other suites can miss a wait):
        // passing then, it counts as passed and is reported as flaky with its first failure; failing again, it fails.
        for (let retry = 0; out.failure && retry < (o.retries ?? (o.onlyPath === undefined ? 1 : 0)); retry++) {
          const first = out.failure;
          await slot.close();
          out = await attempt();
          if (!out.failure) r.flaky.push(first);
        }
        const s = seen.get(r.id) ?? { states: new Set(), transitions: new Set() };
        seen.set(r.id, s);
        if (o.production) {
          // No inspection in a production build: the states of the steps of paths that passed count.
          if (!out.failure) [job.path.start.states, ...job.path.steps.map((x) => x.states)].flat().forEach((x) => s.states.add(x));
        } else {
          out.states.forEach((x) => s.states.add(x));
          out.transitions.forEach((x) => s.transitions.add(x));
        }
        const input = r.inputs.find((x) => x.name === job.input);
        if (out.failure) r.failures.push({ ...out.failure, ...(job.input === MAIN ? {} : { input: job.input }) });
        else {
          r.passed++;
          if (input) input.passed++;
        }
        if (input) input.states = [...new Set([...input.states, ...out.states])];
        r.ms += Date.now() - started;
        o.log?.(`  ${out.failure ? '✗' : r.flaky.some((f) => f.path === job.path.index) ? '⚠' : '✓'} ${r.id} path ${job.path.index}${job.input === MAIN ? '' : ` (input: ${job.input}, as ${job.adapter.persona})`} (${job.path.steps.length} steps, ${Date.now() - started} ms)${out.failure ? `: step ${out.failure.step} ${out.failure.message}` : ''}`);
      }
      await slot.close();
    }),
  );
  for (const r of reports.values()) {
    const s = seen.get(r.id);
    if (!s) continue;
    const states = r.states.missing;
    const transitions = r.transitions.missing;
    r.states = { total: states.length, covered: states.filter((x) => s.states.has(x)).length, missing: states.filter((x) => !s.states.has(x)), coveredIds: states.filter((x) => s.states.has(x)) };
    r.transitions = { total: transitions.length, covered: transitions.filter((x) => s.transitions.has(x)).length, missing: transitions.filter((x) => !s.transitions.has(x)), coveredKeys: transitions.filter((x) => s.transitions.has(x)) };
    const waivers = Object.entries(byId.get(r.id)?.waived ?? {});
    const waiverOf = (item: string) => waivers.find(([k]) => (k.endsWith('*') ? item.startsWith(k.slice(0, -1)) : item === k));
    // Waived and still missing: out of the gate, reported with the reason. Waived but taken: the waiver is stale, it is dropped.
    for (const list of [r.states.missing, r.transitions.missing])
      for (const item of [...list]) {
        const w = waiverOf(item);
        if (!w) continue;
        r.waived.push({ item, reason: w[1] });
        list.splice(list.indexOf(item), 1);
      }
  }
  return [...reports.values()];
}

/**
 * Whether a machine's UI walk meets the criterion. In production (read-only
 * adapters, no inspection) every planned path must pass and every state the
 * read-only paths can reach must have been asserted.
 */
export function uiMeets(r: UiMachineReport, criterion: 'states' | 'transitions', production = false): boolean {
  if (!r.adapter || r.failures.length) return false;
  if (production) return r.planned.states.every((s) => r.states.coveredIds.includes(s));
  if (r.states.missing.length) return false;
  return criterion === 'states' || r.transitions.missing.length === 0;
}
