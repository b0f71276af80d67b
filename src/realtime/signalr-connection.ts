import { HubConnectionBuilder, LogLevel, type HttpClient, type ITransport } from '@microsoft/signalr';
import type { RealtimeConnection } from './connection';
import { realtimeEventNames } from './events';

/**
 * The SignalR implementation: bearer token through accessTokenFactory,
 * automatic reconnect. In demo and sandbox modes the transport is the fake
 * hub's in-memory one (negotiation is answered by the fake server: SignalR
 * only skips it for its own WebSocket transport), so the same HubConnection
 * code runs everywhere.
 */
export function createSignalRConnection(o: { url: string; token: () => string | null; transport?: ITransport; httpClient?: HttpClient }): RealtimeConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(o.url, {
      accessTokenFactory: () => o.token() ?? '',
      ...(o.transport ? { transport: o.transport } : {}),
      // Unit tests answer the negotiate step with the fake server's dispatcher (in the page, Mirage does).
      ...(o.httpClient ? { httpClient: o.httpClient } : {}),
    })
    .withAutomaticReconnect([0, 2000, 10000, 30000])
    // Never log at Trace: the token rides in the WebSocket URL.
    .configureLogging(LogLevel.Warning)
    .build();

  return {
    start: () => connection.start(),
    stop: () => connection.stop(),
    invoke: (method, ...args) => connection.invoke(method, ...args),
    on(event, handler) {
      if (!realtimeEventNames.includes(event)) throw new Error(`unknown realtime event ${event}`);
      connection.on(event, handler as (...args: unknown[]) => void);
    },
    onLifecycle(h) {
      connection.onreconnecting(() => h.reconnecting());
      connection.onreconnected(() => h.reconnected());
      connection.onclose((e) => h.closed(e));
    },
  };
}
