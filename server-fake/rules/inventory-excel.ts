import { readSheet } from 'read-excel-file/universal';
import type { Db } from '../db/db';
import { excelColumnKeys, excelColumns, type ItemKind } from '../../src/domain/inventory';
import { users } from '../models/organisation';
import type { HardwareRow, SoftwareRow } from '../models/inventory';
import { decodeDataUrl } from './files';
import { tableFor, type Cell } from './inventory';
import { day, type CellValue } from './xlsx';
import { wordsInEveryLanguage, type ExportWords } from './export-sheet';

/**
 * Reading .xlsx is asynchronous (unzip) while the fake server's handlers
 * answer synchronously: Upload starts reading the sheet and AddExcelData uses
 * the rows once read ('Import.StillReading' until then; clients retry).
 * Download writes its workbook at once with the shared writer (./xlsx).
 */
type Job<T> = { state: 'pending' } | { state: 'done'; value: T } | { state: 'failed'; message: string };
const parses = new WeakMap<Db, Map<number, Job<Cell[][]>>>();
const waits = new Set<Promise<unknown>>();
const mapOf = <K, V>(w: WeakMap<Db, Map<K, V>>, db: Db) => {
  let m = w.get(db);
  if (!m) w.set(db, (m = new Map<K, V>()));
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
  // Nobody waits here: AddExcelData reads the job's state, and tests wait on excelWorkDone().
  void track(
    readSheet(buffer).then(
      (rows) => void jobs.set(fileId, { state: 'done', value: rows as unknown as Cell[][] }),
      () => void jobs.set(fileId, { state: 'failed', message: 'Import.NotAnExcelFile' }),
    ),
  );
}
export const parsed = (db: Db, fileId: number) => mapOf(parses, db).get(fileId);

/** Whose items an export holds: the whole park, or only what one user holds (what their list shows them). */
export type ExportScope = 'all' | { holderId: number };

/** The inventory export, in the caller's language: the import's columns (an export imports back), who holds it, and whether it is active. */
export function exportSheet(db: Db, kind: ItemKind, scope: ExportScope, w: ExportWords): { header: string[]; rows: CellValue[][] } {
  const holders = (ids: number[]) => ids.map((id) => users(db).get(id)?.fullName ?? '').join(', ');
  const columns =
    kind === 'hardware'
      ? ['field.title', 'field.category', 'field.brand', 'field.model', 'field.serialNumber', 'field.purchaseDate', 'field.price', 'Inventory.Assigned', 'field.currency', 'field.status']
      : ['field.title', 'field.editor', 'field.version', 'field.category', 'field.licenceType', 'field.seats', 'field.expiryDate', 'field.price', 'field.currency', 'Inventory.Assigned', 'field.status'];
  const items = (tableFor(db, kind).all() as Array<HardwareRow | SoftwareRow>).filter((r) => scope === 'all' || r.assignees.includes(scope.holderId));
  const category = (r: HardwareRow | SoftwareRow) => w.t(`category.${r.category}`);
  const state = (r: HardwareRow | SoftwareRow) => w.t(r.active ? 'state.active' : 'state.inactive');
  const rows = items.map((r): CellValue[] => {
    if (kind === 'hardware') {
      const h = r as HardwareRow;
      return [h.title, category(h), h.brand, h.model, h.serialNumber, day(h.purchaseDate), h.price, holders(h.assignees), h.currency ?? '', state(h)];
    }
    const s = r as SoftwareRow;
    return [s.title, s.editor, s.version, category(s), w.t(`licence.${s.licenceType}`), s.seats, day(s.expiryDate), s.price, s.currency ?? '', holders(s.assignees), state(s)];
  });
  return { header: columns.map(w.t), rows };
}

const headerWord = (s: Cell) =>
  (typeof s === 'string' ? s : '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The sheet's rows in the import's column order, read by their header
 * (issue 36 item 5): a column is known by its original name or its word in
 * any of our languages (the template is written in the interface's), in any
 * order; a column left out reads empty. A header naming none of them is
 * taken as the rows of old, read by position.
 */
export function byHeader(kind: ItemKind, sheet: Cell[][]): Cell[][] {
  const [head = [], ...rows] = sheet;
  const names = excelColumnKeys[kind].map((key, i) => new Set([excelColumns[kind][i]!, ...wordsInEveryLanguage('inventory', key)].map(headerWord)));
  const found = head.map(headerWord);
  const at = names.map((n) => found.findIndex((w) => n.has(w)));
  if (at.every((i) => i < 0)) return rows;
  return rows.map((cells) => (cells ? at.map((i) => (i < 0 ? null : (cells[i] ?? null))) : cells));
}
