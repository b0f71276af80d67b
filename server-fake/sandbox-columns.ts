/**
 * A large table of a sandbox file written column by column (issue 25 item 5:
 * the company of 10,000, 500,000 leave requests, writes and loads in under
 * 3 s each). Each column says how its values are kept:
 * - `same`: one value for every row (null, false, an empty list);
 * - `dict` and `codes`: few distinct values (statuses, days) named once, each row an index;
 * - `lengths` and `of`: lists of objects of one shape (a request's approvals), flattened into a table of their own;
 * - `values`: one value per row.
 * Still JSON a person can read: the names are there, once. Rows come back
 * with their keys in the order written.
 */
export type Column = { name: string } & ({ same: unknown } | { dict: unknown[]; codes: number[] } | { lengths: number[]; of: ColumnTable } | { values: unknown[] });
export interface ColumnTable {
  size: number;
  fields: Column[];
}

type Rec = Record<string, unknown>;
const isPrimitive = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isEmptyList = (v: unknown) => Array.isArray(v) && v.length === 0;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The key names when every row has the same keys in the same order and no undefined value (JSON would drop it); else null. */
export function sharedShape(rows: ReadonlyArray<Rec>): string[] | null {
  const columns = Object.keys(rows[0] ?? {});
  for (const r of rows) {
    let i = 0;
    for (const k in r) if (columns[i++] !== k || r[k] === undefined) return null;
    if (i !== columns.length) return null;
  }
  return columns;
}

function column(name: string, values: unknown[]): Column {
  const first = values[0];
  if ((isPrimitive(first) && values.every((v) => v === first)) || values.every(isEmptyList)) return { name, same: first };
  if (values.every((v) => Array.isArray(v) && v.every(isRecord))) {
    const items = (values as Rec[][]).flat();
    const of = items.length ? columnsOf(items) : null;
    if (of?.fields.length) return { name, lengths: (values as unknown[][]).map((v) => v.length), of };
  }
  if (values.every(isPrimitive) && values.some((v) => typeof v === 'string')) {
    const codeOf = new Map<unknown, number>();
    const codes = values.map((v) => {
      let c = codeOf.get(v);
      if (c === undefined) codeOf.set(v, (c = codeOf.size));
      return c;
    });
    if (codeOf.size * 4 <= values.length) return { name, dict: [...codeOf.keys()], codes };
  }
  return { name, values };
}

/** The rows as columns, or null when they do not share one shape. */
export function columnsOf(rows: ReadonlyArray<Rec>): ColumnTable | null {
  const names = sharedShape(rows);
  if (!names) return null;
  return { size: rows.length, fields: names.map((n) => column(n, rows.map((r) => r[n]))) };
}

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);

/** One column's values, row by row; null when the column does not hold together (a damaged file). */
function valuesOf(c: Column, size: number): unknown[] | null {
  if ('same' in c) {
    if (isEmptyList(c.same)) return Array.from({ length: size }, () => []);
    return isPrimitive(c.same) ? new Array(size).fill(c.same) : null;
  }
  if ('codes' in c) {
    if (!isArray(c.dict) || !isArray(c.codes) || c.codes.length !== size) return null;
    const dict = c.dict;
    const out: unknown[] = new Array(size);
    for (let i = 0; i < size; i++) {
      const code = c.codes[i];
      if (!isCount(code) || code >= dict.length) return null;
      out[i] = dict[code];
    }
    return out;
  }
  if ('lengths' in c) {
    if (!isArray(c.lengths) || c.lengths.length !== size || !isRecord(c.of)) return null;
    const items = rowsOf(c.of);
    if (!items) return null;
    const out: unknown[] = new Array(size);
    let at = 0;
    for (let i = 0; i < size; i++) {
      const n = c.lengths[i];
      if (!isCount(n) || at + n > items.length) return null;
      out[i] = items.slice(at, (at += n));
    }
    return at === items.length ? out : null;
  }
  return isArray(c.values) && c.values.length === size ? c.values : null;
}

/** The rows back from their columns; null when the table is damaged. */
export function rowsOf(t: ColumnTable): Rec[] | null {
  if (!isCount(t.size) || !isArray(t.fields) || !t.fields.length) return null;
  const names = t.fields.map((f) => (isRecord(f) ? f.name : undefined));
  if (names.some((n) => typeof n !== 'string') || new Set(names).size !== names.length) return null;
  const columns: unknown[][] = [];
  for (const f of t.fields) {
    const values = valuesOf(f, t.size);
    if (!values) return null;
    columns.push(values);
  }
  const rows = new Array<Rec>(t.size);
  const width = names.length;
  for (let i = 0; i < t.size; i++) {
    const row: Rec = {};
    for (let j = 0; j < width; j++) row[names[j] as string] = columns[j][i];
    rows[i] = row;
  }
  return rows;
}
