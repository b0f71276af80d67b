import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 36 item 3: the inspector's live state is a box filled with the accent
 * (--brand-strong) holding its words in the surface colour (demo.css). In
 * every skin, light and dark, and in the app's defaults, the two meet WCAG
 * AA for text (4.5:1). The browser test measures the same on the drawn page.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const skins = path.join(root, 'src/public/skin');

const channel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const n = hex.replace('#', '');
  const full = n.length === 3 ? [...n].map((c) => c + c).join('') : n;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(full.slice(i, i + 2), 16) / 255));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const variable = (css: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,6})\\b`).exec(css)?.[1];

test('the live state’s words on its fill reach 4.5:1 in every skin and in the defaults', () => {
  const sheets = [['defaults', readFileSync(path.join(root, 'src/styles/app.css'), 'utf8')] as const, ...readdirSync(skins).map((f) => [f, readFileSync(path.join(skins, f), 'utf8')] as const)];
  const demo = readFileSync(path.join(root, 'src/styles/areas/demo.css'), 'utf8');
  assert.match(demo, /\.diagram-state:not\(\.is-compound\)\.is-active rect \{ fill: var\(--brand-strong\); \}/);
  assert.match(demo, /\.diagram-state:not\(\.is-compound\)\.is-active > text \{ fill: var\(--surface\);/);
  const low: string[] = [];
  for (const [name, css] of sheets) {
    const fill = variable(css, 'brand-strong');
    const text = variable(css, 'surface');
    assert.ok(fill && text, `${name} sets --brand-strong and --surface`);
    const ratio = contrast(fill, text);
    if (ratio < 4.5) low.push(`${name}: ${ratio.toFixed(2)}`);
  }
  assert.equal(low, []);
  assert.ok(sheets.length >= 4);
});

test.run();
