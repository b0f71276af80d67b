import type { AppConfig } from '../src/domain/config';
import type { FakeRuntime } from '../src/domain/fake-runtime';
import { Db } from './db/db';
import { faults } from './faults';
import { FakeHubTransport } from './hub/fake-hub-transport';
import { makeBackend } from './make-server';
import { startMirage } from './mirage';
import { DEMO_RECORD, sandboxStore } from './sandbox-store';
import { benchScenarioNames, isScenarioName, openScenario, scenarioNames, type ScenarioName } from './scenarios';
import { startSandboxSync, type SandboxSync } from './sandbox-sync';
import { parseSandboxFile, toSandboxFile } from './sandbox-file';
import { sessions } from './models/session';
import type { DbDump } from './db/db';
import { startReminderClock } from './rules/reminders';
import { keepDemoSessions } from './demo-sessions';
import { deliverKept, keepWhatLeaves } from './page-outbox';

const DAY = 86400000;
import { chosenSandbox, SANDBOX_KEY, SANDBOX_SCENARIO_KEY } from '../src/domain/sandbox-choice';

export { SANDBOX_KEY, SANDBOX_SCENARIO_KEY };

/**
 * The benchmark's scenario ('scale', issue 13) is asked for with
 * ?scenario=scale on the address. This module only runs in demo and sandbox
 * modes, so production never honours it; the UI never offers it.
 */
function benchScenario(): ScenarioName | null {
  const asked = new URLSearchParams(location.search).get('scenario');
  return (benchScenarioNames as readonly string[]).includes(asked ?? '') ? (asked as ScenarioName) : null;
}

const scenarioDb = (name: string | null | undefined) => openScenario(isScenarioName(name) ? name : 'demo');

async function openSandbox(name: string, wanted: string | null): Promise<{ db: Db; scenario: string; corrupt: boolean; fresh: boolean; rev: number; savedAt?: number }> {
  const bench = benchScenario();
  const scenario: ScenarioName = bench ?? (isScenarioName(wanted) ? wanted : 'demo');
  const record = await sandboxStore.load(name).catch(() => undefined);
  if (!record) return { db: openScenario(scenario), scenario, corrupt: false, fresh: true, rev: 0 };
  const check = parseSandboxFile(JSON.stringify(toSandboxFile(record.name ?? name, record.scenario ?? 'demo', record.dump)));
  if (!check.ok) return { db: scenarioDb(record.scenario), scenario: record.scenario ?? 'demo', corrupt: true, fresh: false, rev: record.rev ?? 0 };
  const db = new Db();
  db.load(record.dump);
  return { db, scenario: record.scenario, corrupt: false, fresh: false, rev: record.rev ?? 0, savedAt: Date.parse(record.savedAt ?? '') || 0 };
}

/**
 * Demo and sandbox modes start here, from a chunk production never loads:
 * the database (fresh, or a sandbox's from IndexedDB), Mirage in front of
 * the dispatcher, and the in-memory hub transport.
 */
