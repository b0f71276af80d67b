import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A merge's conflict markers left in a stylesheet, a locale or a README pass
 * the type check and most suites (a CSS parser skips the broken rule): one
 * slipped into lists.css and put the 'Filters' button back on wide screens.
 * No tracked text file may hold one.
 */
const root = path.resolve(import.meta.dirname, '../..');
const marker = /^(<{7} |>{7} |={7}$)/m;

test('no tracked file holds a merge conflict marker', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter((f) => /\.(ts|tsx|mjs|js|json|css|html|md|tsv|yml|yaml)$/.test(f));
  assert.ok(files.length > 100, 'the tracked files are listed');
  const marked = files.filter((f) => {
    try {
      return marker.test(readFileSync(path.join(root, f), 'utf8'));
    } catch {
      return false; // a file deleted in the work tree but still tracked
    }
  });
  assert.equal(marked, []);
});

test.run();
