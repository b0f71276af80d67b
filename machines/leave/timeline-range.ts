import { addDays, eachDay, parseDay, weekday } from '../../src/domain/leave-days';

/**
 * The days the leave calendar shows (issue 26 item 2): a week from Monday,
 * a month, or a calendar quarter. Arithmetic on ISO days in UTC, so that no
 * time zone or daylight-saving change moves a day; 29 February is an
 * ordinary day of its month.
 */
export type TimelineView = 'week' | 'month' | 'quarter';
export const TIMELINE_VIEWS: readonly TimelineView[] = ['week', 'month', 'quarter'];

export interface TimelineRange {
  view: TimelineView;
  /** The first day shown. */
  start: string;
}

const monthsIn = { month: 1, quarter: 3 } as const;

/** The first day of `n` months after the month of `iso` (its day ignored). */
const monthFirst = (iso: string, n = 0) => {
  const d = parseDay(iso);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)).toISOString().slice(0, 10);
};

/** The range of `view` that holds `day`: its Monday, its month's first day, or its quarter's. */
export function rangeAround(view: TimelineView, day: string): TimelineRange {
  if (view === 'week') return { view, start: addDays(day, -((weekday(day) + 6) % 7)) };
  if (view === 'month') return { view, start: monthFirst(day) };
  const month0 = parseDay(day).getUTCMonth();
  return { view, start: monthFirst(day, -(month0 % 3)) };
}

/** The day after the last day shown. */
export const rangeEnd = (r: TimelineRange) => (r.view === 'week' ? addDays(r.start, 7) : monthFirst(r.start, monthsIn[r.view]));

/** The range `n` steps before (negative) or after. */
export const shiftRange = (r: TimelineRange, n: number): TimelineRange =>
  r.view === 'week' ? { view: r.view, start: addDays(r.start, 7 * n) } : { view: r.view, start: monthFirst(r.start, monthsIn[r.view] * n) };

/** Every day shown, in order. */
export const rangeDays = (r: TimelineRange): string[] => eachDay(r.start, addDays(rangeEnd(r), -1));

export const inRange = (r: TimelineRange, day: string) => day >= r.start && day < rangeEnd(r);

/** The months the range touches (the calendar's calls are per month): one to three. */
export function rangeMonths(r: TimelineRange): Array<{ year: number; month: number }> {
  const out: Array<{ year: number; month: number }> = [];
  for (let m = monthFirst(r.start), end = rangeEnd(r); m < end; m = monthFirst(m, 1)) out.push({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)) });
  return out;
}

/**
 * Another view keeps the person where they were: the range of the new view
 * around today when today is shown, else around the first day shown.
 */
export const switchView = (r: TimelineRange, view: TimelineView, today: string): TimelineRange => rangeAround(view, inRange(r, today) ? today : r.start);
