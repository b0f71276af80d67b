import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Arabic mirrors for free only if styles use logical properties: no physical
 * left/right margins, paddings, borders, floats or text alignment in any
 * stylesheet or inline style (a centred dialog's left: 50% is symmetric), no
 * four-value shorthand whose left and right differ.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)]));
const physicalCss = /(margin|padding|border)-(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|(^|[\s;{])(left|right)\s*:\s*(?!50%)[-\d.]/;
/**
 * A four-value shorthand is physical too: `padding: top right bottom left` keeps its left in Arabic, where the
 * start is on the right (issue 34 item 6: an approval step's icon lay over the approver's initials). Only its two
 * sides differing make it one-sided.
 */
const fourSides = /(?:^|[\s;{])(?:margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)\s*:\s*([^;{}]+)/g;
const oneSided = (line: string) =>
  [...line.matchAll(fourSides)].some((m) => {
    const v = m[1].trim().replace(/\s*!important$/, '').split(/\s+(?![^(]*\))/);
    return v.length === 4 && v[1] !== v[3];
  });
const physicalInline = /\b(marginLeft|marginRight|paddingLeft|paddingRight|borderLeft|borderRight)\b|textAlign:\s*'(left|right)'|float:\s*'(left|right)'/;

test('no physical left/right in styles', () => {
  const found: string[] = [];
  for (const f of walk(src)) {
    const lines = /\.css$/.test(f) ? readFileSync(f, 'utf8').split('\n') : /\.tsx$/.test(f) ? readFileSync(f, 'utf8').split('\n') : [];
    const rule = f.endsWith('.css') ? physicalCss : physicalInline;
    lines.forEach((l, i) => (rule.test(l) || (f.endsWith('.css') && oneSided(l))) && found.push(`${path.relative(src, f)}:${i + 1}: ${l.trim().slice(0, 100)}`));
  }
  assert.equal(found, []);
});

test.run();
