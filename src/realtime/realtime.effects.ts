import { fromCallback, fromPromise } from 'xstate';
import type { HttpClient, ITransport } from '@microsoft/signalr';
import { realtimeMachine, type RealtimeEvent } from '../../machines/shared/realtime.machine';
import type { RealtimeConnection } from './connection';
import { authReady } from '../api/client';
import { realtimeEventNames, type RealtimeEventName } from './events';
import { requestResync } from './changes';

/** What the connection needs from the app; `receive` hears every hub message by its name. */
export interface RealtimeConnectionDeps {
  hubUrl: string;
  token: () => string | null;
  transport?: () => ITransport;
  httpClient?: HttpClient;
  onUnauthorized: () => void;
  receive: (name: RealtimeEventName, args: unknown[]) => void;
}

/** The realtime statechart bound to one SignalR connection at a time: connected for the user, its lifecycle reported back, a reconnect resynced. */
export function realtimeLogic(deps: RealtimeConnectionDeps) {
  let connection: RealtimeConnection | null = null;
  let sink: ((e: RealtimeEvent) => void) | null = null;
  /** The token the hub was last offered: only its refusal asks the session to renew (as src/api/client.ts withSession). */
  let offered: string | null = null;
  const token = () => (offered = deps.token());

  return realtimeMachine.provide({
    actors: {
      connect: fromPromise(async ({ input, signal }) => {
        if (connection) await connection.stop().catch(() => {});
        // After a reload the session renews its access token first: the hub is asked with the new one.
        await authReady();
        // SignalR loads after first paint, with the first connection.
        const { createSignalRConnection } = await import('./signalr-connection');
        // Stopped while it waited (a sign-out right after sign-in, the SignalR chunk slow to come): the stop found no
        // connection to close, so none may open now, least of all with a token the sign-out is ending.
        if (signal.aborted) return;
        const c = createSignalRConnection({ url: deps.hubUrl, token, transport: deps.transport?.(), httpClient: deps.httpClient });
        for (const name of realtimeEventNames) c.on(name, ((...args: unknown[]) => deps.receive(name, args)) as never);
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
      // A refusal of a token the session has since replaced (another tab renewed it: the hub closed the old one's
      // socket, and the reconnect raced the new grant) is not the session's end: the backoff's next try offers the
      // current one. Renewing here spent the new refresh token again (two renewals for three tabs, issue 37).
      refreshSession: () => {
        if (offered === deps.token()) deps.onUnauthorized();
      },
      logError: (_, p) => console.warn('realtime connection error', (p.error as Error)?.message ?? p.error),
    },
  });
}
