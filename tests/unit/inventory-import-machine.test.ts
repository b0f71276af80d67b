import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise } from 'xstate';
import { importMachine, type ImportReport } from '../../machines/inventory/import.machine';
import { scriptedUpload, settle } from './upload-child';

/**
 * The inventory import sends its sheet through the shared upload child
 * (spec 1 section 4, S1.4.04: progress, abort): one send per start, the
 * abort stops the request and keeps the sheet picked, a refused send says
 * the server's message, and the rows are added once the sheet is in.
 */
test('S1.4.04 the sheet goes through the upload child: one send, progress, abort keeps the file, a refusal is said, then the rows are added', async () => {
  const upload = scriptedUpload({ simulated: false });
  const added: number[] = [];
  const report: ImportReport = { imported: 2, errors: [] };
  const machine = importMachine.provide({ actors: { upload: upload.logic, addData: fromPromise<ImportReport, number>(async ({ input }) => (added.push(input), report)) } });
  const actor = createActor(machine).start();
  const sheet = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  actor.send({ type: 'import.pick', file: sheet });
  actor.send({ type: 'import.start' });
  actor.send({ type: 'import.start' });
  assert.is(upload.sends.length, 1, 'a start is not sent twice');
  assert.is(upload.last().request, sheet, 'the sheet picked is what is sent');
  upload.last().report(40, 100);
  assert.is(actor.getSnapshot().children.upload?.getSnapshot().context.progress, 40);
  actor.send({ type: 'import.abort' });
  assert.ok(upload.last().aborted, 'the abort stops the request');
  let s = actor.getSnapshot();
  assert.ok(s.matches('idle'));
  assert.is(s.context.error, 'Error.Aborted');
  assert.is(s.context.file, sheet, 'the sheet stays picked');
  assert.ok(s.can({ type: 'import.start' }), 'and can be sent again');
  actor.send({ type: 'import.start' });
  upload.last().refuse('Import.NotAnExcelFile');
  await settle();
  s = actor.getSnapshot();
  assert.equal([s.value, s.context.error, s.context.file], ['idle', 'Import.NotAnExcelFile', sheet]);
  actor.send({ type: 'import.start' });
  upload.last().answer({ fileId: 3 });
  await settle();
  await settle();
  s = actor.getSnapshot();
  assert.ok(s.matches('done'));
  assert.equal(added, [3], 'the rows of the file answered are added');
  assert.equal(s.context.report, report);
  assert.is(upload.sends.length, 3);
});

test.run();
