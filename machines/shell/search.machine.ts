import { assign, fromPromise, setup } from 'xstate';
import type { SearchResult } from '../../src/domain/shell';

/**
 * The global search box (spec 1 sections 2.6 and 4): a new term searches
 * after the debounce, a failure clears the results (logged), clear resets.
 * In users-only mode a picked user locks the field; an edit attempt shows
 * the 'clear first' tooltip for 2 seconds.
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const LOCKED_TOOLTIP_MS = 2000;

export interface SearchContext {
  value: string;
  results: SearchResult[];
  /** The term the current results answer (null: nothing searched yet). */
  answered: string | null;
  usersOnly: boolean;
  picked: SearchResult | null;
}
export type SearchEvent =
  | { type: 'search.type'; value: string }
  | { type: 'search.clear' }
  | { type: 'search.pick'; result: SearchResult }
  | { type: 'search.editAttempt' }
  | { type: 'search.setMode'; usersOnly: boolean };

const cleared = { value: '', results: [], answered: null, picked: null };

export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent, input: {} as { usersOnly?: boolean } | undefined },
  actors: {
    search: fromPromise<SearchResult[], { value: string }>(async () => []),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'search.type' && !event.value.trim(),
    locksOnPick: ({ context }) => context.usersOnly,
  },
  actions: {
    openResult: (_, _p: { result: SearchResult }) => {},
    logError: (_, _p: { message: string }) => {},
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS, tooltip: LOCKED_TOOLTIP_MS },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ ...cleared, usersOnly: !!input?.usersOnly }),
  initial: 'idle',
  // A host may switch modes (an organisation chart toggling between people and everything).
  on: { 'search.setMode': { target: '.idle', actions: assign(({ event }) => ({ ...cleared, usersOnly: event.usersOnly })) } },
  states: {
    idle: {
      on: {
        'search.type': [
          { guard: 'isBlank', target: 'idle', actions: assign(() => cleared) },
          { target: 'debouncing', actions: assign(({ event }) => ({ value: event.value })) },
        ],
        'search.clear': { actions: assign(() => cleared) },
        'search.pick': [
          { guard: 'locksOnPick', target: 'locked', actions: assign(({ event }) => ({ picked: event.result, value: event.result.text, results: [], answered: null })) },
          { target: 'idle', actions: [{ type: 'openResult', params: ({ event }) => ({ result: event.result }) }, assign(() => cleared)] },
        ],
      },
    },
    debouncing: {
      after: { debounce: { target: 'searching' } },
      on: {
        'search.type': [
          { guard: 'isBlank', target: 'idle', actions: assign(() => cleared) },
          { target: 'debouncing', reenter: true, actions: assign(({ event }) => ({ value: event.value })) },
        ],
        'search.clear': { target: 'idle', actions: assign(() => cleared) },
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ value: context.value }),
        onDone: { target: 'idle', actions: assign(({ context, event }) => ({ results: event.output, answered: context.value })) },
        onError: {
          target: 'idle',
          actions: [assign({ results: [], answered: null }), { type: 'logError', params: ({ event }) => ({ message: (event.error as { message?: string })?.message ?? 'Error.Unknown' }) }],
        },
      },
      on: {
        'search.type': [
          { guard: 'isBlank', target: 'idle', actions: assign(() => cleared) },
          { target: 'debouncing', actions: assign(({ event }) => ({ value: event.value })) },
        ],
        'search.clear': { target: 'idle', actions: assign(() => cleared) },
      },
    },
    locked: {
      initial: 'quiet',
      on: { 'search.clear': { target: 'idle', actions: assign(() => cleared) } },
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
