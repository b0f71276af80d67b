// @ts-check
// One esbuild set-up for the dev server (watch, rebuild on save, live reload)
// and the two release builds (minified, split per area, hashed, size report):
// the production site in dist/ and the demo site in dist-demo/.
// Usage: node build.mjs serve | build | build:demo | preview
import * as esbuild from 'esbuild';
import { createServer } from 'node:http';
import { spawnSync } from 'node:child_process';
import { promises as fs, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { inlineHashes, securityHeaders } from './security-headers.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.join(root, 'src/public');

/**
 * Stylesheets linked by a lazily loaded module rather than bundled with the
 * app's CSS (esbuild merges the CSS of dynamic imports into the entry's
 * bundle, which put FullCalendar's styles in the first load).
 */
const lazyStylesheets = { fullcalendar: 'src/styles/lazy/fullcalendar.css' };

/**
 * The first paint: the loading screen and the shell's skeleton of index.html,
 * its stylesheet and the few lines that pick its frame and language, both
 * inlined in the page (src/styles/first-paint.css says why).
 */
const firstPaintStylesheet = 'src/styles/first-paint.css';
const firstPaintScript = 'src/app/first-paint-script.ts';

/**
 * What each release build is for. A build is one site: the production build
 * holds no fake server, no personas and no demo passwords, and its
 * config.json says production (deploying dist/ as it is can never open a
 * public demo); the demo build carries the fake server and runs in demo
 * (and sandbox) mode. `npm start` serves the demo from source.
 */
export const sites = {
  production: {
    dir: 'dist',
    demo: false,
    config: { mode: 'production', apiBaseUrl: '', hubUrl: '/chathub', clientName: 'MintRH', schedulerLicenseKey: '' },
  },
  demo: {
    dir: 'dist-demo',
    demo: true,
    config: { mode: 'demo', apiBaseUrl: '', hubUrl: '/chathub', clientName: 'Atlas Industries', schedulerLicenseKey: 'AGPL-My-Frontend-And-Backend-Are-Open-Source' },
  },
};

/** The interface languages (src/i18n/languages.ts; a unit test keeps the two alike), for index.html's words. */
export const pageLanguages = /** @type {const} */ ([{ code: 'fr', dir: 'ltr' }, { code: 'ar', dir: 'rtl' }, { code: 'es', dir: 'ltr' }, { code: 'en', dir: 'ltr' }]);

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
 * A language's words as one object, the JSON text itself: esbuild's JSON
 * loader makes every key a named export too (a variable, the export list and
 * the default object: each word three times), which the app never imports
 * by name (namespaces.ts loads the default), so the words a first screen
 * waits for weighed half again what they say.
 * @returns {esbuild.Plugin}
 */
function wordsAsOneObject() {
  return {
    name: 'words-as-one-object',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]i18n[\\/]locales[\\/].*\.json$/ }, async (args) => ({
        contents: `export default ${JSON.stringify(JSON.parse(await fs.readFile(args.path, 'utf8')))};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Libraries that add <style> elements, which the strict Content-Security-
 * Policy refuses, get a stand-in that adds the same rules as a constructed
 * stylesheet (src/vendor/stylesheet-singleton.ts says why).
 * @returns {esbuild.Plugin}
 */
function cspSafeStyles() {
  const singleton = path.join(root, 'src/vendor/stylesheet-singleton.ts');
  return {
    name: 'csp-safe-styles',
    setup(build) {
      build.onResolve({ filter: /^\.\/singleton$/ }, (args) => (/[/\\]react-style-singleton[/\\]/.test(args.importer) ? { path: singleton } : undefined));
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
 * Builds the stylesheets linked apart from the app's: the lazy ones (public
 * URLs by name, for the `__LAZY_CSS__` constant of the app build) in
 * assets/lazy/.
 * @param {{ outdir: string, production: boolean }} o
 * @returns {Promise<{ lazy: Record<string, string> }>}
 */
export async function buildStylesheets({ outdir, production }) {
  const entryPoints = Object.values(lazyStylesheets);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir: path.join(outdir, 'assets'),
    bundle: true,
    minify: production,
    metafile: true,
    outbase: 'src/styles',
    entryNames: production ? '[dir]/[name]-[hash]' : '[dir]/[name]',
    legalComments: 'none',
    logLevel: 'warning',
  });
  const outputs = Object.entries(/** @type {esbuild.Metafile} */ (result.metafile).outputs);
  const urlOf = (/** @type {string} */ src) => {
    const file = outputs.find(([, o]) => o.entryPoint === src)?.[0];
    if (!file) throw new Error(`${src} was not built`);
    return '/' + path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
  };
  return { lazy: Object.fromEntries(Object.entries(lazyStylesheets).map(([name, src]) => [name, urlOf(src)])) };
}

/**
 * What index.html inlines for its first paint, minified in every mode (the
 * same bytes, so the same hashes in the Content-Security-Policy): the
 * loading screen's stylesheet and the script that picks its frame and
 * language before the body is parsed.
 * @returns {Promise<{ css: string, js: string }>}
 */
export async function buildFirstPaint() {
  const common = /** @type {const} */ ({ absWorkingDir: root, bundle: true, minify: true, write: false, legalComments: 'none', logLevel: 'warning' });
  const [css, js] = await Promise.all([
    esbuild.build({ ...common, entryPoints: [firstPaintStylesheet], outdir: 'first-paint' }),
    esbuild.build({ ...common, entryPoints: [firstPaintScript], outdir: 'first-paint', format: 'iife', platform: 'browser', target: ['es2020'] }),
  ]);
  const text = (/** @type {esbuild.BuildResult<{ write: false }>} */ r) => r.outputFiles[0].text.trim();
  const out = { css: text(css), js: text(js) };
  // Inlined as raw text: nothing in them may close their element.
  if (/<\/style/i.test(out.css) || /<\/script/i.test(out.js)) throw new Error('the first paint would close its own element');
  return out;
}

/**
 * `demo`: the build carries the fake server (demo and sandbox modes). Code
 * written `if (typeof __DEMO__ === 'undefined' || __DEMO__)` is dropped from
 * a build without it, dynamic imports included (the check must sit in the
 * importing file: esbuild folds a constant within a file, and a chunk whose
 * import it only folds across files is still written).
 * @param {{ outdir: string, production: boolean, demo?: boolean, lazyCss?: Record<string, string> }} o
 * @returns {esbuild.BuildOptions}
 */
export function buildOptions({ outdir, production, demo = false, lazyCss = {} }) {
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
      __DEMO__: JSON.stringify(demo),
    },
    // Module scripts are always read as UTF-8 (HTML's rules): words with accents or in Arabic need no \u escapes.
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: production ? [oneCoreChunk(), cspSafeStyles(), wordsAsOneObject(), reactsOwnSyncExternalStore()] : [cspSafeStyles(), wordsAsOneObject(), reactsOwnSyncExternalStore()],
  };
}

/**
 * wouter, react-i18next, @xstate/react and tiptap import the React 17 shim of useSyncExternalStore; React 19 has the
 * hook: the shim's paths resolve to React's own (tools/build/use-sync-external-store.mjs) and to the package's
 * selector without the shim, so the shim's code left the first load (issue 35). Exact paths, not an alias, whose
 * prefix matching also caught 'shim/with-selector.js'.
 * @returns {esbuild.Plugin}
 */
function reactsOwnSyncExternalStore() {
  return {
    name: 'reacts-own-sync-external-store',
    setup(b) {
      b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: path.join(root, 'tools/build/use-sync-external-store.mjs') }));
      b.onResolve({ filter: /^use-sync-external-store\/shim\/with-selector(\.js)?$/ }, async (args) => {
        const r = await b.resolve('use-sync-external-store/with-selector', { kind: args.kind, resolveDir: args.resolveDir });
        return r.errors.length ? { errors: r.errors } : { path: r.path };
      });
    },
  };
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html's words, one span per language (each with its own lang and
 * dir), from the shell's translations: first-paint.css shows the page's language,
 * or all four on a page of no one language.
 * @param {string} key
 */
function pageWords(key) {
  return pageLanguages
    .map(({ code, dir }) => {
      const words = JSON.parse(readFileSync(path.join(root, 'src/i18n/locales', code, 'shell.json'), 'utf8'))[key];
      if (typeof words !== 'string') throw new Error(`index.html: ${code}/shell.json has no ${key}`);
      return `<span lang="${code}"${dir === 'rtl' ? ' dir="rtl"' : ''}>${escapeHtml(words)}</span>`;
    })
    .join('');
}

/**
 * Writes index.html pointing at the hashed entry files found in the
 * metafile, and one copy per language (index.fr.html…): the servers pick it
 * from Accept-Language, so the loading screen speaks the browser's language
 * and Arabic reads right to left with no script at all. index.html itself,
 * for a host that does not choose, shows the four.
 * @param {esbuild.Metafile} metafile
 * @param {string} outdir
 * @param {{ liveReload?: boolean, firstPaint: { css: string, js: string }, demo: boolean }} o
 */
async function writeIndexHtml(metafile, outdir, { liveReload = false, firstPaint, demo }) {
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
    // All the first paint needs, in the page itself: no request stands between the HTML and the first paint.
    `<style>${firstPaint.css}</style>`,
    `<script>${firstPaint.js}</script>`,
    `<script type="module" src="${js}"></script>`,
    ...preloads,
    liveReload ? '<script type="module" src="/__dev/reload.js"></script>' : '',
  ].filter(Boolean).join('\n    ');
  if (!template.includes('<html lang="mul" dir="ltr">')) throw new Error('src/public/index.html: the language copies replace <html lang="mul" dir="ltr">');
  if (!template.includes('<div class="boot" id="boot"')) throw new Error('src/public/index.html: the demo build marks <div class="boot" id="boot">');
  // The app's stylesheet in the body, after the loading screen: it holds back the drawing of what follows it
  // (the app, whose scripts also wait for it), not of the screen above it.
  const html = template
    .replace('<!-- app -->', head)
    // The demo's shell has its bar above the header: the skeleton too.
    .replace('<div class="boot" id="boot"', demo ? '<div class="boot" id="boot" data-demo' : '<div class="boot" id="boot"')
    .replace('<!-- app-styles -->', css ? `<link rel="stylesheet" href="${css}">` : '').replace(/<!-- words:([\w.]+) -->/g, (_, key) => pageWords(key));
  await fs.writeFile(path.join(outdir, 'index.html'), html);
  for (const { code, dir } of pageLanguages) {
    await fs.writeFile(path.join(outdir, `index.${code}.html`), html.replace('<html lang="mul" dir="ltr">', `<html lang="${code}" dir="${dir}">`));
  }
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

/**
 * Where a build's esbuild metafile is kept: outside the site, which must not
 * serve its module graph (issue 21), for the bench and the tests that read it.
 * @param {string} outdir
 */
export const metafilePath = (outdir) => path.join(root, '.cache/meta', `${path.basename(outdir)}.json`);

/**
 * A release build (minified, split, hashed) of one site (`sites`): the
 * production site by default, the demo site with `site: 'demo'`.
 * @param {{ site?: keyof typeof sites, outdir?: string, quiet?: boolean }} [o]
 */
export async function buildProduction({ site = 'production', outdir, quiet = false } = {}) {
  const { dir, demo, config } = sites[site];
  const out = outdir ?? path.join(root, dir);
  const started = Date.now();
  await fs.rm(out, { recursive: true, force: true });
  const [css, firstPaint] = await Promise.all([buildStylesheets({ outdir: out, production: true }), buildFirstPaint()]);
  const result = await esbuild.build(buildOptions({ outdir: out, production: true, demo, lazyCss: css.lazy }));
  const metafile = /** @type {esbuild.Metafile} */ (result.metafile);
  await compileEagerly(firstLoad(metafile));
  await copyDir(publicDir, out);
  await writeIndexHtml(metafile, out, { firstPaint, demo });
  await fs.writeFile(path.join(out, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  // The API this client expects, for a deployment's backend team (issue 37): generated from the zod schemas, in TypeScript, hence its own process.
  if (!demo) {
    const gen = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'tools/openapi/generate.ts'), path.join(out, 'openapi.json')], { cwd: root, encoding: 'utf8' });
    if (gen.status !== 0) throw new Error(`the OpenAPI document could not be generated: ${gen.stderr}`);
    if (!quiet) process.stdout.write(gen.stdout);
  }
  await fs.mkdir(path.dirname(metafilePath(out)), { recursive: true });
  await fs.writeFile(metafilePath(out), JSON.stringify(metafile));
  const rows = sizeReport(metafile, out);
  if (!quiet) {
    printSizeReport(rows);
    console.log(`  built ${path.relative(root, out)}/ (${site}) in ${Date.now() - started} ms`);
  }
  return { outdir: out, rows, metafile };
}

const types = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.map': 'application/json',
  '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.pdf': 'application/pdf',
});

/**
 * The language copy of index.html for an Accept-Language header: the first
 * language of ours the browser lists (as the app's pickLanguage does), else
 * French, the app's own default.
 * @param {string | undefined} header
 */
export function pageLanguage(header) {
  const wanted = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(/^\s*q=([\d.]+)/.exec(params.find((p) => /^\s*q=/.test(p)) ?? '')?.[1] ?? 1);
      return { code: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return wanted.find((l) => pageLanguages.some((p) => p.code === l.code))?.code ?? 'fr';
}

/**
 * Text files compressed once per version (path and modification time), as a
 * host's gzip_static or CDN would: the first load's JS and CSS travel at about
 * a quarter of their size. Brotli when the browser takes it, else gzip.
 * @type {Map<string, Buffer>}
 */
const compressed = new Map();
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);
/** @param {string} file @param {number} mtime @param {Buffer} body @param {string | undefined} accept */
function encodeFor(file, mtime, body, accept) {
  if (!compressible.has(path.extname(file)) || body.length < 1024 || !accept) return null;
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding) return null;
  const key = `${encoding}:${file}:${mtime}`;
  let out = compressed.get(key);
  if (!out) {
    // Quality 5 of 11: within 2 % of the smallest, in tens of milliseconds rather than a second for the largest chunks.
    out = encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipSync(body, { level: 6 });
    compressed.set(key, out);
  }
  return { encoding, body: out };
}

/**
 * A small static server with the single-page fallback and the security
 * headers. `config` replaces the served config.json (how tests pick a mode
 * for one build) and sets the API origin of the Content-Security-Policy
 * (else the dir's own config.json does); `headers` are added to every answer
 * and replace ours by name (an empty value leaves that header out).
 * @param {{ dir: string, config?: Record<string, unknown>, headers?: Record<string, string>, onRequest?: (url: string) => void, extra?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean }} o
 */
export function createStaticServer({ dir, config, headers = {}, onRequest, extra }) {
  const served = config ?? (() => {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8'));
    } catch {
      return {};
    }
  })();
  const apiBaseUrl = String(served.apiBaseUrl ?? '');
  const answerHeaders = Object.entries({ ...securityHeaders({ apiBaseUrl }), ...headers }).filter(([, v]) => v !== '');
  // A page's policy names its own inline first paint by hash (index.html), unless the caller set one of its own.
  const pagePolicy = (/** @type {Buffer} */ html) => ('Content-Security-Policy' in headers ? {} : { 'Content-Security-Policy': securityHeaders({ apiBaseUrl, inline: inlineHashes(html.toString('utf8')) })['Content-Security-Policy'] });
  /**
   * A hashed asset never changes under its name: read once per server, not stat'ed and read again for each request
   * (a demo page loads some 150 chunks, and the test lanes open over 230 pages). Measured side by side on 6 December
   * 2026, nine demo sign-ins to the dashboard: the server's CPU 1357 ms without, 1182 ms with (13 % less).
   * @type {Map<string, { stat: import('node:fs').Stats, body: Buffer }>}
   */
  const kept = new Map();
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const handle = async (req, res) => {
    const rawPath = (req.url ?? '/').split(/[?#]/)[0];
    onRequest?.(rawPath);
    if (extra?.(req, res)) return;
    for (const [k, v] of answerHeaders) res.setHeader(k, v);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      // A malformed escape (/%E0%A4%A): the request's fault, and the server goes on serving.
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('bad request: malformed percent-escape in the path');
      return;
    }
    if (pathname === '/config.json' && config) {
      res.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-store' });
      res.end(JSON.stringify(config));
      return;
    }
    const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    let file = path.join(dir, safe);
    if (file !== dir && !file.startsWith(dir + path.sep)) { res.writeHead(403); res.end(); return; }
    const held = kept.get(file);
    let stat = held?.stat ?? (await fs.stat(file).catch(() => null));
    const looksLikeAsset = path.extname(safe) !== '';
    if (!stat || stat.isDirectory()) {
      if (looksLikeAsset) { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('not found'); return; }
      // The page in the browser's language (writeIndexHtml), else the one of all four.
      res.setHeader('vary', 'Accept-Language');
      file = path.join(dir, `index.${pageLanguage(req.headers['accept-language'])}.html`);
      stat = await fs.stat(file).catch(() => null);
      if (!stat) {
        file = path.join(dir, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!stat) { res.writeHead(404); res.end(); return; }
    }
    const immutable = file.includes(`${path.sep}assets${path.sep}`) && /-[A-Z0-9]{8}\./.test(file);
    const body = held?.body ?? (await fs.readFile(file));
    if (immutable && !held) kept.set(file, { stat, body });
    const encoded = encodeFor(file, stat.mtimeMs, body, req.headers['accept-encoding']);
    // Whatever the answer, a cache keeps one copy per encoding asked.
    res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(path.extname(file) === '.html' ? pagePolicy(body) : {}),
      ...(encoded ? { 'content-encoding': encoded.encoding, 'content-length': encoded.body.length } : { 'content-length': body.length }),
    });
    if (req.method === 'HEAD') { res.end(); return; }
    res.end(encoded ? encoded.body : body);
  };
  return createServer((req, res) => {
    handle(req, res).catch((e) => {
      // Never a crash of the whole server for one request.
      console.error(`static server: ${req.method} ${req.url}: ${e?.message ?? e}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

async function serveDev() {
  const port = Number(process.env.PORT ?? 8080);
  // One folder per port: a second `npm start` in the same clone (PORT=8081) emptied the first one's folder under it
  // (two chunk 404s seen by two reviewers sharing a clone).
  const outdir = path.join(root, `.cache/dev-${port}`);
  await fs.rm(outdir, { recursive: true, force: true });
  /** @type {Set<import('node:http').ServerResponse>} */
  const clients = new Set();
  const css = await buildStylesheets({ outdir, production: false });
  // The first paint is built again with each rebuild of the app (its stylesheet is not watched: a change to it shows with the next).
  const reloadPlugin = /** @type {esbuild.Plugin} */ ({
    name: 'reload',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        await copyDir(publicDir, outdir);
        await writeIndexHtml(result.metafile, outdir, { liveReload: true, firstPaint: await buildFirstPaint(), demo: true });
        for (const c of clients) c.write('data: reload\n\n');
        console.log(`  rebuilt at ${new Date().toLocaleTimeString()}`);
      });
    },
  });
  const options = buildOptions({ outdir, production: false, demo: true, lazyCss: css.lazy });
  const ctx = await esbuild.context({ ...options, plugins: [...(options.plugins ?? []), reloadPlugin] });
  await ctx.watch();
  const server = createStaticServer({
    dir: outdir,
    config: sites.demo.config,
    extra(req, res) {
      if (req.url === '/__dev/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      if (req.url === '/__dev/reload.js') {
        res.writeHead(200, { 'content-type': types['.js'], ...securityHeaders() });
        res.end("new EventSource('/__dev/events').onmessage = () => location.reload();");
        return true;
      }
      return false;
    },
  });
  listen(server, port, 'npm start', () => console.log(`  demo mode at http://localhost:${port} (watching for changes)`));
}

