import type { TFunction } from 'i18next';
import { HOURS_UNIT } from '../domain/leave';

const numbers = new Map<string, Intl.NumberFormat>();
/** Days as counted (half days kept), hours with two decimals, written as the language writes numbers (1,5 in French). */
function numberIn(lng: string, hourly: boolean) {
  const key = `${lng}|${hourly}`;
  let f = numbers.get(key);
  if (!f) numbers.set(key, (f = new Intl.NumberFormat(lng, hourly ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 })));
  return f;
}

/**
 * A quantity of leave in words (spec 2 section 9: days, or hours with two
 * decimals), through i18next's plural forms (Arabic's six included), the
 * same on every screen: the list, the request, the balances, the dashboard.
 */
export function formatDuration(t: TFunction, value: number, unit: number, lng: string): string {
  const hourly = unit === HOURS_UNIT;
  return t(hourly ? 'duration.hours' : 'duration.days', { ns: 'common', count: value, value: numberIn(lng, hourly).format(value) });
}
