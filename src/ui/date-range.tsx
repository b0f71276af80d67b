import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../i18n/format';

/**
 * A span from `start` to `end` that reads start first in both directions
 * (issue 26 item 5): each end isolated so a date's own marks do not reorder
 * its neighbours, and the arrow pointing the way the line reads (→ in
 * French, ← in Arabic, where the start stands on the right).
 */
export function DateRange({ start, end, className }: { start: ReactNode; end: ReactNode; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={className ? `date-range ${className}` : 'date-range'}>
      <bdi>{start}</bdi> {i18n.dir() === 'rtl' ? '←' : '→'} <bdi>{end}</bdi>
    </span>
  );
}

/**
 * The same span as text, for what only takes text (a day's name, a title, a legend line): each end isolated (FSI…PDI,
 * as DateRange's bdi), the arrow the way the line reads.
 */
export function daySpanText(start: string, end: string | null | undefined, lang: string, rtl: boolean): string {
  const a = formatDay(start, lang);
  const b = end ? formatDay(end, lang) : a;
  return a === b ? `\u2068${a}\u2069` : `\u2068${a}\u2069 ${rtl ? '←' : '→'} \u2068${b}\u2069`;
}

/** A day, or a span of days written as DateRange does: in the language's one date format (src/i18n/date-format). */
export function DaySpan({ start, end, className }: { start: string; end?: string | null; className?: string }) {
  const { i18n } = useTranslation();
  const a = formatDay(start, i18n.language);
  const b = end ? formatDay(end, i18n.language) : a;
  return a === b ? <bdi className={className}>{a}</bdi> : <DateRange start={a} end={b} className={className} />;
}
