import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { metafilePath } from '../../build.mjs';
import { personas } from '../../fixtures/personas';
import { appServer, ensureBuilt, openApp } from './harness';

/**
 * Issue 21: the production build is production. What `npm run build` writes
 * to dist/ is searched file by file for the fake server, the personas, the
 * demo passwords and esbuild's metafile; the demo build (dist-demo/) is
 * searched the same way and must hold them, so the search does find what it
 * looks for.
 */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const f = path.join(dir, name);
    return statSync(f).isDirectory() ? filesOf(f) : [f];
  });
}

/** What a deployed file must not hold, each with the text that gives it away. */
const signs: Array<{ what: string; test: (text: string) => boolean }> = [
  { what: 'a demo password', test: (t) => /password\s*:\s*["'`]demo["'`]/.test(t) },
  { what: 'the personas\' accounts', test: (t) => personas.filter((p) => new RegExp(`["'\`]${p.userName}["'\`]`).test(t)).length >= 3 },
  { what: 'Mirage or pretender', test: (t) => /pretender|passthroughRequests/.test(t) },
  // Names that survive minifying: the dispatcher's log line, the demo clock, the demo's kept sign-ins.
  { what: 'the fake server', test: (t) => /fake server: |clockOffset|mintrh\.demo\.sessions/.test(t) },
];

function search(dir: string) {
  const found: string[] = [];
  for (const file of filesOf(dir)) {
    const rel = path.relative(dir, file);
    if (/(^|[/\\])meta\.json$|\.map$/.test(rel)) found.push(`${rel}: a metafile or source map`);
    if (!/\.(js|css|html|json)$/.test(rel)) continue;
    const text = readFileSync(file, 'utf8');
    for (const s of signs) if (s.test(text)) found.push(`${rel}: ${s.what}`);
  }
  return found;
}

test('dist/ (npm run build) holds no fake server, personas, demo password, metafile or source map, and says production', async () => {
  const dist = await ensureBuilt('production');
  assert.equal(search(dist), []);
  assert.is(JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')).mode, 'production');
  // Its module graph is kept for the bench and the tests, outside the site.
  const meta = JSON.parse(readFileSync(metafilePath(dist), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const inputs = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
  assert.ok(inputs.includes('src/main.tsx'), 'the metafile is this build\'s');
  assert.equal(inputs.filter((i) => /^(server-fake|fixtures)\//.test(i)), []);
});

test('the same search finds them all in the demo build (dist-demo/), which says demo', async () => {
  const demo = await ensureBuilt('demo');
  const found = search(demo);
  for (const s of signs) assert.ok(found.some((f) => f.endsWith(s.what)), `the demo build shows ${s.what}`);
  assert.is(JSON.parse(readFileSync(path.join(demo, 'config.json'), 'utf8')).mode, 'demo');
});

test('the production build told to run a demo stays production: no personas, no demo bar, no demo code requested', async () => {
  const server = await appServer('production', { mode: 'demo', apiBaseUrl: 'http://127.0.0.1:9' });
  server.requests.length = 0;
  // A first visit (`cold`): a page kept from an earlier test would take cached code without asking the server.
  const t = await openApp({ mode: 'production', path: '/account/login', config: { mode: 'demo', apiBaseUrl: 'http://127.0.0.1:9' }, cold: true });
  try {
    await t.page.waitForSelector('input[name=userName]');
    await t.page.waitForLoadState('networkidle');
    assert.is(await t.page.locator('[data-persona]').count(), 0);
    assert.is(await t.page.locator('[data-testid=mode-banner]').count(), 0);
    assert.ok(server.requests.some((r) => r.endsWith('.js')));
    assert.not.ok(server.requests.some((r) => /\/(boot|demo-bar|inspection)-[A-Z0-9]+\.js$/.test(r)), server.requests.join(' '));
    // It says why, once: a deployer reading the console learns which build runs a demo.
    assert.equal(t.errors.filter((e) => !/only the demo build has/.test(e)), []);
    assert.is(t.errors.length, 1);
  } finally {
    await t.close();
  }
});

test.run();
