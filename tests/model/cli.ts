import './usage';
// First: 'today' is pinned before anything reads the clock (issue 33 item 1).
import '../pinned-today';
import { tracing } from '../clock-trace';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { models, registry } from './models';
import { matchesMachine } from './select';
import { analyse, meets, type Criterion, type MachineReport } from './coverage';
import { htmlReport } from './html-report';
import type { UiMachineReport } from './ui/executor';

/**
 * `npm run test:model`: the walk of every registered statechart; its options
 * are in ./usage.ts (`--help`). Fails when a machine does not meet the
 * criterion, a path does not replay, a machine file under machines/ has no
 * test model, (UI walk) a machine's UI coverage is below the UI criterion, a
 * UI path fails or has no adapter, or (a full run) a requirement of spec
 * sections 4 to 6 is covered by nothing (tests/model/requirements-report.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const criterion = (arg('criterion') ?? 'transitions') as Criterion;
const filter = arg('machine');
const selected = (id: string) => matchesMachine(filter, id);
const onlyPath = arg('path');
const flag = (name: string) => process.argv.includes(`--${name}`);
const production = flag('production') ? { api: arg('api') ?? '', hub: arg('hub') ?? '' } : undefined;
if (production && (!production.api || !production.hub)) {
  console.error('--production needs --api <url> and --hub <url>');
  process.exit(2);
}
const withUi = !flag('machine-only') || flag('ui') || !!production;
const uiCriterion = (arg('ui-criterion') ?? 'transitions') as 'states' | 'transitions';
const adaptedOnly = flag('adapted-only');

function machineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return machineFiles(full);
    return name.endsWith('.machine.ts') ? [path.relative(path.join(root, 'machines'), full).split(path.sep).join('/')] : [];
  });
}

if (flag('list')) {
  for (const m of models) console.log(`${m.entry.id.padEnd(24)}machines/${m.entry.file}`);
  process.exit(0);
}
if (filter && !registry.some((r) => selected(r.id))) {
  console.error(`no machine '${filter}' (ids are exact; end with * for a prefix). Machines: ${registry.map((r) => r.id).join(', ')}`);
  process.exit(2);
}
const unregistered = machineFiles(path.join(root, 'machines')).filter((f) => !registry.some((r) => r.file === f));
const started = Date.now();
const out = path.join(root, 'tests/.output');
mkdirSync(out, { recursive: true });
/**
 * `--ui --after-machines` (npm test): a whole `--machine-only` run of this `npm test` kept its machine-level and
 * fake-server walks in `machinesFile`: read back for the requirements and the HTML report rather than walked again
 * (about 50 s of the UI step). Walked here when there is none, or it is not of every machine with this criterion
 * (model-report.json is no such record: the browser suite's own walks of a few machines write it meanwhile).
 */
const machinesFile = path.join(out, 'model-machines.json');
const wholeSelection = !filter && onlyPath === undefined && !arg('sample') && !arg('fake-path');
const earlier = flag('after-machines') && wholeSelection && existsSync(machinesFile) ? (JSON.parse(readFileSync(machinesFile, 'utf8')) as { criterion: string; reports: MachineReport[]; fakeServer: FakeReport[] }) : null;
const reused = earlier && earlier.criterion === criterion && registry.every((r) => earlier.reports.some((x) => x.id === r.id)) ? earlier : null;
const reports: MachineReport[] =
  reused?.reports ??
  registry
    .filter((r) => selected(r.id))
    .map((r) => (tracing(`model ${r.id}`), analyse(r, { criterion, maxLength: Number(arg('max-length') ?? 8), sample: Number(arg('sample') ?? 0), seed: Number(arg('seed') ?? 1) })));
