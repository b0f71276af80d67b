import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The ASP.NET Core hub (hub-aspnet/) as the tests run it: built once into
 * .cache/hub-aspnet (again when a source is newer), started on a port of its
 * own beside the Node API host, stopped and started again at will.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const project = path.join(root, 'hub-aspnet');
const out = path.join(root, '.cache/hub-aspnet');
const dll = path.join(out, 'MintRh.Hub.dll');

export function dotnetMissing(): string | null {
  const r = spawnSync('dotnet', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? null : 'dotnet is missing: the realtime walk against ASP.NET Core SignalR needs the .NET SDK (10) on PATH (this machine kind has it; see ../.library/env/machines/dotnet.md)';
}

export function buildHub(): void {
  const newest = Math.max(...readdirSync(project).filter((f) => /\.(cs|csproj)$/.test(f)).map((f) => statSync(path.join(project, f)).mtimeMs));
  if (existsSync(dll) && statSync(dll).mtimeMs >= newest) return;
  const r = spawnSync('dotnet', ['build', project, '-c', 'Release', '-o', out, '--nologo', '-v', 'q'], { encoding: 'utf8', env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1', DOTNET_NOLOGO: '1' } });
  if (r.status !== 0) throw new Error(`dotnet build hub-aspnet failed:\n${r.stdout}\n${r.stderr}`);
}

export interface HubProcess {
  url: string;
  key: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startHub(o: { api: string; port: number; key: string }): Promise<HubProcess> {
  const url = `http://127.0.0.1:${o.port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('dotnet', [dll, '--urls', url], { env: { ...process.env, MINTRH_API: o.api, MINTRH_INTERNAL_KEY: o.key, DOTNET_CLI_TELEMETRY_OPTOUT: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const until = Date.now() + 30_000;
    for (;;) {
      const ok = await fetch(`${url}/internal/health`).then((r) => r.ok, () => false);
      if (ok) return;
      if (child.exitCode !== null || Date.now() > until) throw new Error(`the ASP.NET Core hub did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const c = child;
      if (!c || c.exitCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  await start();
  return { url, key: o.key, stop, start };
}
