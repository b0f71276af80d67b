import { addDays, weekday } from '../../domain/leave-days';

/** One person's leave that touches the week: its days (inclusive) and its type's name. */
export interface Away {
  userId: number;
  type: string;
  start: string;
  end: string;
  /** The leave request the event draws (the calendar's `demande`). */
  request: number | null;
}

/** The Monday to Sunday week holding `today` (ISO days). */
export function weekOf(today: string) {
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  return { monday, sunday: addDays(monday, 6) };
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
 * The people's leave of the calendar events that overlap the week of `today`
 * (public holidays are nobody's absence), once each (an event read from both
 * months a week spans counts once), today's first, then by start.
 */
export function awayInWeek(events: readonly CalendarEvent[], today: string): Away[] {
  const { monday, sunday } = weekOf(today);
  const seen = new Map<string, Away>();
  for (const e of events) {
    if (e.isHoliday || e.resourceId === null) continue;
    const a: Away = { userId: e.resourceId, type: e.fauTitle, start: e.start.slice(0, 10), end: addDays(e.end.slice(0, 10), -1), request: e.demande };
    if (a.end < monday || a.start > sunday) continue;
    seen.set(`${a.userId}|${a.start}|${a.end}`, a);
  }
  const now = (a: Away) => (awayOn(a, today) ? 0 : 1);
  return [...seen.values()].sort((x, y) => now(x) - now(y) || x.start.localeCompare(y.start) || x.userId - y.userId);
}

/** Whether a leave takes in `day` (ISO days, inclusive). */
export const awayOn = (a: Away, day: string) => a.start <= day && a.end >= day;
