import type { Page } from 'playwright-core';
import { buildXlsx } from '../../../../server-fake/rules/xlsx';
import type { UiAdapter } from '../types';
import { arrivedBy, dialog } from '../ui-helpers';

/**
 * UI adapter of the inventory area's import (machines/inventory/): Hicham
 * (Software.Affect) imports hardware from an .xlsx: two good rows and one
 * with an unknown category, which refuses the file whole and is reported by line.
 */
const panel = (page: Page) => dialog(page, 'Importer du matériel');
const sheet = () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const rows = [
    ['Title', 'Category', 'Brand', 'Model', 'Serial number', 'Purchase date', 'Price', 'Assigned to'],
    ['Portable du parcours', 'Laptop', 'Dell', 'Latitude', `WALK-${stamp}-1`, '', 1200, ''],
    ['Écran du parcours', 'Screen', 'LG', '27UL', `WALK-${stamp}-2`, '', 300, ''],
    ['Objet inconnu', 'Toaster', '', '', `WALK-${stamp}-3`, '', '', ''],
  ];
  return { name: 'parc.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(buildXlsx('Parc', rows)) };
};

export const importAdapter: UiAdapter = {
  machine: 'import',
  persona: 'support',
  writes: ['import.start'],
  async start(ui) {
    await ui.openPanel('inventory.import', { kind: 'hardware' });
    await panel(ui.page).getByTestId('import-file').waitFor();
  },
  actions: {
    'import.pick': (ui) => panel(ui.page).getByTestId('import-file').setInputFiles(sheet()),
    'import.start': (ui) => panel(ui.page).getByRole('button', { name: 'Importer', exact: true }).click(),
    'import.reset': (ui) => panel(ui.page).getByRole('button', { name: 'Importer un autre fichier' }).click(),
  },
  faults: {
    'xstate.error.actor.upload': { method: 'POST', path: '^/api/hardware/Upload$', status: 400 },
    // 'Import.StillReading' or any other refusal of the import itself.
    'xstate.error.actor.addData': { method: 'POST', path: '^/api/hardware/AddExcelData$', status: 400 },
  },
  states: {
    async 'import.idle'(ui) {
      await panel(ui.page).getByTestId('import-file').waitFor();
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.upload') await panel(ui.page).getByRole('alert').filter({ hasText: "Ce fichier n'est pas un classeur Excel (.xlsx)" }).waitFor();
      if (by === 'xstate.error.actor.addData') await panel(ui.page).getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
      if (by === 'import.reset') {
        // Back to the start: no report, no error, no file.
        if (await panel(ui.page).getByTestId('import-report').count()) throw new Error('the report is still shown after Importer un autre fichier');
        await panel(ui.page).getByRole('button', { name: 'Importer', exact: true }).and(ui.page.locator(':disabled')).waitFor();
      }
    },
    async 'import.done'(ui) {
      const report = panel(ui.page).getByTestId('import-report');
      // All or nothing (issue 26): the sheet's bad row refuses the file whole.
      await report.getByText("Rien n'a été importé").waitFor();
      await report.getByText('Ligne 4 : catégorie inconnue').waitFor();
      await panel(ui.page).getByRole('button', { name: 'Importer un autre fichier' }).waitFor();
    },
  },
  // The reset button shows with the report only (a panel being filled is closed to start again).
  feasible: (e, _context, from) => e.type !== 'import.reset' || from.value === 'done',
};

export const inventoryAdapters: UiAdapter[] = [importAdapter];
