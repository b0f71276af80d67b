import { assign, fromPromise, setup } from 'xstate';
import type { CalendarEvent } from '../../src/domain/leave';
import { errorMessageOf } from '../shared/error-message';

/**
 * One employee's leave month (/employee/:userId/conge/calendar): the month
 * asked for, and the month shown with its events and the employee's name.
 * While another month loads, the one shown stays on screen (no blank grid);
 * a request changed meanwhile (a panel, a live notification) reads the month
 * again. A failed read says why with a retry.
 */
export interface MonthShown {
  year: number;
  month: number;
  events: CalendarEvent[];
}
export interface EmployeeCalendarContext {
  userId: number;
  year: number;
  month: number;
  shown: MonthShown | null;
  name: string;
  error: string | null;
}
export type EmployeeCalendarEvent = { type: 'calendar.setMonth'; year: number; month: number } | { type: 'calendar.reload' };
export interface MonthRequest {
  userId: number;
  year: number;
  month: number;
}

export const employeeCalendarMachine = setup({
  types: {
    context: {} as EmployeeCalendarContext,
    events: {} as EmployeeCalendarEvent,
    input: {} as MonthRequest,
  },
  actors: {
    loadMonth: fromPromise<{ events: CalendarEvent[]; name: string }, MonthRequest>(async () => ({ events: [], name: '' })),
  },
}).createMachine({
  id: 'employeeCalendar',
  context: ({ input }) => ({ userId: input.userId, year: input.year, month: input.month, shown: null, name: '', error: null }),
  initial: 'loading',
  on: {
    // Another month starts over whatever was under way: the answer of the month left would be stale.
    'calendar.setMonth': { target: '.loading', reenter: true, actions: assign(({ event }) => ({ year: event.year, month: event.month })) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMonth',
        src: 'loadMonth',
        input: ({ context }) => ({ userId: context.userId, year: context.year, month: context.month }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ shown: { year: context.year, month: context.month, events: event.output.events }, name: event.output.name || context.name, error: null })),
        },
        onError: { target: 'failure', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    ready: { on: { 'calendar.reload': { target: 'loading' } } },
    failure: { tags: ['failed'], on: { 'calendar.reload': { target: 'loading' } } },
  },
});
