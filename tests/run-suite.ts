// First: 'today' is pinned before anything reads the clock (issue 33 item 1).
import './pinned-today';
import { tracing } from './clock-trace';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { claimIn, longestFirst } from './lanes';

/**
 * Runs one suite folder (unit, components, browser) with uvu in this process:
 * every *.test.ts(x) under it, in name order. A filter narrows the files.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const suite = process.argv[2] ?? 'unit';
const filter = process.argv[3];

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.test\.tsx?$/.test(name) ? [full] : [];
    });
}

// SHARD=k/n names the k-th of n lanes (npm test runs the browser suite in three lanes at once). Browser lanes take
// the files as they come free, longest first, from the directory of claims LANE_CLAIMS names (tests/lanes.ts);
// other suites split by index.
const [k, n] = (process.env.SHARD ?? '1/1').split('/').map(Number) as [number, number];
// A filter may list several parts of paths, comma-separated (the sweep passes the files that read the clock).
const all = walk(path.join(root, suite)).filter((f) => !filter || filter.split(',').some((part) => path.relative(root, f).includes(part)));
const rel = (f: string) => path.relative(root, f);
const durationsFile = path.join(root, suite, 'durations.json');
/** Seconds per browser file, from a full run's tests/.output/browser-durations.json. */
const measured: { files?: Record<string, number> } = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const claims = process.env.LANE_CLAIMS;
const shared = suite === 'browser' && n > 1;
if (shared && !claims) throw new Error('browser lanes (SHARD) take their files from the claims directory LANE_CLAIMS names (npm test sets it)');
const files = n === 1 || shared ? all : all.filter((_, i) => i % n === k - 1);
if (suite === 'components') await import('./components/setup-dom');

// uvu's own runner (uvu/run), with each file's tests timed: the browser lanes order their files by these times.
(globalThis as { UVU_DEFER?: number }).UVU_DEFER = 1;
const uvu = (await import('uvu' as string)) as { exec(bail?: boolean): Promise<void> };
type Group = Array<unknown>;
const queue = (globalThis as unknown as { UVU_QUEUE: Group[] }).UVU_QUEUE;
const seconds: Record<string, number> = {};
/** Browser contexts each file opened (tests/browser/harness.ts counts them): the lanes' CPU goes mostly to booting pages. */
const contexts: Record<string, number> = {};
const opened = suite === 'browser' ? (await import('./browser/harness')).opened : { contexts: 0, apps: 0, reused: 0 };

/** Each of a file's suites timed, and its contexts counted, under the file's name. */
function timed(group: Group) {
  const name = group[0] as string;
  for (let i = 1; i < group.length; i++) {
    const run = group[i] as () => Promise<unknown>;
    group[i] = async () => {
      const t0 = performance.now();
      const c0 = opened.contexts;
      tracing(name);
      try {
        return await run();
      } finally {
        tracing(null);
        seconds[name] = (seconds[name] ?? 0) + (performance.now() - t0) / 1000;
        contexts[name] = (contexts[name] ?? 0) + opened.contexts - c0;
      }
    };
  }
}

/** Imports a file at the end of uvu's queue: its test.run() queues its suites at UVU_INDEX. */
async function load(f: string) {
  const at = queue.length;
  (globalThis as { UVU_INDEX?: number }).UVU_INDEX = at;
  queue.push([rel(f)]);
  tracing(rel(f));
  await import(pathToFileURL(f).href);
  tracing(null);
  timed(queue[at]!);
}

if (shared) {
  // uvu runs its queue in order and reads it as it goes: a step that counts no test (ran 0 of 0) takes the next free
  // file, imports it behind itself, then queues the next such step behind that file.
  const order = longestFirst(files.map(rel), measured.files ?? {});
  const claim = claimIn(claims!);
  let next = 0;
  const takeNext = async () => {
    while (next < order.length) {
      const f = order[next++]!;
      if (!claim(f)) continue;
      await load(path.join(root, f));
      queue.push([null, takeNext]);
      break;
    }
    return ['', 0, 0, 0];
  };
  queue.push([null, takeNext]);
} else for (const f of files) await load(f);
await uvu.exec(false);
if (suite === 'browser' && !filter) {
  const out = path.join(root, '.output');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `browser-durations-${k}-of-${n}.json`), JSON.stringify(Object.fromEntries(Object.entries(seconds).map(([f, s]) => [f, Math.round(s)])), null, 1));
  writeFileSync(path.join(out, `browser-contexts-${k}-of-${n}.json`), JSON.stringify(contexts, null, 1));
}
if (suite === 'browser') {
  console.log(`app pages: ${opened.apps}, ${opened.reused} on a page kept from an earlier test; browser contexts: ${opened.contexts}`);
  const { closeHarness } = await import('./browser/harness');
  await closeHarness();
}
// Every file has run and reported: a timer a test left behind (an actor not stopped, a debounce) must not keep the
// suite from ending, which npm test would wait on forever. uvu has set the exit code for any failure.
process.exit(process.exitCode ?? 0);
