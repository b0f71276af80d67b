import type { FakeBackend } from './make-server';
import type { FakeRequest } from './http';
import type { DbDump } from './db/db';
import type { Middleware } from './middleware/types';
import { sessions } from './models/session';
import { sandboxStore, type SandboxRecord } from './sandbox-store';

/**
 * One sandbox open in several tabs. Each tab runs its own copy of the
 * database; after a write it saves to IndexedDB and tells the other tabs
 * (a BroadcastChannel per sandbox), which load the saved copy and refresh
 * their screens. Saves are read-check-write transactions: a tab whose copy
 * is behind the stored one starts from the stored copy and replays its own
 * writes through the business rules, so no write is lost when both write.
 */
type Req = Omit<FakeRequest, 'params'>;

export interface SandboxSync {
  /** Called after each request that changed a row (the middleware below does). */
  wrote(req: Req): void;
  /** Saves now; `force` writes over whatever is stored (reset, import, clock). */
  save(force?: boolean): Promise<void>;
  /** Screens to refresh when another tab changed the data. */
  onExternalChange(handler: () => void): () => void;
  close(): void;
  /** Notes each request that changed a row: boot.ts puts it in the demo's middleware list. */
  middleware: Middleware;
}

export function startSandboxSync(o: {
  name: string;
  scenario: () => string;
  backend: FakeBackend;
  rev: number;
  channel?: BroadcastChannel | null;
  /** While true (data that could not be read at start), nothing is saved over what is stored. */
  paused?: () => boolean;
}): SandboxSync {
  const { backend } = o;
  let replaying = false;
  let rev = o.rev;
  // Writes since the last save, replayed if another tab saved in between (sign-ins are kept as rows instead).
  const log: Req[] = [];
  const listeners = new Set<() => void>();
  const channel = o.channel === undefined ? (typeof BroadcastChannel === 'function' ? new BroadcastChannel(`mintrh-sandbox:${o.name}`) : null) : o.channel;
  let chain: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** Takes another tab's copy, keeping this tab's sign-ins. */
  const adopt = (dump: DbDump) => {
    const mine = sessions(backend.db).all();
    backend.db.load(dump);
    const table = sessions(backend.db);
    for (const s of mine) if (!table.by('token', s.token).length) table.insert({ ...s, id: undefined });
  };

  const replay = (requests: Req[]) => {
    // The hub already told everyone the first time.
    const { sendToUser, broadcast } = backend.hub;
    backend.hub.sendToUser = () => {};
    backend.hub.broadcast = () => {};
    replaying = true;
    try {
      for (const r of requests) backend.dispatcher.handle(r);
    } finally {
      replaying = false;
      backend.hub.sendToUser = sendToUser;
      backend.hub.broadcast = broadcast;
    }
  };

  const doSave = async (force: boolean) => {
    let merged = false;
    const record = await sandboxStore.commit(o.name, (stored): SandboxRecord => {
      if (!force && stored && (stored.rev ?? 0) !== rev) {
        const pending = log.splice(0);
        adopt(stored.dump);
        replay(pending);
        merged = true;
      }
      log.length = 0;
      return { name: o.name, scenario: o.scenario(), savedAt: new Date().toISOString(), rev: (stored?.rev ?? 0) + 1, dump: backend.db.dump() };
    });
    rev = record.rev ?? rev;
    channel?.postMessage({ rev });
    if (merged) listeners.forEach((l) => l());
  };
  const save = (force = false) => {
    if (timer) clearTimeout(timer);
    timer = null;
    const next = chain.then(() => doSave(force));
    chain = next.catch((e) => console.warn('sandbox save failed', e));
    return next;
  };

  // Runs inside the chain: it saves directly (through save() it would wait on itself).
  const refresh = async () => {
    if (log.length) return doSave(false);
    const stored = await sandboxStore.load(o.name).catch(() => undefined);
    // A write may have come in while reading: then merge by saving instead.
    if (log.length) return doSave(false);
    if (!stored || (stored.rev ?? 0) <= rev) return;
    adopt(stored.dump);
    rev = stored.rev ?? rev;
    listeners.forEach((l) => l());
  };
  if (channel) channel.onmessage = (e: MessageEvent<{ rev?: number }>) => {
    if ((e.data?.rev ?? 0) > rev) chain = chain.then(refresh).catch((err) => console.warn('sandbox refresh failed', err));
  };

  // Many reads are POSTs (lists with filters): only a request that changed a row is a write.
  const middleware: Middleware = {
    name: 'sandbox sync',
    handle(call, next) {
      const before = backend.db.changeCount();
      const res = next();
      if (!replaying && backend.db.changeCount() !== before && !o.paused?.()) sync.wrote(call.req);
      return res;
    },
  };
  const sync: SandboxSync = {
    wrote(req) {
      if (!/^\/api\/auth\//i.test(req.path)) log.push(req);
      // Soon, not at once: a burst of writes is saved together.
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void save().catch(() => {}), 60);
    },
    save,
    onExternalChange(h) {
      listeners.add(h);
      return () => listeners.delete(h);
    },
    close() {
      if (timer) clearTimeout(timer);
      channel?.close();
    },
    middleware,
  };
  return sync;
}
