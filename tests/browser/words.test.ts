import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openApp, signInAs } from './harness';
import { closePanels, everyonesPanels, go, panelsToOpen, routesOf, settle, switchPersona, type Win } from './walk-lists';
import { personas, type PersonaDef } from '../../fixtures/personas';
import { languages } from '../../src/i18n/languages';
import { writeFigures } from '../figures';

/**
 * Issue 26 item 5: every route and side panel, as each persona, in fr, ar,
 * es and en, shows no raw key ('reminders.title'), no word of another
 * language's interface dictionary (an English one on a non-English page
 * included), no ISO date (2026-11-24) in the text or in an attribute a person
 * reads (title, aria-label, placeholder), no 'jour(s)'-style plural, and
 * (issue 34 item 5) no number written by hand: a decimal separator the
 * language does not use ('1.5 jour', '384,98' in English or Arabic, which
 * write '.') and no size left unformatted ('0.00 Mo').
 * Counts per language go to tests/.output/figures/words.json.
 *
 * The routes and panels are the responsive audit's (walk-lists.ts): each
 * persona walks the routes it may open; the owner, who may open every panel,
 * opens them all, the others the panels everyone opens for themselves. One
 * browser, one page per language, personas switched in the demo bar.
 */
type Lang = (typeof languages)[number]['code'];
const localesDir = path.resolve('src/i18n/locales');
const dictionary = (lng: string) =>
  new Set(
    readdirSync(path.join(localesDir, lng))
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => Object.values(JSON.parse(readFileSync(path.join(localesDir, lng, f), 'utf8')) as Record<string, string>))
      .map((v) => v.trim())
      // A sentence with a placeholder is never a whole text node as written.
      .filter((v) => !/\{\d+\}|\{\{/.test(v) && /\p{L}.*\p{L}/u.test(v)),
  );
const words = Object.fromEntries(languages.map((l) => [l.code, dictionary(l.code)])) as Record<Lang, Set<string>>;

/**
 * Words one language's page may show from another's dictionary, with why:
 * each language's own name in the language picker is written in that
 * language on purpose; the rest are the same in both languages, or names.
 */
const allowed = new Set<string>([...languages.map((l) => l.label)]);

const rawKey = (s: string) =>
  /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(s) && /\.[A-Za-z]{2,}/.test(s) && !/\.(pdf|png|jpe?g|svg|gif|webp|xlsx?|docx?|txt|csv|zip|com|ma|fr|org|net|io)$/i.test(s);
const isoDate = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/;
const lazyPlural = /\p{L}\((s|es|e|x|n)\)/u;
/** The decimal separator each language writes (src/i18n/format.ts: Arabic decided once, Latin digits and '.'). */
const commaDecimal = new Set<string>(['fr', 'es']);
/** A dot between digits that is not a date, a version or an address (1.2.3): a decimal written by hand. */
const dotDecimal = /(?<![\d.])\d+\.\d+(?![\d.])/g;
/** A comma followed by one or two digits, which no grouping writes: '384,98' where the language writes '384.98'. */
const commaDecimalIn = /(?<![\d,])\d+,\d{1,2}(?![\d,])/g;
/** A size with two decimals ('0.00 Mo', '10,00 MB'): Intl never writes one so (src/i18n/format.ts formatSize). */
const rawSize = /\d[.,]\d\d\s?(?:o|octets?|[KMGkmg][oB]|bytes?|بايت|م\.ب|ك\.ب|ميغابايت)(?!\p{L})/u;
/** A number the server holds as it is ('ESET 11.0': the version is content) is not the interface's. */
const wrongDecimal = (lng: string, s: string, content: Set<string>) => [...s.matchAll(commaDecimal.has(lng) ? dotDecimal : commaDecimalIn)].some((m) => !content.has(m[0]));

/** What the page shows: visible text nodes, and the placeholders, labels and titles read aloud. */
const collect = `(() => {
  const texts = new Set(), attrs = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    const s = (n.textContent || '').replace(/\\s+/g, ' ').trim();
    // A document's own text (a sanitised template, the rich text being edited) is the company's content, not the interface.
    if (!s || !el || el.closest('script, style, noscript, template, [contenteditable], .template-preview')) continue;
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
    texts.add(s);
  }
  // A closed list's options have no box of their own, yet they are the list's words.
  for (const sel of document.querySelectorAll('select'))
    if (!sel.checkVisibility || sel.checkVisibility()) for (const o of sel.options) { const s = o.text.replace(/\\s+/g, ' ').trim(); if (s) texts.add(s); }
  for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]'))
    for (const a of ['placeholder', 'aria-label', 'title']) { const v = el.getAttribute(a); if (v && v.trim()) attrs.add(v.trim()); }
  return { texts: [...texts], attrs: [...attrs] };
})()`;

/** Every short string the fake server holds: names, titles, types… are content in the company's own words, not the interface's. */
const contentStrings = (page: Page) =>
  page.evaluate(() => {
    const db = (window as unknown as Win).__mintrh.fake.backend.db as unknown as { names(): string[]; table(n: string): { all(): unknown[] } };
    const out = new Set<string>();
    const stack: Array<[unknown, number]> = db.names().flatMap((n) => db.table(n).all().map((r): [unknown, number] => [r, 0]));
    while (stack.length) {
      const [v, depth] = stack.pop()!;
      if (typeof v === 'string') {
        const s = v.replace(/\s+/g, ' ').trim();
        if (s.length < 200) out.add(s);
        // A choice list ('pc - Laptop, ecran - Screen') shows its labels one by one.
        if (s.length < 2000) for (const part of s.split(',')) out.add(part.trim()).add(part.split(' - ').at(-1)!.trim());
      } else if (v && typeof v === 'object' && depth < 4) for (const x of Object.values(v)) stack.push([x, depth + 1]);
    }
    return [...out];
  });

type Kind = 'rawKey' | 'otherLanguage' | 'english' | 'isoDate' | 'plural' | 'decimal' | 'size';
interface Tally {
  places: number;
  texts: number;
  found: Record<Kind, number>;
}
const none: Record<Kind, number> = { rawKey: 0, otherLanguage: 0, english: 0, isoDate: 0, plural: 0, decimal: 0, size: 0 };
const figures: Record<string, Tally> = {};
const findings: string[] = [];

function check(lng: Lang, where: string, seen: { texts: string[]; attrs: string[] }, content: Set<string>, tally: Tally, reported: Set<string>) {
  tally.places++;
  tally.texts += seen.texts.length;
  const report = (kind: Kind, text: string) => {
    tally.found[kind]++;
    const key = `${kind} ${text}`;
    if (reported.has(key)) return;
    reported.add(key);
    findings.push(`${lng} ${where}: ${kind} “${text.slice(0, 80)}”`);
  };
  for (const s of [...seen.texts, ...seen.attrs]) {
    if (content.has(s)) continue;
    if (rawKey(s)) report('rawKey', s);
    if (lazyPlural.test(s)) report('plural', s);
    if (isoDate.test(s)) report('isoDate', s);
    if (wrongDecimal(lng, s, content)) report('decimal', s);
    if (rawSize.test(s)) report('size', s);
  }
  for (const s of seen.texts) {
    if (content.has(s)) continue;
    if (allowed.has(s) || words[lng].has(s)) continue;
    if (lng !== 'en' && words.en.has(s)) report('english', s);
    else if ((Object.keys(words) as Lang[]).some((m) => m !== lng && m !== 'en' && words[m].has(s))) report('otherLanguage', s);
  }
}

async function openPanel(page: Page, kind: string, params: Record<string, unknown>) {
  await closePanels(page);
  await page.evaluate(([k, p]) => (window as unknown as Win).__mintrh.openPanel(k, p), [kind, params] as const);
  await page.locator('[role=dialog]').first().waitFor();
  await settle(page, '[role=dialog]');
}

test('the checks find what they look for (a walk that finds nothing must be able to)', () => {
  const tally: Tally = { places: 0, texts: 0, found: { ...none } };
  const before = findings.length;
  check(
    'fr', 'self-check',
    {
      texts: ['reminders.title', 'My reminders', 'Mis recordatorios', 'Échéance le 2026-11-24', '3 jour(s)', 'Karim Benali', 'Rappels', 'facture.pdf', 'Total jours 1.5', 'facture.pdf · 0.00 Mo', '1,5 jour', '10 Mo', 'v1.2.3', '02.12.2026', 'ESET 11.0'],
      attrs: ['Default.succesMessage', 'Demande du 2026-11-11'],
    },
    new Set(['Karim Benali', '11.0']), tally, new Set(),
  );
  assert.equal(tally.found, { rawKey: 2, otherLanguage: 1, english: 1, isoDate: 2, plural: 1, decimal: 2, size: 1 });
  check('ar', 'self-check', { texts: ['37.00 ساعة', '384,98 MAD', '1,234.50 MAD'], attrs: [] }, new Set(), tally, new Set());
  assert.is(tally.found.decimal, 3);
  findings.splice(before);
});

// WORDS_LANG=ar walks one language, WORDS_LANG=fr,ar those two (a quick look after a change; the four take about 4 minutes).
// `npm test` walks French and Arabic (right to left): a word typed in the code in any language shows in both, and
// unit/i18n.test.ts holds every key in all four; `npm run test:words` walks the four (docs/testing.md).
const onlyLangs = process.env.WORDS_LANG?.split(',').filter(Boolean);
const walked = languages.map((l) => l.code).filter((l) => !onlyLangs?.length || onlyLangs.includes(l));

/** One language's walk, in its own page: the owner through every route and panel, then each other persona. */
async function walkLanguage(lang: Lang) {
  const started = Date.now();
  const t = await openApp({ path: '/account/login', locale: { fr: 'fr-FR', ar: 'ar-MA', es: 'es-ES', en: 'en-GB' }[lang] });
  const { page } = t;
  const tally: Tally = { places: 0, texts: 0, found: { ...none } };
  const reported = new Set<string>();
  try {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.reload();
    await page.locator('[data-persona]').first().waitFor({ timeout: 30000 });
    const look = async (where: string, content: Set<string>) => check(lang, where, (await page.evaluate(collect)) as { texts: string[]; attrs: string[] }, content, tally, reported);
    await look('login', new Set());
    const owner = personas.find((p) => p.key === 'owner')!;
    await signInAs(page, 'owner');
    await page.evaluate(() => (window as unknown as Win).__mintrh.fake.faults.set({ latency: 0 }));
    const content = new Set(await contentStrings(page));
    const walk = async (p: PersonaDef, panels: 'all' | string[]) => {
      await go(page, '/');
      await look(`${p.key} /`, content);
      for (const r of routesOf(p)) {
        await go(page, r);
        await look(`${p.key} ${r}`, content);
      }
      for (const [kind, params] of await panelsToOpen(page, p.userId)) {
        if (panels !== 'all' && !panels.includes(kind)) continue;
        await openPanel(page, kind, params);
        await look(`${p.key} panel ${kind}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`, content);
      }
      await closePanels(page);
    };
    await walk(owner, 'all');
    for (const p of personas.filter((x) => x.key !== 'owner')) {
      await switchPersona(page, p);
      await walk(p, everyonesPanels);
    }
    assert.equal(t.errors, []);
  } finally {
    await t.close();
    figures[lang] = tally;
    console.log(`  ${lang}: ${tally.places} places, ${tally.texts} texts, found ${JSON.stringify(tally.found)} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

// Two languages walk side by side, each in its own page (issue 35 item 8, as the responsive audit does): a page
// spends much of its walk waiting for frames and the in-page server, which the other fills. The first test starts
// the walks, each test awaits its own; a third language starts when the first ends (two pages at a time).
const walks = new Map<Lang, Promise<void>>();
const walkOf = (lang: Lang): Promise<void> => {
  let w = walks.get(lang);
  if (!w) {
    const i = walked.indexOf(lang);
    const after = i >= 2 ? walkOf(walked[i - 2]!).catch(() => undefined) : Promise.resolve();
    w = after.then(() => walkLanguage(lang));
    w.catch(() => {}); // awaited by its own test; not an unhandled rejection meanwhile
    walks.set(lang, w);
  }
  return w;
};
for (const lang of walked) {
  test(`${lang}: every route and panel, as each persona, speaks ${lang} only, with no raw key, ISO date or lazy plural`, async () => {
    for (const l of walked) void walkOf(l);
    await walkOf(lang);
  });
}

test('nothing found in any language', () => {
  writeFigures('words', { perLanguage: figures, findings: findings.slice(0, 200) });
  assert.equal(findings, []);
});

test.run();
