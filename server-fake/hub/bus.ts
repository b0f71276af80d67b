import { faults } from '../faults';

/**
 * What the fake server tells the realtime hub: messages to one user or to
 * everyone. The in-browser hub and the loopback SignalR hub both listen here.
 */
export type HubListener = (userId: number | null, target: string, args: unknown[]) => void;

/** One open hub connection, as the failure switch sees it (server-fake/hub/fake-hub-transport.ts). */
export interface HubConnectionHandle {
  /** The network goes: SignalR's automatic reconnect takes over. */
  drop(): void;
  /**
   * The server ends the connection and forbids SignalR's reconnect (a Close message with allowReconnect false). Without
   * a reason the close is a clean one: SignalR logs a reason as an error, and a session's end is routine (each refresh).
   */
  close(reason?: string): void;
  /** Whether the session the connection was opened with still authorises it (not logged out, expired, revoked). */
  authorized(): boolean;
}

/** How often open connections are checked against their sessions: an ended session's sockets close within a second. */
export const SESSION_SWEEP_MS = 250;

/** The path of SignalR's negotiate step: every connect and reconnect starts with it (server-fake/routes/hub.ts). */
export const NEGOTIATE_PATH = '^/chathub/negotiate$';

export class FakeHubBus {
  private listeners = new Set<HubListener>();
  private online = new Map<number, number>();
  /** Open from connect to stop or drop: SignalR's automatic reconnect opens the same transport again, so it joins again. */
  private open = new Set<HubConnectionHandle>();

  listen(l: HubListener) {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  }
  sendToUser(userId: number, target: string, ...args: unknown[]) {
    for (const l of this.listeners) l(userId, target, args);
  }
  broadcast(target: string, ...args: unknown[]) {
    for (const l of this.listeners) l(null, target, args);
  }
  /** Connection counting, so UserStatus only fires on the first and last connection. */
  connected(userId: number) {
    const n = (this.online.get(userId) ?? 0) + 1;
    this.online.set(userId, n);
    return n === 1;
  }
  disconnected(userId: number) {
    const n = Math.max(0, (this.online.get(userId) ?? 0) - 1);
    if (n === 0) this.online.delete(userId);
    else this.online.set(userId, n);
    return n === 0;
  }
  isOnline(userId: number) {
    return this.online.has(userId);
  }

  // The failure switch (demo control, browser tests, the model walk). It acts on the connections
  // open now, so it works as often as asked in a page that is never reloaded.
  opened(c: HubConnectionHandle) {
    this.open.add(c);
    this.watchSessions();
  }
  ended(c: HubConnectionHandle) {
    this.open.delete(c);
    if (!this.open.size) this.stopWatching();
  }

  /**
   * Closes every open connection whose session has ended. Logout calls it at once; the timer catches the rest
   * (a token expired on the clock, sessions removed by a revocation or a refresh, a token now naming another user).
   * Each connection also checks before it delivers anything, so nothing reaches a socket between two sweeps.
   */
  sweepSessions() {
    let closed = 0;
    for (const c of [...this.open])
      if (!c.authorized()) {
        c.close();
        closed++;
      }
    return closed;
  }
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private watchSessions() {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => this.sweepSessions(), SESSION_SWEEP_MS);
    // Node: an open hub never keeps a test process or the host alive by itself.
    (this.sweeper as { unref?: () => void }).unref?.();
  }
  private stopWatching() {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }
  openConnections() {
    return this.open.size;
  }
  /** A network fault on every open connection: SignalR reconnects by itself (reconnecting, then reconnected and a resync). */
  dropConnections() {
    const all = [...this.open];
    for (const c of all) c.drop();
    return all.length;
  }
  /** The server ends every open connection without allowing SignalR's reconnect: the app's own backoff reconnects. */
  closeConnections(reason = 'Error.Status.503') {
    const all = [...this.open];
    for (const c of all) c.close(reason);
    return all.length;
  }
  /**
   * The next `n` connects fail: their negotiation is answered `status`, through
   * the fake server's armed faults (so a model walk sees them as armed, and a
   * reload keeps them). Four refusals after a drop spend SignalR's automatic
   * reconnect (its delays 0, 2, 10 and 30 s): it gives up and closes.
   */
  refuseConnections(n = 1, status = 503, message = status === 401 ? 'Unauthorized' : `Error.Status.${status}`) {
    for (let i = 0; i < n; i++) faults.failNext('POST', NEGOTIATE_PATH, message, status);
  }
}
