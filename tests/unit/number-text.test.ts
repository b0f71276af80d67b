import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { moneyRules, readNumber, readingLocales, shownNumber, writeNumber, type NumberRules } from '../../src/i18n/number-text';
import { isUnreadable } from '../../src/domain/typed-entry';
import { blocksKey, digitsOnly } from '../../src/ui/inputs/numeric-input';

/**
 * Issue 34 item 1: numbers as people write them, read with React Aria's
 * parser in the interface language and the browser's locale. French '180,50'
 * was saved as 18 050: nothing is ever scaled or cut; what cannot be read, or
 * reads as two numbers, is refused with its message key.
 */
const languages = ['fr', 'ar', 'es', 'en'] as const;
const key = (v: ReturnType<typeof readNumber>) => (isUnreadable(v) ? v.unreadable : v);

test('what people type in each language reads as the number they mean', () => {
  const cases: Array<[string, string[], number]> = [
    ['180,50', ['fr', 'en-US'], 180.5],
    ['1 250,75', ['fr', 'en-US'], 1250.75],
    ['1\u202f250,75', ['fr', 'en-US'], 1250.75],
    ['1\u00a0250,75', ['fr', 'en-US'], 1250.75],
    ['١٨٠٫٥٠', ['ar', 'en-US'], 180.5],
    ['١٬٢٥٠٫٧٥', ['ar', 'fr-FR'], 1250.75],
    ['١٨٠,٥٠', ['ar'], 180.5],
    ['1.250,75', ['es', 'en-US'], 1250.75],
    ['1250,75', ['es', 'en-US'], 1250.75],
    ['1,250.75', ['en', 'fr-FR'], 1250.75],
    ['1250.75', ['en', 'es-ES'], 1250.75],
    // A French screen in an English browser: the point is the browser's decimal sign, and French has no other reading.
    ['120.5', ['fr', 'en-US'], 120.5],
    [' 42 ', ['fr'], 42],
    ['0', ['fr'], 0],
  ];
  for (const [text, locales, expected] of cases) assert.is(readNumber(text, moneyRules, locales), expected, `${JSON.stringify(text)} in ${locales.join(', ')}`);
  assert.is(readNumber('', moneyRules, ['fr']), null);
  assert.is(readNumber('   ', moneyRules, ['fr']), null);
});

test('what cannot be read is refused, never scaled or cut, the text kept as typed', () => {
  const cases: Array<[string, string[], string]> = [
    ['1,2,3', ['fr', 'en-US'], 'input.number.invalid'],
    ['1,2,3', ['en'], 'input.number.invalid'],
    ['12abc', ['fr', 'en-US'], 'input.number.invalid'],
    ['12 50', ['fr'], 'input.number.invalid'],
    ['180,', ['fr'], 'input.number.invalid'],
    ['1e5', ['en'], 'input.number.invalid'],
    // The Arabic interface writes 180.50: its comma is a group sign, so 180,50 would have been 18050.
    ['180,50', ['ar', 'en-US'], 'input.number.invalid'],
    // Spanish groups with the point: '1.25' is not 125.
    ['1.25', ['es'], 'input.number.invalid'],
    ['120.5', ['fr', 'fr-FR'], 'input.number.invalid'],
    // Two locales, two numbers.
    ['1,250', ['en', 'fr-FR'], 'input.number.ambiguous'],
    ['1.250', ['es', 'en-US'], 'input.number.ambiguous'],
    ['180,505', ['fr'], 'input.number.decimals'],
    ['-5', ['fr'], 'input.number.min'],
    ['2 000 000 000 000', ['fr'], 'input.number.max'],
  ];
  for (const [text, locales, expected] of cases) {
    const r = readNumber(text, moneyRules, locales);
    assert.is(key(r), expected, `${JSON.stringify(text)} in ${locales.join(', ')}`);
    assert.ok(isUnreadable(r) && r.text === text, 'the text is kept as typed');
  }
  const ambiguous = readNumber('1,250', moneyRules, ['en', 'fr-FR']);
  assert.equal(isUnreadable(ambiguous) && ambiguous.params, ['1,250', '1.25'], 'both readings are named, in the interface language');
  assert.is(key(readNumber('3,5', { decimals: 0 }, ['fr'])), 'input.number.whole');
  // Spec 3 section 5: a form's Number answer that is no number says validation.number; its other refusals keep theirs.
  const answer = { decimals: 6, notANumber: 'validation.number' };
  assert.equal(readNumber('abc', answer, ['fr']), { unreadable: 'validation.number', text: 'abc' });
  assert.is(key(readNumber('1,2345678', answer, ['fr'])), 'input.number.decimals');
});

