import type { FakeBinding, NoServerCalls } from './fake-server/types';
import type { RegisteredMachine } from './registry-types';
import type { UiAdapter } from './ui/types';

/**
 * One machine's test model, the one file tests/model/machines/<area>/<name>.model.ts
 * exports as `model`: what the graph walk may send (entry), how it is walked
 * against the fake server's logic (server), and through the real UI (ui).
 * The three parts name the same machine id; models.ts checks it.
 */
export interface MachineModel {
  entry: RegisteredMachine;
  /** A binding walked against the fake server, or why the machine makes no server call. */
  server: FakeBinding | NoServerCalls;
  /** Without one the machine is reported as not covered through the UI. */
  ui?: UiAdapter;
}
