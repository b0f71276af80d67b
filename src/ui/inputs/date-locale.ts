import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/en';

/** Month and weekday names and value formatting through dayjs, in the interface language. */
const supported = ['fr', 'ar', 'es', 'en'];
export const dateLocale = (language: string) => {
  const base = language.slice(0, 2);
  return supported.includes(base) ? base : 'fr';
};

export function monthNames(language: string): string[] {
  const l = dateLocale(language);
  return Array.from({ length: 12 }, (_, m) => dayjs(new Date(2024, m, 1)).locale(l).format('MMMM'));
}

/** Short weekday names starting from weekStart (0 Sunday, 1 Monday). */
export function weekdayNames(language: string, weekStart: number, format: 'dd' | 'dddd' = 'dd'): string[] {
  const l = dateLocale(language);
  // 2024-01-07 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => dayjs(new Date(2024, 0, 7 + ((weekStart + i) % 7))).locale(l).format(format));
}

/** A day as people read it: '21 novembre 2026', with the time when the value carries one. */
export function formatValue(iso: string, language: string): string {
  const l = dateLocale(language);
  const d = dayjs(iso.length > 10 ? iso : `${iso}T00:00`).locale(l);
  return d.format(iso.length > 10 ? 'D MMM YYYY HH:mm' : 'D MMM YYYY');
}

