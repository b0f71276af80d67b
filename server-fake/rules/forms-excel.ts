import { zipSync, strToU8 } from 'fflate';
// write-excel-file's public entry points only answer a Promise (image and zip
// conversion), and the fake server's dispatcher answers synchronously: we use
// its sheet generator with the same synchronous zip its own sync path uses.
// The module ships no types (it is behind the package's exports map).
// @ts-expect-error untyped internal module
import generateXlsxFileContents from '../../node_modules/write-excel-file/modules/xlsx/generateXlsxFileContents.js';

export const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A real .xlsx: a header row then one row per line, every cell as text. */
export function xlsxBytes(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>, sheet = 'Réponses'): Uint8Array {
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' })),
    ...rows.map((r) => r.map((value) => ({ value: typeof value === 'number' ? value : String(value ?? ''), type: typeof value === 'number' ? Number : String }))),
  ];
  const files = generateXlsxFileContents(data, { sheet: sheet.slice(0, 31) }) as Record<string, string | Uint8Array>;
  const bytes: Record<string, Uint8Array> = {};
  for (const [k, v] of Object.entries(files)) bytes[k] = typeof v === 'string' ? strToU8(v) : v;
  return zipSync(bytes);
}
