import { fromPromise } from 'xstate';
import { leaveTimelineMachine, TIMELINE_PAGE, type TimelineQuery } from '../../../machines/leave/leave-timeline.machine';
import { rangeMonths } from '../../../machines/leave/timeline-range';
import { leaveApi } from '../../api/leave-api';
import type { CalendarEvent } from '../../domain/leave';

/** The calls are per month: rows and headcount read the range's first month (they do not depend on it). */
const firstMonth = (q: TimelineQuery) => ({ ...rangeMonths(q)[0]!, searchValue: q.searchValue, filter: q.filter });

/** The range's events, a call per month it touches; a leave across a month's end comes once. */
async function rangeEvents(q: TimelineQuery): Promise<CalendarEvent[]> {
  const months = await Promise.all(rangeMonths(q).map((m) => leaveApi.events({ ...m, searchValue: q.searchValue, filter: q.filter })));
  return [...new Map(months.flat().map((e) => [e.id, e])).values()];
}

/** The timeline statechart with its effects bound to the leave calls (rows 15 at a time). */
export const timelineLogic = leaveTimelineMachine.provide({
  actors: {
    loadPage: fromPromise(({ input }) => leaveApi.resources({ ...firstMonth(input.query), lenght: TIMELINE_PAGE, currentList: input.offset })),
    loadFirst: fromPromise(async ({ input }) => {
      const [resources, events, headcount] = await Promise.all([leaveApi.resources({ ...firstMonth(input), lenght: TIMELINE_PAGE, currentList: 0 }), rangeEvents(input), leaveApi.headcount(firstMonth(input))]);
      return { resources, events, headcount };
    }),
    loadMonth: fromPromise(async ({ input }) => {
      const [events, headcount] = await Promise.all([rangeEvents(input), leaveApi.headcount(firstMonth(input))]);
      return { events, headcount };
    }),
  },
});
