import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulatedDays } from './simulated-days';

/**
 * `npm run test:dates` (issue 20 item 8): the date-sensitive checks at each
 * simulated day of tests/simulated-days.ts: the seeded company and every
 * scenario in Node (uvu), then the browser tests that depend on 'today', with
 * 'today' pinned for both sides: MINTRH_TODAY moves the Node side's clock
 * (src/domain/clock.ts: the fake server, the scenario build, the loopback
 * API host, the tests' own date arithmetic) and the harness starts the
 * page's clock there (Playwright's clock); the days Europe changes its clocks
 * run in Europe/Paris. `npm test` runs the Node part on every day and one
 * browser test on a pinned day; this runs the rest (long: run it under the
 * shared browser lock). `--browser leave.test,sandbox` narrows the files,
 * `--days 2` the days, `--only Europe` the days by label or date.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const browserFiles = (arg('browser') ?? 'leave.test,security.test,sandbox.test,sandbox-from-demo,demo-bar,expenses.test,documents.test,shell.test').split(',');
// `--only Europe` (or a date): the days whose label or instant contains one of the comma-separated words.
const only = arg('only')?.split(',');
const days = simulatedDays.slice(0, Number(arg('days') ?? simulatedDays.length)).filter((d) => !only || only.some((w) => d.label.includes(w) || d.at.includes(w)));

function run(args: string[], env: Record<string, string>): Promise<{ ok: boolean; passed: number; total: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const total = Number(/Total:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const passed = Number(/Passed:\s+(\d+)/.exec(out)?.[1] ?? 0);
      if (code !== 0 || passed !== total) console.log(out);
      resolve({ ok: code === 0 && passed === total, passed, total });
    });
  });
}

let passed = 0;
let failed = 0;
const node = await run(['tests/run-suite.ts', 'unit', 'demo-data-dates'], {});
console.log(`Node: the seeded company and every scenario on ${simulatedDays.length} days: ${node.passed}/${node.total}`);
passed += node.passed;
failed += node.ok ? 0 : Math.max(1, node.total - node.passed);
for (const day of days) {
  const env = { MINTRH_TODAY: day.at, ...(/Europe/.test(day.label) ? { MINTRH_TIMEZONE: 'Europe/Paris', TZ: 'Europe/Paris' } : {}) };
  for (const file of browserFiles) {
    const r = await run(['tests/run-suite.ts', 'browser', file], env);
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${day.at} (${day.label}) ${file}: ${r.passed}/${r.total}`);
    passed += r.passed;
    failed += r.ok ? 0 : Math.max(1, r.total - r.passed);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
