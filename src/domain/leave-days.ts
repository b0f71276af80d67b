/**
 * Day arithmetic shared by the fake server's rules, the form statechart and
 * the calendar: ISO dates (YYYY-MM-DD) read as UTC days so a time zone never
 * moves a leave by one day.
 */
export const HOURLY_TYPE_ID = 5;

export interface BlockedRules {
  /** ISO dates that cannot be chosen (public holidays are not blocked, they simply do not count). */
  dates: string[];
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
}

export const parseDay = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (iso: string, n: number) => isoDay(new Date(parseDay(iso).getTime() + n * 86400000));
export const weekday = (iso: string) => parseDay(iso).getUTCDay();
export const isWeekend = (iso: string) => weekday(iso) === 0 || weekday(iso) === 6;

/** Every ISO day from start to end, both included. */
export function eachDay(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start.slice(0, 10); d <= end.slice(0, 10) && out.length < 800; d = addDays(d, 1)) out.push(d);
  return out;
}

export const isBusinessDay = (iso: string, holidays: ReadonlySet<string>) => !isWeekend(iso) && !holidays.has(iso);

/**
 * Why a period counts no day, said beside 'Total jours 0' before the person saves (persona review: a public holiday
 * read as a fault): every day of it is a public holiday or a weekend ('holiday' when one at least is a holiday).
 * Null when a day of it is worked (the count is the server's: nothing to explain here).
 */
export function nothingCountedBecause(start: string, end: string, holidays: ReadonlySet<string>): 'holiday' | 'weekend' | null {
  if (!start) return null;
  const days = eachDay(start, end || start);
  if (days.some((d) => isBusinessDay(d, holidays))) return null;
  return days.some((d) => holidays.has(d)) ? 'holiday' : 'weekend';
}

/**
 * Why a day cannot be picked, so the picker can say it (persona review: a greyed day with no reason). The rules carry
 * dates and weekdays only, no label: a listed date of the type ('date') is told from a weekday the type excludes
 * ('weekday'), nothing finer. A listed date wins, being the more particular rule.
 */
export function blockedBecause(iso: string, rules: BlockedRules | null | undefined): 'date' | 'weekday' | null {
  if (!rules || !iso) return null;
  if (rules.dates.includes(iso.slice(0, 10))) return 'date';
  return rules.weekdays.includes(weekday(iso)) ? 'weekday' : null;
}

export const isBlocked = (iso: string, rules: BlockedRules | null | undefined): boolean => blockedBecause(iso, rules) !== null;

/** The year whose balance a period draws on, the year of its start (this year's before a period is chosen). */
export const balanceYearOf = (startDate: string, today: Date): number => (startDate ? Number(startDate.slice(0, 4)) : today.getFullYear());

/** The first blocked day of a period, if any. */
export const firstBlocked = (start: string, end: string, rules: BlockedRules | null | undefined) =>
  rules ? eachDay(start, end || start).find((d) => isBlocked(d, rules)) ?? null : null;

export interface DayCountInput {
  startDate: string;
  endDate: string;
  /** Single day: morning only. Several days: the last day ends at noon. */
  morning?: boolean;
  /** Single day: afternoon only. Several days: the first day starts at noon. */
  afternoon?: boolean;
}

/**
 * Where the half-day ticks cut a period, as the day count and the overlap read them: on one day, one tick alone is
 * that half (both, or none, is the whole day; a flag left out is a flag not ticked, issue 33); over several days the
 * first day starts at noon ('afternoon') and the last ends at noon ('morning').
 */
function cutsOf(i: DayCountInput): { fromNoon: boolean; toNoon: boolean } {
  const oneDay = i.startDate.slice(0, 10) === (i.endDate || i.startDate).slice(0, 10);
  if (oneDay && !!i.morning === !!i.afternoon) return { fromNoon: false, toNoon: false };
  return { fromNoon: !!i.afternoon, toNoon: !!i.morning };
}

/** Business days from start to end inclusive, minus holidays, with half days. */
export function countDays(i: DayCountInput, holidays: ReadonlySet<string>): number {
  const start = i.startDate.slice(0, 10);
  const end = (i.endDate || i.startDate).slice(0, 10);
  if (!start || end < start) return 0;
  const days = eachDay(start, end).filter((d) => isBusinessDay(d, holidays));
  const { fromNoon, toNoon } = cutsOf(i);
  if (start === end) return days.length && (fromNoon || toNoon) ? 0.5 : days.length;
  return days.length - (fromNoon && days.includes(start) ? 0.5 : 0) - (toNoon && days.includes(end) ? 0.5 : 0);
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
};

