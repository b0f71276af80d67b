import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';
import { uploadMachine } from '../shared/upload.machine';
import type { ImportProblem } from '../../src/domain/inventory';

/**
 * Excel import: Upload sends the file, AddExcelData imports its rows. The
 * server may still be reading the sheet ('Import.StillReading'): the machine
 * waits and asks again, a few times. The report lists bad rows by line.
 * The sheet goes through the shared upload child (progress, abort): an abort
 * or a failed send comes back with the file still picked.
 */
export interface ImportReport {
  imported: number;
  errors: Array<{ line: number; messages: Array<string | ImportProblem> }>;
}
export interface ImportContext {
  file: unknown;
  fileId: number | null;
  attempts: number;
  report: ImportReport | null;
  error: string | null;
}
export type ImportEvent = { type: 'import.pick'; file: unknown } | { type: 'import.start' } | { type: 'import.abort' } | { type: 'import.reset' };
export const STILL_READING = 'Import.StillReading';
const MAX_ATTEMPTS = 20;

export const importMachine = setup({
  types: { context: {} as ImportContext, events: {} as ImportEvent, children: {} as { upload: 'upload' } },
  actors: {
    // Sends the sheet (its request: the file) and outputs the server's answer, { fileId }; stopping it aborts.
    upload: uploadMachine,
    addData: fromPromise<ImportReport, number>(async () => ({ imported: 0, errors: [] })),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    stillReading: ({ context, event }) => errorMessageOf((event as { error?: unknown }).error) === STILL_READING && context.attempts < MAX_ATTEMPTS,
  },
  actions: {
    imported: (_, _p: { report: ImportReport }) => {},
    // A file picked (first, or after a report): what the last one left (its upload, its report, its error) goes.
    takeFile: assign(({ event }) => ({ file: (event as Extract<ImportEvent, { type: 'import.pick' }>).file, fileId: null, attempts: 0, error: null, report: null })),
  },
  delays: { retry: 250 },
}).createMachine({
  id: 'import',
  context: { file: null, fileId: null, attempts: 0, report: null, error: null },
  initial: 'idle',
  on: { 'import.reset': { target: '.idle', actions: assign({ file: null, fileId: null, attempts: 0, report: null, error: null }) } },
  states: {
    idle: {
      on: {
        'import.pick': { actions: 'takeFile' },
        'import.start': { guard: 'hasFile', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }: { context: ImportContext }) => ({ request: context.file }),
        onDone: { target: 'importing', actions: assign(({ event }) => ({ fileId: (event.output as { fileId: number }).fileId, attempts: 0 })) },
        onError: { target: 'idle', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
      // Leaving stops the upload child, which aborts its request; the file stays picked.
      on: { 'import.abort': { target: 'idle', actions: assign({ error: 'Error.Aborted' }) } },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'addData',
        src: 'addData',
        input: ({ context }: { context: ImportContext }) => context.fileId ?? 0,
        onDone: { target: 'done', actions: [assign(({ event }) => ({ report: event.output })), { type: 'imported', params: ({ event }) => ({ report: event.output }) }] },
        onError: [
          { guard: 'stillReading', target: 'waiting', actions: assign(({ context }) => ({ attempts: context.attempts + 1 })) },
          { target: 'idle', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
        ],
      },
    },
    waiting: { tags: ['busy'], after: { retry: 'importing' } },
    // A file picked after the report (the corrected one) is read afresh: the report goes, 'Importer' is offered again
    // (HR review: the pick was ignored, the old report stayed, and only 'Importer un autre fichier' helped).
    done: { on: { 'import.pick': { target: 'idle', actions: 'takeFile' } } },
  },
});
