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

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/**
 * A phrase said of one kind of record, i18next's context named by the record's statechart id
 * ('decision.refused_leaveRequest'): a language whose word agrees with the record (Arabic, a leave is feminine) adds
 * the form it needs, the others keep the one phrase. Counted by its base key, as a plural form is.
 */
const recordContext = /_[a-z]+[A-Z]\w*$/;
const baseKeys = (d: Record<string, string>) => new Set(Object.keys(d).map((k) => k.replace(pluralSuffix, '').replace(recordContext, '')));

test('every namespace has the same keys in fr, ar, es and en (a counted phrase by its base key), none empty', () => {
  const problems: string[] = [];
  for (const ns of namespaces) {
    const fr = baseKeys(load('fr', ns));
    for (const lng of ['ar', 'es', 'en']) {
      const dict = load(lng, ns);
      const other = baseKeys(dict);
      for (const k of fr) if (!other.has(k)) problems.push(`${lng}/${ns}: missing ${k}`);
      for (const k of other) if (!fr.has(k)) problems.push(`fr/${ns}: missing ${k} (present in ${lng})`);
      for (const [k, v] of Object.entries(dict)) if (!String(v).trim()) problems.push(`${lng}/${ns}: empty ${k}`);
    }
  }
  assert.equal(problems, []);
});

test('a counted phrase has every plural form its language has (Arabic six, French and Spanish three, English two), and no phrase counts with (s)', () => {
  const problems: string[] = [];
  for (const lng of ['fr', 'ar', 'es', 'en']) {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const ns of namespaces) {
      const dict = load(lng, ns);
      const counted = new Set(Object.keys(dict).filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')));
      for (const base of counted) for (const c of categories) if (!(`${base}_${c}` in dict)) problems.push(`${lng}/${ns}: ${base}_${c}`);
      for (const [k, v] of Object.entries(dict)) if (/\p{L}\((s|es|e|e\)\(s)\)/u.test(v)) problems.push(`${lng}/${ns}: ${k} counts with '(s)': ${v}`);
    }
  }
  assert.equal(problems, []);
});

test('plural forms as a reader meets them: 3 jours, 1 jour, 3 أيام, 11 يومًا, 2 days', async () => {
  const { countText } = await import('../../src/i18n/i18n');
  const read = (lng: string, n: number) => {
    const dict = load(lng, 'leave');
    const t = (key: string, o: { count: number }) => dict[`${key}_${new Intl.PluralRules(lng).select(o.count)}`];
    return countText(t, 'form.notice', n);
  };
  assert.is(read('fr', 3), 'Délai de prévenance : 3 jours');
  assert.is(read('fr', 1), 'Délai de prévenance : 1 jour');
  assert.is(read('ar', 3), 'مهلة الإشعار: 3 أيام');
  assert.is(read('ar', 11), 'مهلة الإشعار: 11 يومًا');
  assert.is(read('ar', 2), 'مهلة الإشعار: يومان');
  assert.is(read('en', 2), 'Notice period: 2 days');
  assert.is(read('es', 1), 'Plazo de preaviso: 1 día');
});

test("a task's time left or late counts as the language does (review s30: '1 j restants', 'متبقي 3 يوم')", async () => {
  const { countText } = await import('../../src/i18n/i18n');
  const { remainingKey } = await import('../../src/features/tasks/task-format');
  const read = (lng: string, isObsolute: boolean, unit: 'days' | 'hours', n: number) => {
    const dict = load(lng, 'deferred');
    const t = (key: string, o: { count: number }) => dict[`${key}_${new Intl.PluralRules(lng).select(o.count)}`];
    return countText(t, remainingKey({ isObsolute, dateRepresentation: unit }), n);
  };
  assert.is(read('fr', false, 'days', 1), '1 jour restant');
  assert.is(read('fr', false, 'days', 3), '3 jours restants');
  assert.is(read('fr', true, 'hours', 1), '1 heure de retard');
  assert.is(read('es', false, 'days', 1), 'Queda 1 día');
  assert.is(read('en', true, 'days', 2), '2 days late');
  assert.is(read('ar', false, 'days', 1), 'المتبقي: يوم واحد');
  assert.is(read('ar', false, 'days', 2), 'المتبقي: يومان');
  assert.is(read('ar', false, 'days', 3), 'المتبقي: 3 أيام');
  assert.is(read('ar', true, 'hours', 11), 'التأخير: 11 ساعة');
  assert.is(read('ar', false, 'hours', 0), 'المتبقي: أقل من ساعة');
  for (const lng of ['fr', 'ar', 'es', 'en'])
    for (const n of [0, 1, 2, 3, 11, 100, 1000000])
      for (const late of [false, true]) for (const unit of ['days', 'hours'] as const) assert.ok(read(lng, late, unit, n), `${lng} ${n} ${late} ${unit}`);
});

