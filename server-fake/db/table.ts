/**
 * A plain in-memory table with numeric ids and optional secondary indexes.
 * Mirage's ORM serialises associations slowly on large collections (see the
 * conventions' pitfalls), so the fake server keeps its rows here and uses
 * Mirage only to intercept the browser's requests.
 */
export interface Row {
  id: number;
}

export interface TableDump<T extends Row = Row> {
  nextId: number;
  rows: T[];
}

export class Table<T extends Row> {
  private rows = new Map<number, T>();
  private nextId = 1;
  /** The rows themselves, not their ids: reading 18,000 rows of 500,000 through a second map of ids cost tens of ms. */
  private indexes = new Map<keyof T, Map<unknown, Set<T>>>();
  /** Bumped by every write: derived indexes (memo) rebuild when it moved. */
  private version = 0;
  private derived = new Map<string, { version: number; value: unknown }>();

  constructor(
    readonly name: string,
    indexed: ReadonlyArray<keyof T> = [],
  ) {
    for (const key of indexed) this.indexes.set(key, new Map());
  }

  /** Changes with every write: lets a derived index of another table tell when this one moved. */
  get stamp() {
    return this.version;
  }
  /** Writes so far: a sandbox saves only after a request that changed something. */
  get changeCount() {
    return this.version;
  }
  get size() {
    return this.rows.size;
  }
  all(): T[] {
    return [...this.rows.values()];
  }
  get(id: number | string | null | undefined): T | undefined {
    if (id === null || id === undefined) return undefined;
    return this.rows.get(Number(id));
  }
  find(pred: (row: T) => boolean): T | undefined {
    for (const r of this.rows.values()) if (pred(r)) return r;
    return undefined;
  }
  filter(pred: (row: T) => boolean): T[] {
    const out: T[] = [];
    for (const r of this.rows.values()) if (pred(r)) out.push(r);
    return out;
  }
  /** Rows whose indexed key equals value, without a scan. */
  by<K extends keyof T>(key: K, value: T[K]): T[] {
    const index = this.indexes.get(key);
    if (!index) return this.filter((r) => r[key] === value);
    const rows = index.get(value);
    return rows ? [...rows] : [];
  }
  /**
   * A read-side index of the caller's making (rows sorted by date, rows by
   * month...), built once and kept until the next write to the table. Large
   * volumes are read far more often than written, so queries stay off scans.
   * `build` gets the value it replaces, to keep it when the write changed
   * nothing it holds (what is derived from it can then tell by identity).
   */
  memo<V>(name: string, build: (rows: T[], previous: V | undefined) => V): V {
    const hit = this.derived.get(name);
    if (hit && hit.version === this.version) return hit.value as V;
    const value = build(this.all(), hit?.value as V | undefined);
    this.derived.set(name, { version: this.version, value });
    return value;
  }

  insert(data: Omit<T, 'id'> & { id?: number }): T {
    const id = data.id ?? this.nextId;
    if (this.rows.has(id)) throw new Error(`${this.name}: id ${id} already exists`);
    this.nextId = Math.max(this.nextId, id + 1);
    const row = { ...data, id } as T;
    this.version++;
    this.rows.set(id, row);
    this.indexAdd(row);
    return row;
  }
  insertMany(rows: Array<Omit<T, 'id'> & { id?: number }>): T[] {
    return rows.map((r) => this.insert(r));
  }
  update(id: number, patch: Partial<Omit<T, 'id'>>): T {
    const row = this.rows.get(Number(id));
    if (!row) throw new Error(`${this.name}: no row ${id}`);
    this.indexRemove(row);
    this.version++;
    const next = { ...row, ...patch, id: row.id } as T;
    this.rows.set(row.id, next);
    this.indexAdd(next);
    return next;
  }
  remove(id: number): boolean {
    const row = this.rows.get(Number(id));
    if (!row) return false;
    this.version++;
    this.indexRemove(row);
    return this.rows.delete(row.id);
  }
  clear() {
    this.version++;
    this.rows.clear();
    for (const idx of this.indexes.values()) idx.clear();
    this.nextId = 1;
  }
  dump(): TableDump<T> {
    return { nextId: this.nextId, rows: this.all() };
  }
  load(dump: TableDump<T>) {
    this.clear();
    // A plain loop: large dumps (50,000 rows) overflow a spread of arguments.
    let next = Math.max(dump.nextId, 1);
    for (const r of dump.rows) {
      // A repeated id keeps the last row, in the indexes too.
      const before = this.rows.get(r.id);
      if (before) this.indexRemove(before);
      this.rows.set(r.id, r);
      this.indexAdd(r);
      if (r.id >= next) next = r.id + 1;
    }
    this.nextId = next;
  }

  private indexAdd(row: T) {
    for (const [key, idx] of this.indexes) {
      const v = row[key];
      let set = idx.get(v);
      if (!set) idx.set(v, (set = new Set()));
      set.add(row);
    }
  }
  private indexRemove(row: T) {
    for (const [key, idx] of this.indexes) idx.get(row[key])?.delete(row);
  }
}
