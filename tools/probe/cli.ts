import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseAppConfig } from '../../src/domain/config';
import { probe, type ProbeReport } from './probe';

/**
 * `npm run probe -- --api https://api.example.com --user NAME [--hub URL]
 * [--config dist/config.json] [--out DIR]`: a read-only check of a live API
 * against what this client expects (docs/deploying.md, 'The probe').
 * The password comes from MINTRH_PROBE_PASSWORD or a prompt, never from the
 * command line, where it would stay in the shell's history and the process list.
 */
const usage = `npm run probe -- --api URL --user NAME [--hub URL] [--config FILE] [--out DIR] [--ping-timeout MS]

  --api URL        the API's origin (apiBaseUrl)
  --user NAME      the account to sign in with (an ordinary employee's is enough)
  --hub URL        the realtime hub (default: the API + /chathub)
  --config FILE    a config.json whose "paths" overrides and "hubUrl" are followed
  --out DIR        where probe.json and probe.junit.xml go (default tests/.output/probe)
  --ping-timeout MS  how long to wait for the hub's ping (default 20000)

The password is read from MINTRH_PROBE_PASSWORD, or asked for.
Exit code: 0 when every call answered as the client expects, 1 otherwise, 2 on a usage error.`;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function askPassword(user: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no password: set MINTRH_PROBE_PASSWORD, or run the probe in a terminal to be asked');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing of what is typed.
  (rl as unknown as { _writeToOutput(s: string): void })._writeToOutput = () => {};
  process.stdout.write(`Password for ${user}: `);
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

const xml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function junit(report: ProbeReport): string {
  const failures = report.rows.filter((r) => r.result === 'different').length;
  const cases = report.rows.map((r) => {
    const inner = r.result === 'different' ? `<failure message="${xml(r.detail[0] ?? 'different')}">${xml(r.detail.join('\n'))}</failure>` : r.result === 'skipped' || r.result === 'refused' ? `<skipped message="${xml(`${r.result}: ${r.detail.join('; ')}`)}"/>` : '';
    return `    <testcase classname="probe" name="${xml(r.call)}" time="${(r.ms / 1000).toFixed(3)}">${inner}</testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="probe ${xml(report.api)}" tests="${report.rows.length}" failures="${failures}" timestamp="${report.startedAt}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

export function table(report: ProbeReport): string {
  const width = Math.max(...report.rows.map((r) => r.call.length), 4);
  const lines = [`${'call'.padEnd(width)}  status   time  result`];
  for (const r of report.rows) {
    lines.push(`${r.call.padEnd(width)}  ${String(r.status ?? '—').padStart(6)}  ${`${r.ms} ms`.padStart(7)}  ${r.result === 'ok' ? 'ok' : `${r.result}: ${r.detail[0] ?? ''}`}`);
    for (const more of r.detail.slice(1)) lines.push(`${''.padEnd(width + 19)}  ${more}`);
  }
  const count = (k: string) => report.rows.filter((r) => r.result === k).length;
  lines.push('', `${count('ok')} ok, ${count('different')} different, ${count('refused')} refused for this user, ${count('skipped')} skipped`);
  if (report.refusedBeforeSending.length) lines.push(`calls refused before sending (the probe never writes): ${report.refusedBeforeSending.join(', ')}`);
  return lines.join('\n');
}

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) return void console.log(usage);
  if (process.argv.includes('--password')) {
    console.error('--password is refused: a password on the command line stays in the history and the process list. Set MINTRH_PROBE_PASSWORD, or be asked.');
    process.exit(2);
  }
  const api = arg('api');
  const user = arg('user');
  if (!api || !user) {
    console.error(usage);
    process.exit(2);
  }
  const configFile = arg('config');
  const config = configFile ? parseAppConfig({ mode: 'production', ...(JSON.parse(readFileSync(configFile, 'utf8')) as object) }) : undefined;
  // The hub as the deployed app finds it: --hub, else the config's hubUrl on the API (a deployer's trial expected --config to say it).
  const hub = arg('hub') ?? (config ? `${api.replace(/\/+$/, '')}${config.hubUrl}` : undefined);
  const password = process.env.MINTRH_PROBE_PASSWORD ?? (await askPassword(user));
  const report = await probe({ api, hub, user, password, paths: config?.paths, pingTimeoutMs: Number(arg('ping-timeout') ?? 20_000) });
  console.log(table(report));
  const out = arg('out') ?? 'tests/.output/probe';
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'probe.json'), JSON.stringify(report, null, 2));
  writeFileSync(path.join(out, 'probe.junit.xml'), junit(report));
  console.log(`\nwritten: ${path.join(out, 'probe.json')}, ${path.join(out, 'probe.junit.xml')}`);
  process.exit(report.ok ? 0 : 1);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
