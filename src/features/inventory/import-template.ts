import { saveFile } from '../../api/files';

/** What the template holds: the sheet the import reads, and a sheet of the values its list columns accept. */
export interface ImportTemplate {
  sheet: string;
  columns: readonly string[];
  /** Second sheet: its name, then one column per list column (its name, then each value it accepts). */
  values: { sheet: string; lists: ReadonlyArray<{ column: string; values: readonly string[] }> };
}

type Cell = { value: string; fontWeight?: 'bold' } | null;

/**
 * The template's sheets as write-excel-file takes them (issue 36 item 5; HR review: a header row alone, no
 * word of what a category may be): the first, which the import reads, is one bold header row in the
 * interface's language (the import reads it back in any of ours); the second lists, column by column, the
 * values each list column accepts, in the same words. Sheet names hold 31 characters at most (Excel's rule).
 */
export function templateSheets(t: ImportTemplate): Array<{ data: Cell[][]; sheet: string; columns: Array<{ width: number }> }> {
  const header = t.columns.map((value) => ({ value, fontWeight: 'bold' as const }));
  const longest = Math.max(0, ...t.values.lists.map((l) => l.values.length));
  const values: Cell[][] = [
    t.values.lists.map((l) => ({ value: l.column, fontWeight: 'bold' as const })),
    ...Array.from({ length: longest }, (_, i) => t.values.lists.map((l) => (l.values[i] === undefined ? null : { value: l.values[i]! }))),
  ];
  const widths = (rows: Cell[][]) => (rows[0] ?? []).map((_, i) => ({ width: Math.min(40, Math.max(12, ...rows.map((r) => (r[i]?.value.length ?? 0) + 2))) }));
  return [
    { data: [header], sheet: t.sheet.slice(0, 31), columns: widths([header]) },
    { data: values, sheet: t.values.sheet.slice(0, 31), columns: widths(values) },
  ];
}

/** write-excel-file is loaded on the click, not with the panel. */
export async function saveImportTemplate(t: ImportTemplate, fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(templateSheets(t) as never).toBlob();
  saveFile(blob, fileName);
}
