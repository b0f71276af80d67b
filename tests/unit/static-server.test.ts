import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaticServer, pageLanguage, pageLanguages } from '../../build.mjs';
import { languages } from '../../src/i18n/languages';

/**
 * The static server of `npm start`, `npm run preview` and the test suites
 * (build.mjs): a malformed escape is the request's fault (400) and never
 * stops the server (issue 21), the page comes in the browser's language
 * (issue 20), every answer carries the security headers.
 */
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `mot ${i} àéç`))};`;
let tmp = '';
let dir = '';
let server: Server;
let url = '';

test.before(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'mintrh-static-'));
  dir = path.join(tmp, 'site');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  // Beside the folder served, never in it.
  writeFileSync(path.join(tmp, 'secret.txt'), 'secret');
  mkdirSync(path.join(tmp, 'site-other'));
  writeFileSync(path.join(tmp, 'site-other', 'secret.txt'), 'secret');
  writeFileSync(path.join(dir, 'index.html'), '<html lang="mul">all four</html>');
  for (const l of pageLanguages) writeFileSync(path.join(dir, `index.${l.code}.html`), `<html lang="${l.code}">`);
  writeFileSync(path.join(dir, 'assets', 'app-ABCDEFGH.js'), 'export {};');
  writeFileSync(path.join(dir, 'assets', 'big-ABCDEFGH.js'), bigScript);
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ mode: 'production', apiBaseUrl: 'https://api.example.com/base' }));
  server = createStaticServer({ dir });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.after(() => {
  server.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('a malformed percent-escape answers 400, and the server goes on serving', async () => {
  for (const bad of ['/%', '/%E0%A4%A', '/assets/%C0%AF.js', '/a%2', '/%zz']) {
    const res = await fetch(`${url}${bad}`);
    assert.is(res.status, 400, bad);
    assert.match(await res.text(), /malformed/);
  }
  assert.is((await fetch(`${url}/assets/app-ABCDEFGH.js`)).status, 200);
  assert.is((await fetch(`${url}/conge/demande`)).status, 200);
});

/** A request with its path as written (fetch would resolve the dots before sending). */
const raw = (p: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${url}/`, { path: p }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });

test('nothing outside its folder is served, escaped or not', async () => {
  assert.is((await raw('/assets/app-ABCDEFGH.js')).body, 'export {};', 'the raw request reaches files');
  for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/../site-other/secret.txt', '/%2e%2e%2fsite-other/secret.txt']) {
    const res = await raw(p);
    assert.not.ok(res.body.includes('secret'), `${p} served a file outside the folder (${res.status})`);
  }
});

test('the page in the browser\'s language, as the app picks it: the first of ours in the list, q-values honoured, else French', async () => {
  const page = async (accept?: string) => {
    const res = await fetch(`${url}/conge/demande`, { headers: accept ? { 'accept-language': accept } : {} });
    assert.match(res.headers.get('vary') ?? '', /Accept-Language/i);
    return res.text();
  };
  assert.is(await page('ar-MA,ar;q=0.9,fr;q=0.8'), '<html lang="ar">');
  assert.is(await page('de-DE,es;q=0.7,en;q=0.9'), '<html lang="en">');
  assert.is(await page('de-DE'), '<html lang="fr">');
  assert.is(await page(), '<html lang="fr">');
  assert.is(pageLanguage('en;q=0, es'), 'es');
  // index.html itself, asked for by name, is the page of all four.
  assert.is(await (await fetch(`${url}/index.html`)).text(), '<html lang="mul">all four</html>');
});

test('the languages of the page are the app\'s, with their direction', () => {
  assert.equal(
    pageLanguages.map((l) => [l.code, l.dir]),
    languages.map((l) => [l.code, l.rtl ? 'rtl' : 'ltr']),
  );
});

