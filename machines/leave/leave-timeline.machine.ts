import { assign, fromPromise, setup } from 'xstate';
import type { CalendarEvent, LeaveFilter } from '../../src/domain/leave';
import { errorMessageOf } from '../shared/error-message';
import type { TimelineRange } from './timeline-range';

/**
 * The company leave calendar (spec 2 section 2, constants section 9): a week,
 * month or quarter of events (issue 26 item 2) for the filtered employees,
 * loaded 15 rows at a time as the list scrolls. A new filter, search or range
 * starts the rows again (the people away in the range come first); a
 * changed request only reloads events and headcount, so the rows already
 * loaded (and the scroll position) stay. A failed read is a state (tag
 * 'failed') the page shows with a retry: the first rows, the next rows or
 * the month's events. Legend chips hide leave types on screen: the events of
 * every type are already here. Rows come with the people away in the range
 * first (issue 36 item 2); a manager opens on their team (`myTeam`), which
 * a people filter replaces.
 */
export const TIMELINE_PAGE = 15;

/**
 * Up to this many people (the filtered headcount), the calendar reads the
 * events of everyone filtered: the per-day count of people away is then the
 * company's. Beyond, it reads only the events of the rows it has loaded
 * (issue 25 item 5: a company of 10,000 is not parsed whole for 15 rows).
 */
export const TIMELINE_ALL_EVENTS = 200;
export const eventsByRows = (headcount: Headcount | null) => !!headcount && headcount.filterUsers > TIMELINE_ALL_EVENTS;

export interface TimelineResource {
  id: number;
  user: { id: number; fullName: string; fonctionName: string | null; image: string | null };
}
export interface Headcount {
  filterUsers: number;
  totalUsers: number;
}
export interface TimelineQuery extends TimelineRange {
  searchValue: string;
  filter: LeaveFilter;
  /** Only the people whose leave the caller approves (a manager's opening, issue 36 item 2); a search looks at everyone. */
  myTeam: boolean;
}
export interface TimelineInput extends TimelineRange {
  myTeam?: boolean;
}
/** The filter bar's people criteria: choosing one asks about those people, not the team. */
const PEOPLE_CRITERIA = ['Departemant', 'Sites', 'Function', 'society', 'Teams'] as const;
const choosesPeople = (f: LeaveFilter) => PEOPLE_CRITERIA.some((k) => !!f[k]);
export interface TimelineContext {
  query: TimelineQuery;
  resources: TimelineResource[];
  hasMore: boolean;
  events: CalendarEvent[];
  headcount: Headcount | null;
  hidden: number[];
  error: string | null;
}
export type TimelineEvent =
  | { type: 'timeline.setRange'; range: TimelineRange }
  | { type: 'timeline.setFilter'; filter: LeaveFilter }
  | { type: 'timeline.setSearch'; searchValue: string }
  | { type: 'timeline.setTeam'; myTeam: boolean }
  | { type: 'timeline.toggleType'; typeId: number }
  | { type: 'timeline.more' }
  | { type: 'timeline.reload' }
  | { type: 'timeline.retry' };

export interface MonthLoad {
  events: CalendarEvent[];
  headcount: Headcount;
}
/** A range's events are asked for these people only (the rows loaded), or for everyone filtered. */
export interface MonthQuery extends TimelineQuery {
  userIds?: number[];
}
/** The next rows, with their events when the calendar reads events by rows. */
export interface PageLoad {
  resources: TimelineResource[];
  events: CalendarEvent[];
}

/** Events already held keep their place; those of newly loaded rows follow. */
const mergeEvents = (held: CalendarEvent[], more: CalendarEvent[]) => {
  const known = new Set(held.map((e) => e.id));
  const fresh = more.filter((e) => !known.has(e.id));
  return fresh.length ? [...held, ...fresh] : held;
};

