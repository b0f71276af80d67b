import { test } from 'uvu';
import * as assert from 'uvu/assert';
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDuration } from '../../src/i18n/duration';

/**
 * Spec 2 section 9: a leave quantity is days, or hours with two decimals for
 * the hourly type (unit 1). Issue 26 item 5: through i18next's plural forms in
 * every language, and numbers as the language writes them, the same on every
 * screen (the leave list wrote '2.5' where the dashboard wrote '2,5').
 */
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales');
const words = (lng: string) => JSON.parse(readFileSync(path.join(locales, lng, 'common.json'), 'utf8'));
const DAYS = 0;
const HOURS = 1;

const i = i18next.createInstance();
await i.init({ lng: 'fr', resources: Object.fromEntries(['fr', 'en', 'es', 'ar'].map((l) => [l, { common: words(l) }])), ns: ['common'], defaultNS: 'common', keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
const say = (lng: string) => i.getFixedT(lng, 'common');

test('French: one day, half days with a comma, days; hours with two decimals', () => {
  assert.is(formatDuration(say('fr'), 1, DAYS, 'fr'), '1 jour');
  assert.is(formatDuration(say('fr'), 1.5, DAYS, 'fr'), '1,5 jour');
  assert.is(formatDuration(say('fr'), 2.5, DAYS, 'fr'), '2,5 jours');
  assert.is(formatDuration(say('fr'), 3, DAYS, 'fr'), '3 jours');
  assert.is(formatDuration(say('fr'), 2, HOURS, 'fr'), '2,00 heures');
  assert.is(formatDuration(say('fr'), 7.5, HOURS, 'fr'), '7,50 heures');
});

test('English and Spanish', () => {
  assert.is(formatDuration(say('en'), 1, DAYS, 'en'), '1 day');
  assert.is(formatDuration(say('en'), 12, DAYS, 'en'), '12 days');
  assert.is(formatDuration(say('en'), 2.5, DAYS, 'en'), '2.5 days');
  assert.is(formatDuration(say('es'), 3, DAYS, 'es'), '3 días');
  assert.is(formatDuration(say('es'), 1, HOURS, 'es'), '1,00 hora');
});

test("Arabic's forms: one, two, few (3–10), many (11–99), other (100…), digits as Arabic writes them", () => {
  const ar = (n: number) => new Intl.NumberFormat('ar').format(n);
  assert.is(formatDuration(say('ar'), 1, DAYS, 'ar'), 'يوم واحد');
  assert.is(formatDuration(say('ar'), 2, DAYS, 'ar'), 'يومان');
  assert.is(formatDuration(say('ar'), 3, DAYS, 'ar'), `${ar(3)} أيام`);
  assert.is(formatDuration(say('ar'), 11, DAYS, 'ar'), `${ar(11)} يومًا`);
  assert.is(formatDuration(say('ar'), 100, DAYS, 'ar'), `${ar(100)} يوم`);
});

test.run();