test('the locales read: the interface language (and how its readers also write), then the browser locale, once each; a broken tag is left out', () => {
  assert.equal(readingLocales('fr', 'fr'), ['fr']);
  assert.equal(readingLocales('ar', 'en-US'), ['ar', 'fr', 'en-US'], 'Arabic is also read as the Maghreb writes numbers, the French way');
  assert.is(readNumber('1 250,75', moneyRules, readingLocales('ar', 'en-US')), 1250.75);
  assert.is(readNumber('1,250.75', moneyRules, readingLocales('ar', 'en-US')), 1250.75);
  assert.is(readNumber('180,50', moneyRules, readingLocales('ar', 'en-US')), 180.5);
  assert.ok(isUnreadable(readNumber('1,250', moneyRules, readingLocales('ar', 'en-US'))), '1,250: 1250 or 1,25, refused');
  assert.equal(readingLocales('es', undefined), ['es']);
  assert.equal(readingLocales('en', 'not a locale!'), ['en']);
});

/** Amounts from 0 to a hundred billion with 0, 1 or 2 decimals, drawn from a fixed seed. */
const amounts = fc.tuple(fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99_999_999_999 })), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 2 })).map(([units, cents, decimals]) => ({
  value: decimals === 0 ? units : decimals === 1 ? units + Math.floor(cents / 10) / 10 : units + cents / 100,
  decimals,
}));
const runs = { seed: 34, numRuns: 250 };

test('property: an amount written in fr, ar, es or en, grouped or not, reads back as itself', () => {
  fc.assert(
    fc.property(amounts, ({ value, decimals }) => {
      for (const lng of languages) {
        const rules: NumberRules = { ...moneyRules, decimals: 2 };
        for (const text of [writeNumber(value, lng, { decimals, padDecimals: true }), writeNumber(value, lng, { decimals, padDecimals: true }, false), new Intl.NumberFormat(lng, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)])
          assert.is(readNumber(text, rules, [lng]), value, `${lng} ${JSON.stringify(text)}`);
      }
      // Arabic-Indic digits, and the three spaces French is typed with.
      const indic = new Intl.NumberFormat('ar-u-nu-arab', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
      assert.is(readNumber(indic, moneyRules, ['ar']), value, `ar ${indic}`);
      const fr = writeNumber(value, 'fr', { decimals, padDecimals: true });
      for (const space of [' ', '\u00a0', '\u202f']) assert.is(readNumber(fr.replaceAll('\u202f', space), moneyRules, ['fr']), value, `fr ${JSON.stringify(fr)}`);
    }),
    runs,
  );
});

test('property: what a field shows reads back as itself in every pair of interface language and browser locale', () => {
  const browsers = ['fr-FR', 'ar-MA', 'ar-EG', 'es-ES', 'en-US', 'de-DE'];
  fc.assert(
    fc.property(amounts, ({ value }) => {
      for (const lng of languages)
        for (const browser of browsers)
          for (const rules of [moneyRules, { decimals: 6 }]) {
            const locales = [lng, browser];
            const shown = shownNumber(value, rules, locales);
            assert.is(readNumber(shown, rules, locales), value, `${lng}+${browser} ${JSON.stringify(shown)}`);
          }
    }),
    { ...runs, numRuns: 40 },
  );
});

test('money is shown back with its two decimals, grouped as the language groups', () => {
  assert.is(shownNumber(180.5, moneyRules, ['fr']), '180,50');
  assert.is(shownNumber(1250.75, moneyRules, ['fr']), '1\u202f250,75');
  assert.is(shownNumber(1250.75, moneyRules, ['es']), '1.250,75');
  assert.is(shownNumber(1250.75, moneyRules, ['en']), '1,250.75');
  // 1,250 in English is 1,25 in a French browser: shown without groups there.
  assert.is(shownNumber(1250, { decimals: 6 }, ['en', 'fr-FR']), '1250');
  assert.is(shownNumber(1250, { decimals: 6 }, ['en', 'en-US']), '1,250');
});

test("the digits-only mode (spec 1 section 5) takes Arabic-Indic digits as digits, and still nothing else", () => {
  assert.is(digitsOnly('١٢'), '12');
  assert.is(digitsOnly('1a2-3 4,5.6e7'), '1234567');
  assert.is(blocksKey({ key: '٣' }), false);
  for (const key of ['a', ',', '.', '٫']) assert.is(blocksKey({ key }), true, key);
});

test.run();
