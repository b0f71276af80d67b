import type { TFunction } from 'i18next';
import { formatDate } from '../../i18n/date-format';

/** A calendar day (ISO, read as UTC) as the language writes it: no ISO date on screen. */
export const dayText = (iso: string, lng: string) => formatDate(`${iso.slice(0, 10)}T00:00:00Z`, 'utcDay', lng);

/** A range of days that reads from start to end in either direction (the sentence is the language's). */
export function rangeText(t: TFunction, start: string, end: string, lng: string): string {
  const a = dayText(start, lng);
  const b = dayText(end, lng);
  return a === b ? a : t('range', { start: a, end: b });
}
