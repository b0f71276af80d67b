import { appNow } from '../../domain/clock';

/**
 * Calendar arithmetic on ISO day strings ('YYYY-MM-DD'), done in UTC so that
 * no time zone or daylight-saving change can shift a day.
 */
const DAY_MS = 86400000;

export function toUtc(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function fromUtc(d: Date): string {
  const y = d.getUTCFullYear();
  const ys = y < 0 ? `-${String(-y).padStart(6, '0')}` : String(y).padStart(4, '0');
  return `${ys}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

export const dayOf = (isoDateOrTime: string) => isoDateOrTime.slice(0, 10);
export const addDays = (iso: string, n: number) => fromUtc(new Date(toUtc(iso).getTime() + n * DAY_MS));
export const weekdayOf = (iso: string) => toUtc(iso).getUTCDay();
export const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
export const isoOf = (year: number, month0: number, day: number) => fromUtc(new Date(Date.UTC(year, month0, day)));

/** Moves by whole months, keeping the day where the target month allows (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, n: number): string {
  const d = toUtc(iso);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + n;
  const year = Math.floor(total / 12);
  const month0 = total - year * 12;
  return isoOf(year, month0, Math.min(d.getUTCDate(), daysInMonth(year, month0)));
}

/** weekStart: 0 Sunday, 1 Monday. */
export function startOfWeek(iso: string, weekStart: number): string {
  return addDays(iso, -((weekdayOf(iso) - weekStart + 7) % 7));
}
export const endOfWeek = (iso: string, weekStart: number) => addDays(startOfWeek(iso, weekStart), 6);
export const startOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
export function endOfMonth(iso: string): string {
  const d = toUtc(iso);
  return isoOf(d.getUTCFullYear(), d.getUTCMonth(), daysInMonth(d.getUTCFullYear(), d.getUTCMonth()));
}
export const startOfYear = (iso: string) => `${iso.slice(0, 4)}-01-01`;
export const endOfYear = (iso: string) => `${iso.slice(0, 4)}-12-31`;

/** Today in the user's own time zone, as an ISO day, on the app's clock (the demo's may have travelled). */
export function todayIso(now: Date = appNow()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
