import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type Metafile } from 'esbuild';
import os from 'node:os';
import path from 'node:path';
import { buildOptions, compileEagerly, dynamicImportTargets, firstLoad } from '../../build.mjs';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { keptOutOfFirstPaint, neverInFirstLoad, offences, staticClosure } from '../bench/first-load-rules';

/**
 * Issue 13, by the build's own account (esbuild's metafile, no browser):
 * what production's first load holds, and what it must never hold.
 */
let meta: Metafile;
/** The demo build's (build.mjs `sites.demo`): the same app with the fake server. */
let demoMeta: Metafile;
const outputs = (m = meta) => m.outputs as Parameters<typeof offences>[0];
const pageChunk = (entry: string, m = meta) => Object.keys(m.outputs).find((f) => m.outputs[f].entryPoint === entry && f.endsWith('.js'))!;

test.before(async () => {
  const o = buildOptions({ outdir: path.join(os.tmpdir(), 'mintrh-first-load'), production: true });
  meta = (await build({ ...o, write: false })).metafile!;
  const d = buildOptions({ outdir: path.join(os.tmpdir(), 'mintrh-first-load-demo'), production: true, demo: true });
  demoMeta = (await build({ ...d, write: false })).metafile!;
});

test('the first load is the entry and the app module it starts, with what they import statically', () => {
  const files = firstLoad(meta);
  assert.ok(files.some((f) => meta.outputs[f].entryPoint === 'src/main.tsx'));
  assert.ok(files.some((f) => meta.outputs[f].entryPoint === 'src/app/start.tsx'));
  // The home page comes with the core (start.tsx says why); the others load by route.
  assert.ok(files.some((f) => meta.outputs[f].inputs['src/features/dashboard/dashboard-page.tsx']), 'the dashboard in the first load');
  for (const page of ['src/features/leave/requests-page.tsx', 'src/features/session/login-page.tsx', 'src/features/projects/projects-page.tsx']) {
    assert.not.ok(files.some((f) => meta.outputs[f].inputs[page]), `${page} loads by route`);
  }
});

test('the first load comes in a handful of files, not one per way the areas share the core', () => {
  const files = firstLoad(meta);
  // The entry, its few modules, the app module and the one core chunk (build.mjs, oneCoreChunk).
  assert.ok(files.length <= 8, `${files.length} files: ${files.join(' ')}`);
  const core = files.reduce((a, b) => (meta.outputs[a].bytes > meta.outputs[b].bytes ? a : b));
  for (const input of ['node_modules/react-dom/cjs/react-dom-client.production.js', 'src/app/shell/header.tsx', 'machines/shared/session.machine.ts']) assert.ok(meta.outputs[core].inputs[input], `${input} in the core chunk`);
});

test('every page the router loads brings the app module along (so its modules are reached alike)', () => {
  const targets = dynamicImportTargets(['src', 'machines', 'server-fake'].map((d) => path.resolve(d)));
  assert.ok(targets.has(path.resolve('src/features/dashboard/dashboard-page.tsx')));
  assert.ok(targets.has(path.resolve('server-fake/boot.ts')));
  assert.not.ok([...targets].some((f) => /node_modules|\.test\./.test(f)));
});

test('the first load\'s files open with Chrome\'s compile hint, on their first line', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mintrh-hint-'));
  const file = path.join(dir, 'core.js');
  writeFileSync(file, 'export const a = () => 1;\n');
  await compileEagerly([path.relative(process.cwd(), file)]);
  assert.equal(readFileSync(file, 'utf8'), '//# allFunctionsCalledOnLoad\nexport const a = () => 1;\n');
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

/** The keys of the words that come after the first paint (the deferred words, the dashboard cards'), a counted key by its base. */
const laterKeys = ['deferred', 'cards'].flatMap((ns) => Object.keys(JSON.parse(readFileSync(`src/i18n/locales/fr/${ns}.json`, 'utf8')) as Record<string, string>)).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''));
/** Those found in a module's source: literal keys, and `prefix.${…}` templates. */
function laterWordsRead(inputs: readonly string[]): string[] {
  const found: string[] = [];
  for (const input of inputs.filter((i) => /^(src|machines)\/.*\.tsx?$/.test(i))) {
    const text = readFileSync(input, 'utf8');
    const literals = [...text.matchAll(/'([^'\\\n]+)'|"([^"\\\n]+)"/g)].map((m) => m[1] ?? m[2]);
    const prefixes = [...text.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((m) => m[1]);
    for (const key of laterKeys) if (literals.includes(key) || prefixes.some((p) => key.startsWith(p))) found.push(`${input}: ${key}`);
  }
  return [...new Set(found)];
}
const inputsOf = (files: readonly string[]) => files.flatMap((f) => Object.keys(meta.outputs[f].inputs));

test('the first screens, the dashboard and the sign-in page, read none of the words that come later, the deferred ones and the cards\'', () => {
  for (const page of ['src/features/dashboard/dashboard-page.tsx', 'src/features/session/login-page.tsx']) {
    const files = staticClosure(outputs(), [...firstLoad(meta), pageChunk(page)]);
    assert.equal(laterWordsRead(inputsOf(files)), [], page);
  }
  // The same reading finds them where they are read: the header's menus.
  assert.ok(laterWordsRead(['src/app/shell/user-menu.tsx']).some((f) => f.endsWith('userMenu.signOut')));
  assert.ok(laterWordsRead(['src/features/profile/preferences-page.tsx']).some((f) => f.endsWith('theme.Night')));
  assert.ok(laterWordsRead(['src/features/dashboard/balance-card.tsx']).some((f) => f.endsWith('balance.available')));
});

test('the rule finds what it looks for (the demo build\'s boot chunk holds the fake server)', () => {
  const boot = pageChunk('server-fake/boot.ts', demoMeta);
  const found = offences(outputs(demoMeta), staticClosure(outputs(demoMeta), [boot]));
  assert.ok(found.some((o) => o.what === 'the fake server'));
  assert.ok(neverInFirstLoad.every((r) => r.input instanceof RegExp));
});

test('the production build holds no fake server, fixtures or demo code at all, not even in a chunk it never requests (issue 21)', () => {
  const inputs = new Set(Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs)));
  const found = [...inputs].filter((i) => /^(server-fake|fixtures)\/|node_modules\/(miragejs|pretender)\/|^src\/features\/demo\/(?!panels\.ts$)|^src\/app\/inspection\.ts$|^src\/i18n\/locales\/\w+\/(demo|statecharts)\.json$/.test(i));
  assert.equal(found, []);
  // The same rule on the demo build finds them: it does look.
  const demoInputs = Object.values(demoMeta.outputs).flatMap((o) => Object.keys(o.inputs));
  assert.ok(demoInputs.includes('server-fake/boot.ts') && demoInputs.includes('fixtures/personas.ts') && demoInputs.includes('src/features/demo/demo-bar.tsx') && demoInputs.includes('src/i18n/locales/fr/demo.json') && demoInputs.includes('src/i18n/locales/ar/statecharts.json'));
});

test('the demo build\'s first load is production\'s: the fake server comes after the first paint (issue 20)', () => {
  const files = staticClosure(outputs(demoMeta), firstLoad(demoMeta));
  assert.equal(offences(outputs(demoMeta), files), []);
});

test.run();
