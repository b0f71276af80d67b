// @ts-check
// One esbuild set-up for the dev server (watch, rebuild on save, live reload)
// and the production build (minified, split per area, hashed, size report).
// Usage: node build.mjs serve | build | preview
import * as esbuild from 'esbuild';
import { createServer } from 'node:http';
import { promises as fs, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.join(root, 'src/public');

/**
 * Stylesheets linked by a lazily loaded module rather than bundled with the
 * app's CSS (esbuild merges the CSS of dynamic imports into the entry's
 * bundle, which put FullCalendar's styles in the first load).
 */
const lazyStylesheets = { fullcalendar: 'src/styles/lazy/fullcalendar.css' };

/**
 * One chunk for the first load. esbuild puts each module in a chunk named by
 * the set of entry points (the entry and every dynamic import target) that
 * reach it, so the app's core, shared in different ways by the lazy areas,
 * came in 30-odd files: six at a time over HTTP/1.1, a round trip each
 * (issue 13). Every dynamic import target of ours also imports the app
 * module (src/app/start.tsx), already evaluated when any of them loads, so
 * each module of the first load is reached by the same set and lands in one
 * chunk. Only the tiny entry's few modules keep their own.
 * @returns {esbuild.Plugin}
 */
function oneCoreChunk() {
  const start = path.join(root, 'src/app/start.tsx');
  const dirs = ['src', 'machines', 'server-fake'].map((d) => path.join(root, d));
  return {
    name: 'one-core-chunk',
    setup(build) {
      const targets = dynamicImportTargets(dirs);
      targets.delete(start);
      if (!targets.size) return;
      const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      build.onLoad({ filter: new RegExp(`^(${[...targets].map(escape).join('|')})$`) }, async (args) => ({
        contents: `import ${JSON.stringify(start)};\n${await fs.readFile(args.path, 'utf8')}`,
        loader: /** @type {esbuild.Loader} */ (path.extname(args.path).slice(1)),
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/**
 * The files our code imports dynamically (`import('./…')`), found by reading
 * the sources: relative specifiers only (packages reach none of our modules).
 * @param {string[]} dirs
 */
export function dynamicImportTargets(dirs) {
  const found = new Set();
  const walk = (/** @type {string} */ dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const f = path.join(dir, e.name);
      if (e.isDirectory()) walk(f);
      else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        for (const m of readFileSync(f, 'utf8').matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
          const base = path.resolve(dir, m[1]);
          const file = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => /\.tsx?$/.test(c) && existsSync(c));
          if (file) found.add(file);
        }
      }
    }
  };
  dirs.forEach(walk);
  return found;
}

/**
 * Builds the lazy stylesheets and returns their public URLs by name, for the
 * `__LAZY_CSS__` constant of the app build.
 * @param {{ outdir: string, production: boolean }} o
 * @returns {Promise<Record<string, string>>}
 */
export async function buildLazyCss({ outdir, production }) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: lazyStylesheets,
    outdir: path.join(outdir, 'assets'),
    bundle: true,
    minify: production,
    metafile: true,
    entryNames: production ? 'lazy/[name]-[hash]' : 'lazy/[name]',
    legalComments: 'none',
    logLevel: 'warning',
  });
  /** @type {Record<string, string>} */
  const urls = {};
  for (const [file, o] of Object.entries(/** @type {esbuild.Metafile} */ (result.metafile).outputs)) {
    const name = Object.entries(lazyStylesheets).find(([, src]) => src === o.entryPoint)?.[0];
    if (name) urls[name] = '/' + path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
  }
  return urls;
}

/**
 * @param {{ outdir: string, production: boolean, lazyCss?: Record<string, string> }} o
 * @returns {esbuild.BuildOptions}
 */
export function buildOptions({ outdir, production, lazyCss = {} }) {
  return {
    absWorkingDir: root,
    entryPoints: { app: 'src/main.tsx' },
    outdir: path.join(outdir, 'assets'),
    publicPath: '/assets',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    minify: production,
    sourcemap: production ? false : 'linked',
    metafile: true,
    entryNames: production ? '[name]-[hash]' : '[name]',
    // Hashed in every mode: esbuild calls every shared chunk 'chunk', so without
    // the hash two of them collide on one path and the dev server serves nothing.
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: production ? 'media/[name]-[hash]' : 'media/[name]',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __LAZY_CSS__: JSON.stringify(lazyCss),
    },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: production ? [oneCoreChunk()] : [],
  };
}