tracing(null);
if (reused) console.log(`machine-level and fake-server walks: read from this run's tests/.output/model-machines.json (${reports.length} machines)`);
// The walk judges guards by an oracle that is not the machine (issue 24 items 2 and 7): a record's can() in every
// status, for every persona and permission set, against the permission table transcribed from the spec.
if (!reused) {
  const { hasMachineOracle, machineDisagreements } = await import('./oracle/machine-oracle');
  for (const r of reports)
    if (hasMachineOracle(r.id)) {
      const { cells, wrong } = machineDisagreements(r.id);
      r.oracles.push({ name: "the spec's permission table", spec: [], cells, wrong: wrong.length });
      for (const w of wrong.slice(0, 5)) r.failures.push(`the spec's permission table disagrees (${wrong.length} of ${cells} cells): ${w}`);
    }
  // And by the oracles an entry brings that drive the machine themselves (the policy check's timeline).
  for (const r of reports)
    for (const j of registry.find((e) => e.id === r.id)?.judges ?? []) {
      const { cells, wrong } = await j.judge(registry.find((e) => e.id === r.id)!);
      r.oracles.push({ name: j.name, spec: j.spec, cells, wrong: wrong.length });
      for (const w of wrong.slice(0, 5)) r.failures.push(`${j.name} (${j.spec.join(' ')}) disagrees with the spec (${wrong.length} of ${cells} cells): ${w}`);
    }
}

