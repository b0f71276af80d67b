import { readSheet } from 'read-excel-file/universal';
import writeXlsxFile from 'write-excel-file/universal';
import type { Db } from '../db/db';
import { excelColumns, type ItemKind } from '../../src/domain/inventory';
import { users } from '../models/organisation';
import type { HardwareRow, SoftwareRow } from '../models/inventory';
import { decodeDataUrl } from './files';
import { tableFor, type Cell } from './inventory';

/**
 * Reading and writing .xlsx is asynchronous (unzip and zip) while the fake
 * server's handlers answer synchronously. Upload starts reading the sheet and
 * AddExcelData uses the rows once read ('Import.StillReading' until then);
 * Download serves a workbook built in the background for the current state
 * of the inventory ('Export.Preparing' until it is ready). Clients retry.
 */
type Job<T> = { state: 'pending' } | { state: 'done'; value: T } | { state: 'failed'; message: string };
const parses = new WeakMap<Db, Map<number, Job<Cell[][]>>>();
const exportsCache = new WeakMap<Db, Map<string, Job<Uint8Array>>>();
const waits = new Set<Promise<unknown>>();
const mapOf = <K, V>(w: WeakMap<Db, Map<K, V>>, db: Db) => {
  let m = w.get(db);
  if (!m) w.set(db, (m = new Map()));
  return m;
};
const track = <T>(p: Promise<T>) => {
  waits.add(p);
  p.finally(() => waits.delete(p)).catch(() => {});
  return p;
};
/** Tests await the background work here. */
export const excelWorkDone = () => Promise.allSettled([...waits]);

export function startParse(db: Db, fileId: number, content: string) {
  const jobs = mapOf(parses, db);
  jobs.set(fileId, { state: 'pending' });
  const bytes = decodeDataUrl(content);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  track(
    readSheet(buffer).then(
      (rows) => void jobs.set(fileId, { state: 'done', value: rows as unknown as Cell[][] }),
      () => void jobs.set(fileId, { state: 'failed', message: 'Import.NotAnExcelFile' }),
    ),
  );
}
export const parsed = (db: Db, fileId: number) => mapOf(parses, db).get(fileId);

const version = (db: Db) => Number(db.meta.inventoryVersion ?? 0);
export const bumpInventory = (db: Db) => void (db.meta.inventoryVersion = version(db) + 1);

/** Whose items an export holds: the whole park, or only what one user holds (what their list shows them). */
export type ExportScope = 'all' | { holderId: number };

function exportRows(db: Db, kind: ItemKind, scope: ExportScope) {
  const holders = (ids: number[]) => ids.map((id) => users(db).get(id)?.fullName ?? '').join(', ');
  const header = [...excelColumns[kind], ...(kind === 'software' ? ['Assigned to'] : []), 'Active'].map((value) => ({ value, fontWeight: 'bold' as const }));
  const items = (tableFor(db, kind).all() as Array<HardwareRow | SoftwareRow>).filter((r) => scope === 'all' || r.assignees.includes(scope.holderId));
  const rows = items.map((r) =>
    kind === 'hardware'
      ? [r.title, r.category, (r as HardwareRow).brand, (r as HardwareRow).model, (r as HardwareRow).serialNumber, (r as HardwareRow).purchaseDate ?? '', r.price, holders(r.assignees), r.active ? 'Yes' : 'No']
      : [r.title, (r as SoftwareRow).editor, (r as SoftwareRow).version, r.category, (r as SoftwareRow).licenceType, (r as SoftwareRow).seats, (r as SoftwareRow).expiryDate ?? '', r.price, holders(r.assignees), r.active ? 'Yes' : 'No'],
  );
  return [header, ...rows.map((r) => r.map((value) => ({ value })))];
}

/** Starts building the workbook of the current inventory, as `scope` may see it, if it is not built or being built. */
export function prepareExport(db: Db, kind: ItemKind, scope: ExportScope) {
  const cache = mapOf(exportsCache, db);
  const key = `${kind}:${version(db)}:${scope === 'all' ? 'all' : scope.holderId}`;
  if (cache.has(key)) return cache.get(key)!;
  cache.set(key, { state: 'pending' });
  track(
    writeXlsxFile(exportRows(db, kind, scope) as never, { sheet: kind === 'hardware' ? 'Hardware' : 'Software' } as never)
      .toBlob()
      .then((blob) => blob.arrayBuffer())
      .then(
        (buf) => void cache.set(key, { state: 'done', value: new Uint8Array(buf) }),
        () => void cache.set(key, { state: 'failed', message: 'Error.Status.500' }),
      ),
  );
  return cache.get(key)!;
}
