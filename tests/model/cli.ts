import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '../../machines/registry';
import { analyse, meets, type Criterion, type MachineReport } from './coverage';
import { htmlReport } from './html-report';

/**
 * `npm run test:model`: walks every registered statechart and prints, per
 * machine, states, transitions, guards and spec rules covered out of the
 * total, the paths generated and the failures. Options:
 *   --criterion states|transitions|guards|paths   (default transitions)
 *   --max-length N   bound for --criterion paths (default 8)
 *   --sample N --seed S   a seeded sample of the paths
 *   --machine name   only machines whose id contains name
 *   --path I         replay only path I (with --machine): prints its events
 * Writes tests/.output/model-report.json and model-report.html. Fails when a
 * machine does not meet the criterion, a path does not replay, or a machine
 * file under machines/ is missing from the registry.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const criterion = (arg('criterion') ?? 'transitions') as Criterion;
const filter = arg('machine');
const onlyPath = arg('path');

function machineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return machineFiles(full);
    return name.endsWith('.machine.ts') ? [path.relative(path.join(root, 'machines'), full).split(path.sep).join('/')] : [];
  });
}

const unregistered = machineFiles(path.join(root, 'machines')).filter((f) => !registry.some((r) => r.file === f));
const started = Date.now();
const reports: MachineReport[] = registry
  .filter((r) => !filter || r.id.includes(filter))
  .map((r) => analyse(r, { criterion, maxLength: Number(arg('max-length') ?? 8), sample: Number(arg('sample') ?? 0), seed: Number(arg('seed') ?? 1) }));

if (onlyPath !== undefined) {
  for (const r of reports) {
    const p = r.paths.find((x) => x.index === Number(onlyPath));
    console.log(p ? `${r.id} path ${p.index}: ${p.events.join(' → ')} ⇒ ${p.target}` : `${r.id}: no path ${onlyPath}`);
  }
  process.exit(0);
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\ncriterion: ${criterion}\n${pad('machine', 24)}${pad('states', 9)}${pad('transitions', 13)}${pad('guards', 9)}${pad('spec rules', 12)}${pad('paths', 7)}${pad('failed', 8)}time`);
let failed = 0;
for (const r of reports) {
  const ok = meets(r, criterion);
  if (!ok) failed++;
  console.log(
    `${pad(r.id, 24)}${pad(`${r.states.covered}/${r.states.total}`, 9)}${pad(`${r.transitions.covered}/${r.transitions.total}`, 13)}${pad(`${r.guards.covered}/${r.guards.total}`, 9)}${pad(`${r.requirements.covered}/${r.requirements.total}`, 12)}${pad(r.paths.length, 7)}${pad(r.failures.length, 8)}${r.ms} ms${ok ? '' : '  ✗'}`,
  );
  if (!ok) {
    for (const s of r.states.missing) console.log(`    state not reached: ${s}`);
    for (const t of r.transitions.missing) console.log(`    transition not taken: ${t}`);
    if (criterion === 'guards') for (const g of r.guards.missing) console.log(`    guard: ${g}`);
    for (const f of r.failures) console.log(`    ${f}  (replay: npm run test:model -- --machine ${r.id} --path ${/path (\d+)/.exec(f)?.[1] ?? 0})`);
  }
}
const rules = reports.flatMap((r) => r.requirements.missing.map((m) => `${r.id}: ${m}`));
const totalRules = reports.reduce((s, r) => s + r.requirements.total, 0);
console.log(`\nspec rules exercised: ${totalRules - rules.length}/${totalRules}`);
for (const m of rules) console.log(`    not exercised: ${m}`);
for (const f of unregistered) console.log(`machine file not registered in machines/registry.ts: ${f}`);

const out = path.join(root, 'tests/.output');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'model-report.json'), JSON.stringify({ date: new Date().toISOString(), criterion, ms: Date.now() - started, unregistered, reports }, null, 1));
writeFileSync(path.join(out, 'model-report.html'), htmlReport(reports, criterion));
console.log(`reports: tests/.output/model-report.json, tests/.output/model-report.html`);
console.log(`\nmachines passed: ${reports.length - failed}\nmachines failed: ${failed + unregistered.length}`);
process.exit(failed + unregistered.length ? 1 : 0);
