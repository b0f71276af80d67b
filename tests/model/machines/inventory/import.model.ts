import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { importMachine } from '../../../../machines/inventory/import.machine';
import { hardware } from '../../../../server-fake/models/inventory';
import { buildXlsx } from '../../../../server-fake/rules/xlsx';
import { addExcelData, uploadSheet } from '../../../../src/api/inventory-api';
import { uploadLogic } from '../../../../src/kernel/upload.effects';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { arrivedBy, dialog } from '../../ui/ui-helpers';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error, after } = graphEvents;

const entry: RegisteredMachine = {
  id: 'import',
  file: 'inventory/import.machine.ts',
  machine: importMachine,
  events: [
    { type: 'import.pick', file: { name: 'park.xlsx' } }, { type: 'import.start' }, { type: 'import.reset' },
    // The user's abort while the upload child sends the sheet.
    { type: 'import.abort' },
    done('upload', { fileId: 3 }), error('upload', { message: 'Import.NotAnExcelFile' }),
    done('addData', { imported: 2, errors: [{ line: 3, messages: ['Import.UnknownCategory'] }] }), error('addData', { message: 'Import.StillReading' }), error('addData', { message: 'Error.Unknown' }),
    after('retry', 'import.waiting'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

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
    await panel(ui.page).getByTestId('import-file').waitFor({ state: 'attached' });
  },
  actions: {
    'import.pick': (ui) => panel(ui.page).getByTestId('import-file').setInputFiles(sheet()),
    async 'import.start'(ui) {
      // The user's abort comes while the answer is held.
      await ui.latency(ui.path.steps[ui.step]?.event.type === 'import.abort' ? 3000 : 0);
      await panel(ui.page).getByRole('button', { name: 'Importer', exact: true }).click();
    },
    'import.abort': (ui) => panel(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
    'import.reset': (ui) => panel(ui.page).getByRole('button', { name: 'Importer un autre fichier' }).click(),
  },
  interruptible: ['import.uploading'],
  faults: {
    'xstate.error.actor.upload': { method: 'POST', path: '^/api/hardware/Upload$', status: 400 },
    // 'Import.StillReading' or any other refusal of the import itself.
    'xstate.error.actor.addData': { method: 'POST', path: '^/api/hardware/AddExcelData$', status: 400 },
  },
  states: {
    async 'import.idle'(ui) {
      await panel(ui.page).getByTestId('import-file').waitFor({ state: 'attached' });
      const by = arrivedBy(ui);
      if (by === 'xstate.error.actor.upload') await panel(ui.page).getByRole('alert').filter({ hasText: "Ce fichier n'est pas un classeur Excel (.xlsx)" }).waitFor();
      if (by === 'xstate.error.actor.addData') await panel(ui.page).getByRole('alert').filter({ hasText: 'Une erreur est survenue' }).waitFor();
      if (by === 'import.abort') {
        // The abort says so, and the sheet stays picked: it can be sent again at once.
        await panel(ui.page).getByRole('alert').filter({ hasText: 'Envoi annulé' }).waitFor();
        await panel(ui.page).getByRole('button', { name: 'Importer', exact: true }).and(ui.page.locator(':enabled')).waitFor();
      }
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
      await report.getByText('Ligne 4 : Catégorie «\u00a0Toaster\u00a0» — ne figure pas dans la liste').waitFor();
      await panel(ui.page).getByRole('button', { name: 'Importer un autre fichier' }).waitFor();
    },
  },
  // The reset button shows with the report only (a panel being filled is closed to start again).
  feasible: (e, _context, from) => e.type !== 'import.reset' || from.value === 'done',
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

/**
 * The hardware import against the fake server's Excel reader (spec 4): Hicham
 * uploads a sheet of two good rows and one with an unknown category, which
 * refuses the sheet whole and is reported by line. The server's 'still
 * reading' answer (a retry after a delay) is armed.
 */
const sheetFile = (w: WalkContext) => {
  const stamp = (w.data.stamp = `WALK-${w.path.index}-${w.step}`);
  const rows = [
    ['Title', 'Category', 'Brand', 'Model', 'Serial number', 'Purchase date', 'Price', 'Assigned to'],
    ['Portable du parcours', 'Laptop', 'Dell', 'Latitude', `${stamp}-1`, '', 1200, ''],
    ['Écran du parcours', 'Screen', 'LG', '27UL', `${stamp}-2`, '', 300, ''],
    ['Objet inconnu', 'Toaster', '', '', `${stamp}-3`, '', '', ''],
  ];
  return new File([new Uint8Array(buildXlsx('Parc', rows))], 'parc.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
};

const imported = (w: WalkContext) => hardware(w.db).all().filter((h) => JSON.stringify(h).includes(`${w.data.stamp}-`));

const importBinding: FakeBinding = {
  machine: 'import',
  persona: 'support',
  like: importAdapter,
  // The reset is the machine's to take anywhere here (the panel shows its button with the report only).
  feasible: () => true,
  provide: () =>
    importMachine.provide({
      actors: {
        upload: uploadLogic<File>((file, t) => uploadSheet('hardware', file, t)),
        addData: fromPromise(async ({ input }) => addExcelData('hardware', input as number)),
      },
    }),
  event: (e, w) => (e.type === 'import.pick' ? { ...e, file: sheetFile(w) } : e),
  checks: {
    'xstate.done.actor.addData': (w, s) => {
      const report = (s.context as { report: { imported: number; errors: Array<{ line: number }> } }).report;
      // All or nothing (issue 26): the bad row refuses the whole sheet.
      assert.is(report.imported, 0, 'nothing imported');
      assert.equal(report.errors.map((e) => e.line), [4], 'the unknown category reported by its line');
      assert.is(imported(w).length, 0, 'not even the good rows on record');
    },
    'xstate.error.actor.addData': (w) => assert.is(imported(w).length, 0, 'a refused import recorded nothing'),
    'xstate.error.actor.upload': (w) => assert.is(imported(w).length, 0, 'a refused upload recorded nothing'),
    'import.abort': (w) => assert.is(imported(w).length, 0, 'an aborted upload recorded nothing'),
  },
};

export const model: MachineModel = { entry, server: importBinding, ui: importAdapter };
