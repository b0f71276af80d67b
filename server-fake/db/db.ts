import { Table, type Row, type TableDump } from './table';

export interface DbDump {
  version: 1;
  tables: Record<string, TableDump>;
  meta: Record<string, unknown>;
}

/**
 * The fake server's database: tables created on first use by each area's
 * model module (no central list to edit), dumped and loaded whole for
 * sandboxes and the test API host.
 */
export class Db {
  private tables = new Map<string, Table<Row>>();
  /** Free-form settings of the organisation (counters, clock offset…). */
  meta: Record<string, unknown> = {};

  table<T extends Row>(name: string, indexed: ReadonlyArray<keyof T> = []): Table<T> {
    let t = this.tables.get(name);
    if (!t) {
      t = new Table<T>(name, indexed) as unknown as Table<Row>;
      this.tables.set(name, t);
    }
    return t as unknown as Table<T>;
  }

  /** Grows with every row written in any table (meta excluded). */
  changeCount() {
    let n = 0;
    for (const t of this.tables.values()) n += t.changeCount;
    return n;
  }

  names() {
    return [...this.tables.keys()];
  }

  dump(): DbDump {
    const tables: Record<string, TableDump> = {};
    for (const [name, t] of this.tables) tables[name] = t.dump();
    return { version: 1, tables, meta: structuredClone(this.meta) };
  }

  load(dump: DbDump) {
    for (const t of this.tables.values()) t.clear();
    for (const [name, d] of Object.entries(dump.tables)) this.table(name).load(d);
    this.meta = structuredClone(dump.meta ?? {});
  }
}

/** Declares a table accessor for an area: `const leaves = tableOf<LeaveRow>('leaveRequests', ['userId'])`. */
export const tableOf =
  <T extends Row>(name: string, indexed: ReadonlyArray<keyof T> = []) =>
  (db: Db) =>
    db.table<T>(name, indexed);
