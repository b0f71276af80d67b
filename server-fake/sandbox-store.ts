import type { DbDump } from './db/db';

/** Sandboxes persist their whole database in IndexedDB, one record per name. */
const DB_NAME = 'mintrh-sandboxes';
const STORE = 'sandboxes';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = fn(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

export interface SandboxRecord {
  name: string;
  scenario: string;
  savedAt: string;
  dump: DbDump;
}

export const sandboxStore = {
  load: (name: string) => run<SandboxRecord | undefined>('readonly', (s) => s.get(name)),
  save: (record: SandboxRecord) => run('readwrite', (s) => s.put(record, record.name)),
  remove: (name: string) => run('readwrite', (s) => s.delete(name)),
  names: () => run<IDBValidKey[]>('readonly', (s) => s.getAllKeys()).then((keys) => keys.map(String)),
};
