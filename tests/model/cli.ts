import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '../../machines/registry';
import { analyse, type MachineReport } from './coverage';

/**
 * `npm run test:model`: walks every registered statechart, prints states and
 * transitions covered out of the total per machine, and fails when a machine
 * is not fully covered, a path does not replay, or a machine file under
 * machines/ is missing from the registry. `--machine name` filters.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const filterIdx = process.argv.indexOf('--machine');
const filter = filterIdx > 0 ? process.argv[filterIdx + 1] : null;

function machineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return machineFiles(full);
    return name.endsWith('.machine.ts') ? [path.relative(path.join(root, 'machines'), full).split(path.sep).join('/')] : [];
  });
}

const unregistered = machineFiles(path.join(root, 'machines')).filter((f) => !registry.some((r) => r.file === f));
const reports: MachineReport[] = registry.filter((r) => !filter || r.id.includes(filter)).map(analyse);

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\n${pad('machine', 26)}${pad('states', 12)}${pad('transitions', 14)}${pad('paths', 8)}${pad('failed', 8)}time`);
let failedMachines = 0;
for (const r of reports) {
  const ok = r.states.covered === r.states.total && r.transitions.covered === r.transitions.total && r.failures.length === 0;
  if (!ok) failedMachines++;
  console.log(`${pad(r.id, 26)}${pad(`${r.states.covered}/${r.states.total}`, 12)}${pad(`${r.transitions.covered}/${r.transitions.total}`, 14)}${pad(r.paths, 8)}${pad(r.failures.length, 8)}${r.ms} ms${ok ? '' : '  ✗'}`);
  for (const s of r.states.missing) console.log(`    state not reached: ${s}`);
  for (const t of r.transitions.missing) console.log(`    transition not taken: ${t}`);
  for (const f of r.failures) console.log(`    ${f}`);
}
for (const f of unregistered) console.log(`machine file not registered in machines/registry.ts: ${f}`);
console.log(`\nmachines passed: ${reports.length - failedMachines}\nmachines failed: ${failedMachines + unregistered.length}`);
process.exit(failedMachines + unregistered.length ? 1 : 0);
