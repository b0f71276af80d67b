import { assign, fromPromise, setup } from 'xstate';
import type { Notification } from '../../src/domain/shell';
import { errorMessageOf } from '../shared/error-message';

/**
 * The bell (spec 1 sections 2.4 and 4): loads the list, takes live
 * notifications on top, marks one read then routes to its source, marks all
 * read. Routing and toasts are effects the app provides.
 */
export interface NotificationsContext {
  items: Notification[];
  error: string | null;
  openingId: number | null;
}
export type NotificationsEvent =
  | { type: 'notifications.reload' }
  | { type: 'notifications.received'; notification: Notification }
  | { type: 'notifications.open'; id: number }
  | { type: 'notifications.markAll' };

const markRead = (items: Notification[], id: number | null) => items.map((n) => (id === null || n.id === id ? { ...n, isView: true } : n));

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    load: fromPromise<Notification[]>(async () => []),
    markOne: fromPromise<unknown, { id: number }>(async () => null),
    markAll: fromPromise<unknown>(async () => null),
  },
  guards: {
    isUnread: ({ context, event }) => event.type === 'notifications.open' && context.items.some((n) => n.id === event.id && !n.isView),
    isKnown: ({ context, event }) => event.type === 'notifications.open' && context.items.some((n) => n.id === event.id),
    hasUnread: ({ context }) => context.items.some((n) => !n.isView),
  },
  actions: {
    route: (_, _p: { notification: Notification | undefined }) => {},
    showError: (_, _p: { message: string }) => {},
    announceAllRead: () => {},
    logError: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], error: null, openingId: null },
  initial: 'loading',
  on: {
    'notifications.received': {
      actions: assign(({ context, event }) => ({ items: [event.notification, ...context.items.filter((n) => n.id !== event.notification.id)] })),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ items: event.output, error: null })) },
        onError: {
          target: 'failure',
          actions: [assign(({ event }) => ({ error: errorMessageOf(event.error) })), { type: 'logError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }],
        },
      },
    },
    failure: { on: { 'notifications.reload': { target: 'loading' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'notifications.reload': { target: 'refreshing' },
            'notifications.open': [
              { guard: 'isUnread', target: 'marking', actions: assign(({ event }) => ({ openingId: event.id })), meta: { spec: ['S1.4.01'] } },
              { guard: 'isKnown', actions: { type: 'route', params: ({ context, event }) => ({ notification: context.items.find((n) => n.id === event.id) }) } },
            ],
            'notifications.markAll': { guard: 'hasUnread', target: 'markingAll', meta: { spec: ['S1.4.02'] } },
          },
        },
        // Opening the bell refreshes it; a click meanwhile must not be lost (the refresh gives way).
        refreshing: {
          on: {
            'notifications.open': [
              { guard: 'isUnread', target: 'marking', actions: assign(({ event }) => ({ openingId: event.id })), meta: { spec: ['S1.4.01'] } },
              { guard: 'isKnown', target: 'idle', actions: { type: 'route', params: ({ context, event }) => ({ notification: context.items.find((n) => n.id === event.id) }) } },
            ],
            'notifications.markAll': { guard: 'hasUnread', target: 'markingAll', meta: { spec: ['S1.4.02'] } },
          },
          invoke: {
            id: 'refresh',
            src: 'load',
            onDone: { target: 'idle', actions: assign(({ event }) => ({ items: event.output, error: null })) },
            // The list held stays, said not refreshed (its retry is the same read): shown as if fresh, it could be wrong.
            onError: {
              target: 'idle',
              actions: [assign(({ event }) => ({ error: errorMessageOf(event.error) })), { type: 'logError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }],
            },
          },
        },
        marking: {
          tags: ['marking'],
          invoke: {
            id: 'markOne',
            src: 'markOne',
            input: ({ context }) => ({ id: context.openingId! }),
            onDone: {
              target: 'idle',
              // Route first: the assign below forgets which one was opened.
              actions: [
                { type: 'route', params: ({ context }) => ({ notification: context.items.find((n) => n.id === context.openingId) }) },
                assign(({ context }) => ({ items: markRead(context.items, context.openingId), openingId: null })),
              ],
            },
            onError: { target: 'idle', actions: [{ type: 'showError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }, assign({ openingId: null })] },
          },
        },
        markingAll: {
          tags: ['marking'],
          invoke: {
            id: 'markAll',
            src: 'markAll',
            onDone: { target: 'idle', actions: [assign(({ context }) => ({ items: markRead(context.items, null) })), 'announceAllRead'] },
            onError: { target: 'idle', actions: { type: 'showError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
          },
        },
      },
    },
  },
});
