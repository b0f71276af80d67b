import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { hostArgs } from '../../server-fake/node/host-cli';
import { pathRoutes, rewrite, startPathFront } from '../../server-fake/node/path-front';
import { startApiHost } from '../../server-fake/node/http-host';
import { makeBackend } from '../../server-fake/make-server';
import { pageHeaders, serveArgs, siteConfig } from '../../tools/serve/cli';
import { checkHub } from '../../tools/probe/hub';

/**
 * Issue 37 item 6: a deployer goes from a fresh clone to a production build
 * against the Node host with docs/deploying.md alone. `npm run host` starts
 * the host answering at the paths their config.json names; `npm run serve`
 * serves dist/ as built. Their command lines, the mapping of paths and the
 * headers of `serve --headers` are checked here (the document's own policy
 * against the first paint: first-paint.test.ts).
 */
const overrides = { hubUrl: '/hubs/chat', paths: { 'users.list': '/api/Users/Search', 'profile.public': '/api/Employees/Card', 'tasks.assigned': '/api/tasks/assigned' } };

test('npm run host: the port and the config file, anything else refused by name', () => {
  assert.equal(hostArgs([]), { help: false, port: 5050, config: undefined, quiet: false });
  assert.equal(hostArgs(['--port', '0', '--config', 'dist/config.json', '--quiet']), { help: false, port: 0, config: 'dist/config.json', quiet: true });
  assert.is(hostArgs(['-h']).help, true);
  assert.throws(() => hostArgs(['--port', '70000']), /--port 70000: not a port/);
  assert.throws(() => hostArgs(['--port', 'http']), /not a port/);
  assert.throws(() => hostArgs(['--paths', 'x']), /--paths/);
  assert.throws(() => hostArgs(['dist/config.json']), /dist\/config\.json/);
});

test('npm run serve: dist on 127.0.0.1:4300 unless told, anything else refused by name', () => {
  assert.equal(serveArgs([]), { help: false, dir: 'dist', port: 4300, bind: '127.0.0.1', headers: false });
  assert.equal(serveArgs(['--dir', 'site', '--port', '8081', '--bind', '0.0.0.0', '--headers']), { help: false, dir: 'site', port: 8081, bind: '0.0.0.0', headers: true });
  assert.throws(() => serveArgs(['--port=-1']), /not a port/);
  assert.throws(() => serveArgs(['--api', 'x']), /--api/);
});

test("a config.json's overrides reach the host's own paths; the defaults they replace are refused", () => {
  const routes = pathRoutes(overrides);
  // An override equal to its default moves nothing.
  assert.equal(routes.map((r) => r.key).sort(), ['hubUrl', 'profile.public', 'users.list']);
  assert.equal(rewrite(routes, '/api/Users/Search'), { url: '/api/users/list' });
  assert.equal(rewrite(routes, '/api/Employees/Card/7?x=1'), { url: '/api/profile/public/7?x=1' });
  assert.equal(rewrite(routes, '/hubs/chat/negotiate?negotiateVersion=1'), { url: '/chathub/negotiate?negotiateVersion=1' });
  assert.equal(rewrite(routes, '/hubs/chat?id=a&access_token=t'), { url: '/chathub?id=a&access_token=t' });
  assert.match((rewrite(routes, '/api/users/list') as { refused: string }).refused, /users\.list is at \/api\/Users\/Search/);
  assert.match((rewrite(routes, '/chathub/negotiate') as { refused: string }).refused, /hubUrl is at \/hubs\/chat/);
  // A path that only starts with the same letters is another call.
  assert.equal(rewrite(routes, '/api/Users/SearchAll'), { url: '/api/Users/SearchAll' });
  assert.equal(rewrite(routes, '/api/users/listing'), { url: '/api/users/listing' });
  assert.equal(rewrite(routes, '/api/auth/login'), { url: '/api/auth/login' });
  assert.equal(rewrite(pathRoutes({}), '/chathub'), { url: '/chathub' });
  // The longest override wins when one lies under another.
  const nested = pathRoutes({ paths: { 'documents.companyFiles': '/api/files', 'documents.companyCategories': '/api/files/categories' } });
  assert.equal(rewrite(nested, '/api/files/categories'), { url: '/api/companyfile/categories' });
  assert.equal(rewrite(nested, '/api/files'), { url: '/api/companyfile/list' });
});

test('the host behind its front answers at the overridden paths, the hub included, and not at the defaults', async () => {
  const host = await startApiHost({ backend: makeBackend({ today: new Date('2026-06-10T09:00:00Z') }), pingMs: 100 });
  const front = await startPathFront({ port: 0, upstream: Number(new URL(host.url).port), routes: pathRoutes(overrides) });
  try {
    const post = (p: string, body: unknown, token?: string) =>
      fetch(front.url + p, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4300', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    const login = (await (await post('/api/auth/login', { userName: 'yasmine', password: 'demo' })).json()) as { data: { token: string } };
    const token = login.data.token;
    const moved = await post('/api/Users/Search', { searchValue: '', length: 2, currentList: 0 }, token);
    assert.is(moved.status, 200);
    assert.ok(((await moved.json()) as { data: { users: unknown[] } }).data.users.length > 0);
    const old = await post('/api/users/list', { searchValue: '', length: 2, currentList: 0 }, token);
    assert.is(old.status, 404);
    assert.is(old.headers.get('access-control-allow-origin'), 'http://127.0.0.1:4300', 'a refusal the page can read');
    const hub = await checkHub(`${front.url}/hubs/chat`, token, { pingTimeoutMs: 3000 });
    assert.equal([hub.step, hub.ok], ['done', true], hub.detail);
    const oldHub = await checkHub(`${front.url}/chathub`, token, { pingTimeoutMs: 3000 });
    assert.equal([oldHub.step, oldHub.detail], ['negotiate', 'HTTP 404']);
  } finally {
    await front.close();
    await host.close();
  }
});

test("npm run serve checks the site's config.json as the app does, and its headers name the API and the first paint", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mintrh-serve-'));
  try {
    assert.throws(() => siteConfig(dir), /index\.html is missing: run npm run build/);
    writeFileSync(path.join(dir, 'index.html'), '<html><style>b{}</style><script>go()</script></html>');
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ mode: 'production', apiBaseUrll: 'https://api.example.com' }));
    assert.throws(() => siteConfig(dir), /unknown key apiBaseUrll/);
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ mode: 'production', apiBaseUrl: 'https://api.example.com' }));
    const policy = pageHeaders(dir, siteConfig(dir))['Content-Security-Policy'];
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    assert.ok(policy.includes(`script-src 'self' ${sha('go()')};`), policy);
    assert.ok(policy.includes(`style-src 'self' ${sha('b{}')};`), policy);
    assert.ok(policy.includes("connect-src 'self' https://api.example.com wss://api.example.com;"), policy);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
