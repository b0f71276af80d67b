import i18next from 'i18next';

/**
 * Dates in the interface language, not the browser's (an Arabic session on
 * a French browser reads Arabic dates), through one Intl.DateTimeFormat per
 * language and style: building a formatter costs far more than using one
 * (the first for a language loads its locale data), and lists format a
 * date per row.
 */
const styles = {
  /** 21/11/2026 */
  day: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** The same, for values that are calendar days (read as UTC midnight). */
  utcDay: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  /** samedi 21 novembre 2026 */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 23 nov. 2026, of a calendar day (UTC midnight): a week's ends. */
  shortDay: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  /** novembre 2026, of a UTC month start. */
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  /** 21/11/2026 16:05: the day as every list writes it, then the time (one shape per language, issue 26 item 5). */
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
  /** 16:05 (spec: times as HH:mm) */
  time: { hour: '2-digit', minute: '2-digit', hour12: false },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(style: DateStyle, lang: string = i18next.language || 'fr'): Intl.DateTimeFormat {
  const key = `${lang}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, styles[style]);
    formatters.set(key, f);
  }
  return f;
}

/** `value` written in `style`; what does not read as a date is shown as it came. */
export function formatDate(value: string | number | Date, style: DateStyle = 'day', lang?: string): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateFormatter(style, lang).format(d);
}

/** A calendar day of the API ('2026-11-25', or a datetime whose day counts) as the language writes it: 25/11/2026 in French, never the ISO form. */
export const formatDay = (iso: string | null | undefined, lang?: string): string =>
  iso ? formatDate(`${iso.slice(0, 10)}T00:00:00Z`, 'utcDay', lang) : '';

/**
 * Builds the formatters lists and calendars use first, for idle time after
 * the first screen: the first formatter of a language loads its locale data
 * (about 30 ms in the calendar's first render), which then serves every
 * later one, FullCalendar's included.
 */
export function warmDateFormats(lang?: string): Intl.DateTimeFormat[] {
  const now = Date.now();
  return (['day', 'utcDay', 'monthYear'] as const).map((style) => {
    const f = dateFormatter(style, lang);
    f.format(now);
    return f;
  });
}
