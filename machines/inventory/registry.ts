import { graphEvents, type RegisteredMachine } from '../registry-types';
import { importMachine } from './import.machine';

const { done, error, after } = graphEvents;

/** The inventory area's statecharts, walked by the model runner. */
export const inventoryMachines: RegisteredMachine[] = [
  {
    id: 'import',
    file: 'inventory/import.machine.ts',
    machine: importMachine,
    events: [
      { type: 'import.pick', file: { name: 'park.xlsx' } }, { type: 'import.start' }, { type: 'import.reset' },
      done('upload', { fileId: 3 }), error('upload', { message: 'Import.NotAnExcelFile' }),
      done('addData', { imported: 2, errors: [{ line: 3, messages: ['Import.UnknownCategory'] }] }), error('addData', { message: 'Import.StillReading' }), error('addData', { message: 'Error.Unknown' }),
      after('retry', 'import.waiting'),
    ],
  },
];
