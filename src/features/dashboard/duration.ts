import type { TFunction } from 'i18next';

/** The leave types' unit code for hours (spec 2 section 9); every other type counts days. */
const HOURLY = 1;

const numbers = new Map<string, Intl.NumberFormat>();
/** Days as counted (half days kept), hours with two decimals, written as the language writes numbers (1,5 in French). */
function numberIn(lng: string, hourly: boolean) {
  const key = `${lng}|${hourly}`;
  let f = numbers.get(key);
  if (!f) numbers.set(key, (f = new Intl.NumberFormat(lng, hourly ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 2 })));
  return f;
}

/** A quantity of leave in words, through i18next's plural forms (Arabic's six included). */
export function durationText(t: TFunction, value: number, unit: number, lng: string): string {
  const hourly = unit === HOURLY;
  return t(hourly ? 'duration.hours' : 'duration.days', { count: value, value: numberIn(lng, hourly).format(value) });
}
