import type { Db } from './db/db';
import { sessions, type SessionRow } from './models/session';
import type { Middleware } from './middleware/types';

/**
 * Demo mode rebuilds its data on every page load, which used to void the
 * signed-in token: the first call after a reload answered 401 and sent the
 * user back to login. Sign-ins are kept for the tab's life instead (sandboxes
 * already keep them inside their saved data).
 */
export const DEMO_SESSIONS_KEY = 'mintrh.demo.sessions';

type Store = Pick<Storage, 'getItem' | 'setItem'>;
/** The sign-ins, the demo clock's offset they were made on, and when (real time) they were saved. */
interface Saved {
  clockOffset: number;
  rows: SessionRow[];
  savedAt?: number;
}
const offsetOf = (db: Db) => Number(db.meta.clockOffset ?? 0);

/**
 * Tokens age on the demo clock (issue 20.4: '+1 month' ends an access token,
 * the client refreshes). A sign-in carried into data whose clock stands
 * elsewhere (a sandbox whose scenario opens in summer, months ahead) moves
 * with that clock, so the trip is not taken for months of idleness: the
 * token keeps the life it had left.
 */
export function restoreDemoSessions(db: Db, store: Store | undefined = globalThis.sessionStorage, dataSavedAt = 0) {
  try {
    const saved = JSON.parse(store?.getItem(DEMO_SESSIONS_KEY) ?? '[]') as Saved | SessionRow[];
    const { clockOffset, rows, savedAt = 0 } = Array.isArray(saved) ? { clockOffset: offsetOf(db), rows: saved } : saved;
    const shift = offsetOf(db) - clockOffset;
    const table = sessions(db);
    for (const r of rows) {
      const { id, ...rest } = r;
      const row = { ...rest, expiresAt: r.expiresAt + shift, refreshExpiresAt: r.refreshExpiresAt === undefined ? undefined : r.refreshExpiresAt + shift, spentUntil: r.spentUntil === undefined ? undefined : r.spentUntil + shift };
      const there = table.by('token', r.token)[0];
      // The same sign-in in the data restored: the copy saved last wins. The tab's is saved at once after each sign-in
      // call, the data 60 ms after a write; 'Quitter cette session' reloads the page within those 60 ms, and the data's
      // older copy, still 'connected as' the other person, used to win.
      if (there) {
        if (savedAt > dataSavedAt) table.update(there.id, row);
        continue;
      }
      // Its id may be another session's in the data restored (saved after a reset that numbered sessions afresh):
      // the sign-in still comes back, under a free id (a 'connected as' session was lost to a reload that way).
      table.insert({ ...row, ...(table.get(id) ? {} : { id }) });
    }
  } catch {
    // Unreadable: the user simply signs in again.
  }
}

export function saveDemoSessions(db: Db, store: Store | undefined = globalThis.sessionStorage) {
  try {
    const saved: Saved = { clockOffset: offsetOf(db), rows: sessions(db).all(), savedAt: Date.now() };
    store?.setItem(DEMO_SESSIONS_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or denied: only the reload convenience is lost.
  }
}

/** Saves after each call that can open or close a session. */
export const demoSessions = (db: Db, store?: Store): Middleware => ({
  name: 'demo sessions',
  handle(call, next) {
    const res = next();
    if (/^\/api\/auth\//i.test(call.req.path)) saveDemoSessions(db, store);
    return res;
  },
});

/**
 * Takes back the tab's sign-ins into data saved at `dataSavedAt` (real time, ms; 0 for data built afresh); the
 * middleware returned keeps them (boot.ts puts it in the demo's list).
 */
export function keepDemoSessions(db: Db, dataSavedAt = 0): Middleware {
  restoreDemoSessions(db, undefined, dataSavedAt);
  return demoSessions(db);
}
