import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PINNED_TODAY } from './pinned-today';
import { simulatedDays } from './simulated-days';

/**
 * `npm run test:sweep` (issue 33 item 3, not part of `npm test`): the Node
 * suites (unit, components, the model walk against the fake server) on every
 * day of a year, 'today' pinned by MINTRH_TODAY in each run; it names every
 * test whose result depends on the day, with the days it failed.
 *
 * One day is made cheap by running only what reads the clock: a first run on
 * the pinned day traces which test files and which machines read 'now'
 * (tests/clock-trace.ts: our code's Date.now(), new Date() and systemNow());
 * each day then runs those alone, a process per suite (a test's module state,
 * its seeded company first of all, is built at import, so re-pinning inside
 * one process would test the first day again). What a test reads only on a
 * day other than the pinned one is not traced: `--all` runs every file on
 * every day instead.
 *
 *   --from 2026-11-16   the first day (default: the pinned day, the seed's)
 *   --days 366          consecutive days from --from (default 366: a year, leap day or not)
 *   --every K           one day in K of them
 *   --at D1,D2          these days instead (YYYY-MM-DD or a full instant)
 *   --special           also the days of tests/simulated-days.ts (29 February, Europe's clock changes…)
 *   --suites unit,components,model   which suites
 *   --workers 2         processes at once (at most 3: a third fills the time the others wait on timers; the machine has 2 cores)
 *   --all               every file and machine each day, not only those that read the clock
 *   --reuse-trace       what the last trace found (tests/.output/sweep-trace.json) instead of tracing again
 *   --minutes M         start no run after M minutes; the days whose runs all ended are the ones reported
 *   --resume            skip the days the ledger already holds for this very code (below)
 * Writes tests/.output/sweep.json; exits 1 when a test failed on some day.
 *
 * The ledger (tests/.output/sweep-ledger.json) keeps every day run in full,
 * with its failures, for the code it ran on: the commit, and whether the tree
 * had changes (then the ledger is not added to). A year is about two and a half
 * hours of this 2-core machine, so it may take more than one sitting: each
 * sitting adds its days, `--resume` runs only those missing, and the summary
 * gives the ledger's figure for the commit (days run of the year asked,
 * failures).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'tests/.output');
mkdirSync(out, { recursive: true });
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const flag = (name: string) => process.argv.includes(`--${name}`);
const suites = (arg('suites') ?? 'unit,components,model').split(',') as Array<'unit' | 'components' | 'model'>;
const workers = Math.max(1, Math.min(3, Number(arg('workers') ?? 2)));
const timeOfDay = PINNED_TODAY.slice(10);
const DAY = 86_400_000;

interface Day {
  at: string;
  label?: string;
  env: Record<string, string>;
}
function days(): Day[] {
  const at = arg('at');
  const plain = (d: string): Day => ({ at: /^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}${timeOfDay}` : d, env: {} });
  const list: Day[] = at
    ? at.split(',').map(plain)
    : (() => {
        const from = Date.parse(`${arg('from') ?? PINNED_TODAY.slice(0, 10)}T00:00:00Z`);
        const n = Number(arg('days') ?? 366);
        const every = Math.max(1, Number(arg('every') ?? 1));
        return Array.from({ length: n }, (_, i) => i)
          .filter((i) => i % every === 0)
          .map((i) => plain(new Date(from + i * DAY).toISOString().slice(0, 10)));
      })();
  // The special days first: when time runs out (--minutes) they are the ones run.
  if (flag('special'))
    for (const d of [...simulatedDays].reverse()) list.unshift({ at: d.at, label: d.label, env: /Europe/.test(d.label) ? { MINTRH_TIMEZONE: 'Europe/Paris', TZ: 'Europe/Paris' } : {} });
  return list;
}

interface Run {
  ok: boolean;
  failed: string[];
  out: string;
}
function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('close', (code) => {
      const failed = new Set<string>();
      // uvu: the file's name on a line, its dots, then '   FAIL  "name"'; the model walk: a machine's line ending in ✗.
      let file = '';
      for (const line of text.split('\n')) {
        if (/^(unit|components)\/\S+\.test\.tsx?$/.test(line.trim())) file = line.trim();
        const m = /^\s*FAIL\s+"(.*)"/.exec(line);
        if (m) failed.add(`${file} › ${m[1]}`);
      }
      for (const m of text.matchAll(/^(\S+)\s.*✗\s*$/gm)) failed.add(`model ${m[1]}`);
      const uvuTotal = /Total:\s+(\d+)/.exec(text);
      const uvuPassed = /Passed:\s+(\d+)/.exec(text);
      if (uvuTotal && uvuPassed && uvuTotal[1] !== uvuPassed[1] && !failed.size) failed.add(`${args[1] ?? args[0]} (a test failed; no FAIL line read)`);
      if (code !== 0 && !failed.size) failed.add(`${args.slice(0, 2).join(' ')} (the run itself, exit ${code}): ${text.split('\n').filter(Boolean).slice(-3).join(' | ').slice(0, 300)}`);
      resolve({ ok: code === 0 && !failed.size, failed: [...failed], out: text });
    });
  });
}

const argsOf = (suite: string, only: string | null): string[] =>
  suite === 'model' ? ['tests/model/cli.ts', '--machine-only', ...(only ? ['--machine', only] : [])] : ['tests/run-suite.ts', suite, ...(only ? [only] : [])];

/** Runs the tasks, `workers` at once. */
async function pool(tasks: Array<() => Promise<void>>) {
  const queue = [...tasks];
  await Promise.all(Array.from({ length: workers }, async () => {
    for (let t = queue.shift(); t; t = queue.shift()) await t();
  }));
}

