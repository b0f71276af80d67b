import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Arabic mirrors for free only if styles use logical properties: no physical
 * left/right margins, paddings, borders, floats or text alignment in any
 * stylesheet or inline style (a centred dialog's left: 50% is symmetric).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)]));
const physicalCss = /(margin|padding|border)-(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|(^|[\s;{])(left|right)\s*:\s*(?!50%)[-\d.]/;
const physicalInline = /\b(marginLeft|marginRight|paddingLeft|paddingRight|borderLeft|borderRight)\b|textAlign:\s*'(left|right)'|float:\s*'(left|right)'/;

test('no physical left/right in styles', () => {
  const found: string[] = [];
  for (const f of walk(src)) {
    const lines = /\.css$/.test(f) ? readFileSync(f, 'utf8').split('\n') : /\.tsx$/.test(f) ? readFileSync(f, 'utf8').split('\n') : [];
    const rule = f.endsWith('.css') ? physicalCss : physicalInline;
    lines.forEach((l, i) => rule.test(l) && found.push(`${path.relative(src, f)}:${i + 1}: ${l.trim().slice(0, 100)}`));
  }
  assert.equal(found, []);
});

test.run();
