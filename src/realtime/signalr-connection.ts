import { HubConnectionBuilder, LogLevel, type HttpClient, type ILogger, type ITransport } from '@microsoft/signalr';
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
  let stopping = false;
  const connection = new HubConnectionBuilder()
    .withUrl(o.url, {
      accessTokenFactory: () => o.token() ?? '',
      ...(o.transport ? { transport: o.transport } : {}),
      // Unit tests answer the negotiate step with the fake server's dispatcher (in the page, Mirage does).
      ...(o.httpClient ? { httpClient: o.httpClient } : {}),
    })
    .withAutomaticReconnect([0, 2000, 10000, 30000])
    // Never log at Trace: the token rides in the WebSocket URL.
    .configureLogging(signalrLogger(() => stopping))
    .build();

  return {
    start: () => {
      stopping = false;
      return connection.start();
    },
    stop: () => {
      stopping = true;
      return connection.stop();
    },
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

/**
 * SignalR's console logging from Warning up, in its own format, less what a stop we asked for (sign-out, a persona
 * switched in the demo) makes of a start still negotiating: SignalR reports it as a failed start ('The connection was
 * stopped during negotiation'), or, when the sign-out's logout reached the server first (it waits at most
 * STOP_BEFORE_LOGOUT_MS for the stop), as a negotiation refused 401. Nothing failed; the console stays for what did.
 */
export function signalrLogger(stopping: () => boolean, out: Pick<Console, 'error' | 'warn'> = console): ILogger {
  return {
    log(level, message) {
      if (level < LogLevel.Warning || level === LogLevel.None) return;
      if (stopping() && (/stopped during negotiation/i.test(message) || (/negotiation/i.test(message) && /\b401\b/.test(message)))) return;
      (level >= LogLevel.Error ? out.error : out.warn)(`[${new Date().toISOString()}] ${LogLevel[level]}: ${message}`);
    },
  };
}
