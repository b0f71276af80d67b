import { fromCallback, fromPromise, type Actor, type ActorRefFrom } from 'xstate';
import type { HttpClient, ITransport } from '@microsoft/signalr';
import { realtimeMachine, type RealtimeEvent } from '../../machines/shared/realtime.machine';
import type { RealtimeConnection } from './connection';
import { authReady } from '../api/client';
import { realtimeEventNames, type RealtimeEventName, type RealtimeEvents } from './events';
import { pushNotified, requestResync } from './changes';
import { notification } from '../domain/shell';

type AnyHandler = (...args: unknown[]) => void;
const handlers = new Map<RealtimeEventName, Set<AnyHandler>>();

/** Features subscribe here; subscriptions outlive reconnects and user switches. */
export function onRealtime<E extends RealtimeEventName>(event: E, handler: (...args: RealtimeEvents[E]) => void): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as AnyHandler);
  return () => set!.delete(handler as AnyHandler);
}

function emitRealtime<E extends RealtimeEventName>(event: E, ...args: RealtimeEvents[E]) {
  for (const h of handlers.get(event) ?? []) {
    try {
      h(...args);
    } catch (e) {
      console.error(`realtime handler for ${event} failed`, e);
    }
  }
}

/** What the hub sends, as the app reads it: a notification is parsed once, here, and its source's change feed fires. */
function receive(name: RealtimeEventName, args: unknown[]) {
  if (name !== 'ReceiveNotification') return emitRealtime(name, ...(args as RealtimeEvents[typeof name]));
  const parsed = notification.safeParse(args[0]);
  if (!parsed.success) return console.warn('unreadable notification from the hub', parsed.error.issues.slice(0, 2));
  emitRealtime('ReceiveNotification', parsed.data);
  pushNotified(parsed.data);
}

export interface RealtimeDeps {
  hubUrl: string;
  token: () => string | null;
  transport?: () => ITransport;
  httpClient?: HttpClient;
  onUnauthorized: () => void;
  /** How the app creates its actors (the kernel's: inspected in demo and sandbox). */
  createActor: (logic: typeof realtimeMachine) => Actor<typeof realtimeMachine>;
}

export type RealtimeActor = ActorRefFrom<typeof realtimeMachine>;

export function createRealtimeActor(deps: RealtimeDeps): RealtimeActor {
  let connection: RealtimeConnection | null = null;
  let sink: ((e: RealtimeEvent) => void) | null = null;

  const machine = realtimeMachine.provide({
    actors: {
      connect: fromPromise(async ({ input }) => {
        if (connection) await connection.stop().catch(() => {});
        // After a reload the session renews its access token first: the hub is asked with the new one.
        await authReady();
        // SignalR loads after first paint, with the first connection.
        const { createSignalRConnection } = await import('./signalr-connection');
        const c = createSignalRConnection({ url: deps.hubUrl, token: deps.token, transport: deps.transport?.(), httpClient: deps.httpClient });
        for (const name of realtimeEventNames) c.on(name, ((...args: unknown[]) => receive(name, args)) as never);
        c.onLifecycle({
          reconnecting: () => sink?.({ type: 'realtime.reconnecting' }),
          reconnected: () => {
            // Resync only once the hub knows the user again: a message sent before that is in the refetch, one sent after is pushed.
            void c
              .invoke('connectedUser', input.userId)
              .catch(() => {})
              .then(() => sink?.({ type: 'realtime.reconnected' }));
          },
          closed: (e) => {
            if (connection === c) sink?.({ type: 'realtime.closed', error: e?.message });
          },
        });
        connection = c;
        await c.start();
        await c.invoke('connectedUser', input.userId);
      }),
      disconnect: fromPromise(async () => {
        const c = connection;
        connection = null;
        await c?.stop();
      }),
      watch: fromCallback<RealtimeEvent>(({ sendBack }) => {
        sink = sendBack;
        return () => {
          if (sink === sendBack) sink = null;
        };
      }),
    },
    actions: {
      resync: () => requestResync(),
      refreshSession: () => deps.onUnauthorized(),
      logError: (_, p) => console.warn('realtime connection error', (p.error as Error)?.message ?? p.error),
    },
  });
  return deps.createActor(machine).start();
}
