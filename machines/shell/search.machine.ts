import { assign, fromPromise, setup } from 'xstate';
import type { SearchResult } from '../../src/domain/shell';
import { errorMessageOf } from '../shared/error-message';

/**
 * The global search box (spec 1 sections 2.6 and 4): a new term searches
 * after the debounce, a failure clears the results (logged), clear resets.
 * Two charts share everything but the pick: in the header's general mode a
 * picked result is opened; in the organisation chart's users-only mode a
 * picked user locks the field, and an edit attempt shows the 'clear first'
 * tooltip for 2 seconds. The mode is fixed by the view that mounts the box,
 * so it is two machines rather than a flag in context: each one's every
 * state and transition is reachable from its own view.
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const LOCKED_TOOLTIP_MS = 2000;

export interface SearchContext {
  value: string;
  results: SearchResult[];
  /** The term the current results answer (null: nothing searched yet). */
  answered: string | null;
  picked: SearchResult | null;
}
export type SearchEvent =
  | { type: 'search.type'; value: string }
  | { type: 'search.clear' }
  | { type: 'search.pick'; result: SearchResult }
  | { type: 'search.editAttempt' };

const cleared = (): SearchContext => ({ value: '', results: [], answered: null, picked: null });

const searchSetup = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    search: fromPromise<SearchResult[], { value: string }>(async () => []),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'search.type' && !event.value.trim(),
  },
  actions: {
    openResult: (_, _p: { result: SearchResult }) => {},
    logError: (_, _p: { message: string }) => {},
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS, tooltip: LOCKED_TOOLTIP_MS },
});

// What both charts share: typing, the debounce, the call and clear.
const idle = searchSetup.createStateConfig({
  on: {
    'search.type': [
      { guard: 'isBlank', target: 'idle', actions: assign(cleared) },
      { target: 'debouncing', actions: assign(({ event }) => ({ value: event.value })) },
    ],
    'search.clear': { actions: assign(cleared) },
  },
});
const debouncing = searchSetup.createStateConfig({
  after: { debounce: { target: 'searching' } },
  on: {
    'search.type': [
      { guard: 'isBlank', target: 'idle', actions: assign(cleared) },
      { target: 'debouncing', reenter: true, actions: assign(({ event }) => ({ value: event.value })) },
    ],
    'search.clear': { target: 'idle', actions: assign(cleared) },
  },
});
const searching = searchSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'search',
    src: 'search',
    input: ({ context }) => ({ value: context.value }),
    onDone: { target: 'idle', actions: assign(({ context, event }) => ({ results: event.output, answered: context.value })) },
    onError: {
      target: 'idle',
      actions: [assign({ results: [], answered: null }), { type: 'logError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }],
      meta: { spec: ['S1.4.07', 'S1.8.07', 'S2.8.06'] },
    },
  },
  on: {
    'search.type': [
      { guard: 'isBlank', target: 'idle', actions: assign(cleared) },
      { target: 'debouncing', actions: assign(({ event }) => ({ value: event.value })) },
    ],
    'search.clear': { target: 'idle', actions: assign(cleared) },
  },
});

/** The header's search: a pick opens the result. */
export const searchMachine = searchSetup.createMachine({
  id: 'search',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...idle.on,
        'search.pick': { target: 'idle', actions: [{ type: 'openResult', params: ({ event }) => ({ result: event.result }) }, assign(cleared)] },
      },
    },
    debouncing,
    searching,
  },
});

/** The organisation chart's users-only search: a pick locks the field until cleared. */
export const userSearchMachine = searchSetup.createMachine({
  id: 'userSearch',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...idle.on,
        'search.pick': { target: 'locked', actions: assign(({ event }) => ({ picked: event.result, value: event.result.text, results: [], answered: null })) },
      },
    },
    debouncing,
    searching,
    locked: {
      initial: 'quiet',
      on: { 'search.clear': { target: 'idle', actions: assign(cleared) } },
      states: {
        quiet: { on: { 'search.editAttempt': { target: 'warning' } } },
        warning: {
          tags: ['tooltip'],
          after: { tooltip: { target: 'quiet' } },
          on: { 'search.editAttempt': { target: 'warning', reenter: true } },
        },
      },
    },
  },
});