/** A period of leave: its days, and the half days or the hours it keeps to (spec 2 section 2; left out: whole days). */
export type TimedPeriod = DayCountInput & { startTime?: string | null; endTime?: string | null };

/** Hours of an exact-time period: the times on one day, or business days × the daily average. */
export function countHours(i: TimedPeriod, holidays: ReadonlySet<string>, dailyAverage: number): number {
  const start = i.startDate.slice(0, 10);
  const end = (i.endDate || i.startDate).slice(0, 10);
  if (start === end && i.startTime && i.endTime) {
    if (!isBusinessDay(start, holidays)) return 0;
    return round2(Math.max(0, minutes(i.endTime) - minutes(i.startTime)) / 60);
  }
  return round2(countDays(i, holidays) * dailyAverage);
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Where a period starts and ends, in days since 1970, end excluded: a half day covers its half, an hourly period its hours. */
function spanOf(p: TimedPeriod): [number, number] {
  const first = parseDay(p.startDate).getTime() / 86400000;
  const last = parseDay(p.endDate || p.startDate).getTime() / 86400000;
  if (p.startTime && p.endTime) return [first + minutes(p.startTime) / 1440, last + minutes(p.endTime) / 1440];
  const { fromNoon, toNoon } = cutsOf(p);
  return [first + (fromNoon ? 0.5 : 0), last + (toNoon ? 0.5 : 1)];
}
/**
 * Two periods share some time off: a day, or where half days or hours are given, a half day or an hour (persona
 * review: with the morning of the 17th already asked, the afternoon of the 17th and the 18th were refused).
 */
export function overlaps(a: TimedPeriod, b: TimedPeriod): boolean {
  const [aStart, aEnd] = spanOf(a);
  const [bStart, bEnd] = spanOf(b);
  return aStart < bEnd && bStart < aEnd;
}

export { HOURS_UNIT } from './leave-unit';

/** One of a person's requests still standing (waiting or accepted): what their period picker marks. */
export interface StandingRequest {
  id: number;
  type: string;
  status: 'En_Cour' | 'Accepter';
  startDate: string;
  endDate: string;
}
/**
 * The days a person's standing requests already cover, each with the first request on it, the one being edited left
 * out. Marked, not greyed: the server refuses a period only when the two meet (a morning beside an afternoon does not).
 */
export function requestedDays(requests: readonly StandingRequest[], exceptId = 0): Map<string, StandingRequest> {
  const out = new Map<string, StandingRequest>();
  for (const r of requests) {
    if (r.id === exceptId) continue;
    for (const d of eachDay(r.startDate, r.endDate)) if (!out.has(d)) out.set(d, r);
  }
  return out;
}

/** The refusal of a period another request of the person's already covers (spec 2's key): the fake server's, and the form's cue to name that request. */
export const LEAVE_OVERLAP = 'Leave.Error.Overlap';
/** The request a refused period met (LEAVE_OVERLAP), as the person's calendar shows it: named in the form. */
export interface LeaveClash {
  id: number;
  type: string;
  startDate: string;
  endDate: string;
}
/**
 * The first of a person's calendar events (a request, not a holiday; other than the one edited) sharing a day with
 * [startDate, endDate]. An event's end is exclusive, as a calendar's.
 */
export function clashIn(events: ReadonlyArray<{ start: string; end: string; demande: number | null; isHoliday: boolean; fauTitle: string }>, startDate: string, endDate: string, exceptId = 0): LeaveClash | null {
  const e = events.find((x) => !x.isHoliday && x.demande !== null && x.demande !== exceptId && x.start.slice(0, 10) <= endDate && addDays(x.end.slice(0, 10), -1) >= startDate);
  return e ? { id: e.demande!, type: e.fauTitle, startDate: e.start.slice(0, 10), endDate: addDays(e.end.slice(0, 10), -1) } : null;
}
/** The months [year, month] a period touches, the first `most` of them. */
export function monthsOf(startDate: string, endDate: string, most = 3): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let [y, m] = startDate.split('-').map(Number) as [number, number];
  const [ey, em] = endDate.split('-').map(Number) as [number, number];
  while ((y < ey || (y === ey && m <= em)) && out.length < most) {
    out.push([y, m]);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}
