import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { inlineHashes, securityHeaders } from '../../security-headers.mjs';

/**
 * `npm run test:servers`: the nginx and Caddy configurations of docs/deploying.md, taken from the page as a deployer
 * copies them, each run by the real server in front of `dist/`, and their answers checked: every page and asset carries this build's
 * security headers exactly (security-headers.mjs with the page's inline hashes: the document's hashes must be this
 * build's), a deep link and the bare root give the loading screen in the browser's first language, assets are
 * immutable, JavaScript is compressed and served as JavaScript. Not part of `npm test`: it needs the servers
 * (`apt-get install nginx-light caddy`; one missing is skipped and said, none is a failure); the document's example
 * API origin stays as it is written.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const caddy = process.env.CADDY ?? '/usr/bin/caddy';
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

/** Waits for a server to answer. */
async function answering(base: string) {
  for (let i = 0; i < 80; i++) {
    if (await fetch(base).then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} never answered`);
}

/** What a deployment in front of dist/ must answer, whichever server: `name` prefixes each line. */
async function answers(name: string, base: string) {
  const expected = securityHeaders({ apiBaseUrl: EXAMPLE_API, inline: inlineHashes(readFileSync(path.join(dist, 'index.html'), 'utf8')) });
  const same = (res: Response, where: string) => {
    for (const [header, value] of Object.entries(expected)) check(res.headers.get(header) === value, `${name} ${where}: ${header} as this build needs it${res.headers.get(header) === value ? '' : ` (sent: ${res.headers.get(header)})`}`);
  };
  for (const [where, lang, file] of [['/', 'ar-MA,ar;q=0.9', 'index.ar.html'], ['/conge/demande', 'fr-FR,fr;q=0.9', 'index.fr.html'], ['/employee/3/contract', 'es-ES', 'index.es.html'], ['/', 'de-DE', 'index.fr.html']] as const) {
    const res = await fetch(base + where, { headers: { 'Accept-Language': lang } });
    check(res.status === 200, `${name} ${where} (${lang}): 200`);
    check((await res.text()) === readFileSync(path.join(dist, file), 'utf8'), `${name} ${where} (${lang}): ${file}`);
    check(res.headers.get('cache-control') === 'no-cache' && /accept-language/i.test(res.headers.get('vary') ?? ''), `${name} ${where}: no-cache, varies with Accept-Language`);
    same(res, where);
  }
  const js = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js'))!;
  const asset = await fetch(`${base}/assets/${js}`, { headers: { 'Accept-Encoding': 'gzip' } });
  check(asset.status === 200 && /javascript/.test(asset.headers.get('content-type') ?? ''), `${name} /assets/${js}: 200, served as JavaScript`);
  check(asset.headers.get('cache-control') === 'public, max-age=31536000, immutable', `${name} /assets/${js}: immutable`);
  const body = Buffer.from(await asset.arrayBuffer());
  check(asset.headers.get('content-encoding') === 'gzip', `${name} /assets/${js}: compressed (gzip)`);
  // fetch undoes the compression itself; the header says it was there.
  const bytes = (() => {
    try {
      return gunzipSync(body);
    } catch {
      return body;
    }
  })();
  check(bytes.equals(readFileSync(path.join(dist, 'assets', js))), `${name} /assets/${js}: the built bytes`);
  same(asset, `/assets/${js}`);
  const missing = await fetch(`${base}/assets/nothing-here.js`);
  check(missing.status === 404, `${name} /assets/ answers 404 for a file the build does not have (no page in its place)`);
}

/** The server just started, once it answers on `port`: its answers checked, then it is stopped whatever they were. */
async function running(name: string, port: number, proc: ChildProcess) {
  try {
    const base = `http://127.0.0.1:${port}`;
    await answering(base);
    await answers(name, base);
  } finally {
    proc.kill();
  }
  return true;
}

/** nginx, with the guide's block: the snippet in snippets/, the map and the server in the http block. */
async function withNginx(dir: string) {
  if (!existsSync(nginx)) return console.log(`  skip nginx: ${nginx} is missing (apt-get install nginx-light, or set NGINX)`), false;
  const { snippet, map, server } = documented();
  const port = await freePort();
  mkdirSync(path.join(dir, 'snippets'));
  writeFileSync(path.join(dir, 'snippets/mintrh-headers.conf'), snippet);
  // The server as written, but on a local port without TLS and with this clone's dist/.
  const local = server.replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`).replace(/root \/srv\/mintrh\/dist;/, `root ${dist};`);
  check(local !== server && local.includes(`root ${dist};`), 'nginx: the documented server block has the listen and root lines a deployer edits');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n${map}\n${local}\n}\n`,
  );
  const test = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  check(test.status === 0, `nginx -t accepts the documented configuration${test.status === 0 ? '' : `: ${test.stderr}`}`);
  return running('nginx', port, spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' }));
}

/** Caddy, with the guide's Caddyfile: its site address made a local http one, its root this clone's dist/. */
async function withCaddy(dir: string) {
  if (!existsSync(caddy)) return console.log(`  skip Caddy: ${caddy} is missing (apt-get install caddy, or set CADDY)`), false;
  const doc = readFileSync(path.join(root, 'docs/deploying.md'), 'utf8');
  const block = /```caddy\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploying.md has no ```caddy block');
  const port = await freePort();
  const local = block.replace(/^hr\.example\.com \{/m, `http://127.0.0.1:${port} {`).replace(/root \* \/srv\/mintrh\/dist/, `root * ${dist}`);
  check(local.includes(`http://127.0.0.1:${port} {`) && local.includes(`root * ${dist}`), 'Caddy: the documented Caddyfile has the site and root lines a deployer edits');
  const file = path.join(dir, 'Caddyfile');
  // No admin endpoint and no certificates: a local check beside whatever else runs.
  writeFileSync(file, `{\n\tadmin off\n\tauto_https off\n}\n${local}`);
  const valid = spawnSync(caddy, ['validate', '--config', file, '--adapter', 'caddyfile'], { encoding: 'utf8', env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir } });
  check(valid.status === 0, `caddy validate accepts the documented Caddyfile${valid.status === 0 ? '' : `: ${valid.stderr.slice(-400)}`}`);
  return running('Caddy', port, spawn(caddy, ['run', '--config', file, '--adapter', 'caddyfile'], { stdio: 'ignore', env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir } }));
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run npm run build first');
  const dir = mkdtempSync(path.join(tmpdir(), 'mintrh-servers-'));
  let ran = 0;
  try {
    for (const [name, run] of [['nginx', withNginx], ['caddy', withCaddy]] as const) {
      const sub = path.join(dir, name);
      mkdirSync(sub);
      if (await run(sub)) ran++;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!ran) failures.push('neither nginx nor Caddy is installed');
  console.log(failures.length ? `\n${failures.length} failed` : `\n${ran} server(s) serve dist/ as docs/deploying.md says`);
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((e) => {
  console.error((e as Error).message);
  process.exitCode = 2;
});
