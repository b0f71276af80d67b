import * as z from 'zod';
import type { DbDump } from './db/db';
import { columnsOf, rowsOf, type Column, type Orders } from './sandbox-columns';

/** A sandbox exported to a file: our marker, a version, and the tables. */
export const SANDBOX_FILE_KIND = 'mintrh-sandbox';

type Rows = Array<{ id: number } & Record<string, unknown>>;

/**
 * How large tables were written by the first release of issue 25 item 5: the
 * column names once and each row's values in that order. Still read, so
 * files saved then still open. Checked with a plain loop: zod per value
 * would cost seconds.
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

/** How large tables are written now (sandbox-columns.ts): column by column, repeated values named once. */
const columnarTable = z
  .object({ nextId: z.number().int().min(1), size: z.number().int().min(0), fields: z.array(z.custom<Column>((f) => !!f && typeof f === 'object')).min(1), orders: z.custom<Orders>().optional() })
  .transform(({ nextId, size, fields, orders }, ctx) => {
    const rows = rowsOf({ size, fields, orders }) as Rows | null;
    if (!rows || rows.some((r) => !Number.isInteger(r.id))) {
      ctx.addIssue({ code: 'custom', message: 'sandbox.import.corrupt' });
      return z.NEVER;
    }
    return { nextId, rows };
  });

/** Rows checked, not copied: a copy through z.object would move each id first, and a row read back keeps the key order it was written in. */
const isRow = (r: unknown): r is Rows[number] => !!r && typeof r === 'object' && !Array.isArray(r) && Number.isInteger((r as { id?: unknown }).id);
const rowsTable = z.object({ nextId: z.number().int().min(1), rows: z.array(z.custom<Rows[number]>(isRow)) });

const dumpSchema = z.object({
  version: z.literal(1),
  meta: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.union([rowsTable, columnarTable, packedTable])),
});

/** Tables under this many rows stay rows: a trainer may read a small file. */
const PACK_FROM = 1000;

function packed(dump: DbDump) {
  const tables: Record<string, unknown> = {};
  for (const [name, t] of Object.entries(dump.tables)) {
    const columns = t.rows.length >= PACK_FROM ? columnsOf(t.rows as unknown as Array<Record<string, unknown>>) : null;
    tables[name] = columns ? { nextId: t.nextId, ...columns } : t;
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

/** The first key toSandboxFile writes, as JSON.stringify writes it (with or without indentation). */
const startsAsExport = new RegExp(`^\\s*\\{\\s*"kind"\\s*:\\s*"${SANDBOX_FILE_KIND}"`);

/** Parses a file's text; every failure is a message key the UI shows. */
export function parseSandboxFile(text: string): { ok: true; file: SandboxFile } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // An export cut short (a copy interrupted, a file truncated) still begins as ours: it is damaged, not foreign
    // (persona review: 'not a sandbox export' sent the trainer looking for another file).
    return { ok: false, message: startsAsExport.test(text) ? 'sandbox.import.corrupt' : 'sandbox.import.notJson' };
  }
  if (!json || typeof json !== 'object' || (json as { kind?: unknown }).kind !== SANDBOX_FILE_KIND) return { ok: false, message: 'sandbox.import.foreign' };
  const parsed = sandboxFile.safeParse(json);
  if (!parsed.success) return { ok: false, message: 'sandbox.import.corrupt' };
  if (!parsed.data.dump.tables.users?.rows.length) return { ok: false, message: 'sandbox.import.corrupt' };
  return { ok: true, file: parsed.data };
}

/** The file to write (large tables packed); parseSandboxFile reads it back as rows. */
export const toSandboxFile = (name: string, scenario: string, dump: DbDump, now = new Date()): z.input<typeof sandboxFile> => ({ kind: SANDBOX_FILE_KIND, name, scenario, exportedAt: now.toISOString(), dump: packed(dump) as z.input<typeof sandboxFile>['dump'] });
