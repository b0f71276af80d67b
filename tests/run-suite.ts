import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs one suite folder (unit, components, browser) with uvu in this process:
 * every *.test.ts(x) under it, in name order. A filter narrows the files.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const suite = process.argv[2] ?? 'unit';
const filter = process.argv[3];

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.test\.tsx?$/.test(name) ? [full] : [];
    });
}

// SHARD=k/n keeps every n-th file from the k-th (npm test runs the browser suite in two lanes at once).
const [k, n] = (process.env.SHARD ?? '1/1').split('/').map(Number) as [number, number];
const files = walk(path.join(root, suite))
  .filter((f) => !filter || path.relative(root, f).includes(filter))
  .filter((_, i) => i % n === k - 1);
if (suite === 'components') await import('./components/setup-dom');

const { run } = (await import('uvu/run' as string)) as { run(suites: Array<{ name: string; file: string }>, o: { bail?: boolean }): Promise<void> };
await run(
  files.map((file) => ({ name: path.relative(root, file), file })),
  { bail: false },
);
if (suite === 'browser') {
  const { closeHarness } = await import('./browser/harness');
  await closeHarness();
}
