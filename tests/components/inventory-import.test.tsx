import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import ImportPanel from '../../src/features/inventory/import-panel';
import { fakeApi } from '../unit/fake-api';
import { buildXlsx } from '../../server-fake/rules/xlsx';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 26: an import is all or nothing, and the panel lists every bad row of
 * a refused file, by line, in the user's language. The calls reach the fake
 * server's dispatcher: fetch for AddExcelData, XMLHttpRequest for the upload.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['inventory']);
test.after.each(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

const header = ['Title', 'Category', 'Brand', 'Model', 'Serial number', 'Purchase date', 'Price', 'Assigned to'];
const sheet = (rows: Array<Array<string | number>>) =>
  new File([buildXlsx('Parc', [header, ...rows]) as BlobPart], 'parc.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function importAs(lang: string, file: File) {
  await i18next.changeLanguage(lang);
  await renderWithApp(<ImportPanel params={{ kind: 'hardware' }} onClose={() => {}} panelKey={1} />, { grant: signIn('support') });
  await act(async () => void fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } }));
  const start = await screen.findByRole('button', { name: i18next.t('import.start', { ns: 'inventory' }) });
  await waitFor(() => assert.not.ok((start as HTMLButtonElement).disabled));
  await act(async () => void fireEvent.click(start));
  return screen.findByTestId('import-report', {}, { timeout: 8000 });
}

const refused = [
  ['Portable', 'Laptop', 'Dell', 'Latitude', 'CMP-0001', '', 1200, ''],
  ['Grille-pain', 'Toaster', '', '', 'CMP-0002', '', '', ''],
  ['', 'Screen', 'LG', '', 'CMP-0003', '', '', 'personne'],
];
const expected: Record<string, { nothing: string; lines: string[] }> = {
  fr: { nothing: "Rien n'a été importé", lines: ['Ligne 3 : catégorie inconnue', 'Ligne 4 : désignation manquante, collaborateur introuvable'] },
  en: { nothing: 'Nothing was imported', lines: ['Line 3 : unknown category', 'Line 4 : name missing, employee not found'] },
  es: { nothing: 'No se ha importado nada', lines: ['Fila 3 : categoría desconocida', 'Fila 4 : falta la denominación, empleado no encontrado'] },
  ar: { nothing: 'لم يُستورد أي شيء', lines: ['السطر 3 : فئة غير معروفة', 'السطر 4 : التسمية مفقودة, الموظف غير موجود'] },
};

for (const lang of Object.keys(expected)) {
  test(`${lang}: a file with bad rows is refused whole, every bad row listed by line in the user's language`, async () => {
    const report = await importAs(lang, sheet(refused.map((r) => r.map((c) => (typeof c === 'string' && c.startsWith('CMP') ? `${c}-${lang}` : c)))));
    assert.ok(report.textContent!.includes(expected[lang].nothing), report.textContent!);
    const items = [...report.querySelectorAll('li')].map((li) => li.textContent);
    assert.equal(items, expected[lang].lines);
    const listed = api.as('support').post('/api/hardware/List', { searchValue: `CMP-0001-${lang}`, size: 10 }).json.data.total;
    assert.is(listed, 0, 'the good row was not written');
  });
}

test('a file with every row good is imported whole and says how many', async () => {
  const report = await importAs('fr', sheet([['Portable', 'Laptop', 'Dell', 'Latitude', 'CMP-1001', '', 1200, ''], ['Écran', 'Screen', 'LG', '27UL', 'CMP-1002', '', 300, '']]));
  await waitFor(() => assert.ok(report.textContent!.includes('2 lignes importées'), report.textContent!));
  assert.is(report.querySelectorAll('li').length, 0);
  assert.is(api.as('support').post('/api/hardware/List', { searchValue: 'CMP-100', size: 10 }).json.data.total, 2);
});

test.run();