export const leaveTimelineMachine = setup({
  types: {
    context: {} as TimelineContext,
    events: {} as TimelineEvent,
    input: {} as TimelineInput,
  },
  actors: {
    loadPage: fromPromise<PageLoad, { query: TimelineQuery; offset: number; byRows: boolean }>(async () => ({ resources: [], events: [] })),
    loadMonth: fromPromise<MonthLoad, MonthQuery>(async () => ({ events: [], headcount: { filterUsers: 0, totalUsers: 0 } })),
    loadFirst: fromPromise<MonthLoad & { resources: TimelineResource[] }, TimelineQuery>(async () => ({ resources: [], events: [], headcount: { filterUsers: 0, totalUsers: 0 } })),
  },
  actions: {
    setRange: assign(({ context, event }) => (event.type === 'timeline.setRange' ? { query: { ...context.query, view: event.range.view, start: event.range.start } } : {})),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'leaveTimeline',
  context: ({ input }) => ({
    query: { view: input.view, start: input.start, searchValue: '', filter: {}, myTeam: !!input.myTeam },
    resources: [], hasMore: false, events: [], headcount: null, hidden: [], error: null,
  }),
  initial: 'loading',
  on: {
    'timeline.setFilter': {
      target: '.loading',
      reenter: true,
      actions: assign(({ context, event }) => ({ query: { ...context.query, filter: event.filter, myTeam: context.query.myTeam && !choosesPeople(event.filter) } })),
    },
    'timeline.setTeam': { target: '.loading', reenter: true, actions: assign(({ context, event }) => ({ query: { ...context.query, myTeam: event.myTeam } })) },
    'timeline.setSearch': { target: '.loading', reenter: true, actions: assign(({ context, event }) => ({ query: { ...context.query, searchValue: event.searchValue } })) },
    // A new range starts the rows again: who is away first depends on the days shown.
    'timeline.setRange': { target: '.loading', reenter: true, actions: 'setRange' },
    // Ready overrides this with a lighter refresh; elsewhere it starts over.
    'timeline.reload': { target: '.loading', reenter: true },
    'timeline.toggleType': {
      actions: assign(({ context, event }) => ({
        hidden: context.hidden.includes(event.typeId) ? context.hidden.filter((x) => x !== event.typeId) : [...context.hidden, event.typeId],
      })),
    },
  },
  states: {
    // The first rows, the range's events and the headcount, together.
    loading: {
      tags: ['busy'],
      entry: assign({ resources: [], hasMore: false, error: null }),
      invoke: {
        id: 'loadFirst',
        src: 'loadFirst',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ resources: event.output.resources, hasMore: event.output.resources.length === TIMELINE_PAGE, events: event.output.events, headcount: event.output.headcount })),
        },
        onError: { target: 'failure', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'timeline.reload': { target: '.refreshing', reenter: true },
      },
      states: {
        idle: {
          on: { 'timeline.more': { guard: 'hasMore', target: 'more' } },
        },
        // The next 15 rows, appended: what is on screen stays.
        more: {
          tags: ['paging'],
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => ({ query: context.query, offset: context.resources.length, byRows: eventsByRows(context.headcount) }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const known = new Set(context.resources.map((r) => r.id));
                const { resources, events } = event.output;
                return { resources: [...context.resources, ...resources.filter((r) => !known.has(r.id))], events: mergeEvents(context.events, events), hasMore: resources.length === TIMELINE_PAGE, error: null };
              }),
            },
            onError: { target: 'moreFailed', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
          },
        },
        // The rows loaded stay under the message; retry (or 'show more' again) asks for the same rows.
        moreFailed: {
          tags: ['failed'],
          on: { 'timeline.retry': { target: 'more' }, 'timeline.more': { guard: 'hasMore', target: 'more' } },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'loadMonth',
            src: 'loadMonth',
            input: ({ context }) => (eventsByRows(context.headcount) && context.resources.length ? { ...context.query, userIds: context.resources.map((r) => r.id) } : context.query),
            onDone: { target: 'idle', actions: assign(({ event }) => ({ events: event.output.events, headcount: event.output.headcount, error: null })) },
            onError: { target: 'refreshFailed', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
          },
        },
        // The month's events may be stale: said, with a retry that reads them again.
        refreshFailed: {
          tags: ['failed'],
          on: { 'timeline.retry': { target: 'refreshing' } },
        },
      },
    },
    failure: {
      tags: ['failed'],
      on: { 'timeline.retry': { target: 'loading' } },
    },
  },
});
