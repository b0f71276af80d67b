import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseAppConfig, type AppConfig } from '../../src/domain/config';
import { createStaticServer } from '../../build.mjs';
import { inlineHashes, securityHeaders } from '../../security-headers.mjs';

/**
 * `npm run serve`: dist/ exactly as `npm run build` left it, with the
 * config.json in it as deployed, the single-page fallback, compression and
 * the security headers (build.mjs's static server, which `npm run preview`
 * uses for the demo). What a deployer runs to try a production build before
 * writing their nginx or Caddy configuration, and `--headers` prints the
 * headers that configuration must send for this very build.
 */
export const usage = `npm run serve -- [--dir DIR] [--port N] [--bind ADDRESS] [--headers]

  --dir DIR       the built site (default dist)
  --port N        the port (default 4300; 0 takes a free one)
  --bind ADDRESS  the address to listen on (default 127.0.0.1; 0.0.0.0 for other machines)
  --headers       print the headers a web server must send for this build and
                  its config.json (the policy with your API's origin and the
                  page's inline hashes), then exit

DIR/config.json is checked with the app's own rules before anything is served,
and read once: restart after changing its apiBaseUrl (the policy names it).`;

export interface ServeArgs {
  help: boolean;
  dir: string;
  port: number;
  bind: string;
  headers: boolean;
}

/** The command line, or an Error whose message says what is wrong. */
export function serveArgs(argv: string[]): ServeArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: { help: { type: 'boolean', short: 'h' }, dir: { type: 'string' }, port: { type: 'string' }, bind: { type: 'string' }, headers: { type: 'boolean' } },
  });
  const port = Number(values.port ?? 4300);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port}: not a port (0 to 65535)`);
  return { help: !!values.help, dir: values.dir ?? 'dist', port, bind: values.bind ?? '127.0.0.1', headers: !!values.headers };
}

/** The site's config.json, refused by name as the app would refuse it at start (src/domain/config.ts). */
export function siteConfig(dir: string): AppConfig {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}/index.html is missing: run npm run build first`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.join(dir, 'config.json'), 'utf8'));
  } catch (e) {
    throw new Error(`${dir}/config.json: ${(e as Error).message}`);
  }
  return parseAppConfig(raw);
}

/** The headers of the site's pages, as our static server sends them: the API's origin from config.json, index.html's inline first paint by hash. */
export function pageHeaders(dir: string, config: AppConfig): Record<string, string> {
  return securityHeaders({ apiBaseUrl: config.apiBaseUrl, inline: inlineHashes(readFileSync(path.join(dir, 'index.html'), 'utf8')) });
}

function main() {
  let args: ServeArgs;
  let config: AppConfig;
  try {
    args = serveArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}\n(npm run serve -- --help for the options)`);
    process.exit(2);
  }
  if (args.help) return void console.log(usage);
  try {
    config = siteConfig(args.dir);
  } catch (e) {
    // Refused as the app would refuse it at start, but here, before anyone opens the page.
    console.error((e as Error).message);
    process.exit(2);
  }
  if (args.headers) {
    for (const [name, value] of Object.entries(pageHeaders(args.dir, config))) console.log(`${name}: ${value}`);
    return;
  }
  const dir = path.resolve(args.dir);
  const server = createStaticServer({ dir });
  server.once('error', (e: NodeJS.ErrnoException) => {
    console.error(e.code === 'EADDRINUSE' ? `port ${args.port} is taken: choose another with --port` : e.message);
    process.exit(1);
  });
  server.listen(args.port, args.bind, () => {
    const { port } = server.address() as { port: number };
    const api = config.apiBaseUrl || '(this origin: set apiBaseUrl)';
    console.log(`${args.dir}/ as built, at http://${args.bind === '0.0.0.0' ? 'localhost' : args.bind}:${port} (mode ${config.mode})`);
    console.log(`  API: ${api}; hub: ${config.apiBaseUrl}${config.hubUrl}`);
    for (const [key, to] of Object.entries(config.paths ?? {})) console.log(`  path ${key} → ${to}`);
    console.log(`  ${args.dir}/config.json read now: restart after changing apiBaseUrl. npm run serve -- --headers prints the headers. Ctrl-C stops it.`);
  });
}

// Run, not imported (the unit test imports the parsing).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
