import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('`test:model --help` prints the usage and exits at once, without walking anything', () => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/model/cli.ts', '--help'], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, /--machine-only/);
  assert.match(r.stdout, /--junit FILE/);
  assert.not.match(r.stdout, /machines passed/, 'no walk ran');
});

test.run();
