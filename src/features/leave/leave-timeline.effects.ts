import { fromPromise } from 'xstate';
import { eventsByRows, leaveTimelineMachine, TIMELINE_PAGE, type TimelineQuery } from '../../../machines/leave/leave-timeline.machine';
import { rangeMonths } from '../../../machines/leave/timeline-range';
import { leaveApi } from '../../api/leave-api';
import { EVENTS_USER_IDS_MAX, type CalendarEvent } from '../../domain/leave';

/** The calls are per month: rows and headcount read the range's first month (they do not depend on it). */
const firstMonth = (q: TimelineQuery) => ({ ...rangeMonths(q)[0]!, searchValue: q.searchValue, filter: q.filter });

/** Ids in parts a call accepts (a person who scrolled far has loaded many rows). */
const parts = (ids: number[]) => Array.from({ length: Math.ceil(ids.length / EVENTS_USER_IDS_MAX) }, (_, i) => ids.slice(i * EVENTS_USER_IDS_MAX, (i + 1) * EVENTS_USER_IDS_MAX));

/** The range's events, a call per month it touches (and per part of the ids, when asked for some rows); a leave across a month's end comes once. */
async function rangeEvents(q: TimelineQuery, userIds?: number[]): Promise<CalendarEvent[]> {
  const scopes = userIds ? parts(userIds).map((ids) => ({ userIds: ids })) : [{}];
  const calls = rangeMonths(q).flatMap((m) => scopes.map((scope) => leaveApi.events({ ...m, searchValue: q.searchValue, filter: q.filter, ...scope })));
  const answers = await Promise.all(calls);
  return [...new Map(answers.flat().map((e) => [e.id, e])).values()];
}

/** The timeline statechart with its effects bound to the leave calls (rows 15 at a time; events by rows in a large company). */
export const timelineLogic = leaveTimelineMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }) => {
      const resources = await leaveApi.resources({ ...firstMonth(input.query), lenght: TIMELINE_PAGE, currentList: input.offset });
      const events = input.byRows && resources.length ? await rangeEvents(input.query, resources.map((r) => r.id)) : [];
      return { resources, events };
    }),
    // The headcount says whether events are read by rows: it comes with the first rows, then the events of those rows.
    loadFirst: fromPromise(async ({ input }) => {
      const [resources, headcount] = await Promise.all([leaveApi.resources({ ...firstMonth(input), lenght: TIMELINE_PAGE, currentList: 0 }), leaveApi.headcount(firstMonth(input))]);
      const events = await rangeEvents(input, eventsByRows(headcount) && resources.length ? resources.map((r) => r.id) : undefined);
      return { resources, events, headcount };
    }),
    loadMonth: fromPromise(async ({ input }) => {
      const [events, headcount] = await Promise.all([rangeEvents(input, input.userIds), leaveApi.headcount(firstMonth(input))]);
      return { events, headcount };
    }),
  },
});
