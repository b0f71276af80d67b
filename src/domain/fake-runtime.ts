import type { ITransport } from '@microsoft/signalr';

/**
 * What the app may use of the in-browser fake backend (demo and sandbox
 * modes), and what server-fake/boot.ts builds: the one contract both sides
 * read, so it stands below them both. Only types here: the implementation
 * sits in server-fake/, in a chunk production never requests.
 */
export interface FaultSettingsView {
  latency: number | [number, number];
  errorRate: number;
}

export interface FakeRuntime {
  /** Sandbox when config.json says so, or when a trainer started one from the demo (kept across reloads). */
  mode: 'demo' | 'sandbox';
  sandbox: string | null;
  /** The deployment is the demo: the trainer may leave the sandbox back to it. */
  startedFromDemo: boolean;
  /** Stored sandbox data could not be read at start: the UI offers a reset. */
  corrupt: boolean;
  createHubTransport(token: () => string | null): ITransport;
  dropHubConnections(): void;
  faults: {
    get(): FaultSettingsView;
    set(s: Partial<FaultSettingsView>): void;
    /** One-shot failure of the next matching call (model-based UI walk, chaos tests). */
    failNext(method: string, pathPattern: string | RegExp, message?: string, status?: number): void;
    armed(): Array<{ method: string; pattern: string; message: string; status: number }>;
    clearArmed(): void;
  };
  /** The demo's 'today': days ahead of the real date. */
  clock: { offsetDays(): number; setOffsetDays(days: number): void };
  /** Back to the scenario's data (the sandbox's own scenario). */
  reset(): Promise<void>;
  /** The whole database as a file, and back; a foreign or corrupt file is refused with a message key. */
  exportData(): string;
  importData(text: string): Promise<{ ok: true } | { ok: false; message: string }>;
  sandboxes: {
    list(): Promise<Array<{ name: string; scenario: string; savedAt: string }>>;
    remove(name: string): Promise<void>;
    /** A stored sandbox's file (export before deleting it). */
    exportStored(name: string): Promise<string>;
    /** Reads an export without applying it: what it holds, or why it is refused (a message key). */
    checkFile(text: string): { ok: true; name: string; scenario: string; exportedAt: string } | { ok: false; message: string };
    /** The sandbox the next load opens (created from `scenario` when new). */
    choose(name: string, scenario?: string): void;
    /** The next load opens the demo again (a demo deployment only). */
    leave(): void;
  };
  scenarios: readonly string[];
  backend: unknown;
  save(): Promise<unknown>;
  /** Another tab on the same sandbox changed the data: screens should read again. */
  onExternalChange(handler: () => void): () => void;
  shutdown(): void;
}
