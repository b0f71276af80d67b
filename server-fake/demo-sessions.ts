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
/** The sign-ins and the demo clock's offset they were made on. */
interface Saved {
  clockOffset: number;
  rows: SessionRow[];
}
const offsetOf = (db: Db) => Number(db.meta.clockOffset ?? 0);

/**
 * Tokens age on the demo clock (issue 20.4: '+1 month' ends an access token,
 * the client refreshes). A sign-in carried into data whose clock stands
 * elsewhere (a sandbox whose scenario opens in summer, months ahead) moves
 * with that clock, so the trip is not taken for months of idleness: the
 * token keeps the life it had left.
 */
export function restoreDemoSessions(db: Db, store: Store | undefined = globalThis.sessionStorage) {
  try {
    const saved = JSON.parse(store?.getItem(DEMO_SESSIONS_KEY) ?? '[]') as Saved | SessionRow[];
    const { clockOffset, rows } = Array.isArray(saved) ? { clockOffset: offsetOf(db), rows: saved } : saved;
    const shift = offsetOf(db) - clockOffset;
    const table = sessions(db);
    for (const r of rows) {
      if (table.get(r.id) || table.by('token', r.token).length) continue;
      table.insert({ ...r, expiresAt: r.expiresAt + shift, refreshExpiresAt: r.refreshExpiresAt === undefined ? undefined : r.refreshExpiresAt + shift });
    }
  } catch {
    // Unreadable: the user simply signs in again.
  }
}

export function saveDemoSessions(db: Db, store: Store | undefined = globalThis.sessionStorage) {
  try {
    const saved: Saved = { clockOffset: offsetOf(db), rows: sessions(db).all() };
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

/** Takes back the tab's sign-ins; the middleware returned keeps them (boot.ts puts it in the demo's list). */
export function keepDemoSessions(db: Db): Middleware {
  restoreDemoSessions(db);
  return demoSessions(db);
}
