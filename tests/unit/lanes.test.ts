import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimIn, longestFirst } from '../lanes';

test('browser lanes: the files longest first, whatever the listing order', () => {
  const seconds = { a: 10, b: 50, c: 30 };
  assert.equal(longestFirst(['a', 'b', 'c'], seconds), ['b', 'c', 'a']);
  assert.equal(longestFirst(['c', 'a', 'b'], seconds), ['b', 'c', 'a']);
  // Equal times: name order.
  assert.equal(longestFirst(['d', 'c', 'b', 'a'], { a: 5, b: 5, c: 5, d: 5 }), ['a', 'b', 'c', 'd']);
});

test('browser lanes: a file not measured yet counts as the median of those measured', () => {
  // Median of 10, 20, 30 is 20: 'new' comes with 'b' (name order after it), before 'a'.
  assert.equal(longestFirst(['a', 'b', 'c', 'new'], { a: 10, b: 20, c: 30 }), ['c', 'b', 'new', 'a']);
});

test('browser lanes: each file is taken by one lane only, every file by some lane', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lanes-'));
  try {
    const files = ['browser/a.test.ts', 'browser/b.test.ts', 'browser/c.test.ts', 'browser/d.test.ts', 'browser/e.test.ts'];
    // Three lanes taking in turn, as processes free at different times do; each tries every file in order.
    const lanes = [claimIn(dir), claimIn(dir), claimIn(dir)];
    const taken: string[][] = [[], [], []];
    for (const f of files) for (const [i, claim] of lanes.entries()) if (claim(f)) taken[i]!.push(f);
    assert.equal(taken.flat().sort(), files);
    assert.equal(taken[0], files, 'the first to ask takes each file; the others find it taken');
    assert.not.ok(claimIn(dir)(files[2]!), 'a file taken stays taken');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
