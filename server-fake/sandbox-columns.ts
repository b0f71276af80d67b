/**
 * A large table of a sandbox file written column by column (issue 25 item 5:
 * the company of 10,000, 500,000 leave requests, writes and loads in under
 * 3 s each). Each column says how its values are kept:
 * - `same`: one value for every row (null, false, an empty list);
 * - `dict` and `codes`: few distinct values (statuses, days) named once, each row an index;
 * - `lengths` and `of`: lists of objects with the same keys (a request's approvals), flattened into a table of their own;
 * - `values`: one value per row.
 * Still JSON a person can read: the names are there, once. Rows come back
 * with their keys in the order written.
 */
export type Column = { name: string } & ({ same: unknown } | { dict: unknown[]; codes: number[] } | { lengths: number[]; of: ColumnTable } | { values: unknown[] });
export interface ColumnTable {
  size: number;
  fields: Column[];
  /**
   * Rows whose keys come in another order than the fields' (absent when none
   * does): each order named once, each row its index. Answers written from
   * a row keep its key order, so a file keeps it too.
   */
  orders?: Orders;
}
export interface Orders {
  dict: string[][];
  codes: number[];
}

type Rec = Record<string, unknown>;
const isPrimitive = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isEmptyList = (v: unknown) => Array.isArray(v) && v.length === 0;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Row shapes past this many (orders of the same keys) are not worth naming: the table stays rows. */
const MOST_ORDERS = 16;

/** Whether a row has exactly these keys in this order, none undefined (JSON would drop it). */
function follows(r: Rec, order: readonly string[]) {
  let i = 0;
  for (const k in r) if (order[i++] !== k || r[k] === undefined) return false;
  return i === order.length;
}

/**
 * The key names of the first row, and each row's order of them when some rows
 * hold the same keys in another order (a row inserted after a load has its id
 * last); null when the rows do not share their keys or one is undefined.
 */
export function shapeOf(rows: ReadonlyArray<Rec>): { names: string[]; orders: Orders | null } | null {
  const names = Object.keys(rows[0] ?? {});
  const known = new Set(names);
  const dict: string[][] = [names];
  let codes: number[] | null = null;
  let last = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    let code = follows(r, dict[last]) ? last : dict.findIndex((order) => follows(r, order));
    if (code < 0) {
      const keys = Object.keys(r);
      if (keys.length !== names.length || keys.some((k) => !known.has(k) || r[k] === undefined) || dict.length >= MOST_ORDERS) return null;
      code = dict.push(keys) - 1;
    }
    if (code && !codes) codes = new Array<number>(i).fill(0);
    if (codes) codes.push(code);
    last = code;
  }
  return { names, orders: codes ? { dict, codes } : null };
}

/** One column in one pass over its values: what they have in common decides how it is written. */
function column(name: string, values: unknown[]): Column {
  const size = values.length;
  const first = values[0];
  let same = isPrimitive(first), emptyLists = true, recordLists = true, primitives = true, strings = false;
  for (let i = 0; i < size; i++) {
    const v = values[i];
    if (same && v !== first) same = false;
    if (Array.isArray(v)) {
      primitives = false;
      if (v.length) emptyLists = false;
      if (recordLists && !v.every(isRecord)) recordLists = false;
    } else {
      emptyLists = recordLists = false;
      if (!isPrimitive(v)) primitives = false;
      else if (typeof v === 'string') strings = true;
    }
  }
  if (same || emptyLists) return { name, same: first };
  if (recordLists) {
    // A loop, not flat(): a third of the time on 500,000 lists.
    const items: Rec[] = [];
    for (const list of values as Rec[][]) for (const item of list) items.push(item);
    const of = items.length ? columnsOf(items) : null;
    if (of?.fields.length) return { name, lengths: (values as unknown[][]).map((v) => v.length), of };
  }
  if (primitives && strings) {
    // Given up as soon as the distinct values pass a quarter of the rows: a column of dates or names is not named value by value.
    const codeOf = new Map<unknown, number>();
    const codes = new Array<number>(size);
    let i = 0;
    for (; i < size; i++) {
      let c = codeOf.get(values[i]);
      if (c === undefined) {
        if ((codeOf.size + 1) * 4 > size) break;
        codeOf.set(values[i], (c = codeOf.size));
      }
      codes[i] = c;
    }
    if (i === size) return { name, dict: [...codeOf.keys()], codes };
  }
  return { name, values };
}

/**
 * The rows' values column by column, in one pass over each row's own keys
 * (reading rows[i][name] per column cost a second for 500,000 rows: one
 * lookup by name per value, from rows of many tables).
 */
