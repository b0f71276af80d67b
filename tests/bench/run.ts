import { build } from 'esbuild';
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { buildOptions, buildProduction, firstLoad } from '../../build.mjs';
import { browser, closeHarness } from '../browser/harness';
import { startApiHost } from '../../server-fake/node/http-host';
import { loadedBytes, median } from './measure';
import { grantFor, panelTimings, scaleRuns, serve, type Figure } from './browser-runs';
import { measureFakeQueries } from './fake-query';
import { neverInFirstLoad, offences, staticClosure } from './first-load-rules';

/**
 * `npm run bench`: builds the app and a bare React 19 page (the floor) with
 * the same esbuild settings, measures both in headless Chromium on loopback,
 * prints one table with the budgets and writes tests/bench/results/latest.json
 * (and a dated copy). BENCH_PARTS=start,panels,scale,fake,model picks parts;
 * BENCH_RUNS sets the runs per figure (5); BENCH_TRACE=1 prints each start's
 * requests with their times.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const parts = new Set((process.env.BENCH_PARTS ?? 'start,panels,scale,fake,model').split(','));
const rows: Figure[] = [];
const add = (metric: string, value: number, unit: string, budget?: string, pass?: boolean) => rows.push({ metric, value, unit, budget, pass });

async function buildFloor() {
  const out = path.join(root, '.cache/bench-floor');
  mkdirSync(out, { recursive: true });
  const o = buildOptions({ outdir: out, production: true });
  await build({ ...o, entryPoints: { floor: 'tests/bench/floor/main.tsx' }, outdir: out, publicPath: '/', entryNames: '[name]', metafile: false, plugins: [] });
  writeFileSync(path.join(out, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/floor.js"></script></head><body><div id="root"><main id="main"></main></div></body></html>');
  return out;
}

/** Marks, in the page, when `selector` first shows: the start figures are read there, the same way for the floor and the app. */
const watchReady = (selector: string) => {
  const w = window as unknown as { __readyAt?: number };
  const obs = new MutationObserver(() => {
    if (w.__readyAt === undefined && document.querySelector(selector)) {
      w.__readyAt = performance.now();
      obs.disconnect();
    }
  });
  obs.observe(document, { subtree: true, childList: true });
};

/** Navigation to `ready` (ms since the navigation began) and the files requested before it, median over RUNS fresh contexts. */
async function measureStart(url: string, ready: string, prepare?: (ctx: import('playwright-core').BrowserContext) => Promise<void>, storageState?: string, locale = 'fr-FR') {
  const b = await browser();
  const times: number[] = [];
  let urls: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    // French, the product's reference language (the browser tests' too); English is measured once below.
    const ctx = await b.newContext({ locale, ...(storageState ? { storageState: JSON.parse(storageState) } : {}) });
    if (prepare) await prepare(ctx);
    const page = await ctx.newPage();
    await page.addInitScript(watchReady, ready);
    await page.goto(url);
    await page.waitForSelector(ready, { state: 'visible', timeout: 30000 });
    const r = await page.evaluate(() => {
      const at = (window as unknown as { __readyAt: number }).__readyAt;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const waterfall = resources.map((e) => `${e.startTime.toFixed(0).padStart(5)} → ${e.responseEnd.toFixed(0).padStart(5)}  ${new URL(e.name).pathname}`);
      return { at, urls: [location.href, ...resources.filter((e) => e.startTime <= at).map((e) => e.name)], waterfall };
    });
    // BENCH_TRACE=1: what the page asked for and when (ms since navigation), to see where a start's time goes.
    if (process.env.BENCH_TRACE && i === RUNS - 1) console.log(`\n  ${url} ready at ${r.at.toFixed(0)} ms\n    ${r.waterfall.join('\n    ')}`);
    times.push(r.at);
    urls = r.urls;
    await ctx.close();
  }
  return { ms: median(times), urls };
}

type Meta = { outputs: Record<string, { entryPoint?: string; bytes: number; inputs: Record<string, unknown>; imports?: Array<{ path: string; kind: string }> }> };

