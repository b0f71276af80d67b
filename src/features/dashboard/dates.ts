import type { TFunction } from 'i18next';
import { formatDay } from '../../i18n/date-format';

/** A range of days that reads from start to end in either direction (the sentence is the language's). */
export function rangeText(t: TFunction, start: string, end: string, lng: string): string {
  const a = formatDay(start, lng);
  const b = formatDay(end, lng);
  return a === b ? a : t('range', { start: a, end: b });
}
