/** Spec 1 section 5: the numeric-only input keeps digits and blocks other keys. */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** Keys that never reach a numeric-only input: printable characters other than digits (shortcuts pass). */
export function blocksKey(e: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  return e.key.length === 1 && !/[0-9]/.test(e.key);
}

/** Spec 1 section 5: a day of the month is 1 to 31. Empty text is no value. */
export function parseDayOfMonth(text: string): number | null | 'invalid' {
  const digits = digitsOnly(text);
  if (!digits) return null;
  const n = Number(digits);
  return n >= 1 && n <= 31 ? n : 'invalid';
}

/** ArrowUp / ArrowDown step a day of the month, staying within 1 to 31. */
export function stepDayOfMonth(current: number | null, delta: number): number {
  if (current === null) return delta > 0 ? 1 : 31;
  return Math.min(31, Math.max(1, current + delta));
}
