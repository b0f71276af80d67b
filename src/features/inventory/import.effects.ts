import { fromPromise } from 'xstate';
import type { ItemKind } from '../../domain/inventory';
import { addExcelData, uploadSheet } from '../../api/inventory-api';
import { importMachine } from '../../../machines/inventory/import.machine';
import { changes } from '../../realtime/changes';
import { uploadLogic } from '../../kernel/upload.effects';

/** The import panel's statechart: the sheet sent through the upload child, then its rows added; the inventory's change feed told. */
export const importLogic = (kind: ItemKind) =>
  importMachine.provide({
    actors: {
      upload: uploadLogic<File>((file, t) => uploadSheet(kind, file, t)),
      addData: fromPromise(async ({ input }) => addExcelData(kind, input)),
    },
    actions: { imported: () => changes.inventory.push() },
  });