// 1. What reads the clock, traced on the pinned day (unless --all).
const selection = new Map<string, string | null>();
/** What already fails on the pinned day: a failure, but not one the day explains. */
const pinnedFailures = new Set<string>();
const started = Date.now();
const traceFile = path.join(out, 'sweep-trace.json');
if (flag('all')) for (const s of suites) selection.set(s, null);
else if (flag('reuse-trace')) {
  const last = JSON.parse(readFileSync(traceFile, 'utf8')) as { at: string; selection: Record<string, string>; pinnedFailures: string[] };
  for (const s of suites) selection.set(s, last.selection[s] ?? null);
  for (const f of last.pinnedFailures) pinnedFailures.add(f);
  console.log(`what reads the clock, as traced on ${last.at}: ${suites.map((s) => `${s} ${selection.get(s)?.split(',').filter(Boolean).length ?? 'all'}`).join(', ')}`);
} else {
  console.log(`tracing which tests read the clock (${suites.join(', ')}, on ${PINNED_TODAY})…`);
  await pool(
    suites.map((s) => async () => {
      const file = path.join(out, `clock-readers-${s}.json`);
      rmSync(file, { force: true });
      const r = await run(argsOf(s, null), { MINTRH_TODAY: PINNED_TODAY, MINTRH_CLOCK_TRACE: file });
      if (!r.ok) console.log(`  ${s} on the pinned day already fails: ${r.failed.join('; ')}`);
      for (const f of r.failed) pinnedFailures.add(f);
      const readers = JSON.parse(readFileSync(file, 'utf8')) as string[];
      const names = s === 'model' ? readers.map((x) => x.replace(/^model /, '')) : readers.map((x) => x.replace(/^(unit|components)\//, ''));
      console.log(`  ${s}: ${readers.length} read the clock`);
      selection.set(s, names.length ? names.join(',') : '');
    }),
  );
  writeFileSync(traceFile, JSON.stringify({ at: PINNED_TODAY, selection: Object.fromEntries(selection), pinnedFailures: [...pinnedFailures] }, null, 1) + '\n');
}

// The ledger of this code: its commit, unless the tree has changes (then it is neither read nor added to).
const git = (...a: string[]) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
const commit = git('rev-parse', 'HEAD');
const clean = git('status', '--porcelain', '--untracked-files=no') === '';
interface Ledger {
  commit: string;
  suites: string;
  days: Record<string, string[]>;
}
const ledgerFile = path.join(out, 'sweep-ledger.json');
const kept: Ledger | null = existsSync(ledgerFile) ? JSON.parse(readFileSync(ledgerFile, 'utf8')) : null;
const ledger: Ledger | null = !clean || flag('all') ? null : kept?.commit === commit && kept.suites === suites.join(',') ? kept : { commit, suites: suites.join(','), days: {} };
if (!ledger) console.log(`no ledger: ${flag('all') ? '--all runs another selection' : 'the tree has changes, so no commit names the code run'}`);

// 2. Each day, each suite: its own process, `workers` at once.
const asked = days();
const list = flag('resume') && ledger ? asked.filter((d) => !(d.at in ledger.days)) : asked;
if (list.length < asked.length) console.log(`--resume: ${asked.length - list.length} of the ${asked.length} days already run on ${commit.slice(0, 7)} (the ledger)`);
const jobs = list.flatMap((d) => suites.filter((s) => selection.get(s) !== '').map((s) => ({ day: d, suite: s })));
const failures = new Map<string, string[]>();
let done = 0;
console.log(`${list.length} days × ${jobs.length / Math.max(1, list.length)} suites, ${workers} at once${flag('all') ? ' (every file)' : ' (what reads the clock)'}`);
const budget = Number(arg('minutes') ?? 0) * 60000;
const finished = new Map<string, number>();
const dayFailures = new Map<string, string[]>();
const perDay = jobs.length / Math.max(1, list.length);
await pool(
  jobs.map((job) => async () => {
    if (budget && Date.now() - started > budget) return;
    const r = await run(argsOf(job.suite, selection.get(job.suite) ?? null), { MINTRH_TODAY: job.day.at, ...job.day.env });
    done++;
    finished.set(job.day.at, (finished.get(job.day.at) ?? 0) + 1);
    for (const f of r.failed) failures.set(f, [...(failures.get(f) ?? []), job.day.at.slice(0, job.day.label ? 19 : 10) + (job.day.label ? ` (${job.day.label})` : '')]);
    if (!r.ok) console.log(`FAIL ${job.day.at} ${job.suite}: ${r.failed.join('; ')}`);
    dayFailures.set(job.day.at, [...(dayFailures.get(job.day.at) ?? []), ...r.failed]);
    // A day run in full goes into the ledger at once: a sitting cut short keeps what it ran.
    if (ledger && finished.get(job.day.at) === perDay && !job.day.label) {
      ledger.days[job.day.at] = dayFailures.get(job.day.at) ?? [];
      writeFileSync(ledgerFile, JSON.stringify(ledger, null, 1) + '\n');
    }
    if (done % 20 === 0) console.log(`  ${done} runs, ${((Date.now() - started) / 60000).toFixed(1)} min`);
  }),
);

const minutes = ((Date.now() - started) / 60000).toFixed(1);
const ran = list.filter((d) => finished.get(d.at) === perDay);
if (ran.length < list.length) console.log(`\n(out of time: ${ran.length} of the ${list.length} days were run in full)`);
console.log(`\n── sweep: ${ran.length} days run (${ran.map((d) => d.at.slice(0, 10)).join(', ')}), suites ${suites.join(', ')}${flag('all') ? '' : ' (the files and machines that read the clock)'}, ${minutes} min`);
const everyDay = [...failures.entries()].filter(([name, ds]) => ds.length >= ran.length && (flag('all') || pinnedFailures.has(name)));
const dayDependent = [...failures.entries()].filter(([name]) => !everyDay.some(([n]) => n === name)).sort();
for (const [name, ds] of dayDependent) console.log(`  ${name}\n      failed on ${ds.length} day(s): ${ds.slice(0, 12).join(', ')}${ds.length > 12 ? ', …' : ''}`);
for (const [name] of pinnedFailures.size || flag('all') ? everyDay : []) console.log(`  (fails on every day run, the pinned one too: not the day's doing) ${name}`);
console.log(`${dayDependent.length} test(s) depend on the day; ${everyDay.length} fail on every day`);
if (ledger) {
  const all = Object.entries(ledger.days);
  const bad = all.filter(([, f]) => f.length);
  console.log(`ledger of ${commit.slice(0, 7)} (tests/.output/sweep-ledger.json): ${all.length} days run over every sitting, ${bad.length} with a failure${bad.length ? ` (${bad.slice(0, 8).map(([d]) => d.slice(0, 10)).join(', ')}${bad.length > 8 ? ', …' : ''})` : ''}`);
}
writeFileSync(
  path.join(out, 'sweep.json'),
  JSON.stringify({ writtenAt: new Date().toISOString(), days: ran.map((d) => d.at), suites, traced: !flag('all'), selection: Object.fromEntries(selection), failures: Object.fromEntries(failures) }, null, 1) + '\n',
);
process.exit(failures.size || pinnedFailures.size ? 1 : 0);
