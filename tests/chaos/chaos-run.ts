import { Chaos, type FlowFigures } from './chaos-kit';
import { flows, type Flow } from './chaos-flows';

/** Runs one flow in its own page (its own in-page server) and returns its figures. */
export async function runFlow(flow: Flow, seed: number, o: { errorRate?: number; latency?: [number, number] } = {}): Promise<FlowFigures> {
  const started = Date.now();
  let c: Chaos;
  try {
    // The flow's own seed wins over the run's first one, so every round and flow draws its own faults.
    c = await Chaos.open({ ...o, seed }, flow.persona);
  } catch (e) {
    return { flow: flow.name, seed, passed: false, submits: 0, failedSubmits: 0, retriedReads: 0, faultsInjected: 0, violations: [`could not start: ${(e as Error).message.split('\n')[0]}`], ms: Date.now() - started };
  }
  let crash: string | null = null;
  try {
    await flow.run(c, `${seed}`);
  } catch (e) {
    // The first line says what failed; Playwright's call log says on which locator.
    const lines = (e as Error).message.split('\n');
    crash = [lines[0], ...lines.filter((l) => /waiting for/.test(l)).slice(0, 1)].join(' ').replace(/\s+/g, ' ');
  }
  if (crash) {
    // Where it stopped: the dialogs open and what they say, for the report.
    const where = await c.page
      .evaluate(() => [...document.querySelectorAll('[role=dialog]')].map((d) => (d as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 160)).join(' | '))
      .catch(() => '?');
    crash += ` [dialogs: ${where}]`;
    if (process.env.CHAOS_DEBUG) console.log(await c.page.locator('body').ariaSnapshot().catch(() => '?'));
  }
  if (crash) await c.page.screenshot({ path: `tests/.output/chaos-${flow.name.replace(/\W+/g, '-')}-${seed}.png` }).catch(() => undefined);
  const stats = await c.faultStats().catch(() => ({ injected: 0 }));
  const violations = [...c.violations];
  if (crash && !violations.includes(crash)) violations.push(`stopped: ${crash}`);
  for (const e of c.pageErrors()) violations.push(e);
  await c.close();
  return {
    flow: flow.name,
    seed,
    passed: violations.length === 0,
    submits: c.submits,
    failedSubmits: c.failedSubmits,
    retriedReads: c.retriedReads,
    faultsInjected: stats.injected,
    violations,
    ms: Date.now() - started,
  };
}

/** Every flow, `parallel` pages at a time; seeds follow from the first so a run replays. */
export async function runAll(o: { seed: number; rounds?: number; parallel?: number; only?: string; errorRate?: number; latency?: [number, number] }): Promise<FlowFigures[]> {
  const jobs: Array<{ flow: Flow; seed: number }> = [];
  const chosen = flows.filter((f) => !o.only || f.name.includes(o.only));
  for (let r = 0; r < (o.rounds ?? 1); r++) chosen.forEach((flow, i) => jobs.push({ flow, seed: o.seed + r * 1000 + i }));
  const out: FlowFigures[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const j = jobs[next++];
      const f = await runFlow(j.flow, j.seed, { errorRate: o.errorRate, latency: o.latency });
      console.log(`  ${f.passed ? 'ok  ' : 'FAIL'} ${f.flow} (seed ${f.seed}, ${f.faultsInjected} faults, ${f.failedSubmits}/${f.submits} submits failed, ${(f.ms / 1000).toFixed(1)} s)${f.passed ? '' : `\n       ${f.violations.join('\n       ')}`}`);
      out.push(f);
    }
  };
  await Promise.all(Array.from({ length: o.parallel ?? 3 }, worker));
  return out;
}
