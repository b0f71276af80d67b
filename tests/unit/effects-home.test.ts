import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 23 item 4: a statechart's effects are bound in one file per machine,
 * named <machine-name>.effects.ts, and views import the bound machine. No file
 * is pending any more (ESLint's no-restricted-syntax in tools/lint/eslint.config.js
 * says so at the line); the list stays empty.
 */
const root = path.resolve(import.meta.dirname, '../..');
const pending: string[] = [];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
const binding = files(path.join(root, 'src'))
  .filter((f) => /\.provide\(/.test(readFileSync(f, 'utf8')))
  .map((f) => path.relative(root, f));

test('every .provide() of src sits in a <machine-name>.effects.ts file (or in a file still pending)', () => {
  assert.ok(binding.filter((f) => f.endsWith('.effects.ts')).length >= 15, 'the effects files are found');
  assert.equal(binding.filter((f) => !f.endsWith('.effects.ts') && !pending.includes(f)), []);
});

test('the pending list only names files that still bind (a file moved leaves it)', () => {
  assert.equal(pending.filter((f) => !binding.includes(f)), []);
});

test.run();
