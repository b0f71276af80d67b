import { fromCallback, fromPromise, type Actor, type ActorRefFrom } from 'xstate';
import type { HttpClient, ITransport } from '@microsoft/signalr';
import { realtimeMachine, type RealtimeEvent } from '../../machines/shared/realtime.machine';
import type { RealtimeConnection } from './connection';
import { realtimeEventNames, type RealtimeEventName, type RealtimeEvents } from './events';

type AnyHandler = (...args: unknown[]) => void;
const handlers = new Map<RealtimeEventName, Set<AnyHandler>>();
const resyncHandlers = new Set<() => void>();

/** Features subscribe here; subscriptions outlive reconnects and user switches. */
export function onRealtime<E extends RealtimeEventName>(event: E, handler: (...args: RealtimeEvents[E]) => void): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler as AnyHandler);
  return () => set!.delete(handler as AnyHandler);
}

/** Called after a reconnect: refetch whatever the gap may have hidden. */
export function onResync(handler: () => void): () => void {
  resyncHandlers.add(handler);
  return () => resyncHandlers.delete(handler);
}

/** Someone else changed the data (another tab on the same sandbox): refetch as after a reconnect. */
export function requestResync() {
  for (const h of resyncHandlers) h();
}

export function emitRealtime<E extends RealtimeEventName>(event: E, ...args: RealtimeEvents[E]) {
  for (const h of handlers.get(event) ?? []) {
    try {
      h(...args);
    } catch (e) {
      console.error(`realtime handler for ${event} failed`, e);
    }
  }
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
        // SignalR loads after first paint, with the first connection.
        const { createSignalRConnection } = await import('./signalr-connection');
        const c = createSignalRConnection({ url: deps.hubUrl, token: deps.token, transport: deps.transport?.(), httpClient: deps.httpClient });
        for (const name of realtimeEventNames) c.on(name, ((...args: never[]) => emitRealtime(name, ...(args as never as RealtimeEvents[typeof name]))) as never);
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
      resync: () => {
        for (const h of resyncHandlers) h();
      },
      refreshSession: () => deps.onUnauthorized(),
      logError: (_, p) => console.warn('realtime connection error', (p.error as Error)?.message ?? p.error),
    },
  });
  return deps.createActor(machine).start();
}