async function startFigures(dist: string) {
  const floorDir = await buildFloor();
  const floor = await serve(floorDir);
  const floorStart = await measureStart(floor.url, '#ready');
  floor.close();
  const floorBytes = loadedBytes(floorStart.urls, floorDir);
  add('floor: initial JS (gzip)', floorBytes.js / 1024, 'KB');
  add('floor: time to interactive', floorStart.ms, 'ms');
  const meta = JSON.parse(readFileSync(path.join(dist, 'meta.json'), 'utf8')) as Meta;

  const host = await startApiHost();
  for (const mode of ['production', 'demo'] as const) {
    const app = await serve(dist, { mode, apiBaseUrl: mode === 'production' ? host.url : '', hubUrl: '/chathub', clientName: 'Atlas', schedulerLicenseKey: '' });
    let start: { ms: number; urls: string[] };
    if (mode === 'production') {
      // A signed-in start: the session is in storage, as for a returning employee.
      const grant = await grantFor(host);
      const signIn = async (ctx: import('playwright-core').BrowserContext) => void (await ctx.addInitScript((g) => localStorage.setItem('session', JSON.stringify(g)), grant));
      start = await measureStart(`${app.url}/`, '#main h1', signIn);
      // Other languages also fetch the French words i18next falls back on.
      const en = await measureStart(`${app.url}/`, '#main h1', signIn, undefined, 'en-US');
      add('production, English browser: initial JS (gzip)', loadedBytes(en.urls, dist).js / 1024, 'KB');
    } else {
      // Demo needs a sign-in first (its server lives in the page).
      const b = await browser();
      const ctx = await b.newContext();
      const page = await ctx.newPage();
      await page.goto(`${app.url}/account/login`);
      await page.click('[data-persona="owner"]');
      await page.waitForSelector('#main h1');
      const state = JSON.stringify(await ctx.storageState());
      await ctx.close();
      start = await measureStart(`${app.url}/`, '#main h1', undefined, state);
    }
    const bytes = loadedBytes(start.urls, dist);
    const ratio = bytes.js / Math.max(1, floorBytes.js);
    const prod = mode === 'production';
    add(`${mode}: initial JS (gzip)`, bytes.js / 1024, 'KB', prod ? '≤ 2.0 × floor' : undefined, prod ? ratio <= 2 : undefined);
    add(`${mode}: initial CSS (gzip)`, bytes.css / 1024, 'KB');
    add(`${mode}: JS ratio to floor`, ratio, '×');
    add(`${mode}: initial JS files`, start.urls.filter((u) => /\.js$/.test(new URL(u).pathname)).length, 'files');
    const tRatio = start.ms / Math.max(1, floorStart.ms);
    add(`${mode}: dashboard interactive`, start.ms, 'ms', prod ? '≤ 1.5 × floor' : undefined, prod ? tRatio <= 1.5 : undefined);
    add(`${mode}: start ratio to floor`, tRatio, '×');
    if (prod) {
      // By content: the metafile says what each loaded chunk holds.
      const prefix = path.relative(root, dist).split(path.sep).join('/');
      const files = start.urls.map((u) => `${prefix}${new URL(u).pathname}`).filter((f) => meta.outputs[f]);
      if (!files.length) throw new Error('no loaded file found in the metafile: the content check would prove nothing');
      const bad = offences(meta.outputs, files);
      for (const o of bad) console.log(`  in the first load: ${o.what} (${o.input} in ${o.file})`);
      add(`production: first load free of ${neverInFirstLoad.map((r) => r.what).join(', ')}`, bad.length, 'found', '0', bad.length === 0);
    }
    app.close();
  }
  await host.close();

  // An area's weight is its file and the shared chunks it brings beyond the first load; the app module's is the core it opens (build.mjs, oneCoreChunk).
  const first = new Set(firstLoad(meta as unknown as Parameters<typeof firstLoad>[0]));
  const entry = Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint === 'src/main.tsx' && f.endsWith('.js'));
  for (const [file, o] of Object.entries(meta.outputs)) {
    if (!o.entryPoint || !/-page|panel|boot|start/.test(file) || !file.endsWith('.js')) continue;
    const isStart = o.entryPoint === 'src/app/start.tsx';
    const files = staticClosure(meta.outputs, [file]).filter((f) => f === file || (isStart ? f !== entry : !first.has(f)));
    add(`chunk ${path.basename(file).replace(/-[A-Z0-9]{8}\.js$/, '')}`, files.reduce((n, f) => n + meta.outputs[f].bytes, 0) / 1024, 'KB (min)');
  }
}

