import { addDays } from '../../domain/leave-days';

/** One person's leave that touches the days ahead: its days (inclusive) and its type's name. */
export interface Away {
  userId: number;
  type: string;
  start: string;
  end: string;
  /** The leave request the event draws (the calendar's `demande`). */
  request: number | null;
}

/**
 * Today and the six days after it (ISO days). Not the calendar week: on a Sunday that week is all behind, and the card
 * listed only leave already over (persona review); who will be away in the coming days is what a person plans with.
 */
export function daysAhead(today: string) {
  return { first: today, last: addDays(today, 6) };
}

interface CalendarEvent {
  resourceId: number | null;
  fauTitle: string;
  start: string;
  /** Exclusive, as the calendar takes it. */
  end: string;
  isHoliday: boolean;
  demande: number | null;
}

/**
 * The people's leave of the calendar events that overlap today and the six
 * days after it (public holidays are nobody's absence), once each (an event
 * read from both months those days span counts once), today's first, then by start.
 */
export function awayAhead(events: readonly CalendarEvent[], today: string): Away[] {
  const { first, last } = daysAhead(today);
  const seen = new Map<string, Away>();
  for (const e of events) {
    if (e.isHoliday || e.resourceId === null) continue;
    const a: Away = { userId: e.resourceId, type: e.fauTitle, start: e.start.slice(0, 10), end: addDays(e.end.slice(0, 10), -1), request: e.demande };
    if (a.end < first || a.start > last) continue;
    seen.set(`${a.userId}|${a.start}|${a.end}`, a);
  }
  const now = (a: Away) => (awayOn(a, today) ? 0 : 1);
  return [...seen.values()].sort((x, y) => now(x) - now(y) || x.start.localeCompare(y.start) || x.userId - y.userId);
}

/** Whether a leave takes in `day` (ISO days, inclusive). */
export const awayOn = (a: Away, day: string) => a.start <= day && a.end >= day;
