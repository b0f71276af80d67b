import { NumberParser } from '@internationalized/number';
import type { Unreadable } from '../domain/typed-entry';

/**
 * Numbers as people write them (issue 34 item 1): read with React Aria's
 * parser in the interface language and in the browser's locale, written back
 * with Intl. The parser alone is lenient (it drops every group sign wherever
 * it stands: '1,2,3' is 123 in English), so a reading counts only when the
 * number, written again in that locale, gives back what was typed; a text
 * that two locales read as two numbers is refused as ambiguous.
 */
export interface NumberRules {
  /** Most digits after the decimal sign (money: 2; a count: 0). */
  decimals: number;
  /** Always show every decimal when written back (money: 180,50). */
  padDecimals?: boolean;
  min?: number;
  max?: number;
  /** The message key for a text that reads as no number, where the spec names one (a form's Number answer: validation.number). */
  notANumber?: string;
}

/** Money: two decimals, never negative; a trillion is well past any expense and still exact in a float. */
export const moneyRules: NumberRules = { decimals: 2, padDecimals: true, min: 0, max: 1e12 };

// The parser keeps up to 20 decimals, so a longer fraction is seen (and refused), never rounded.
const MAX_FRACTION = 20;
const parsers = new Map<string, NumberParser>();
const formatters = new Map<string, Intl.NumberFormat>();

function parserFor(locale: string) {
  let p = parsers.get(locale);
  if (!p) parsers.set(locale, (p = new NumberParser(locale, { maximumFractionDigits: MAX_FRACTION })));
  return p;
}

function formatterFor(locale: string, min: number, max: number, grouping: boolean) {
  const key = `${locale}|${min}|${max}|${grouping}`;
  let f = formatters.get(key);
  // 'always': Spanish leaves 1250 ungrouped by default, yet 1.250 is how many write it.
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: grouping ? 'always' : false })));
  return f;
}

/**
 * The same text for our comparison: the three spaces people type as a group
 * sign (space, no-break, narrow no-break) are one, invisible direction marks
 * go, and with Arabic-Indic digits the comma keyboards give for the decimal
 * sign is that sign, as the parser itself reads it.
 */
function comparable(text: string, numberingSystem: string) {
  let s = text.trim().replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ').replaceAll('\u200e', '').replaceAll('\u200f', '').replaceAll('\u061c', '');
  if (numberingSystem === 'arab') s = s.replaceAll(',', '\u066b').replaceAll('\u060c', '\u066b');
  return s;
}

interface Reading {
  value: number;
  fractionDigits: number;
}

/** One locale's reading: the number and how many decimals were typed, or null when the text is not written that way. */
function readIn(locale: string, text: string): Reading | null {
  const parser = parserFor(locale);
  const value = parser.parse(text);
  if (!Number.isFinite(value)) return null;
  const numberingSystem = parser.getNumberingSystem(text);
  const written = new Intl.Locale(locale, { numberingSystem }).toString();
  const typed = comparable(text, numberingSystem);
  // At least the decimals the number has, at most as many as characters typed.
  const fewest = formatterFor('en', 0, MAX_FRACTION, false).format(Math.abs(value)).split('.')[1]?.length ?? 0;
  for (let k = fewest; k <= Math.min(MAX_FRACTION, text.length); k++)
    for (const grouping of [false, true])
      if (comparable(formatterFor(written, k, k, grouping).format(value), numberingSystem) === typed) return { value: Object.is(value, -0) ? 0 : value, fractionDigits: k };
  return null;
}

const unreadable = (text: string, key: string, ...params: Array<string | number>): Unreadable => ({ unreadable: key, text, ...(params.length ? { params } : {}) });

/**
 * Beside a language, how its readers also write numbers: Arabic as written in the Maghreb, where this product's
 * companies work (MAD), writes '1 250,75' the French way as often as '1,250.75' (persona review). A text the two read
 * as two numbers ('1,250') is refused as ambiguous, never guessed.
 */
const alsoWritten: Record<string, readonly string[]> = { ar: ['fr'] };

/** The locales a typed number is read in: the interface language first (and how its readers also write), then the browser's, each once. */
export function readingLocales(language: string, browser: string | undefined = globalThis.navigator?.language): string[] {
  const all = [language, ...(alsoWritten[language] ?? []), browser].filter((l): l is string => !!l);
  return all.filter((l, i) => {
    try {
      return all.indexOf(l) === i && Intl.NumberFormat.supportedLocalesOf(l).length > 0;
    } catch {
      return false;
    }
  });
}

/**
 * What a typed text says: a number, null when empty, or why it cannot be
 * read (message keys of the common namespace, with their {0}).
 */
export function readNumber(text: string, rules: NumberRules, locales: readonly string[]): number | null | Unreadable {
  if (!text.trim()) return null;
  const readings = locales.map((l) => readIn(l, text)).filter((r): r is Reading => r !== null);
  if (!readings.length) return rules.notANumber ? unreadable(text, rules.notANumber) : unreadable(text, 'input.number.invalid', writeNumber(1250.75, locales[0] ?? 'fr', { decimals: 2 }));
  if (readings.some((r) => r.value !== readings[0].value)) return unreadable(text, 'input.number.ambiguous', ...readings.map((r) => writeNumber(r.value, locales[0] ?? 'fr', { decimals: MAX_FRACTION })));
  const { value, fractionDigits } = readings[0];
  if (fractionDigits > rules.decimals) return rules.decimals === 0 ? unreadable(text, 'input.number.whole') : unreadable(text, 'input.number.decimals', rules.decimals);
  if (rules.min !== undefined && value < rules.min) return unreadable(text, 'input.number.min', writeNumber(rules.min, locales[0] ?? 'fr', rules));
  if (rules.max !== undefined && value > rules.max) return unreadable(text, 'input.number.max', writeNumber(rules.max, locales[0] ?? 'fr', rules));
  return value;
}

/** A number written as the language writes it (1 250,75 in French), with the field's decimals. */
export function writeNumber(value: number, locale: string, rules: Pick<NumberRules, 'decimals' | 'padDecimals'>, grouping = true): string {
  return formatterFor(locale, rules.padDecimals ? rules.decimals : 0, rules.decimals, grouping).format(value);
}

/**
 * The text a field shows for its number: grouped as the language writes it,
 * unless that text would read as another number in one of the locales (1,250
 * in English is 1,25 in French): then without groups.
 */
export function shownNumber(value: number, rules: NumberRules, locales: readonly string[]): string {
  const locale = locales[0] ?? 'fr';
  const grouped = writeNumber(value, locale, rules);
  return readNumber(grouped, rules, locales) === value ? grouped : writeNumber(value, locale, rules, false);
}
