import type { AppConfig } from '../src/domain/config';
import type { FakeRuntime } from '../src/app/fake-runtime';
import { Db } from './db/db';
import { faults } from './faults';
import { FakeHubTransport } from './hub/fake-hub-transport';
import { makeBackend } from './make-server';
import { startMirage } from './mirage';
import { sandboxStore } from './sandbox-store';
import { buildScenario } from './scenarios';
import { startReminderClock } from './rules/reminders';
import { keepDemoSessions } from './demo-sessions';

/**
 * Demo and sandbox modes start here, from a chunk production never loads:
 * the database (fresh, or a sandbox's from IndexedDB), Mirage in front of
 * the dispatcher, and the in-memory hub transport.
 */
export async function startFakeBackend(config: AppConfig): Promise<FakeRuntime> {
  const sandbox = config.mode === 'sandbox' ? (config.sandbox ?? 'formation') : null;
  let db: Db;
  let corrupt = false;
  if (sandbox) {
    db = new Db();
    const record = await sandboxStore.load(sandbox).catch(() => undefined);
    try {
      if (record) db.load(record.dump);
      else db = buildScenario('demo');
    } catch {
      corrupt = true;
      db = buildScenario('demo');
    }
  } else db = buildScenario('demo');

  const backend = makeBackend({ db });
  faults.set({ latency: config.mode === 'demo' ? [60, 220] : [20, 80], errorRate: 0 });
  // Demo data is rebuilt on each load; who is signed in is kept for the tab's life.
  if (!sandbox) keepDemoSessions(backend.db, backend.dispatcher);
  const mirage = startMirage(backend.dispatcher);
  // The fake server's life loop: due reminders reach the bell while the page lives.
  const stopReminders = startReminderClock(backend.ctx);

  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (!sandbox) return Promise.resolve();
    return sandboxStore.save({ name: sandbox, scenario: 'demo', savedAt: new Date().toISOString(), dump: backend.db.dump() });
  };
  if (sandbox) {
    const original = backend.dispatcher.handle.bind(backend.dispatcher);
    backend.dispatcher.handle = (req) => {
      const res = original(req);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        if (saveTimer) clearTimeout(saveTimer);
        saveTimer = setTimeout(() => void save(), 300);
      }
      return res;
    };
    if (!(await sandboxStore.load(sandbox).catch(() => undefined))) await save();
  }

  const transports = new Set<FakeHubTransport>();
  return {
    mode: config.mode,
    sandbox,
    corrupt,
    createHubTransport(token) {
      const t = new FakeHubTransport(backend, token);
      transports.add(t);
      return t;
    },
    dropHubConnections() {
      for (const t of transports) t.drop();
      transports.clear();
    },
    faults,
    backend,
    save,
    shutdown: () => {
      stopReminders();
      mirage.shutdown();
    },
  };
}
