import { assign, fromCallback, fromPromise, setup } from 'xstate';

/**
 * The realtime connection's lifecycle (spec 1 section 4, spec 2 section 4):
 * starts when a user is signed in, reconnects automatically, stops when the
 * user changes or leaves. SignalR's own reconnect gives up after 30 s and never
 * retries a failed first start, so the machine keeps its own backoff; after a
 * reconnect it asks the app to refetch what may have been missed.
 */
export interface RealtimeContext {
  userId: number | null;
  attempt: number;
  error: string | null;
}

export type RealtimeEvent =
  | { type: 'realtime.start'; userId: number }
  | { type: 'realtime.stop' }
  | { type: 'realtime.reconnecting' }
  | { type: 'realtime.reconnected' }
  | { type: 'realtime.closed'; error?: string };

export const retryDelays = [0, 2000, 10000, 30000] as const;

export const realtimeMachine = setup({
  types: { context: {} as RealtimeContext, events: {} as RealtimeEvent },
  actors: {
    connect: fromPromise<void, { userId: number }>(async () => undefined),
    disconnect: fromPromise<void>(async () => undefined),
    watch: fromCallback<RealtimeEvent>(() => () => {}),
  },
  actions: {
    resync: () => {},
    refreshSession: () => {},
    logError: (_, _p: { error: unknown }) => {},
  },
  guards: {
    isUnauthorized: (_, p: { error: unknown }) => /401|unauthori[sz]ed/i.test(String((p.error as Error)?.message ?? p.error)),
    isOtherUser: ({ context, event }) => event.type === 'realtime.start' && event.userId !== context.userId,
  },
  delays: {
    retry: ({ context }) => retryDelays[Math.min(context.attempt, retryDelays.length - 1)],
  },
}).createMachine({
  id: 'realtime',
  context: { userId: null, attempt: 0, error: null },
  initial: 'idle',
  on: {
    'realtime.stop': { target: '.stopping', meta: { spec: ['S1.4.17', 'S2.4.10'] } },
  },
  states: {
    idle: {
      on: { 'realtime.start': { target: 'connecting', actions: assign(({ event }) => ({ userId: event.userId, attempt: 0, error: null })), meta: { spec: ['S1.4.17', 'S2.4.10'] } } },
    },
    connecting: {
      invoke: {
        id: 'connect',
        src: 'connect',
        input: ({ context }) => ({ userId: context.userId! }),
        onDone: { target: 'connected', actions: assign({ attempt: 0, error: null }) },
        onError: [
          {
            // Ask the session for a fresh token, then try again with the usual backoff.
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting',
            actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'refreshSession', assign(({ context }) => ({ attempt: context.attempt + 1 }))],
          },
          {
            target: 'waiting',
            actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, assign(({ context, event }) => ({ attempt: context.attempt + 1, error: String((event.error as Error)?.message ?? event.error) }))],
          },
        ],
      },
    },
    connected: {
      invoke: { id: 'watch', src: 'watch' },
      on: {
        'realtime.reconnecting': { target: 'reconnecting' },
        'realtime.closed': { target: 'waiting', actions: assign(({ context }) => ({ attempt: context.attempt + 1 })) },
        'realtime.start': { guard: 'isOtherUser', target: 'switching', actions: assign(({ event }) => ({ userId: event.userId, attempt: 0 })), meta: { spec: ['S1.4.17', 'S2.4.10'] } },
      },
    },
    reconnecting: {
      invoke: { id: 'watch', src: 'watch' },
      on: {
        'realtime.reconnected': { target: 'connected', actions: 'resync', meta: { spec: ['S1.4.17', 'S2.4.10'] } },
        'realtime.closed': { target: 'waiting', actions: assign(({ context }) => ({ attempt: context.attempt + 1 })) },
      },
    },
    waiting: {
      after: { retry: { target: 'resuming' } },
      on: { 'realtime.start': { target: 'connecting', actions: assign(({ event }) => ({ userId: event.userId, attempt: 0 })) } },
    },
    resuming: {
      // A fresh start after a lost connection: once connected, refetch what the gap may hide.
      invoke: {
        id: 'resume',
        src: 'connect',
        input: ({ context }) => ({ userId: context.userId! }),
        onDone: { target: 'connected', actions: [assign({ attempt: 0, error: null }), 'resync'] },
        onError: [
          {
            // The hub closes a connection whose token has ended (expired, refreshed away): a fresh one is asked for.
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting',
            actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'refreshSession', assign(({ context }) => ({ attempt: context.attempt + 1 }))],
          },
          { target: 'waiting', actions: assign(({ context }) => ({ attempt: context.attempt + 1 })) },
        ],
      },
    },
    switching: {
      invoke: { id: 'disconnectToSwitch', src: 'disconnect', onDone: { target: 'connecting' }, onError: { target: 'connecting' } },
    },
    stopping: {
      invoke: { id: 'disconnect', src: 'disconnect', onDone: { target: 'idle' }, onError: { target: 'idle' } },
    },
  },
});
