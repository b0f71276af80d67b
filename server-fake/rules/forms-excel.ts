import { buildXlsx } from './xlsx';

export const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The responses export: a bold header row then one row per response, through the shared sheet writer. */
export function xlsxBytes(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>, sheet = 'Réponses'): Uint8Array {
  return buildXlsx(sheet, [[...header], ...rows.map((r) => r.map((v) => (typeof v === 'number' ? v : String(v ?? ''))))]);
}