test('every answer carries the security headers, the API origin taken from the folder\'s config.json', async () => {
  for (const p of ['/', '/assets/app-ABCDEFGH.js', '/missing.js', '/%']) {
    const res = await fetch(`${url}${p}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.ok(csp.includes("connect-src 'self' https://api.example.com wss://api.example.com"), `${p}: ${csp}`);
    assert.ok(csp.includes("frame-ancestors 'none'"), p);
    assert.is(res.headers.get('x-frame-options'), 'DENY', p);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff', p);
  }
});

test('a page\'s policy allows its own inline first paint by hash, and nothing else inline', async () => {
  const style = '.boot{color:red}';
  const script = 'document.documentElement.dataset.boot="shell"';
  writeFileSync(path.join(dir, 'index.es.html'), `<html lang="es"><head><style>${style}</style><script>${script}</script><script type="module" src="/assets/app-ABCDEFGH.js"></script></head></html>`);
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  try {
    const csp = (await fetch(`${url}/`, { headers: { 'accept-language': 'es' } })).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    assert.is(directive('script-src'), `script-src 'self' ${sha(script)}`, 'the inline script, not the module named by src');
    assert.is(directive('style-src'), `style-src 'self' ${sha(style)}`);
    assert.ok(csp.includes("connect-src 'self' https://api.example.com wss://api.example.com"), csp);
    // A page without inline content, and a file that is not a page: 'self' alone.
    for (const [p, accept] of [['/', 'fr'], ['/assets/app-ABCDEFGH.js', 'es']]) {
      const other = (await fetch(`${url}${p}`, { headers: { 'accept-language': accept } })).headers.get('content-security-policy') ?? '';
      assert.match(other, /script-src 'self'; style-src 'self';/, p);
    }
  } finally {
    writeFileSync(path.join(dir, 'index.es.html'), '<html lang="es">');
  }
});

/** The raw bytes and headers of an answer, with the Accept-Encoding given (fetch would decode them). */
const encoded = (p: string, acceptEncoding: string) =>
  new Promise<{ encoding: string | undefined; vary: string; length: number; body: Buffer }>((resolve, reject) => {
    const req = request(`${url}${p}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary ?? ''), length: Number(res.headers['content-length']), body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

test('text travels compressed as the browser asks (brotli, else gzip, else as it is), the same bytes once decoded', async () => {
  const original = Buffer.from(bigScript);
  const br = await encoded('/assets/big-ABCDEFGH.js', 'gzip, deflate, br');
  assert.is(br.encoding, 'br');
  assert.ok(br.body.length < original.length / 2, `${br.body.length} of ${original.length} bytes`);
  assert.is(br.length, br.body.length);
  assert.equal(brotliDecompressSync(br.body), original);
  const gz = await encoded('/assets/big-ABCDEFGH.js', 'gzip');
  assert.is(gz.encoding, 'gzip');
  assert.equal(gunzipSync(gz.body), original);
  const plain = await encoded('/assets/big-ABCDEFGH.js', 'identity');
  assert.is(plain.encoding, undefined);
  assert.equal(plain.body, original);
  for (const a of [br, gz, plain]) assert.match(a.vary, /Accept-Encoding/, 'a cache keeps one copy per encoding');
  // The page in its language still says so to caches, beside the encoding.
  assert.match((await encoded('/conge', 'br')).vary, /Accept-Language.*Accept-Encoding/);
});

test('a header given empty is left out (a test serving without the policy)', async () => {
  const bare = createStaticServer({ dir, headers: { 'Content-Security-Policy': '' } });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);
    assert.is(res.headers.get('content-security-policy'), null);
    assert.is(res.headers.get('x-frame-options'), 'DENY');
  } finally {
    bare.close();
  }
});

test('a hashed asset is read once and served the same each time; a file without a hash is read again when it changes', async () => {
  const first = await fetch(`${url}/assets/big-ABCDEFGH.js`);
  assert.is(await first.text(), bigScript);
  // Written over under the same hashed name (a build never does): the kept copy is served, as any cache of an immutable asset would.
  writeFileSync(path.join(dir, 'assets', 'big-ABCDEFGH.js'), 'export const changed = 1;');
  const again = await fetch(`${url}/assets/big-ABCDEFGH.js`);
  assert.is(await again.text(), bigScript);
  assert.is(again.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  writeFileSync(path.join(dir, 'assets', 'big-ABCDEFGH.js'), bigScript);
  writeFileSync(path.join(dir, 'plain.js'), 'export const v = 1;');
  assert.is(await (await fetch(`${url}/plain.js`)).text(), 'export const v = 1;');
  writeFileSync(path.join(dir, 'plain.js'), 'export const v = 2;');
  assert.is(await (await fetch(`${url}/plain.js`)).text(), 'export const v = 2;');
});

test.run();
