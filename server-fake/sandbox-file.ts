import * as z from 'zod';
import type { DbDump } from './db/db';

/** A sandbox exported to a file: our marker, a version, and the tables. */
export const SANDBOX_FILE_KIND = 'mintrh-sandbox';

const dumpSchema = z.object({
  version: z.literal(1),
  meta: z.record(z.string(), z.unknown()),
  tables: z.record(z.string(), z.object({ nextId: z.number().int().min(1), rows: z.array(z.object({ id: z.number().int() }).passthrough()) })),
});

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

export const toSandboxFile = (name: string, scenario: string, dump: DbDump, now = new Date()): SandboxFile => ({ kind: SANDBOX_FILE_KIND, name, scenario, exportedAt: now.toISOString(), dump: dump as SandboxFile['dump'] });