function transposed(rows: ReadonlyArray<Rec>, names: string[], orders: Orders | null): unknown[][] {
  const columns = names.map(() => new Array<unknown>(rows.length));
  const at = new Map(names.map((n, j) => [n, j]));
  const positions = (orders?.dict ?? [names]).map((order) => order.map((k) => at.get(k)!));
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const to = positions[orders ? orders.codes[i] : 0];
    let j = 0;
    for (const k in r) columns[to[j++]][i] = r[k];
  }
  return columns;
}

/** The rows as columns, or null when they do not share their keys. */
export function columnsOf(rows: ReadonlyArray<Rec>): ColumnTable | null {
  const shape = shapeOf(rows);
  if (!shape) return null;
  const columns = transposed(rows, shape.names, shape.orders);
  const fields = shape.names.map((n, j) => column(n, columns[j]));
  return shape.orders ? { size: rows.length, fields, orders: shape.orders } : { size: rows.length, fields };
}

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);

/**
 * One column written into the rows, which already hold its key; false when
 * the column does not hold together (a damaged file). Straight into the rows,
 * not through an array of the column's values: loading a large file is
 * mostly making objects, and fewer of them leaves the collector less to do.
 */
function fill(rows: Rec[], name: string, c: Column): boolean {
  const size = rows.length;
  if ('same' in c) {
    if (isEmptyList(c.same)) for (let i = 0; i < size; i++) rows[i][name] = [];
    else if (isPrimitive(c.same)) for (let i = 0; i < size; i++) rows[i][name] = c.same;
    else return false;
    return true;
  }
  if ('codes' in c) {
    const { dict, codes } = c;
    if (!isArray(dict) || !isArray(codes) || codes.length !== size) return false;
    for (let i = 0; i < size; i++) {
      const code = codes[i];
      if (!isCount(code) || code >= dict.length) return false;
      rows[i][name] = dict[code];
    }
    return true;
  }
  if ('lengths' in c) {
    if (!isArray(c.lengths) || c.lengths.length !== size || !isRecord(c.of)) return false;
    const items = rowsOf(c.of);
    if (!items) return false;
    let at = 0;
    for (let i = 0; i < size; i++) {
      const n = c.lengths[i];
      if (!isCount(n) || at + n > items.length) return false;
      rows[i][name] = items.slice(at, (at += n));
    }
    return at === items.length;
  }
  const { values } = c;
  if (!isArray(values) || values.length !== size) return false;
  for (let i = 0; i < size; i++) rows[i][name] = values[i];
  return true;
}

/** The rows back from their columns; null when the table is damaged. */
export function rowsOf(t: ColumnTable): Rec[] | null {
  if (!isCount(t.size) || !isArray(t.fields) || !t.fields.length) return null;
  const names = t.fields.map((f) => (isRecord(f) ? f.name : undefined));
  if (names.some((n) => typeof n !== 'string') || new Set(names).size !== names.length) return null;
  // Every column as long as the table before a row is made: a damaged size makes no rows.
  const length = (f: Column) => ('same' in f ? t.size : 'codes' in f ? (f.codes as unknown[] | undefined)?.length : 'lengths' in f ? (f.lengths as unknown[] | undefined)?.length : (f.values as unknown[] | undefined)?.length);
  if (t.fields.some((f) => length(f) !== t.size)) return null;
  const orders = ordersOf(t.orders, names as string[], t.size);
  if (orders === undefined) return null;
  // Each row copied from an object with its keys already in its order, then filled column by column: no new hidden class per key.
  const templates = (orders?.dict ?? [names.map((_, j) => j)]).map((order) => {
    const template: Rec = {};
    for (const j of order) template[names[j] as string] = null;
    return template;
  });
  const rows = new Array<Rec>(t.size);
  for (let i = 0; i < t.size; i++) rows[i] = { ...templates[orders ? orders.codes[i] : 0] };
  for (let j = 0; j < t.fields.length; j++) if (!fill(rows, names[j] as string, t.fields[j])) return null;
  return rows;
}

/** Each order as the fields' positions; null when every row follows the fields, undefined when the orders are damaged. */
function ordersOf(o: unknown, names: string[], size: number): { dict: number[][]; codes: number[] } | null | undefined {
  if (o === undefined) return null;
  if (!isRecord(o) || !isArray(o.dict) || !isArray(o.codes) || o.codes.length !== size) return undefined;
  const at = new Map(names.map((n, j) => [n, j]));
  const dict: number[][] = [];
  for (const order of o.dict) {
    if (!isArray(order) || order.length !== names.length || new Set(order).size !== names.length || !order.every((k) => at.has(k as string))) return undefined;
    dict.push(order.map((k) => at.get(k as string)!));
  }
  const codes = o.codes;
  for (let i = 0; i < size; i++) if (!isCount(codes[i]) || (codes[i] as number) >= dict.length) return undefined;
  return { dict, codes: codes as number[] };
}