/**
 * Writes index.html pointing at the hashed entry files found in the metafile.
 * @param {esbuild.Metafile} metafile
 * @param {string} outdir
 * @param {boolean} liveReload
 */
async function writeIndexHtml(metafile, outdir, liveReload) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === 'src/main.tsx' && !o.entryPoint.endsWith('.css'));
  if (!entry) throw new Error('entry output not found in metafile');
  const toUrl = (/** @type {string} */ file) => '/' + path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
  const js = toUrl(entry[0]);
  const css = entry[1].cssBundle ? toUrl(entry[1].cssBundle) : null;
  const template = await fs.readFile(path.join(publicDir, 'index.html'), 'utf8');
  // The app proper (src/app/start.tsx and what it imports statically) is
  // fetched beside the tiny entry rather than after it has run (issue 13).
  const preloads = firstLoad(metafile).filter((f) => f !== entry[0]).map((f) => `<link rel="modulepreload" href="${toUrl(f)}">`);
  const head = [
    css ? `<link rel="stylesheet" href="${css}">` : '',
    `<script type="module" src="${js}"></script>`,
    ...preloads,
    liveReload ? '<script type="module" src="/__dev/reload.js"></script>' : '',
  ].filter(Boolean).join('\n    ');
  await fs.writeFile(path.join(outdir, 'index.html'), template.replace('<!-- app -->', head));
}

/**
 * The JS files of the first load: the entry, the app module it starts
 * (src/app/start.tsx) and every chunk either imports statically. Dynamic
 * imports (pages, panels, demo's fake server) are not followed.
 * @param {esbuild.Metafile} metafile
 * @returns {string[]}
 */
export function firstLoad(metafile) {
  const outputs = metafile.outputs;
  // The entry's own imports first: it runs as soon as they are in, and asks for config.json and the words.
  const roots = ['src/main.tsx', 'src/app/start.tsx'].flatMap((e) => Object.keys(outputs).filter((f) => f.endsWith('.js') && outputs[f].entryPoint === e));
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length) {
    const f = /** @type {string} */ (queue.shift());
    for (const i of outputs[f]?.imports ?? []) {
      if (i.kind !== 'import-statement' || i.external || seen.has(i.path)) continue;
      seen.add(i.path);
      queue.push(i.path);
    }
  }
  return [...seen];
}

/** @param {string} from @param {string} to */
async function copyDir(from, to) {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    if (entry.name === 'index.html') continue;
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) await copyDir(src, dst);
    else await fs.copyFile(src, dst);
  }
}

/** @param {esbuild.Metafile} metafile @param {string} outdir */
export function sizeReport(metafile, outdir) {
  const rows = Object.entries(metafile.outputs)
    .filter(([file]) => !file.endsWith('.map'))
    .map(([file, o]) => {
      const bytes = readFileSync(path.join(root, file));
      return { file: path.relative(outdir, path.join(root, file)), bytes: o.bytes, gzip: gzipSync(bytes).length, entry: !!o.entryPoint && o.entryPoint === 'src/main.tsx' };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return rows;
}

/** @param {ReturnType<typeof sizeReport>} rows */
function printSizeReport(rows) {
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(8) + ' KB';
  console.log('\n  size report (minified, gzip)');
  for (const r of rows.slice(0, 40)) console.log(`  ${kb(r.bytes)} ${kb(r.gzip)}  ${r.entry ? '*' : ' '} ${r.file}`);
  if (rows.length > 40) console.log(`  … ${rows.length - 40} smaller files`);
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`  ${rows.length} files, ${(total / 1024).toFixed(1)} KB gzip in all (* = initial entry)\n`);
}

/**
 * Chrome's explicit compile hint on the first load's files: their functions
 * are compiled as the file streams in, off the main thread, rather than
 * each one parsed again and compiled on the main thread at its first call
 * (measured in a start trace: about half of the main thread's parse and
 * compile time). The few bytes of the comment are the whole cost; other
 * browsers read a comment.
 * @param {string[]} files
 */
export async function compileEagerly(files) {
  await Promise.all(files.map(async (f) => {
    const file = path.join(root, f);
    await fs.writeFile(file, `//# allFunctionsCalledOnLoad\n${await fs.readFile(file, 'utf8')}`);
  }));
}

/** @param {{ outdir?: string, quiet?: boolean }} [o] */
export async function buildProduction({ outdir = path.join(root, 'dist'), quiet = false } = {}) {
  const started = Date.now();
  await fs.rm(outdir, { recursive: true, force: true });
  const lazyCss = await buildLazyCss({ outdir, production: true });
  const result = await esbuild.build(buildOptions({ outdir, production: true, lazyCss }));
  await compileEagerly(firstLoad(/** @type {esbuild.Metafile} */ (result.metafile)));
  await copyDir(publicDir, outdir);
  await writeIndexHtml(/** @type {esbuild.Metafile} */ (result.metafile), outdir, false);
  await fs.writeFile(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  const rows = sizeReport(/** @type {esbuild.Metafile} */ (result.metafile), outdir);
  if (!quiet) {
    printSizeReport(rows);
    console.log(`  built dist/ in ${Date.now() - started} ms`);
  }
  return { outdir, rows, metafile: result.metafile };
}

const types = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.map': 'application/json',
  '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.pdf': 'application/pdf',
});

