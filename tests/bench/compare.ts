import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Compares two bench runs row by row: `node --import tsx tests/bench/compare.ts
 * [older.json] [newer.json]`; by default the two newest dated files in results/.
 */
type Run = { date: string; machine: { loadAverage?: string }; rows: Array<{ metric: string; value: number; unit: string; budget?: string; pass?: boolean }> };
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const dated = readdirSync(dir).filter((f) => /^\d{4}-.*\.json$/.test(f)).sort();
const [a, b] = process.argv.length >= 4 ? process.argv.slice(2, 4) : dated.slice(-2).map((f) => path.join(dir, f));
if (!a || !b) {
  console.log('two runs are needed: run npm run bench twice, or name two JSON files');
  process.exit(1);
}
const older = JSON.parse(readFileSync(a, 'utf8')) as Run;
const newer = JSON.parse(readFileSync(b, 'utf8')) as Run;
const before = new Map(older.rows.map((r) => [r.metric, r]));
console.log(`${path.basename(a)} (load ${older.machine.loadAverage ?? '?'}) → ${path.basename(b)} (load ${newer.machine.loadAverage ?? '?'})\n`);
const w = Math.max(...newer.rows.map((r) => r.metric.length)) + 2;
for (const r of newer.rows) {
  const o = before.get(r.metric);
  const change = o && o.value ? `${r.value >= o.value ? '+' : ''}${(((r.value - o.value) / o.value) * 100).toFixed(0)}%` : 'new';
  console.log(`${r.metric.padEnd(w)}${String(o?.value ?? '').padStart(10)} → ${String(r.value).padStart(10)} ${r.unit.padEnd(9)} ${change.padStart(6)}${r.budget ? `  ${r.pass ? 'pass' : 'FAIL'}` : ''}`);
}
