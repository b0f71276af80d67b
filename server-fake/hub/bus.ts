/**
 * What the fake server tells the realtime hub: messages to one user or to
 * everyone. The in-browser hub and the loopback SignalR hub both listen here.
 */
export type HubListener = (userId: number | null, target: string, args: unknown[]) => void;

export class FakeHubBus {
  private listeners = new Set<HubListener>();
  private online = new Map<number, number>();

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
}