/**
 * A small static server with the single-page fallback. `config` replaces the
 * served config.json (how tests and previews pick a mode for one build);
 * `headers` are added to every answer (a Content-Security-Policy, for example).
 * @param {{ dir: string, config?: Record<string, unknown>, headers?: Record<string, string>, onRequest?: (url: string) => void, extra?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean }} o
 */
export function createStaticServer({ dir, config, headers = {}, onRequest, extra }) {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    onRequest?.(url.pathname);
    if (extra?.(req, res)) return;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (url.pathname === '/config.json' && config) {
      res.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    const safe = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = path.join(dir, safe);
    if (!file.startsWith(dir)) { res.writeHead(403); res.end(); return; }
    let stat = await fs.stat(file).catch(() => null);
    const looksLikeAsset = path.extname(safe) !== '';
    if (!stat || stat.isDirectory()) {
      if (looksLikeAsset) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
      file = path.join(dir, 'index.html');
      stat = await fs.stat(file).catch(() => null);
      if (!stat) { res.writeHead(404); res.end(); return; }
    }
    const immutable = file.includes(`${path.sep}assets${path.sep}`) && /-[A-Z0-9]{8}\./.test(file);
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') { res.end(); return; }
    res.end(await fs.readFile(file));
  });
}

async function serveDev() {
  const outdir = path.join(root, '.cache/dev');
  await fs.rm(outdir, { recursive: true, force: true });
  /** @type {Set<import('node:http').ServerResponse>} */
  const clients = new Set();
  const reloadPlugin = /** @type {esbuild.Plugin} */ ({
    name: 'reload',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        await copyDir(publicDir, outdir);
        await writeIndexHtml(result.metafile, outdir, true);
        for (const c of clients) c.write('data: reload\n\n');
        console.log(`  rebuilt at ${new Date().toLocaleTimeString()}`);
      });
    },
  });
  const lazyCss = await buildLazyCss({ outdir, production: false });
  const ctx = await esbuild.context({ ...buildOptions({ outdir, production: false, lazyCss }), plugins: [reloadPlugin] });
  await ctx.watch();
  const port = Number(process.env.PORT ?? 8080);
  createStaticServer({
    dir: outdir,
    extra(req, res) {
      if (req.url === '/__dev/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      if (req.url === '/__dev/reload.js') {
        res.writeHead(200, { 'content-type': types['.js'] });
        res.end("new EventSource('/__dev/events').onmessage = () => location.reload();");
        return true;
      }
      return false;
    },
  }).listen(port, () => console.log(`  demo mode at http://localhost:${port} (watching for changes)`));
}

async function preview() {
  const dir = path.join(root, 'dist');
  if (!existsSync(path.join(dir, 'index.html'))) await buildProduction();
  const port = Number(process.env.PORT ?? 4173);
  createStaticServer({ dir }).listen(port, () => console.log(`  dist/ at http://localhost:${port}`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'build';
  if (command === 'serve') await serveDev();
  else if (command === 'preview') await preview();
  else if (command === 'build') await buildProduction();
  else { console.error(`unknown command ${command}: use serve, build or preview`); process.exit(1); }
}
