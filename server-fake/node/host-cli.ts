import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseAppConfig } from '../../src/domain/config';
import { personas } from '../../fixtures/personas';
import { startApiHost } from './http-host';
import { pathRoutes, startPathFront, type PathRoute } from './path-front';

/**
 * `npm run host`: the Node API host on its own, for a deployer's trial of the
 * production build (docs/deploying.md) without a real API. The tests start
 * it in-process (startApiHost); a person needs a command, a port they chose,
 * the accounts to sign in with, and the host answering at the paths their
 * config.json names (path-front.ts).
 */
export const usage = `npm run host -- [--port N] [--config FILE] [--quiet]

  --port N       the port on 127.0.0.1 (default 5050; 0 takes a free one)
  --config FILE  a config.json (e.g. dist/config.json): the host answers at its
                 "paths" overrides and its "hubUrl", as your API would, and
                 refuses the default path of each call you moved (404)
  --quiet        do not print each request

The Node API host: the fake server's company, data and rules over HTTP, with
CORS for any origin, bearer tokens and a SignalR hub (the token in the
access_token query parameter). It stands in for your API on this machine only
(127.0.0.1). Ctrl-C stops it; its data lives in memory and is lost then.`;

export interface HostArgs {
  help: boolean;
  port: number;
  config?: string;
  quiet: boolean;
}

/** The command line, or an Error whose message says what is wrong (the usage follows it). */
export function hostArgs(argv: string[]): HostArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: { help: { type: 'boolean', short: 'h' }, port: { type: 'string' }, config: { type: 'string' }, quiet: { type: 'boolean' } },
  });
  const port = Number(values.port ?? 5050);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port}: not a port (0 to 65535)`);
  return { help: !!values.help, port, config: values.config, quiet: !!values.quiet };
}

/** The routes a config.json asks for, checked by the app's own rules (an unknown key or a bad path is refused by name). */
export function routesOf(file: string): PathRoute[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return pathRoutes(parseAppConfig(raw));
}

async function main() {
  let args: HostArgs;
  let routes: PathRoute[] = [];
  try {
    args = hostArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}\n(npm run host -- --help for the options)`);
    process.exit(2);
  }
  if (args.help) return void console.log(usage);
  try {
    if (args.config) routes = routesOf(args.config);
  } catch (e) {
    console.error(`${(e as Error).message} (in ${args.config})`);
    process.exit(2);
  }
  const host = await startApiHost();
  const front = await startPathFront({ port: args.port, upstream: Number(new URL(host.url).port), routes, log: args.quiet ? undefined : (line) => console.log(`  ${line}`) }).catch(async (e: NodeJS.ErrnoException) => {
    await host.close();
    console.error(e.code === 'EADDRINUSE' ? `port ${args.port} is taken: choose another with --port` : e.message);
    process.exit(1);
  });
  const hub = routes.find((r) => r.key === 'hubUrl')?.from ?? '/chathub';
  console.log(`Node API host at ${front.url}`);
  console.log(`  hub:     ${front.url}${hub} (WebSocket, the token as access_token in the query)`);
  console.log(`  sign in: ${personas.map((p) => `${p.userName} (${p.key})`).join(', ')}; every password is 'demo'`);
  if (args.config) console.log(`  paths from ${path.relative(process.cwd(), path.resolve(args.config))}:${routes.length ? '' : ' none overridden'}`);
  for (const r of routes) console.log(`    ${r.key.padEnd(24)} ${r.from} (the host's ${r.to})`);
  console.log(`  in config.json: "apiBaseUrl": "${front.url}", "hubUrl": "${hub}"`);
  console.log('  Ctrl-C stops it.');
  const stop = () => void Promise.all([front.close(), host.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Run, not imported (the unit test imports the parsing).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
