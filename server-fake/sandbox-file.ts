import * as z from 'zod';
import type { DbDump } from './db/db';

/** A sandbox exported to a file: our marker, a version, and the tables. */
export const SANDBOX_FILE_KIND = 'mintrh-sandbox';

type Rows = Array<{ id: number } & Record<string, unknown>>;

/**
 * A large table whose rows share one shape is written as its column names
 * once and each row's values in that order (issue 25 item 5: the company of
 * 10,000 writes and loads in seconds; names repeated 500,000 times were most
 * of the file). Checked with a plain loop: zod per value would cost seconds.
 */
const packedTable = z
  .object({ nextId: z.number().int().min(1), columns: z.array(z.string()).min(1), values: z.custom<unknown[][]>((v) => Array.isArray(v)) })
  .superRefine((t, ctx) => {
    const idAt = t.columns.indexOf('id');
    const width = t.columns.length;
    const bad = idAt < 0 || new Set(t.columns).size !== width || t.values.some((v) => !Array.isArray(v) || v.length !== width || !Number.isInteger(v[idAt]));
    if (bad) ctx.addIssue({ code: 'custom', message: 'sandbox.import.corrupt' });
  })
  .transform(({ nextId, columns, values }) => ({ nextId, rows: values.map((v) => rowOf(columns, v)) as Rows }));

function rowOf(columns: string[], values: unknown[]) {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) row[columns[i]] = values[i];
  return row;
}

const rowsTable = z.object({ nextId: z.number().int().min(1), rows: z.array(z.object({ id: z.number().int() }).passthrough()) });

const dumpSchema = z.object({
  version: z.literal(1),
  meta: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.union([rowsTable, packedTable])),
});

/** Tables under this many rows stay rows: a trainer may read a small file. */
const PACK_FROM = 1000;

/** The column names when every row has the same keys in the same order and no undefined value (an array would turn it into null); else null. */
function sharedShape(rows: ReadonlyArray<Record<string, unknown>>): string[] | null {
  const columns = Object.keys(rows[0] ?? {});
  for (const r of rows) {
    let i = 0;
    for (const k in r) if (columns[i++] !== k || r[k] === undefined) return null;
    if (i !== columns.length) return null;
  }
  return columns;
}

function packed(dump: DbDump) {
  const tables: Record<string, unknown> = {};
  for (const [name, t] of Object.entries(dump.tables)) {
    const columns = t.rows.length >= PACK_FROM ? sharedShape(t.rows as unknown as Array<Record<string, unknown>>) : null;
    tables[name] = columns ? { nextId: t.nextId, columns, values: t.rows.map((r) => columns.map((c) => (r as unknown as Record<string, unknown>)[c])) } : t;
  }
  return { ...dump, tables };
}

export const sandboxFile = z.object({
  kind: z.literal(SANDBOX_FILE_KIND),
  name: z.string().min(1).max(60),
  scenario: z.string(),
  exportedAt: z.string(),
  dump: dumpSchema,
});
export type SandboxFile = z.infer<typeof sandboxFile>;

/** Parses a file's text; every failure is a message key the UI shows. */
export function parseSandboxFile(text: string): { ok: true; file: SandboxFile } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'sandbox.import.notJson' };
  }
  if (!json || typeof json !== 'object' || (json as { kind?: unknown }).kind !== SANDBOX_FILE_KIND) return { ok: false, message: 'sandbox.import.foreign' };
  const parsed = sandboxFile.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'sandbox.import.corrupt' };
  if (!parsed.data.dump.tables.users?.rows.length) return { ok: false, message: 'sandbox.import.corrupt' };
  return { ok: true, file: parsed.data };
}

/** The file to write (large tables packed); parseSandboxFile reads it back as rows. */
export const toSandboxFile = (name: string, scenario: string, dump: DbDump, now = new Date()): z.input<typeof sandboxFile> => ({ kind: SANDBOX_FILE_KIND, name, scenario, exportedAt: now.toISOString(), dump: packed(dump) as z.input<typeof sandboxFile>['dump'] });