test('every literal key the code passes to t() or countText() exists in French', () => {
  const fr = namespaces.flatMap((ns) => Object.keys(load('fr', ns)));
  const all = new Set(fr);
  const counted = new Set(fr.filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')));
  const missing: string[] = [];
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : /\.tsx?$/.test(n) ? [path.join(dir, n)] : []));
  for (const file of walk(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([^'`$]+)'(\s*,\s*\{\s*count\b)?/g)) if (!(m[2] ? counted.has(m[1]) : all.has(m[1]))) missing.push(`${path.relative(root, file)}: ${m[1]}`);
    for (const m of text.matchAll(/\bcountText\(\s*\w+\s*,\s*'([^']+)'/g)) if (!counted.has(m[1])) missing.push(`${path.relative(root, file)}: ${m[1]} (counted)`);
  }
  assert.equal(missing, []);
});

test('a literal key is found where its t() looks: the first namespace of useTranslation or the ns it names, then common, then deferred (a raw reminders.title showed on the profile page)', () => {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : /\.tsx?$/.test(n) ? [path.join(dir, n)] : []));
  const keysOf = (ns: string) => baseKeys(namespaces.includes(ns as never) ? load('fr', ns) : {});
  const missing: string[] = [];
  for (const file of walk(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    // react-i18next's t looks in the first namespace it was given (then the fallbackNS, common and deferred), not in the others of the list.
    const firsts = new Set([...text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)].map((m) => /'([^']+)'/.exec(m[1] ?? '')?.[1] ?? 'common'));
    if (firsts.size !== 1) continue;
    const [ns] = firsts;
    const lookedIn = (first: string) => new Set([...keysOf(first), ...keysOf('common'), ...keysOf('deferred')]);
    for (const m of text.matchAll(/\bt\(\s*'([^'`$]+)'(\s*,\s*\{[^}]*\bns:\s*'([^']+)')?/g)) {
      if (!lookedIn(m[3] ?? ns).has(m[1])) missing.push(`${path.relative(root, file)}: ${m[1]} (looked in ${m[3] ?? ns}, common, deferred)`);
    }
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

test("in French, 'de' before a name that starts with a vowel sound is elided; elsewhere, and in other languages, it is not", async () => {
  if (!i18next.isInitialized) await i18next.init({ resources: {} });
  const was = i18next.language;
  await i18next.changeLanguage('fr');
  const leave = (name: string) => fillPlaceholders('Congé de {0} accepté', name);
  assert.is(leave('Ilyas Amrani'), "Congé d'Ilyas Amrani accepté");
  assert.is(leave('Éric Noël'), "Congé d'Éric Noël accepté");
  assert.is(leave('Yves Martin'), "Congé d'Yves Martin accepté");
  assert.is(leave('Yasmine El Idrissi'), 'Congé de Yasmine El Idrissi accepté');
  assert.is(leave('Hassan Tazi'), 'Congé de Hassan Tazi accepté');
  assert.is(leave('Karim Benali'), 'Congé de Karim Benali accepté');
  assert.is(fillPlaceholders('De {0} à {1}', 'avril', 'mai'), "D'avril à mai");
  assert.is(fillPlaceholders('Un fichier de {0} maximum', '10 Mo'), 'Un fichier de 10 Mo maximum');
  // 'de' inside a word is no article: 'Commande {0}' stays whole.
  assert.is(fillPlaceholders('Commande {0}', 'Achat'), 'Commande Achat');
  await i18next.changeLanguage('es');
  assert.is(fillPlaceholders('Permiso de {0} aceptado', 'Ilyas Amrani'), 'Permiso de Ilyas Amrani aceptado');
  await i18next.changeLanguage(was);
});

test.run();
