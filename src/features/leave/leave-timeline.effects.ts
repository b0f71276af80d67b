import { fromPromise } from 'xstate';
import { eventsByRows, leaveTimelineMachine, TIMELINE_PAGE, type TimelineQuery } from '../../../machines/leave/leave-timeline.machine';
import { rangeEnd, rangeMonths } from '../../../machines/leave/timeline-range';
import { addDays } from '../../domain/leave-days';
import { leaveApi } from '../../api/leave-api';
import { EVENTS_USER_IDS_MAX, type CalendarEvent } from '../../domain/leave';

/**
 * Rows and headcount: the people employed by the range's end (its last month: someone hired during the range has
 * a row), by the people filters and the team; leave types narrow the events only, and the server refuses them on
 * rows. Rows put the people away in the whole range first.
 */
function peopleQuery(q: TimelineQuery) {
  const { TypeConge: _eventsOnly, ...people } = q.filter ?? {};
  return { ...rangeMonths(q).at(-1)!, searchValue: q.searchValue, filter: people, myTeam: q.myTeam };
}
const rowsQuery = (q: TimelineQuery) => ({ ...peopleQuery(q), awayFirst: { first: q.start, last: addDays(rangeEnd(q), -1) } });

/** Ids in parts a call accepts (a person who scrolled far has loaded many rows). */
const parts = (ids: number[]) => Array.from({ length: Math.ceil(ids.length / EVENTS_USER_IDS_MAX) }, (_, i) => ids.slice(i * EVENTS_USER_IDS_MAX, (i + 1) * EVENTS_USER_IDS_MAX));

/** The range's events, a call per month it touches (and per part of the ids, when asked for some rows); a leave across a month's end comes once. */
async function rangeEvents(q: TimelineQuery, userIds?: number[]): Promise<CalendarEvent[]> {
  const scopes = userIds ? parts(userIds).map((ids) => ({ userIds: ids })) : [{}];
  const calls = rangeMonths(q).flatMap((m) => scopes.map((scope) => leaveApi.events({ ...m, searchValue: q.searchValue, filter: q.filter, myTeam: q.myTeam, ...scope })));
  const answers = await Promise.all(calls);
  return [...new Map(answers.flat().map((e) => [e.id, e])).values()];
}

/** The timeline statechart with its effects bound to the leave calls (rows 15 at a time; events by rows in a large company). */
export const timelineLogic = leaveTimelineMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }) => {
      const resources = await leaveApi.resources({ ...rowsQuery(input.query), lenght: TIMELINE_PAGE, currentList: input.offset });
      const events = input.byRows && resources.length ? await rangeEvents(input.query, resources.map((r) => r.id)) : [];
      return { resources, events };
    }),
    // The headcount says whether events are read by rows: it comes with the first rows, then the events of those rows.
    loadFirst: fromPromise(async ({ input }) => {
      const [resources, headcount] = await Promise.all([leaveApi.resources({ ...rowsQuery(input), lenght: TIMELINE_PAGE, currentList: 0 }), leaveApi.headcount(peopleQuery(input))]);
      const events = await rangeEvents(input, eventsByRows(headcount) && resources.length ? resources.map((r) => r.id) : undefined);
      return { resources, events, headcount };
    }),
    loadMonth: fromPromise(async ({ input }) => {
      const [events, headcount] = await Promise.all([rangeEvents(input, input.userIds), leaveApi.headcount(peopleQuery(input))]);
      return { events, headcount };
    }),
  },
});
