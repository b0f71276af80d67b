import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareRuns, noisyAbove, pickComparison, runIsNoisy, type RecordedRun } from './budgets';

/**
 * Each figure of a bench run beside an earlier run's:
 *   node --import tsx tests/bench/compare.ts [--noisy] [--dir folder] [older.json newer.json]
 * By default the newest dated run of tests/bench/results/ against the newest
 * earlier run that is not noisy (load average above 2.0: budgets.ts);
 * `--noisy` takes noisy runs as the reference too; `--dir .cache/bench-results`
 * reads the runs of some parts only (BENCH_PARTS).
 */
const args = process.argv.slice(2);
const includeNoisy = args.includes('--noisy');
const dirAt = args.indexOf('--dir');
const dir = dirAt >= 0 ? path.resolve(args[dirAt + 1]) : path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const files = args.filter((a, i) => a.endsWith('.json') && (dirAt < 0 || i !== dirAt + 1));
const read = (f: string) => ({ ...(JSON.parse(readFileSync(f, 'utf8')) as RecordedRun), file: path.basename(f) });

let pair: { older: ReturnType<typeof read>; newer: ReturnType<typeof read> } | { reason: string };
if (files.length >= 2) pair = { older: read(files[0]), newer: read(files[1]) };
else pair = pickComparison(readdirSync(dir).filter((f) => /^\d{4}-.*\.json$/.test(f)).map((f) => read(path.join(dir, f))), { includeNoisy });
if ('reason' in pair) {
  console.log(pair.reason);
  process.exit(1);
}
const { older, newer } = pair;
const label = (r: typeof older) => `${r.file} (load ${r.machine.loadAverageStart ?? '?'} → ${r.machine.loadAverageEnd ?? r.machine.loadAverage ?? '?'}${runIsNoisy(r) ? ', NOISY' : ''})`;
console.log(`${label(older)} → ${label(newer)}\n`);
if (runIsNoisy(newer)) console.log(`the newer run is noisy (load average above ${noisyAbove.toFixed(1)}): read its changes with care\n`);
const changes = compareRuns(older, newer);
const w = Math.max(...changes.map((c) => c.metric.length)) + 2;
for (const c of changes) {
  console.log(`${c.metric.padEnd(w)}${String(c.before ?? '').padStart(10)} → ${String(c.after).padStart(10)} ${c.unit.padEnd(9)} ${c.change.padStart(7)}${c.budget ? `  ${c.budget} ${c.pass ? 'pass' : 'FAIL'}` : ''}`);
}
