import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The README's commands run as a new user runs them (issue 20): from a copy
 * of the repository's files, so a test may change a source and the
 * repository stays as it was, each command in a process group of its own,
 * stopped by that group.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The files git knows (tracked, and new ones not ignored) as they are in the working tree, with node_modules linked. */
export function copyOfTheRepo(): string {
  const list = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  if (list.status !== 0) throw new Error(`git ls-files failed: ${list.stderr}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mintrh-clone-'));
  for (const file of list.stdout.split('\0').filter(Boolean)) {
    const from = path.join(repoRoot, file);
    // Deleted in the working tree, not yet in the index: not part of the copy either.
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export const removeCopy = (dir: string) => {
  if (!dir.startsWith(os.tmpdir()) || dir.startsWith(repoRoot)) throw new Error(`not a copy: ${dir}`);
  rmSync(dir, { recursive: true, force: true });
};

/** A port nobody listens on, for the command's own PORT. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** What a server of ours must never print: esbuild's and npm's error lines, our own console.error. */
export const errorLine = /\berror\b|✘|ERR!|Two output files share the same path/i;

export interface RunningCommand {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the first line matching, rejects when the command ends or `ms` pass first. */
  waitForLine(pattern: RegExp, ms?: number): Promise<string>;
  errorLines(): string[];
  /** Stops the whole process group (npm, the shell, node) and resolves once none of it is left. */
  stop(): Promise<void>;
}

/** `npm run <script>` (or `npm start`) in `cwd` with `env`, in a process group of its own. */
export function npm(args: string[], cwd: string, env: Record<string, string>): RunningCommand {
  const child = spawn('npm', args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const take = (d: Buffer) => {
    lines.push(...d.toString().split('\n').map((l) => l.trimEnd()).filter(Boolean));
    waiters.forEach((w) => w());
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  child.on('exit', () => {
    ended = true;
    waiters.forEach((w) => w());
  });
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    child,
    lines,
    errorLines: () => lines.filter((l) => errorLine.test(l)),
    waitForLine(pattern, ms = 120000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`no line matching ${pattern} within ${ms} ms:\n${lines.join('\n')}`)), ms);
        const check = () => {
          const hit = lines.find((l) => pattern.test(l));
          if (hit) done(null, hit);
          else if (ended) done(new Error(`npm ${args.join(' ')} ended before printing ${pattern}:\n${lines.join('\n')}`));
        };
        const done = (e: Error | null, line?: string) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (e) reject(e);
          else resolve(line!);
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      if (!groupAlive()) return;
      process.kill(-child.pid!, 'SIGTERM');
      for (let i = 0; i < 100 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 100));
      if (groupAlive()) {
        process.kill(-child.pid!, 'SIGKILL');
        throw new Error(`npm ${args.join(' ')}: its process group outlived SIGTERM by 10 s`);
      }
    },
  };
}

/** Whether anything still accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}