function fakeFigures() {
  const r = measureFakeQueries(RUNS * 5);
  add('fake server: build the scale scenario', r.buildMs, 'ms');
  for (const f of r.figures) {
    add(`fake query: ${f.name} (median)`, f.ms, 'ms', '< 10 ms', f.ms < 10);
    // The fastest run: the query's own cost when nothing else wants the core.
    add(`fake query: ${f.name} (fastest)`, f.min, 'ms');
  }
  add('sandbox file of the scale scenario: write', r.sandbox.saveMs, 'ms');
  add('sandbox file of the scale scenario: read and load', r.sandbox.loadMs, 'ms');
  add('sandbox file of the scale scenario: size', r.sandbox.bytes / 2 ** 20, 'MB');
  add('fake server with the scale scenario and its sandbox file: peak JS heap (Node, sampled)', r.heapMb, 'MB');
}

async function main() {
  const started = Date.now();
  // Its own output folder: browser tests read dist/ meanwhile, and a build empties its folder first.
  const { outdir: dist } = await buildProduction({ outdir: path.join(root, '.cache/bench-dist'), quiet: true });
  const buildMs = Date.now() - started;
  add('production build time', buildMs, 'ms', '< 3000 ms', buildMs < 3000);
  if (parts.has('start')) await startFigures(dist);
  if (parts.has('panels')) rows.push(...(await panelTimings(dist, RUNS)));
  if (parts.has('scale')) rows.push(...(await scaleRuns(dist, RUNS)));
  if (parts.has('fake')) fakeFigures();
  if (parts.has('model')) {
    const t0 = Date.now();
    spawnSync(process.execPath, ['--import', 'tsx', 'tests/model/cli.ts'], { cwd: root, stdio: 'ignore' });
    add('npm run test:model', Date.now() - t0, 'ms');
  }
  await closeHarness();
  report();
}

function report() {
  for (const r of rows) r.value = Math.round(r.value * 10) / 10;
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' ');
  const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: load };
  const w = Math.max(...rows.map((r) => r.metric.length)) + 2;
  console.log(`\nbenchmark ${new Date().toISOString().slice(0, 16)} on ${machine.cpus} × ${machine.model ?? 'cpu'}, ${machine.memGiB} GiB, load average ${load}\n`);
  for (const r of rows) console.log(`${r.metric.padEnd(w)}${String(r.value).padStart(10)} ${r.unit.padEnd(10)}${r.budget ? `${r.budget.padEnd(16)}${r.pass ? 'pass' : 'FAIL'}` : ''}`);
  const failed = rows.filter((r) => r.budget && !r.pass);
  console.log(`\n${failed.length ? `${failed.length} budget(s) FAIL` : 'every budget passes'}`);
  const dir = path.join(root, 'tests/bench/results');
  mkdirSync(dir, { recursive: true });
  const json = JSON.stringify({ date: new Date().toISOString(), machine, runs: RUNS, parts: [...parts], rows }, null, 1);
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  // A run of some parts only (BENCH_PARTS) is kept in the scratch folder: latest.json stays a whole run to compare with.
  const whole = ['start', 'panels', 'scale', 'fake', 'model'].every((p) => parts.has(p));
  const where = whole ? dir : path.join(root, '.cache/bench-results');
  mkdirSync(where, { recursive: true });
  if (whole) {
    const previous = existsSync(path.join(dir, 'latest.json')) ? readFileSync(path.join(dir, 'latest.json'), 'utf8') : null;
    if (previous) writeFileSync(path.join(dir, 'previous.json'), previous);
    writeFileSync(path.join(dir, 'latest.json'), json);
  }
  writeFileSync(path.join(where, `${stamp}.json`), json);
  console.log(`written to ${path.relative(root, where)}/${whole ? 'latest.json and ' : ''}${stamp}.json; compare: node --import tsx tests/bench/compare.ts [older.json] [newer.json]`);
}

await main();
