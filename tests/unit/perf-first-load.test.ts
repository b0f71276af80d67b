import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type Metafile } from 'esbuild';
import os from 'node:os';
import path from 'node:path';
import { buildOptions, firstLoad } from '../../build.mjs';
import { keptOutOfFirstPaint, neverInFirstLoad, offences, staticClosure } from '../bench/first-load-rules';

/**
 * Issue 13, by the build's own account (esbuild's metafile, no browser):
 * what production's first load holds, and what it must never hold.
 */
let meta: Metafile;
const outputs = () => meta.outputs as Parameters<typeof offences>[0];
const pageChunk = (entry: string) => Object.keys(meta.outputs).find((f) => meta.outputs[f].entryPoint === entry && f.endsWith('.js'))!;

test.before(async () => {
  const o = buildOptions({ outdir: path.join(os.tmpdir(), 'mintrh-first-load'), production: true });
  meta = (await build({ ...o, write: false })).metafile!;
});

test('the first load is the entry and the app module it starts, with what they import statically', () => {
  const files = firstLoad(meta);
  assert.ok(files.some((f) => meta.outputs[f].entryPoint === 'src/main.tsx'));
  assert.ok(files.some((f) => meta.outputs[f].entryPoint === 'src/app/start.tsx'));
  assert.not.ok(files.some((f) => meta.outputs[f].entryPoint?.includes('dashboard-page')), 'pages load by route');
});

test('production never loads the fake server, FullCalendar, the editor, Excel writing or the emoji picker for the dashboard', () => {
  const files = staticClosure(outputs(), [...firstLoad(meta), pageChunk('src/features/dashboard/dashboard-page.tsx')]);
  assert.equal(offences(outputs(), files), []);
});

test('the first load\'s stylesheet holds none of them either (FullCalendar\'s CSS is linked by the calendar)', () => {
  const entry = Object.values(meta.outputs).find((o) => o.entryPoint === 'src/main.tsx' && o.cssBundle);
  assert.ok(entry?.cssBundle, 'the app has a first-load stylesheet');
  assert.equal(offences(outputs(), [entry!.cssBundle!]), []);
});

test('zod, Radix, SignalR and dayjs wait for the first paint', () => {
  const files = staticClosure(outputs(), [...firstLoad(meta), pageChunk('src/features/dashboard/dashboard-page.tsx')]);
  assert.equal(offences(outputs(), files, keptOutOfFirstPaint), []);
});

test('the rule finds what it looks for (the demo boot chunk holds the fake server)', () => {
  const boot = pageChunk('server-fake/boot.ts');
  const found = offences(outputs(), staticClosure(outputs(), [boot]));
  assert.ok(found.some((o) => o.what === 'the fake server'));
  assert.ok(neverInFirstLoad.every((r) => r.input instanceof RegExp));
});

test.run();
