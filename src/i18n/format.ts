import i18next from 'i18next';
import { parseDmy } from '../domain/dmy';

/**
 * The one place the interface writes numbers, amounts, sizes, durations and
 * dates (issue 34 item 5), in two files: this one, days and plain numbers, which
 * the first screen writes, and format-measures.ts, money, distances, sizes,
 * hours, counted phrases and lists, which only later screens write (so the first
 * load does without it: issue 35). Both: all through Intl, in the interface language (not
 * the browser's: an Arabic session on a French browser reads Arabic), with
 * one Intl object per language and style, since building one costs far more
 * than using it (the first of a language loads its locale data) and lists
 * format a value per row.
 *
 * Arabic decides its digits and separators here, once: the 'ar' locale's
 * own default, Latin digits with a '.' decimal and ',' grouping (37.5, 1,234.50),
 * which is also what FullCalendar's 'ar' writes. It is pinned ('nu-latn') so an
 * ICU update cannot switch the numbers of one screen and not the dates of the next.
 */
const tags: Record<string, string> = { ar: 'ar-u-nu-latn' };
const tagOf = (lng: string) => tags[lng] ?? lng;
/** The interface language (format-measures.ts shares it, its caches and the number formats). */
export const current = () => i18next.language || 'fr';

export function cached<O, F>(store: Map<string, F>, make: (tag: string, o: O) => F) {
  return (lng: string, name: string, o: O): F => {
    const key = `${lng}|${name}`;
    let f = store.get(key);
    if (!f) store.set(key, (f = make(tagOf(lng), o)));
    return f;
  };
}

// ---- dates

const dateStyles = {
  /** 21/11/2026 */
  day: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** The same, for values that are calendar days (read as UTC midnight). */
  utcDay: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  /** samedi 21 novembre 2026 */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** The same, of a calendar day (UTC midnight): 'jueves, 3 de diciembre de 2026' as Spanish writes it. */
  longDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  /** 23 nov. 2026, of a calendar day (UTC midnight): a week's ends. */
  shortDay: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** 23 nov., of a calendar day: a span within the year. */
  dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  /** 2026: a year as a label names it (never grouped as a number is: '2 026'). */
  year: { year: 'numeric', timeZone: 'UTC' },
  /** novembre 2026, of a UTC month start. */
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  /** 21/11/2026 16:05: the day as every list writes it, then the time (one shape per language, issue 26 item 5). */
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
  /** 21/11/2026 16:05:09: an intervention's history (spec 4: DD/MM/YYYY HH:mm:ss in French). */
  dateTimeSeconds: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false },
  /** mar., and the day's number alone: a calendar's narrow day column on a phone (its Arabic weekday a letter: 'ث'). */
  weekdayShort: { weekday: 'short' },
  weekdayNarrow: { weekday: 'narrow' },
  dayNumber: { day: 'numeric' },
  /** 16:05 (spec: times as HH:mm) */
  time: { hour: '2-digit', minute: '2-digit', hour12: false },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

const dateCache = cached<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>(new Map(), (tag, o) => new Intl.DateTimeFormat(tag, o));

export function dateFormatter(style: DateStyle, lang: string = current()): Intl.DateTimeFormat {
  return dateCache(lang, style, dateStyles[style]);
}

/** `value` written in `style`; what does not read as a date is shown as it came. */
export function formatDate(value: string | number | Date, style: DateStyle = 'day', lang?: string): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateFormatter(style, lang).format(d);
}

/** A calendar day of the API ('2026-11-25', or a datetime whose day counts) as the language writes it: 25/11/2026 in French, never the ISO form. */
export const formatDay = (iso: string | null | undefined, lang?: string): string =>
  iso ? formatDate(`${iso.slice(0, 10)}T00:00:00Z`, 'utcDay', lang) : '';

/** A calendar day in words, with its weekday (the dashboard's today, a calendar day's name for a screen reader). */
export const formatLongDay = (iso: string, lang?: string): string => formatDate(`${iso.slice(0, 10)}T00:00:00Z`, 'longDay', lang);

/** A year in the language's writing ('2027'; a figure through formatNumber would read '2 027' in French). */
export const formatYear = (year: number, lang?: string): string => formatDate(Date.UTC(year, 0, 1), 'year', lang);

/** Two calendar days as one span ('3–7 déc.'), or the one day. */
export function formatDaySpan(start: string, end: string, style: 'dayMonth' | 'shortDay' = 'dayMonth', lang?: string): string {
  const a = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const b = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  const f = dateFormatter(style, lang);
  return a.getTime() === b.getTime() ? f.format(a) : f.formatRange(a, b);
}

/**
 * Builds the formatters lists and calendars use first, for idle time after
 * the first screen: the first formatter of a language loads its locale data
 * (about 30 ms in the calendar's first render), which then serves every
 * later one, FullCalendar's included.
 */
export function warmDateFormats(lang?: string, styles: readonly DateStyle[] = ['day', 'utcDay', 'monthYear']): Intl.DateTimeFormat[] {
  const now = Date.now();
  return styles.map((style) => {
    const f = dateFormatter(style, lang);
    f.format(now);
    return f;
  });
}

// ---- numbers

export const numberCache = cached<Intl.NumberFormatOptions, Intl.NumberFormat>(new Map(), (tag, o) => new Intl.NumberFormat(tag, o));

/** A count or measure: up to `decimals` decimals (two unless told), as the language writes them: 1,5 in French, 1.5 in Arabic and English. */
export const formatNumber = (n: number, decimals = 2, lang: string = current()): string =>
  numberCache(lang, `n${decimals}`, { maximumFractionDigits: decimals }).format(n);

/**
 * A number as it was stored from a form's Number field ('3.5', the API's writing), in the language's writing with
 * every decimal given kept ('3,5' in French); what does not read as a number is shown as it came.
 */
export function formatStoredNumber(stored: string | null | undefined, lang: string = current()): string {
  const n = Number(stored);
  if (!stored?.trim() || !Number.isFinite(n)) return stored ?? '';
  return formatNumber(n, (stored.split('.')[1] ?? '').length, lang);
}

/**
 * A form's Date or DateTime answer as stored ('15/12/2026', '12/11/2026 10:30': spec 3's DD/MM/YYYY), its day
 * written as the language writes days, as the rest of the screen does (persona review, Arabic: '2026/12/05' beside
 * '15/12/2026'); the time stays HH:mm. What does not read as a day is shown as it came.
 */
export function formatStoredDay(stored: string | null | undefined, lang: string = current()): string {
  const [day, time] = (stored ?? '').trim().split(/\s+/);
  const n = day ? parseDmy(day) : null;
  if (n === null) return stored ?? '';
  const written = formatDate(n * 86400000, 'utcDay', lang);
  return time ? `${written} ${time}` : written;
}

/** A share of a whole (0.4 → '40 %' in French, '40%' in English). */
export const formatPercent = (ratio: number, lang: string = current(), decimals = 0): string =>
  numberCache(lang, `pct${decimals}`, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(ratio);

/** Exactly two decimals (hours, rates): 7,50. */
export const formatFixed2 = (n: number, lang: string = current()): string =>
  numberCache(lang, 'f2', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
