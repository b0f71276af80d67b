import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import { fillPlaceholders } from '../../i18n/i18n';

/**
 * The title is a translation key with a {0} placeholder; a key nobody
 * translates shows as its own text, still filled.
 */
export function notificationTitle(translate: (key: string) => string, key: string, parameter: string | null | undefined): string {
  return fillPlaceholders(translate(key), parameter ?? '');
}

/** Day and short month (spec 1 section 9), in the interface language. */
export function notificationDate(iso: string, lng: string): string {
  return dayjs(iso).locale(lng === 'ar' || lng === 'es' || lng === 'fr' ? lng : 'en').format('D MMM');
}
