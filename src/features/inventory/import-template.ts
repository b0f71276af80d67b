import { saveFile } from '../../api/files';

/**
 * The import's template (issue 36 item 5): one bold header row, the columns
 * in the interface's language (the import reads them back in any of ours).
 * write-excel-file is loaded on the click, not with the panel.
 */
export async function saveImportTemplate(columns: readonly string[], sheet: string, fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile([columns.map((value) => ({ value, fontWeight: 'bold' as const }))], { sheet: sheet.slice(0, 31) }).toBlob();
  saveFile(blob, fileName);
}
