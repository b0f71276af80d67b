import { formatDate } from '../../i18n/format';
import { appNow } from '../../domain/clock';

/** Dates and times in the interface language (src/i18n/date-format.ts); the spec shows times as HH:mm. */
export const timeHm = (iso: string) => formatDate(iso, 'time');
export const dayLabel = (isoDay: string) => formatDate(`${isoDay.slice(0, 10)}T12:00:00`, 'long');
export const shortDate = (iso: string) => formatDate(iso, 'day');
export const isToday = (iso: string, now = appNow()) => new Date(iso).toDateString() === now.toDateString();
/** Local calendar day (yyyy-mm-dd) of a timestamp, for the date sections. */
export const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
