import type { SnapshotFrom } from 'xstate';
import type { leaveTimelineMachine } from './leave-timeline.machine';
import { addDays } from '../../src/domain/leave-days';
import { rangeDays, type TimelineRange } from './timeline-range';

/** What the calendar page reads from the timeline statechart. */
type Snap = SnapshotFrom<typeof leaveTimelineMachine>;

/** Events of the types the legend leaves on; public holidays always show. */
export const selectVisibleEvents = (s: Snap) => (s.context.hidden.length ? s.context.events.filter((e) => e.isHoliday || !s.context.hidden.includes(e.typeId ?? -1)) : s.context.events);
export const selectHolidays = (s: Snap) => s.context.events.filter((e) => e.isHoliday);
export const selectHeadcount = (s: Snap) => (s.context.headcount ? `${s.context.headcount.filterUsers}/${s.context.headcount.totalUsers}` : '…');
export const selectRange = (s: Snap): TimelineRange => ({ view: s.context.query.view, start: s.context.query.start });
export const sameRange = (a: TimelineRange, b: TimelineRange) => a.view === b.view && a.start === b.start;

/**
 * How many people are away on each day shown (issue 26 item 2): the distinct
 * people with a leave shown (the legend's hidden types left out) covering
 * that day. Event ends are exclusive, as FullCalendar reads them.
 */
export function selectAwayByDay(s: Snap): Record<string, number> {
  // Loading a range, or failing to: the events held are another range's (or none), so no day's count is known
  // and none is given (a '0' there would be a figure shown wrong). A failed refresh keeps this range's, said stale.
  if (s.matches('loading') || s.matches('failure')) return {};
  const days = rangeDays(selectRange(s));
  const away = new Map(days.map((d) => [d, new Set<number>()]));
  for (const e of selectVisibleEvents(s)) {
    if (e.isHoliday || e.resourceId === null) continue;
    for (let d = e.start.slice(0, 10), end = e.end.slice(0, 10); d < end; d = addDays(d, 1)) away.get(d)?.add(e.resourceId);
  }
  return Object.fromEntries(days.map((d) => [d, away.get(d)!.size]));
}
export const selectCanLoadMore = (s: Snap) => s.can({ type: 'timeline.more' });

/** The first day shown on which someone is away (the counts above, in the range's order), or null: none, or not known yet. */
export const firstDayAway = (away: Record<string, number>): string | null => Object.entries(away).find(([, n]) => n > 0)?.[0] ?? null;
