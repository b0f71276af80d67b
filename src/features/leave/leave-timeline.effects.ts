import { fromPromise } from 'xstate';
import { leaveTimelineMachine, TIMELINE_PAGE } from '../../../machines/leave/leave-timeline.machine';
import { leaveApi } from '../../api/leave-api';

/** The timeline statechart with its effects bound to the leave calls (rows 15 at a time). */
export const timelineLogic = leaveTimelineMachine.provide({
  actors: {
    loadPage: fromPromise(({ input }) => leaveApi.resources({ ...input.query, lenght: TIMELINE_PAGE, currentList: input.offset })),
    loadFirst: fromPromise(async ({ input }) => {
      const [resources, events, headcount] = await Promise.all([leaveApi.resources({ ...input, lenght: TIMELINE_PAGE, currentList: 0 }), leaveApi.events(input), leaveApi.headcount(input)]);
      return { resources, events, headcount };
    }),
    loadMonth: fromPromise(async ({ input }) => {
      const [events, headcount] = await Promise.all([leaveApi.events(input), leaveApi.headcount(input)]);
      return { events, headcount };
    }),
  },
});
