import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { directionOf, pickLanguage } from '../../src/i18n/languages';
import { fillPlaceholders, initI18n } from '../../src/i18n/i18n';
import { namespaces } from '../../src/i18n/namespaces';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const locales = path.join(root, 'src/i18n/locales');
const load = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(locales, lng, `${ns}.json`), 'utf8')) as Record<string, string>;

/** i18next's plural keys end with the language's plural category: 'duration.days_few' is 'duration.days' in Arabic. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A language's keys with its plural forms folded into their base key. */
const baseKeys = (words: Record<string, string>) => new Set(Object.keys(words).map((k) => k.replace(PLURAL, '')));

test('every namespace has the same keys in fr, ar, es and en, none empty; plural keys carry every form of their language', () => {
  const problems: string[] = [];
  for (const ns of namespaces) {
    const fr = baseKeys(load('fr', ns));
    for (const lng of ['fr', 'ar', 'es', 'en']) {
      const words = load(lng, ns);
      const other = baseKeys(words);
      for (const k of fr) if (!other.has(k)) problems.push(`${lng}/${ns}: missing ${k}`);
      for (const k of other) if (!fr.has(k)) problems.push(`fr/${ns}: missing ${k} (present in ${lng})`);
      for (const [k, v] of Object.entries(words)) if (!String(v).trim()) problems.push(`${lng}/${ns}: empty ${k}`);
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const base of new Set(Object.keys(words).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, ''))))
        for (const c of categories) if (!(`${base}_${c}` in words)) problems.push(`${lng}/${ns}: ${base} lacks its '${c}' form`);
    }
  }
  assert.equal(problems, []);
});

test('the rule on plural keys finds an Arabic key short of its six forms', () => {
  const categories = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
  assert.is(categories.length, 6);
  const words = { 'n_one': 'x', 'n_other': 'y' };
  assert.ok(categories.some((c) => !(`n_${c}` in words)));
});

test('every literal key the code passes to t() exists in French', () => {
  // A key given with a count names its plural forms by their base.
  const all = new Set(namespaces.flatMap((ns) => [...baseKeys(load('fr', ns))]));
  const missing: string[] = [];
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : /\.tsx?$/.test(n) ? [path.join(dir, n)] : []));
  for (const file of walk(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([^'`$]+)'/g)) if (!all.has(m[1])) missing.push(`${path.relative(root, file)}: ${m[1]}`);
  }
  assert.equal(missing, []);
});

test('language choice: stored, then browser, then French', () => {
  assert.is(pickLanguage('ar'), 'ar');
  assert.is(pickLanguage('de', ['es-ES', 'en']), 'es');
  assert.is(pickLanguage(null, ['de-DE']), 'fr');
  assert.is(pickLanguage('xx'), 'fr');
  assert.is(directionOf('ar'), 'rtl');
  assert.is(directionOf('fr'), 'ltr');
});

test('a language stands alone: English loads no French words (every key is in every language, above); an unknown key comes back as itself', async () => {
  const i = i18next.createInstance();
  await initI18n({ getItem: () => 'en' }, i);
  await i.loadNamespaces('common');
  assert.is(i.t('RequiredAttribute'), 'This field is required');
  assert.not.ok(i.hasResourceBundle('fr', 'common'), 'the French words were not fetched');
  assert.is(i.t('A server sentence: kept.'), 'A server sentence: kept.');
});

test('{0} placeholders are filled by position', () => {
  assert.is(fillPlaceholders('Bonjour {0}, {1} demandes', 'Nadia', 3), 'Bonjour Nadia, 3 demandes');
});

test.run();
