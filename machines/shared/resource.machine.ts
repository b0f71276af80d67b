import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from './error-message';

/**
 * The generic read lifecycle for plain resources (a list, a profile, a
 * detail): loading, ready, refreshing with the old data kept on screen,
 * failure with the server's message and a retry.
 */
export interface ResourceContext {
  input: unknown;
  data: unknown;
  error: string | null;
}
export type ResourceEvent = { type: 'resource.reload' } | { type: 'resource.setInput'; input: unknown };

export const resourceMachine = setup({
  types: { context: {} as ResourceContext, events: {} as ResourceEvent, input: {} as { input: unknown } },
  actors: {
    load: fromPromise<unknown, unknown>(async () => null),
  },
  actions: {
    logError: (_, _p: { error: unknown }) => {},
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ input: input.input, data: null, error: null }),
  initial: 'loading',
  on: {
    'resource.setInput': { target: '.loading', actions: assign(({ event }) => ({ input: event.input, error: null })) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: ResourceContext }) => context.input,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ data: event.output, error: null })) },
        onError: {
          target: 'failure',
          actions: [assign(({ event }) => ({ error: errorMessageOf(event.error) })), { type: 'logError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    ready: {
      on: { 'resource.reload': { target: 'refreshing' } },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refresh',
        src: 'load',
        input: ({ context }: { context: ResourceContext }) => context.input,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ data: event.output, error: null })) },
        onError: { target: 'ready', actions: [assign(({ event }) => ({ error: errorMessageOf(event.error) })), { type: 'logError', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    failure: {
      on: { 'resource.reload': { target: 'loading' } },
    },
  },
});