/**
 * Listens on `port`, or says in one line that it is taken and how to choose another, and stops (a second `npm start`
 * ended in Node's raw EADDRINUSE trace, which said nothing to a new user: persona review).
 * @param {import('node:http').Server} server @param {number} port @param {string} command @param {() => void} ready
 */
function listen(server, port, command, ready) {
  server.once('error', (/** @type {NodeJS.ErrnoException} */ e) => {
    if (e.code !== 'EADDRINUSE') throw e;
    console.error(`  port ${port} is already in use: stop what uses it, or choose another, e.g. PORT=${port + 1} ${command}`);
    process.exit(1);
  });
  server.listen(port, ready);
}

/** The demo site as it deploys: built afresh, then served with the same headers. */
async function preview() {
  const { outdir } = await buildProduction({ site: 'demo' });
  const port = Number(process.env.PORT ?? 4173);
  listen(createStaticServer({ dir: outdir }), port, 'npm run preview', () => console.log(`  demo site (${path.relative(root, outdir)}/) at http://localhost:${port}`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'build';
  if (command === 'serve') await serveDev();
  else if (command === 'preview') await preview();
  else if (command === 'build') await buildProduction();
  else if (command === 'build:demo') await buildProduction({ site: 'demo' });
  else { console.error(`unknown command ${command}: use serve, build, build:demo or preview`); process.exit(1); }
}
