import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A file's name shown to a person reads in its own direction, whatever the
 * page's: '00-signin-desktop-fr.png' came out as 'signin-desktop-fr.png-00'
 * in Arabic (persona review, 2026-12-02). Every element that shows a file's
 * name has a class whose rule says `unicode-bidi: plaintext` (its first
 * letter decides).
 */
const root = path.resolve('src');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => { const f = path.join(dir, n); return statSync(f).isDirectory() ? walk(f) : [f]; });
const files = walk(root);
const css = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(f, 'utf8')).join('\n');

test('every element showing a file name reads in its own direction', () => {
  const shown = new Set<string>();
  const bare: string[] = [];
  for (const f of files.filter((x) => x.endsWith('.tsx'))) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/<span( className="([^"]+)")?>\{(?:f|file|a)\.name\}<\/span>/g)) {
      if (!m[2]) bare.push(path.relative(root, f));
      else shown.add(m[2]);
    }
  }
  assert.equal(bare, [], 'a file name in a span with no class');
  assert.ok(shown.size >= 2, `file names found: ${[...shown].join(', ')}`);
  for (const cls of shown) {
    const rules = [...css.matchAll(new RegExp(`\\.${cls}\\b[^{]*\\{([^}]*)\\}`, 'g'))].map((m) => m[1]);
    assert.ok(rules.some((r) => /unicode-bidi:\s*plaintext/.test(r!)), `.${cls} has no unicode-bidi: plaintext`);
  }
});

test.run();