export async function startFakeBackend(config: AppConfig): Promise<FakeRuntime> {
  const sandbox = chosenSandbox(config);
  const bench = benchScenario();
  // The demo keeps what was done in it across reloads and typed addresses (issue 36 item 4), as a sandbox does,
  // under a record no sandbox can be named; the benchmark's company is built afresh on each load.
  const stored = sandbox ?? (bench ? null : DEMO_RECORD);
  const opened = stored ? await openSandbox(stored, sandbox ? localStorage.getItem(SANDBOX_SCENARIO_KEY) : 'demo') : { db: openScenario(bench!), scenario: bench!, corrupt: false, fresh: true, rev: 0 };
  const backend = makeBackend({ db: opened.db, personas: true });
  faults.set({ latency: config.demoLatencyMs ?? [60, 220], errorRate: 0 });
  faults.restoreArmed();
  const mirage = startMirage(backend.dispatcher);
  // The fake server's life loop: due reminders reach the bell while the page lives.
  const stopReminders = startReminderClock(backend.ctx);

  let sync: SandboxSync | null = null;
  const save = (force = true) => (sync && !opened.corrupt ? sync.save(force) : Promise.resolve());
  if (stored) {
    // Every change is saved shortly after, so a reload keeps it and the other tabs see it.
    sync = startSandboxSync({ name: stored, scenario: () => opened.scenario, backend, rev: opened.rev, paused: () => opened.corrupt });
  }
  // The demo's middlewares, inside those of every backend (size limits, faults, idempotency: make-server.ts).
  // A trainer opens or creates another sandbox with a reload: who is signed in is kept for the tab's life.
  // The demo and a sandbox save each change.
  backend.dispatcher.use(keepDemoSessions(backend.db, 'savedAt' in opened ? opened.savedAt : 0), ...(sync ? [sync.middleware] : []));
  // A new sandbox is listed before anything shows; the demo's first copy is saved without holding its start.
  if (sandbox && opened.fresh) await save();
  else if (stored && opened.fresh) void save();
  // What the last page sent as it went (a held decision on a reload) arrives now, before anything is read; from now
  // on, what this page sends as it goes is kept until handled and saved (page-outbox.ts).
  if (stored) deliverKept(stored, backend.dispatcher);
  const stopKeeping = stored ? keepWhatLeaves(stored, { changes: () => backend.db.changeCount(), settled: () => save(false) }) : () => {};

  // Replacing the data keeps who is signed in: a trainer resetting a sandbox stays in it.
  const replaceData = (dump: DbDump) => {
    const signedIn = sessions(backend.db).dump();
    backend.db.load(dump);
    sessions(backend.db).load(signedIn);
  };

  return {
    mode: sandbox ? 'sandbox' : 'demo',
    sandbox,
    startedFromDemo: config.mode === 'demo',
    corrupt: opened.corrupt,
    scenarios: scenarioNames,
    createHubTransport: (token) => new FakeHubTransport(backend, token),
    // The connections open now (the hub's failure switch, backend.hub): SignalR's reconnect reuses a dropped
    // transport, so a set of the transports created, emptied at the first drop, missed every later drop.
    dropHubConnections: () => void backend.hub.dropConnections(),
    faults,
    clock: {
      offsetDays: () => Math.round(Number(backend.db.meta.clockOffset ?? 0) / DAY),
      setOffsetDays(days) {
        backend.db.meta.clockOffset = Math.round(days) * DAY;
        void save();
      },
    },
    async reset() {
      opened.corrupt = false;
      replaceData(scenarioDb(opened.scenario).dump());
      await save();
    },
    exportData: () => {
      // Tokens never leave the browser in a file.
      const dump = backend.db.dump();
      delete dump.tables.sessions;
      return JSON.stringify(toSandboxFile(sandbox ?? 'demo', opened.scenario, dump));
    },
    async importData(text) {
      const parsed = parseSandboxFile(text);
      if (!parsed.ok) return parsed;
      replaceData(parsed.file.dump);
      opened.scenario = parsed.file.scenario;
      opened.corrupt = false;
      await save();
      return { ok: true };
    },
    sandboxes: {
      list: async () => {
        const names = await sandboxStore.names().catch(() => [] as string[]);
        const out = [];
        for (const n of names) {
          const r = await sandboxStore.load(n).catch(() => undefined);
          out.push({ name: n, scenario: r?.scenario ?? '?', savedAt: r?.savedAt ?? '' });
        }
        return out;
      },
      remove: (name) => sandboxStore.remove(name).then(() => undefined),
      /** A stored sandbox as a file, without opening it (a copy before deleting it). */
      async exportStored(name) {
        const r = await sandboxStore.load(name);
        // Deleted meanwhile (another tab): said in the question, in the demo's words.
        if (!r) throw new Error('sandbox.gone');
        const dump = r.dump as DbDump;
        delete dump.tables.sessions;
        return JSON.stringify(toSandboxFile(name, r.scenario ?? 'demo', dump));
      },
      checkFile(text) {
        const parsed = parseSandboxFile(text);
        return parsed.ok ? { ok: true, name: parsed.file.name, scenario: parsed.file.scenario, exportedAt: parsed.file.exportedAt } : parsed;
      },
      // Both take effect at the next load: the page reloads into the chosen sandbox, or back into the demo.
      choose(name, scenario) {
        localStorage.setItem(SANDBOX_KEY, name);
        if (scenario) localStorage.setItem(SANDBOX_SCENARIO_KEY, scenario);
        else localStorage.removeItem(SANDBOX_SCENARIO_KEY);
      },
      leave() {
        localStorage.removeItem(SANDBOX_KEY);
        localStorage.removeItem(SANDBOX_SCENARIO_KEY);
      },
    },
    backend,
    save: () => save(),
    onExternalChange: (h) => sync?.onExternalChange(h) ?? (() => {}),
    shutdown: () => {
      stopReminders();
      stopKeeping();
      sync?.close();
      mirage.shutdown();
    },
  };
}
