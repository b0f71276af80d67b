import type { SnapshotFrom } from 'xstate';
import type { leaveTimelineMachine } from './leave-timeline.machine';

/** What the calendar page reads from the timeline statechart. */
type Snap = SnapshotFrom<typeof leaveTimelineMachine>;

/** Events of the types the legend leaves on; public holidays always show. */
export const selectVisibleEvents = (s: Snap) => (s.context.hidden.length ? s.context.events.filter((e) => e.isHoliday || !s.context.hidden.includes(e.typeId ?? -1)) : s.context.events);
export const selectHolidays = (s: Snap) => s.context.events.filter((e) => e.isHoliday);
export const selectHeadcount = (s: Snap) => (s.context.headcount ? `${s.context.headcount.filterUsers}/${s.context.headcount.totalUsers}` : '…');
export const selectMonth = (s: Snap) => ({ year: s.context.query.year, month: s.context.query.month });
export const selectCanLoadMore = (s: Snap) => s.can({ type: 'timeline.more' });
