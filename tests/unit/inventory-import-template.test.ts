import { test } from 'uvu';
import * as assert from 'uvu/assert';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import fr from '../../src/i18n/locales/fr/inventory.json';
import { fakeApi } from './fake-api';
import { excelWorkDone } from '../../server-fake/rules/inventory-excel';
import { checkHardwareRow, checkSoftwareRow } from '../../server-fake/rules/inventory';
import { excelColumnKeys, excelColumns, excelLists, excelRequired, type ItemKind } from '../../src/domain/inventory';
import { templateSheets, type ImportTemplate } from '../../src/features/inventory/import-template';

/**
 * The import's template as the panel writes it in French (HR review: a header row alone, nothing said of the
 * categories or of what must be filled): the first sheet is the header the import reads, the second lists the
 * values of each list column, and a row filled from those values imports; the columns the panel marks
 * 'obligatoire' are the ones the import refuses a row without.
 */
const words = fr as Record<string, string>;
const template = (kind: ItemKind): ImportTemplate => {
  const columns = excelColumnKeys[kind].map((k) => words[k]!);
  return {
    sheet: 'Importer',
    columns,
    values: { sheet: words['import.valuesSheet']!, lists: excelLists[kind].map((l) => ({ column: columns[excelColumns[kind].indexOf(l.column)]!, values: l.values.map((v) => words[`${l.prefix}${v}`]!) })) },
  };
};
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('the template: the header on the first sheet, every accepted value of each list on the second, in French', async () => {
  const sheets = templateSheets(template('software'));
  const buffer = await writeXlsxFile(sheets as never).toBuffer();
  const first = await readSheet(buffer);
  assert.equal(first, [excelColumnKeys.software.map((k) => words[k])]);
  const second = await readSheet(buffer, 2);
  assert.equal(second[0], ['Catégorie', 'Type de licence']);
  assert.equal(second.slice(1).map((r) => r[0]), excelLists.software[0]!.values.map((v) => words[`category.${v}`]));
  assert.equal(second.slice(1).map((r) => r[1]).filter(Boolean), ['Abonnement', 'Perpétuelle', 'Gratuite']);
});

test('a row filled from the template’s second sheet imports: its words are the ones the import reads', async () => {
  const api = fakeApi();
  const support = api.as('support');
  const t = template('hardware');
  const [head, values] = templateSheets(t);
  const category = values!.data[1]![0]!.value;
  const row = t.columns.map((c) => (c === t.columns[1] ? category : c === t.columns[4] ? 'TPL-0001' : c === t.columns[0] ? 'Portable de test' : null));
  const buffer = await writeXlsxFile([{ ...head!, data: [...head!.data, row.map((value) => (value === null ? null : { value }))] }, values!] as never).toBuffer();
  const up = support.post('/api/hardware/Upload', { file: { name: 'import.xlsx', size: buffer.length, type: xlsxType, content: `data:${xlsxType};base64,${buffer.toString('base64')}` } });
  assert.is(up.json.success, true, up.text);
  await excelWorkDone();
  const res = support.post('/api/hardware/AddExcelData', { fileId: up.json.data.fileId });
  assert.is(res.json.success, true, res.text);
  assert.is(res.json.data.imported, 1);
});

test('the columns marked required are exactly those a row cannot leave empty', () => {
  const o = { seen: new Set<string>(), userByName: () => null, locales: ['fr'] };
  const full: Record<ItemKind, Array<string | number | null>> = {
    hardware: ['Portable', 'Laptop', 'HP', 'ProBook', 'REQ-1', '2025-03-01', 980, null],
    software: ['Suite', 'Éditeur', '1.0', 'Office', 'Perpetual', 5, '2027-01-01', 100],
  };
  for (const kind of ['hardware', 'software'] as const) {
    const check = (row: Array<string | number | null>) => (kind === 'hardware' ? checkHardwareRow(row, { ...o, seen: new Set() }) : checkSoftwareRow(row, { ...o, seen: new Set() }));
    const missing = excelColumns[kind].filter((_, i) => {
      const row = [...full[kind]];
      row[i] = null;
      return check(row).errors.some((e) => e.message === 'Import.Missing');
    });
    assert.equal(missing, [...excelRequired[kind]], kind);
    assert.equal(check(full[kind]).errors, [], kind);
  }
});

test.run();
