import { build } from 'esbuild';
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildOptions, buildProduction, createStaticServer } from '../../build.mjs';
import { browser, closeHarness } from '../browser/harness';
import { startApiHost } from '../../server-fake/node/http-host';
import { loadedBytes, median } from './measure';

/**
 * `npm run bench`: builds the app and a bare React 19 page (the floor) with
 * the same esbuild settings, measures both in headless Chromium on loopback,
 * prints one table with the budgets and writes tests/bench/results/latest.json.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
type Row = { metric: string; value: number; unit: string; budget?: string; pass?: boolean };
const rows: Row[] = [];
const add = (metric: string, value: number, unit: string, budget?: string, pass?: boolean) => rows.push({ metric, value: Math.round(value * 10) / 10, unit, budget, pass });

async function buildFloor() {
  const out = path.join(root, '.cache/bench-floor');
  mkdirSync(out, { recursive: true });
  const o = buildOptions({ outdir: out, production: true });
  await build({ ...o, entryPoints: { floor: 'tests/bench/floor/main.tsx' }, outdir: out, publicPath: '/', entryNames: '[name]', metafile: false });
  writeFileSync(path.join(out, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/floor.js"></script></head><body><div id="root"></div></body></html>');
  return out;
}

function serve(dir: string, config?: Record<string, unknown>) {
  return new Promise<{ url: string; close(): void }>((resolve) => {
    const s = createStaticServer({ dir, config });
    s.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, close: () => s.close() }));
  });
}

async function measureStart(url: string, ready: string, prepare?: (page: import('playwright-core').Page) => Promise<void>) {
  const b = await browser();
  const times: number[] = [];
  let urls: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await b.newContext();
    const page = await ctx.newPage();
    if (prepare) await prepare(page);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForSelector(ready, { state: 'visible', timeout: 30000 });
    times.push(Date.now() - t0);
    urls = loaded;
    await ctx.close();
  }
  return { ms: median(times), urls };
}

async function main() {
  const started = Date.now();
  const { outdir: dist } = await buildProduction({ quiet: true });
  add('production build time', Date.now() - started, 'ms', '< 3000 ms', Date.now() - started < 3000);
  const floorDir = await buildFloor();

  const floor = await serve(floorDir);
  const floorStart = await measureStart(floor.url, '#ready');
  const floorBytes = loadedBytes(floorStart.urls, floorDir);
  add('floor: initial JS+CSS (gzip)', floorBytes.total / 1024, 'KB');
  add('floor: time to interactive', floorStart.ms, 'ms');

  const host = await startApiHost();
  const sessionFor = async (apiBase: string) => {
    const res = await fetch(`${apiBase}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'omar', password: 'demo' }) });
    return ((await res.json()) as { data: unknown }).data;
  };
  for (const mode of ['production', 'demo'] as const) {
    const app = await serve(dist, { mode, apiBaseUrl: mode === 'production' ? host.url : '', hubUrl: '/chathub', clientName: 'Atlas', schedulerLicenseKey: '' });
    // A signed-in start: the session is in storage, as for a returning employee.
    const grant = mode === 'production' ? await sessionFor(host.url) : null;
    const start = grant
      ? await measureStart(`${app.url}/`, '#main h1', async (page) => void (await page.addInitScript((g) => localStorage.setItem('session', JSON.stringify(g)), grant)))
      : { ms: 0, urls: [] as string[] };
    if (mode === 'demo') {
      // Demo needs a sign-in first (its server lives in the page).
      const b = await browser();
      const ctx = await b.newContext();
      const page = await ctx.newPage();
      await page.goto(`${app.url}/account/login`);
      await page.click('[data-persona="owner"]');
      await page.waitForSelector('#main h1');
      const state = await ctx.storageState();
      await ctx.close();
      const times: number[] = [];
      let urls: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const c = await b.newContext({ storageState: state });
        const p = await c.newPage();
        const loaded: string[] = [];
        p.on('request', (r) => loaded.push(r.url()));
        const t0 = Date.now();
        await p.goto(`${app.url}/`);
        await p.waitForSelector('#main h1', { state: 'visible' });
        times.push(Date.now() - t0);
        urls = loaded;
        await c.close();
      }
      start.ms = median(times);
      start.urls = urls;
    }
    const bytes = loadedBytes(start.urls, dist);
    const ratio = bytes.js / Math.max(1, floorBytes.js);
    add(`${mode}: initial JS (gzip)`, bytes.js / 1024, 'KB', mode === 'production' ? '≤ 2.0 × floor' : undefined, mode === 'production' ? ratio <= 2 : undefined);
    add(`${mode}: initial CSS (gzip)`, bytes.css / 1024, 'KB');
    add(`${mode}: JS ratio to floor`, ratio, '×');
    const tRatio = start.ms / Math.max(1, floorStart.ms);
    add(`${mode}: dashboard interactive`, start.ms, 'ms', mode === 'production' ? '≤ 1.5 × floor' : undefined, mode === 'production' ? tRatio <= 1.5 : undefined);
    add(`${mode}: start ratio to floor`, tRatio, '×');
    if (mode === 'production') {
      const heavy = start.urls.filter((u) => /boot-|fullcalendar|tiptap|emoji|write-excel|pdf-lib/i.test(u));
      add('production: heavy chunks in the initial load', heavy.length, 'files', '0', heavy.length === 0);
    }
    app.close();
  }
  await host.close();
  floor.close();

  const meta = JSON.parse(readFileSync(path.join(dist, 'meta.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string; bytes: number }> };
  for (const [file, o] of Object.entries(meta.outputs)) {
    if (!o.entryPoint || o.entryPoint === 'src/main.tsx' || !/-page|panel|boot/.test(file)) continue;
    add(`chunk ${path.basename(file).replace(/-[A-Z0-9]{8}\.js$/, '')}`, o.bytes / 1024, 'KB (min)');
  }

  const t0 = Date.now();
  spawnSync(process.execPath, ['--import', 'tsx', 'tests/model/cli.ts'], { cwd: root, stdio: 'ignore' });
  add('npm run test:model', Date.now() - t0, 'ms');

  await closeHarness();
  const w = Math.max(...rows.map((r) => r.metric.length)) + 2;
  console.log(`\nbenchmark ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB\n`);
  for (const r of rows) console.log(`${r.metric.padEnd(w)}${String(r.value).padStart(10)} ${r.unit.padEnd(10)}${r.budget ? `${r.budget.padEnd(16)}${r.pass ? 'pass' : 'FAIL'}` : ''}`);
  const dir = path.join(root, 'tests/bench/results');
  mkdirSync(dir, { recursive: true });
  const previous = existsSync(path.join(dir, 'latest.json')) ? readFileSync(path.join(dir, 'latest.json'), 'utf8') : null;
  if (previous) writeFileSync(path.join(dir, 'previous.json'), previous);
  writeFileSync(path.join(dir, 'latest.json'), JSON.stringify({ date: new Date().toISOString(), machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memGiB: Math.round(os.totalmem() / 2 ** 30) }, runs: RUNS, rows }, null, 1));
  console.log(`\nwritten to tests/bench/results/latest.json${previous ? ' (the run before is in previous.json)' : ''}`);
}

await main();
