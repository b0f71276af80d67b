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

export function restoreDemoSessions(db: Db, store: Store | undefined = globalThis.sessionStorage) {
  try {
    const rows = JSON.parse(store?.getItem(DEMO_SESSIONS_KEY) ?? '[]') as SessionRow[];
    const table = sessions(db);
    for (const r of rows) if (!table.get(r.id) && !table.by('token', r.token).length) table.insert(r);
  } catch {
    // Unreadable: the user simply signs in again.
  }
}

export function saveDemoSessions(db: Db, store: Store | undefined = globalThis.sessionStorage) {
  try {
    store?.setItem(DEMO_SESSIONS_KEY, JSON.stringify(sessions(db).all()));
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

/** Takes back the tab's sign-ins, then keeps them. */
export function keepDemoSessions(db: Db, dispatcher: { use(m: Middleware): unknown }) {
  restoreDemoSessions(db);
  dispatcher.use(demoSessions(db));
}
