// First: 'today' is pinned before anything reads the clock (issue 33 item 1).
import './pinned-today';
import { tracing } from './clock-trace';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { splitLanes } from './lanes';

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

// SHARD=k/n runs the k-th of n lanes (npm test runs the browser suite in three lanes at once): the browser
// files split by their measured durations (tests/browser/durations.json, see tests/lanes.ts), other suites (and
// the browser files while nothing is measured) by index.
const [k, n] = (process.env.SHARD ?? '1/1').split('/').map(Number) as [number, number];
// A filter may list several parts of paths, comma-separated (the sweep passes the files that read the clock).
const all = walk(path.join(root, suite)).filter((f) => !filter || filter.split(',').some((part) => path.relative(root, f).includes(part)));
const rel = (f: string) => path.relative(root, f);
const durationsFile = path.join(root, suite, 'durations.json');
/** Seconds per browser file (and the model walk's through the UI, run after the lanes), from a full run's tests/.output/browser-durations.json. */
const measured: { files?: Record<string, number>; modelUi?: number } = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const files =
  n === 1 ? all
  : suite === 'browser' && measured.files
    ? splitLanes(all.map(rel), measured.files ?? {}, { lanes: n })[k - 1]!.map((f) => path.join(root, f))
    : all.filter((_, i) => i % n === k - 1);
if (suite === 'components') await import('./components/setup-dom');

// uvu's own runner (uvu/run), with each file's tests timed: the browser lanes are balanced on these times.
(globalThis as { UVU_DEFER?: number }).UVU_DEFER = 1;
const uvu = (await import('uvu' as string)) as { exec(bail?: boolean): Promise<void> };
const queue = (globalThis as unknown as { UVU_QUEUE: Array<Array<unknown>> }).UVU_QUEUE;
for (const [i, f] of files.entries()) {
  // A file's test.run() queues its tests at UVU_INDEX.
  (globalThis as { UVU_INDEX?: number }).UVU_INDEX = i;
  queue.push([rel(f)]);
  tracing(rel(f));
  await import(pathToFileURL(f).href);
  tracing(null);
}
const seconds: Record<string, number> = {};
/** Browser contexts each file opened (tests/browser/harness.ts counts them): the lanes' CPU goes mostly to booting pages. */
const contexts: Record<string, number> = {};
const opened = suite === 'browser' ? (await import('./browser/harness')).opened : { contexts: 0 };
for (const group of queue) {
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
await uvu.exec(false);
if (suite === 'browser' && !filter) {
  const out = path.join(root, '.output');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `browser-durations-${k}-of-${n}.json`), JSON.stringify(Object.fromEntries(Object.entries(seconds).map(([f, s]) => [f, Math.round(s)])), null, 1));
  writeFileSync(path.join(out, `browser-contexts-${k}-of-${n}.json`), JSON.stringify(contexts, null, 1));
}
if (suite === 'browser') {
  const { closeHarness } = await import('./browser/harness');
  await closeHarness();
}
// Every file has run and reported: a timer a test left behind (an actor not stopped, a debounce) must not keep the
// suite from ending, which npm test would wait on forever. uvu has set the exit code for any failure.
process.exit(process.exitCode ?? 0);
