import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The areas' stylesheets are imported at the top of app.css, so its `.card` rule comes after them: an area's rule
 * on one class of an element that is also a card loses the properties `.card` sets, silently (the document counts'
 * tone stripes never showed, and a phone's smaller padding for the expense cards never applied). Such a declaration
 * is a lie to the next reader: write it under a more specific selector (`.list > .x`), or not at all.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : [path.join(dir, n)]));

/** What `.card` sets (src/styles/app.css), read from its rule, as property names and their longhands' stems. */
function cardProperties(): string[] {
  const rule = /(^|\n)\.card \{([^}]*)\}/.exec(readFileSync(path.join(src, 'styles/app.css'), 'utf8'));
  if (!rule) throw new Error('no .card rule in app.css');
  return rule[2]!.split(';').map((d) => d.split(':')[0]!.trim()).filter(Boolean);
}
/** A declared property overlaps one `.card` sets: the same, a longhand of it or a shorthand over it. */
const overlaps = (prop: string, card: string[]) =>
  card.some((c) => {
    const stem = c.replace(/-(bottom|top|left|right)$/, '');
    return prop === c || prop === stem || prop.startsWith(`${stem}-`) || (stem === 'margin' && /^margin(-block)?(-end)?$/.test(prop));
  });

test("no area rule on a card's own class sets what .card sets (it would never apply)", () => {
  const card = cardProperties();
  const withCard = new Set<string>();
  for (const f of walk(src).filter((f) => f.endsWith('.tsx')))
    for (const m of readFileSync(f, 'utf8').matchAll(/className=\{?[`"']([^`"']*)/g)) {
      const classes = m[1]!.split(/\s+/);
      if (classes.includes('card')) classes.filter((c) => /^[a-z][\w-]*$/.test(c) && c !== 'card').forEach((c) => withCard.add(c));
    }
  const found: string[] = [];
  for (const f of walk(path.join(src, 'styles/areas')).filter((f) => f.endsWith('.css'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/(?:^|[}\n])\s*\.([\w-]+)\s*\{([^}]*)\}/g)) {
      if (!withCard.has(m[1]!)) continue;
      const lost = m[2]!.split(';').map((d) => d.split(':')[0]!.trim()).filter((p) => p && overlaps(p, card));
      if (lost.length) found.push(`${path.relative(src, f)}: .${m[1]} { ${lost.join(', ')} }`);
    }
  }
  assert.ok(withCard.size > 10, 'the classes used beside card were read');
  assert.equal(found, []);
});

test.run();
