import type { DbDump } from './db/db';
import { faults } from './faults';

/** Sandboxes persist their whole database in IndexedDB, one record per name. */
const DB_NAME = 'mintrh-sandboxes';
const STORE = 'sandboxes';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB: the database did not open'));
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = fn(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB: the request failed'));
    });
  } finally {
    db.close();
  }
}

export interface SandboxRecord {
  name: string;
  scenario: string;
  savedAt: string;
  /** Bumped by every save: a tab that saved from an older revision missed another tab's writes. */
  rev?: number;
  dump: DbDump;
}

/**
 * Read, decide and write in one IndexedDB transaction: two tabs saving the
 * same sandbox are serialised, so neither overwrites what it has not seen.
 * `decide` runs synchronously inside the transaction.
 */
async function commit(name: string, decide: (stored: SandboxRecord | undefined) => SandboxRecord): Promise<SandboxRecord> {
  const db = await open();
  try {
    return await new Promise<SandboxRecord>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      let next: SandboxRecord | null = null;
      const get = store.get(name);
      get.onsuccess = () => {
        try {
          next = decide(get.result as SandboxRecord | undefined);
          store.put(next, name);
        } catch (e) {
          tx.abort();
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      };
      tx.oncomplete = () => resolve(next!);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB: the transaction failed'));
    });
  } finally {
    db.close();
  }
}

/**
 * A failure armed for this call (faults.failNext, like the fake API's: the
 * model walk, chaos tests), as IndexedDB refusing it would (a full disk,
 * storage denied). Calls are named like requests: GET, PUT or DELETE
 * /indexeddb/sandboxes/<name>.
 */
function refused(method: 'GET' | 'PUT' | 'DELETE', name: string): Promise<never> | null {
  const armed = faults.takeArmed(method, `/indexeddb/sandboxes/${name}`);
  return armed ? Promise.reject(new Error(armed.message)) : null;
}

/** The demo's own record (issue 36 item 4): a name no trainer can type (a sandbox name is typed text), left out of the sandboxes' list. */
export const DEMO_RECORD = '\u0000demo';

export const sandboxStore = {
  load: (name: string) => refused('GET', name) ?? run('readonly', (s) => s.get(name) as IDBRequest<SandboxRecord | undefined>),
  save: (record: SandboxRecord) => refused('PUT', record.name) ?? run('readwrite', (s) => s.put(record, record.name)),
  commit: (name: string, decide: (stored: SandboxRecord | undefined) => SandboxRecord) => refused('PUT', name) ?? commit(name, decide),
  remove: (name: string) => refused('DELETE', name) ?? run('readwrite', (s) => s.delete(name)),
  names: () => run<IDBValidKey[]>('readonly', (s) => s.getAllKeys()).then((keys) => keys.map(String).filter((k) => k !== DEMO_RECORD)),
};
