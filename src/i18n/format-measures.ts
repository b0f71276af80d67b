import type { TFunction } from 'i18next';
import { HOURS_UNIT } from '../domain/leave-unit';
import { cached, current, formatFixed2, numberCache } from './format';

/**
 * The formatting module's second file (format.ts says why there are two): money, currencies' names, distances,
 * sizes, hours, counted phrases and lists, in the interface language, through Intl and the same caches.
 */

const pluralCache = cached<Intl.PluralRulesOptions, Intl.PluralRules>(new Map(), (tag, o) => new Intl.PluralRules(tag, o));

/** Hours, short: '7,50 h' (the leave form's balance of the hourly type). */
export const formatHours = (n: number, lang: string = current()): string =>
  numberCache(lang, 'h', { style: 'unit', unit: 'hour', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** Money with its currency's code where the language puts it: '384,98 MAD' in French, 'MAD 384.98' in English. */
export function formatAmount(n: number, currency: string, lang: string = current()): string {
  try {
    return numberCache(lang, `c${currency}`, { style: 'currency', currency, currencyDisplay: 'code' }).format(n);
  } catch {
    // A currency Intl does not know (a typing mistake kept by the server) still shows, with the amount formatted.
    return `${formatFixed2(n, lang)} ${currency}`;
  }
}

const listCache = cached<Intl.ListFormatOptions, Intl.ListFormat>(new Map(), (tag, o) => new Intl.ListFormat(tag, o));

const currencyNames = cached<Intl.DisplayNamesOptions, Intl.DisplayNames>(new Map(), (tag, o) => new Intl.DisplayNames(tag, o));

/**
 * A currency's name in the interface language ('درهم مغربي', 'Moroccan Dirham'), from its ISO code through Intl: the
 * company's list names them in its own language only. A code Intl does not know keeps the company's name.
 */
export function formatCurrencyName(code: string, companyName: string, lang: string = current()): string {
  try {
    const name = currencyNames(lang, 'currency', { type: 'currency', fallback: 'none' }).of(code);
    // Capitalised as a choice in a list starts ('Dirham marocain'), where French writes the name in lower case.
    return name ? `${name.charAt(0).toLocaleUpperCase(lang)}${name.slice(1)} (${code})` : companyName;
  } catch {
    return companyName;
  }
}

/** Items side by side as the language lists them: '384,98 MAD, 120,00 EUR'; in Arabic with its own comma '،'. */
export const formatList = (items: readonly string[], lang: string = current()): string => listCache(lang, 'units', { type: 'unit', style: 'short' }).format(items);

/** The values one may choose from, as the language offers them: 'Ordinateur portable, Écran ou Autre'. */
export const formatChoices = (items: readonly string[], lang: string = current()): string => listCache(lang, 'choices', { type: 'disjunction' }).format(items);

/** Amounts in several currencies, each with its own, listed as the language lists them, never added. */
export const formatAmounts = (totals: ReadonlyArray<{ currency: string; total: number }>, lang: string = current()): string =>
  formatList(totals.map((m) => formatAmount(m.total, m.currency, lang)), lang);

/** A rate per kilometre: '2,50 MAD/km'. */
export const formatPerKm = (n: number, currency: string, lang: string = current()): string =>
  `${formatAmount(n, currency, lang)}/${numberCache(lang, 'km', { style: 'unit', unit: 'kilometer' }).formatToParts(1).find((p) => p.type === 'unit')?.value ?? 'km'}`;

/**
 * A measure is read as one word: Intl puts a plain space between the number and its unit, at which a line could
 * break ('10' at the end of one line, 'م.ب' at the start of the next, in an Arabic hint at 390 px).
 */
const unbroken = (s: string) => s.replace(/ /g, '\u00a0');

/** A distance: '12,5 km'. */
export const formatKm = (n: number, lang: string = current()): string =>
  unbroken(numberCache(lang, 'km', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 2 }).format(n));

/**
 * A file's size in the unit that reads best: '28 octets', '12 ko', '10 Mo',
 * '1,5 Mo' (binary multiples, as upload limits are counted). Bytes in words,
 * since 'o' or 'B' alone reads as nothing.
 */
export function formatSize(bytes: number, lang: string = current()): string {
  return unbroken(sizeText(bytes, lang));
}
function sizeText(bytes: number, lang: string): string {
  if (bytes < 1024) return numberCache(lang, 'B', { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  if (bytes < 1024 * 1024) return numberCache(lang, 'kB', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
  if (bytes < 1024 ** 3) return numberCache(lang, 'MB', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 2 }).format(bytes / 1024 ** 2);
  return numberCache(lang, 'GB', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(bytes / 1024 ** 3);
}

/**
 * A counted phrase through i18next's plural keys (key_one, key_other…,
 * Arabic's six), the form chosen for the number as written: '1,00 hour' is
 * English 'other' ('1.00 hours') though 1 is 'one'.
 */
function counted(t: TFunction, key: string, n: number, digits: Intl.NumberFormatOptions, lang: string, ns: string): string {
  const name = `${digits.minimumFractionDigits ?? 0}-${digits.maximumFractionDigits ?? 2}`;
  const form = pluralCache(lang, name, { minimumFractionDigits: digits.minimumFractionDigits, maximumFractionDigits: digits.maximumFractionDigits }).select(n);
  return t(`${key}_${form}`, { ns, value: numberCache(lang, `d${name}`, digits).format(n), count: n });
}

/** A count of things in words ('58 éléments', 'عنصران'): whole numbers, through the same plural keys as the durations. */
export function formatCount(t: TFunction, key: string, n: number, lng: string = current(), ns = 'deferred'): string {
  return counted(t, key, n, { maximumFractionDigits: 0 }, lng, ns);
}

/**
 * A quantity of leave in words (spec 2 section 9: days, or hours with two
 * decimals; the unit is the request's), the same on every screen: the list,
 * the request, the balances, the dashboard.
 */
export function formatDuration(t: TFunction, value: number, unit: number, lng: string = current()): string {
  return unit === HOURS_UNIT
    ? counted(t, 'duration.hours', value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, lng, 'deferred')
    : counted(t, 'duration.days', value, { maximumFractionDigits: 2 }, lng, 'deferred');
}