if (onlyPath !== undefined && !flag('ui')) {
  for (const r of reports) {
    const p = r.paths.find((x) => x.index === Number(onlyPath));
    if (!p) {
      console.log(`${r.id}: no path ${onlyPath}`);
      continue;
    }
    // The exact path, step by step: what was sent, which transition (and guard) took it, and the state it left the machine in.
    console.log(`${r.id} path ${p.index}${p.input ? ` (input: ${p.input})` : ''}: ${p.events.length} steps from ${p.from}`);
    p.steps.forEach((s, i) => {
      const { type, ...payload } = s.event;
      console.log(`  ${i + 1}. ${type}${Object.keys(payload).length ? ` ${JSON.stringify(payload).slice(0, 160)}` : ''}`);
      for (const t of s.took) console.log(`       took ${t}`);
      console.log(`       state ${s.state}`);
    });
    console.log(`  ⇒ ${p.target}`);
  }
  process.exit(0);
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\ncriterion: ${criterion}\n${pad('machine', 24)}${pad('states', 9)}${pad('transitions', 13)}${pad('guards', 9)}${pad('spec rules', 12)}${pad('paths', 7)}${pad('failed', 8)}time`);
const failedIds = new Set<string>();
for (const r of reused ? [] : reports) {
  const ok = meets(r, criterion);
  if (!ok) failedIds.add(r.id);
  console.log(
    `${pad(r.id, 24)}${pad(`${r.states.covered}/${r.states.total}`, 9)}${pad(`${r.transitions.covered}/${r.transitions.total}`, 13)}${pad(`${r.guards.covered}/${r.guards.total}`, 9)}${pad(`${r.requirements.covered}/${r.requirements.total}`, 12)}${pad(r.paths.length, 7)}${pad(r.failures.length, 8)}${r.ms} ms${ok ? '' : '  ✗'}`,
  );
  if (!ok) {
    for (const s of r.states.missing) console.log(`    state not reached: ${s}`);
    for (const t of r.transitions.missing) console.log(`    transition not taken: ${t}`);
    if (criterion !== 'states') for (const g of r.guards.missing) console.log(`    guard: ${g}`);
    for (const f of r.failures) console.log(`    ${f}  (replay: npm run test:model -- --machine ${r.id} --path ${/path (\d+)/.exec(f)?.[1] ?? 0})`);
  }
  for (const o of r.oracles) console.log(`    oracle: ${o.name}${o.spec.length ? ` (${o.spec.join(' ')})` : ''}: ${o.cells} cells judged, ${o.wrong} disagree`);
  for (const e of r.deadEvents) console.log(`    warning: the registered event '${e}' matches no transition of the machine (a typo, or an event it no longer has)`);
  for (const w of r.guards.waived) console.log(`    guard side waived: ${w.side}: ${w.why}`);
}
// Against the fake server's logic (Node, no browser): each machine's API actors provided by the real client
// functions, calling the dispatcher in-process (tests/model/fake-server/walk.ts).
const { isNone } = await import('./fake-server/types');
const { runAgainstFakeServer, noServerCallsReport } = await import('./fake-server/walk');
type FakeReport = Awaited<ReturnType<typeof runAgainstFakeServer>>;
const fakeReports: FakeReport[] = reused?.fakeServer ?? [];
const bindings = models.map((m) => m.server);
const fakeStarted = Date.now();
const fakePath = arg('fake-path');
// A --production run is about the real API: the walk against the fake server is left out.
if (!production && !reused) console.log(`\nagainst the fake server (real client calls, in-process dispatcher)\n${pad('machine', 24)}${pad('paths', 9)}${pad('states', 9)}${pad('transitions', 13)}${pad('calls', 7)}${pad('checks', 8)}time`);
for (const entry of registry.filter((r) => !production && !reused && selected(r.id))) {
  const b = bindings.find((x) => x.machine === entry.id);
  if (!b) {
    failedIds.add(entry.id);
    console.log(`${pad(entry.id, 24)}no fake-server binding in its test model (walk it against the server, or say it makes no server calls)  ✗`);
    continue;
  }
  if (isNone(b)) {
    fakeReports.push(noServerCallsReport(entry, b));
    console.log(`${pad(entry.id, 24)}no server calls: ${b.none}`);
    continue;
  }
  tracing(`model ${entry.id}`);
  const r = await runAgainstFakeServer(entry, b, { onlyPath: fakePath === undefined ? undefined : Number(fakePath) });
  tracing(null);
  fakeReports.push(r);
  // A bound machine covers all its states and transitions against the server, except what its binding waives (with the reason).
  const ok = !r.failures.length && (fakePath !== undefined || (!r.missing.states.length && !r.missing.transitions.length));
  if (!ok) failedIds.add(r.id);
  console.log(
    `${pad(r.id, 24)}${pad(`${r.passed}/${r.paths}`, 9)}${pad(`${r.states.length}/${r.total.states}`, 9)}${pad(`${r.transitions.length}/${r.total.transitions}`, 13)}${pad(r.calls, 7)}${pad(r.checks, 8)}${r.ms} ms${ok ? '' : '  ✗'}`,
  );
  for (const f of r.failures) console.log(`    path ${f.path} failed at step ${f.step} (${f.event}): ${f.message}\n      replay: npm run test:model -- --machine-only --machine ${r.id} --fake-path ${f.path}`);
  if (!ok) {
    for (const x of r.missing.states) console.log(`    state not reached against the server: ${x}`);
    for (const x of r.missing.transitions) console.log(`    transition not taken against the server: ${x}`);
  }
  for (const w of r.waived) console.log(`    waived against the server: ${w.item}: ${w.reason}`);
}
const walked = fakeReports.filter((r) => r.mode === 'server');
if (!production && !reused)
  console.log(
  `fake server: ${walked.length} machines walked against it (${walked.reduce((n, r) => n + r.paths, 0)} paths, ${walked.reduce((n, r) => n + r.calls, 0)} calls, ${walked.reduce((n, r) => n + r.checks, 0)} data checks), ${fakeReports.length - walked.length} make no server calls; ${((Date.now() - fakeStarted) / 1000).toFixed(1)} s`,
);
const rules = reports.flatMap((r) => r.requirements.missing.map((m) => `${r.id}: ${m}`));
const totalRules = reports.reduce((s, r) => s + r.requirements.total, 0);
console.log(`\nrequirement ids named by the machines and exercised: ${totalRules - rules.length}/${totalRules}`);
for (const m of rules) console.log(`    named but not exercised: ${m}`);
for (const f of unregistered) console.log(`machine file without a test model in tests/model/machines/: ${f}`);

let ui: UiMachineReport[] | undefined;
if (withUi) {
  const { runUiWalk, uiMeets } = await import('./ui/executor');
  const { closeHarness } = await import('../browser/harness');
  const uiStarted = Date.now();
  console.log(`\nUI walk (${production ? `production, read-only adapters, ${production.api}` : 'demo build, headless Chromium'}; criterion: ${uiCriterion})`);
  const entries = registry.filter((r) => selected(r.id));
  try {
    ui = await runUiWalk({ entries, adapters: models.flatMap((m) => (m.ui ? [m.ui] : [])), criterion: uiCriterion, production, pages: Number(arg('pages') ?? 2), onlyPath: onlyPath === undefined ? undefined : Number(onlyPath), outDir: out, log: (l) => console.log(l) });
  } finally {
    await closeHarness();
  }
  console.log(`\n${pad('machine', 24)}${pad('ui paths', 10)}${pad('ui states', 11)}${pad('ui transitions', 16)}${pad('ui failed', 11)}time`);
  for (const r of ui) {
    if (!r.adapter) {
      // Production runs read-only adapters only: the others can't be walked there by definition.
      const gated = !adaptedOnly && !production && onlyPath === undefined;
      if (gated) failedIds.add(r.id);
      console.log(`${pad(r.id, 24)}not covered through the UI (${production && !r.readOnly ? 'no read-only adapter' : 'no adapter'})${gated ? '  ✗' : ''}`);
      continue;
    }
    const ok = onlyPath !== undefined ? !r.failures.length : uiMeets(r, uiCriterion, !!production);
    if (!ok) failedIds.add(r.id);
    console.log(`${pad(r.id, 24)}${pad(r.paths, 10)}${pad(`${r.states.covered}/${r.states.total}`, 11)}${pad(production ? '(n/a)' : `${r.transitions.covered}/${r.transitions.total}`, 16)}${pad(r.failures.length, 11)}${(r.ms / 1000).toFixed(1)} s${r.waived.length ? `  (${r.waived.length} waived)` : ''}${ok ? '' : '  ✗'}`);
    if (!ok && onlyPath === undefined) {
      for (const s of production ? r.planned.states.filter((x) => !r.states.coveredIds.includes(x)) : r.states.missing) console.log(`    state not reached through the UI: ${s}`);
      if (!production && uiCriterion === 'transitions') for (const t of r.transitions.missing) console.log(`    transition not taken through the UI: ${t}`);
    }
    // Each input walked through the UI (issue 24 item 3): who was signed in, and what their paths reached in the page.
    if (r.inputs.length > 1) for (const i of r.inputs) console.log(`    input ${i.name} (as ${i.persona}): ${i.passed}/${i.paths} paths passed, ${i.states.length} states reached`);
    for (const w of r.waived) console.log(`    waived (not reachable from any view): ${w.item}: ${w.reason}`);
    for (const f of r.failures) console.log(`    path ${f.path} failed at step ${f.step} (${f.event}): ${f.message}${f.screenshot ? `\n      screenshot: tests/.output/${f.screenshot}` : ''}\n      replay: ${f.replay}`);
    for (const f of r.flaky) console.log(`    flaky: ${r.id} path ${f.path} failed once at step ${f.step} (${f.event}): ${f.message}; it passed when run again\n      replay: ${f.replay}`);
  }
  const adapted = ui.filter((r) => r.adapter).length;
  console.log(`\nUI: ${adapted}/${ui.length} machines have ${production ? 'a read-only' : 'a UI'} adapter; UI walk ${((Date.now() - uiStarted) / 1000).toFixed(1)} s`);
}
// The catalogue (tests/model/requirements.ts), each requirement with what covers it, uncovered first.
const { requirementCoverage, requirementGate, requirementText, uncoveredCore } = await import('./requirements-report');
const requirementRows = requirementCoverage({ reports, fake: fakeReports, ui, testsDir: path.join(root, 'tests') });
writeFileSync(path.join(out, 'requirements-report.txt'), requirementText(requirementRows));
const core = uncoveredCore(requirementRows);
const requirementsGated = !filter && !production && onlyPath === undefined && fakePath === undefined;
const gateFailure = requirementGate(requirementRows, requirementsGated);
console.log(`\nrequirements (spec sections 4 to 9): ${requirementRows.filter((r) => r.covered).length}/${requirementRows.length} covered by a machine walk, the fake-server walk, the UI walk or a test naming the id${filter ? ' (of the machines selected)' : ''}`);
console.log(`sections 4 to 6 not covered: ${core.length}${core.length ? ` (${core.map((r) => r.id).join(' ')})` : ''}${gateFailure ? '  ✗' : ''}`);
console.log('every requirement with what covers it, uncovered first: tests/.output/requirements-report.txt');
if (!withUi && wholeSelection && !production) writeFileSync(machinesFile, JSON.stringify({ criterion, reports, fakeServer: fakeReports }));
writeFileSync(path.join(out, 'model-report.json'), JSON.stringify({ date: new Date().toISOString(), criterion, uiCriterion: withUi ? uiCriterion : null, ms: Date.now() - started, unregistered, reports, fakeServer: fakeReports, ui: ui ?? null, requirements: requirementRows }, null, 1));
const { layoutMachines } = await import('./diagram-svg');
writeFileSync(path.join(out, 'model-report.html'), htmlReport(reports, criterion, ui, production ? undefined : fakeReports, await layoutMachines(registry.filter((r) => reports.some((x) => x.id === r.id)))));
console.log(`reports: tests/.output/model-report.json, tests/.output/model-report.html`);
const junit = arg('junit');
if (junit) {
  const { junitXml } = await import('./junit');
  const machineCase = (r: MachineReport) => ({
    name: r.id,
    ms: r.ms,
    failures: meets(r, criterion) ? [] : [...r.failures, ...r.states.missing.map((x) => `state not reached: ${x}`), ...r.transitions.missing.map((x) => `transition not taken: ${x}`)],
  });
  const suites = [
    { name: 'machine level', cases: reports.map(machineCase) },
    {
      name: 'fake server',
      cases: fakeReports.map((r) =>
        r.mode === 'none'
          ? { name: r.id, skipped: `no server calls: ${r.reason ?? ''}` }
          : { name: r.id, ms: r.ms, failures: [...r.failures.map((f) => `path ${f.path} failed at step ${f.step} (${f.event}): ${f.message}`), ...r.missing.states.map((x) => `state not reached: ${x}`), ...r.missing.transitions.map((x) => `transition not taken: ${x}`)] },
      ),
    },
    ...(ui ? [{ name: 'UI walk', cases: ui.map((r) => (r.adapter ? { name: r.id, ms: r.ms, failures: failedIds.has(r.id) ? [...r.failures.map((f) => `path ${f.path} failed at step ${f.step} (${f.event}): ${f.message}`), ...r.states.missing.map((x) => `state not reached through the UI: ${x}`), ...r.transitions.missing.map((x) => `transition not taken through the UI: ${x}`)] : [] } : { name: r.id, skipped: 'no UI adapter' })) }] : []),
    // A selection (--machine) does not judge the whole catalogue.
    { name: 'requirements (spec sections 4 to 6)', cases: (filter ? [] : requirementRows).filter((r) => r.section <= 6).map((r) => ({ name: `${r.id} ${r.rule}`, failures: r.covered ? [] : ['not covered by a machine walk, the fake-server walk, the UI walk or a test naming the id'] })) },
  ];
  writeFileSync(path.resolve(junit), junitXml(suites));
  console.log(`JUnit XML: ${junit}`);
}
const total = failedIds.size + unregistered.length;
console.log(`\nmachines passed: ${reports.length - failedIds.size}\nmachines failed: ${total}`);
if (gateFailure) console.log(`${gateFailure}  ✗`);
process.exit(total || gateFailure ? 1 : 0);
