import type { RealtimeEventName, RealtimeEvents } from './events';

/** The one realtime connection interface the whole app uses. */
export interface RealtimeConnection {
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  on<E extends RealtimeEventName>(event: E, handler: (...args: RealtimeEvents[E]) => void): void;
  onLifecycle(h: { reconnecting(): void; reconnected(): void; closed(error?: Error): void }): void;
}
