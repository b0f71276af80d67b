import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { importMachine } from '../../../machines/inventory/import.machine';
import { addExcelData, uploadSheet } from '../../../src/api/inventory-api';
import { buildXlsx } from '../../../server-fake/rules/xlsx';
import { hardware } from '../../../server-fake/models/inventory';
import { importAdapter } from '../ui/adapters/inventory';
import type { FakeBinding, WalkContext } from './walk';

/**
 * The hardware import against the fake server's Excel reader (spec 4): Hicham
 * uploads a sheet of two good rows and one with an unknown category, which
 * refuses the sheet whole and is reported by line. The server's 'still
 * reading' answer (a retry after a delay) is armed.
 */
const sheet = (w: WalkContext) => {
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
        upload: fromPromise(async ({ input }) => uploadSheet('hardware', input as File)),
        addData: fromPromise(async ({ input }) => addExcelData('hardware', input as number)),
      },
    }),
  event: (e, w) => (e.type === 'import.pick' ? { ...e, file: sheet(w) } : e),
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
  },
};

export const inventoryBindings = [importBinding];
