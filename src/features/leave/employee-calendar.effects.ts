import { fromPromise } from 'xstate';
import { employeeCalendarMachine } from '../../../machines/leave/employee-calendar.machine';
import { leaveApi } from '../../api/leave-api';

/** The employee's month statechart with its read bound to the leave calls: the events, and the employee's row for the name. */
export const employeeCalendarLogic = employeeCalendarMachine.provide({
  actors: {
    loadMonth: fromPromise(async ({ input }) => {
      const [events, who] = await Promise.all([leaveApi.events(input), leaveApi.resources({ ...input, lenght: 1 })]);
      return { events, name: who[0]?.user.fullName ?? '' };
    }),
  },
});
