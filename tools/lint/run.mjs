// `npm run lint` (and the 'lint' step of `npm test`): the architecture as checked rules (issue 23
// item 6), the checks side by side from the repository's root. Each prints what it found and a
// closing line '✔ lint: <check>' or '✘ lint: <check>'; the run fails when one fails. `npm run lint -- eslint`
// runs only the checks whose name starts with the words given.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const bin = (p) => path.join(here, 'node_modules', p);

const checks = [
  {
    name: 'layers (dependency-cruiser)',
    args: [bin('dependency-cruiser/bin/dependency-cruise.mjs'), 'src', 'machines', 'server-fake', 'tests', 'fixtures', 'build.mjs', 'security-headers.mjs', '--config', 'tools/lint/dependency-cruiser.cjs', '--output-type', 'err'],
  },
  {
    // No --cache: with type-checked rules a change in one file changes what another one's rules see.
    // No bulk suppressions (the 98 that predated ESLint are fixed, issue 23): a rule that does not fit a
    // line is disabled on that line, with the reason beside it (eslint-comments' rule requires one).
    name: 'eslint',
    args: [bin('eslint/bin/eslint.js'), '--config', 'tools/lint/eslint.config.js', '--max-warnings', '0', 'src', 'machines', 'server-fake', 'tests'],
  },
  { name: 'unused code (knip)', args: [bin('knip/bin/knip.js'), '--config', 'tools/lint/knip.config.js', '--no-progress'] },
];

if (!existsSync(bin('eslint'))) {
  console.error('✘ lint: tools/lint/node_modules is missing (npm ci installs it: see the postinstall script)');
  process.exit(1);
}
const only = process.argv.slice(2);
/**
 * Side by side, each check's output printed whole when it ends: in `npm test`'s first part the lint step ended last,
 * its layers and unused-code checks (some 25 s) running after ESLint while the other steps had ended and a core
 * waited; beside ESLint they take that time from a machine still busy with the rest.
 */
const run = (c) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, c.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const s = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(out);
      console.log(code === 0 ? `✔ lint: ${c.name} (${s} s)` : `✘ lint: ${c.name} failed (${s} s)`);
      resolve(code === 0);
    });
  });
const results = await Promise.all(checks.filter((c) => !only.length || only.some((w) => c.name.startsWith(w))).map(run));
process.exit(results.every(Boolean) ? 0 : 1);
