import type { ITransport } from '@microsoft/signalr';

/**
 * What the app may use of the in-browser fake backend (demo and sandbox
 * modes). Only types here: the implementation sits in server-fake/, in a
 * chunk production never requests.
 */
export interface FakeRuntime {
  mode: 'demo' | 'sandbox' | 'production';
  sandbox: string | null;
  corrupt: boolean;
  createHubTransport(token: () => string | null): ITransport;
  dropHubConnections(): void;
  faults: { get(): { latency: number | [number, number]; errorRate: number }; set(s: { latency?: number | [number, number]; errorRate?: number }): void };
  backend: unknown;
  save(): Promise<unknown>;
  shutdown(): void;
}

let runtime: FakeRuntime | null = null;
export const setFakeRuntime = (r: FakeRuntime | null) => (runtime = r);
export const fakeRuntime = () => runtime;
