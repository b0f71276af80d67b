import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { inlineHashes, securityHeaders } from '../../security-headers.mjs';

/**
 * `npm run test:nginx`: the nginx configuration of docs/deploying.md, taken from the page as a deployer copies it,
 * run by a real nginx in front of `dist/`, and its answers checked: every page and asset carries this build's
 * security headers exactly (security-headers.mjs with the page's inline hashes: the document's hashes must be this
 * build's), a deep link and the bare root give the loading screen in the browser's first language, assets are
 * immutable, JavaScript is compressed and served as JavaScript. Not part of `npm test`: it needs nginx
 * (`apt-get install nginx-light`); the document's example API origin stays as it is written.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const EXAMPLE_API = 'https://api.example.com';

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** The ```nginx block of the deploying guide, in its three parts: the headers snippet, the http block's map, the server. */
function documented() {
  const doc = readFileSync(path.join(root, 'docs/deploying.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploying.md has no ```nginx block');
  const snippet = block.slice(0, block.indexOf('# in the http block'));
  const map = /map \$http_accept_language[\s\S]*?\n\}/.exec(block)?.[0];
  const server = /server \{[\s\S]*\n\}/.exec(block)?.[0];
  if (!map || !server) throw new Error('the nginx block lost its map or its server');
  return { snippet, map, server };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function main() {
  if (!existsSync(nginx)) throw new Error(`${nginx} is missing: apt-get install nginx-light (or set NGINX)`);
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run npm run build first');
  const { snippet, map, server } = documented();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'mintrh-nginx-'));
  mkdirSync(path.join(dir, 'snippets'));
  writeFileSync(path.join(dir, 'snippets/mintrh-headers.conf'), snippet);
  // The server as written, but on a local port without TLS and with this clone's dist/.
  const local = server.replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`).replace(/root \/srv\/mintrh\/dist;/, `root ${dist};`);
  check(local !== server && local.includes(`root ${dist};`), 'the documented server block has the listen and root lines a deployer edits');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n${map}\n${local}\n}\n`,
  );
  const test = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  check(test.status === 0, `nginx -t accepts the documented configuration${test.status === 0 ? '' : `: ${test.stderr}`}`);
  const proc = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      if (await fetch(base).then(() => true, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const expected = securityHeaders({ apiBaseUrl: EXAMPLE_API, inline: inlineHashes(readFileSync(path.join(dist, 'index.html'), 'utf8')) });
    const same = (res: Response, where: string) => {
      for (const [name, value] of Object.entries(expected)) check(res.headers.get(name) === value, `${where}: ${name} as this build needs it${res.headers.get(name) === value ? '' : ` (sent: ${res.headers.get(name)})`}`);
    };
    for (const [where, lang, file] of [['/', 'ar-MA,ar;q=0.9', 'index.ar.html'], ['/conge/demande', 'fr-FR,fr;q=0.9', 'index.fr.html'], ['/employee/3/contract', 'es-ES', 'index.es.html'], ['/', 'de-DE', 'index.fr.html']] as const) {
      const res = await fetch(base + where, { headers: { 'Accept-Language': lang } });
      check(res.status === 200, `${where} (${lang}): 200`);
      check((await res.text()) === readFileSync(path.join(dist, file), 'utf8'), `${where} (${lang}): ${file}`);
      check(res.headers.get('cache-control') === 'no-cache' && /accept-language/i.test(res.headers.get('vary') ?? ''), `${where}: no-cache, varies with Accept-Language`);
      same(res, where);
    }
    const js = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js'))!;
    const asset = await fetch(`${base}/assets/${js}`, { headers: { 'Accept-Encoding': 'gzip' } });
    check(asset.status === 200 && /javascript/.test(asset.headers.get('content-type') ?? ''), `/assets/${js}: 200, served as JavaScript`);
    check(asset.headers.get('cache-control') === 'public, max-age=31536000, immutable', `/assets/${js}: immutable`);
    const body = Buffer.from(await asset.arrayBuffer());
    const gz = asset.headers.get('content-encoding') === 'gzip';
    check(gz, `/assets/${js}: compressed (gzip)`);
    // fetch undoes the compression itself; the header says it was there.
    const bytes = (() => {
      try {
        return gunzipSync(body);
      } catch {
        return body;
      }
    })();
    check(bytes.equals(readFileSync(path.join(dist, 'assets', js))), `/assets/${js}: the built bytes`);
    same(asset, `/assets/${js}`);
    const missing = await fetch(`${base}/assets/nothing-here.js`);
    check(missing.status === 404, '/assets/ answers 404 for a file the build does not have (no page in its place)');
  } finally {
    proc.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(failures.length ? `\n${failures.length} failed` : '\nnginx serves dist/ as docs/deploying.md says');
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((e) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
