import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, SimulatedClock } from 'xstate';
import { scriptedUpload, settle } from './upload-child';
import { acceptAttribute, addFiles } from '../../src/ui/files/file-rules';
import { allowedLists, isAllowedName as isAllowed, uploadLimits } from '../../src/domain/uploads';
import { hostileFiles, safeFiles } from '../hostile-files';

const f = (name: string, size = 10) => ({ name, size });

test('S1.5.01 extensions: the screen list, image as a family, the wildcard', () => {
  assert.ok(isAllowed('scan.PDF', ['pdf']));
  assert.not.ok(isAllowed('virus.exe', ['pdf', 'image']));
  assert.ok(isAllowed('photo.jpeg', ['image']));
  assert.ok(isAllowed('anything.bin', '*'));
});

test('S1.5.02 duplicates are skipped silently; refused types are reported', async () => {
  const r = await addFiles([f('a.pdf', 1)], [f('a.pdf', 1), f('a.pdf', 2), f('b.pdf'), f('c.exe'), f('old.pdf')], { allowed: ['pdf'], existingNames: ['old.pdf'] });
  assert.equal(r.files.map((x) => `${x.name}:${x.size}`), ['a.pdf:1', 'a.pdf:2', 'b.pdf:10']);
  assert.equal(r.refused, [{ name: 'c.exe', reason: 'File.TypeNotAllowed' }]);
});

const file = (name: string, bytes: Uint8Array, size = bytes.length) => {
  const f = new File([bytes as BlobPart], name);
  // A size beyond the limit without writing 10 MB: the check reads the size, not the bytes, of a file that large.
  if (size !== bytes.length) Object.defineProperty(f, 'size', { value: size });
  return f;
};

test('issue 21: refused before sending: too large, beyond the count, another type, content contradicting the extension', async () => {
  const r = await addFiles(
    [],
    [
      file('scan.pdf', safeFiles.pdf),
      file('huge.pdf', safeFiles.pdf, uploadLimits.fileBytes + 1),
      file('virus.exe', safeFiles.pdf),
      ...hostileFiles.map((h) => file(h.name, h.bytes)),
    ],
    { allowed: allowedLists.leave },
  );
  // The leave list takes images: an SVG is a picture (the viewer shows it only in an <img>), the polyglot's bytes are a GIF.
  assert.equal(r.files.map((x) => x.name), ['scan.pdf', 'justificatif.svg', 'photo.gif']);
  const reasons = Object.fromEntries(r.refused.map((x) => [x.name, x.reason]));
  assert.equal(reasons, {
    'huge.pdf': 'File.TooLarge',
    'virus.exe': 'File.TypeNotAllowed',
    'certificat-medical.pdf': 'File.ContentMismatch',
    'arret-de-travail.pdf': 'File.ContentMismatch',
    'page.html': 'File.TypeNotAllowed',
    fichier: 'File.TypeNotAllowed',
  });
  const many = await addFiles([], Array.from({ length: uploadLimits.filesPerRequest + 2 }, (_, i) => file(`scan-${i}.pdf`, safeFiles.pdf)), { allowed: allowedLists.expenses });
  assert.is(many.files.length, uploadLimits.filesPerRequest);
  assert.equal(many.refused.map((x) => x.reason), ['File.TooMany', 'File.TooMany']);
  // Any type (a form field without a rule) still refuses a page whatever its name.
  const any = await addFiles([], hostileFiles.map((h) => file(h.name, h.bytes)), { allowed: '*' });
  assert.equal(any.refused.map((x) => x.name).sort(), ['arret-de-travail.pdf', 'certificat-medical.pdf', 'fichier', 'page.html']);
});

test('the file input accepts the screen\'s extensions, image spelled out', () => {
  assert.is(acceptAttribute(allowedLists.interventions), '.jpg,.jpeg,.png,.gif,.pdf,.doc,.docx,.xls,.xlsx');
  assert.ok(acceptAttribute(allowedLists.expenses)!.startsWith('.png,.jpg,.jpeg,.jfif,.gif,.bmp,.svg,.webp,.pdf'));
  assert.is(acceptAttribute('*'), undefined);
});

const uploading = (o: { simulated?: boolean } = {}) => {
  const clock = new SimulatedClock();
  const child = scriptedUpload(o);
  const actor = createActor(child.logic, { input: { request: { files: ['a.pdf'] } }, clock }).start();
  return { actor, clock, ...child };
};

test('S1.4.04 simulated progress advances 10 % every 50 ms, then 100 % when the server answers', async () => {
  const { actor, clock, last } = uploading();
  assert.equal(last().request, { files: ['a.pdf'] }, 'the transfer sends what the parent gave');
  assert.is(actor.getSnapshot().context.progress, 0);
  clock.increment(50);
  assert.is(actor.getSnapshot().context.progress, 10);
  clock.increment(50);
  clock.increment(50);
  assert.is(actor.getSnapshot().context.progress, 30);
  for (let i = 0; i < 20; i++) clock.increment(50);
  assert.is(actor.getSnapshot().context.progress, 90, 'waits at 90 % for the answer');
  last().answer({ id: 3 });
  await settle();
  assert.is(actor.getSnapshot().status, 'done');
  assert.is(actor.getSnapshot().context.progress, 100);
  assert.equal(actor.getSnapshot().output, { id: 3 }, 'the parent gets the answer');
});

test('a transport with progress of its own: no tick, its figures, never back, never 100 % before the answer', async () => {
  const { actor, clock, last } = uploading({ simulated: false });
  clock.increment(500);
  assert.is(actor.getSnapshot().context.progress, 0, 'no simulated tick');
  last().report(40, 100);
  assert.is(actor.getSnapshot().context.progress, 40);
  last().report(20, 100);
  assert.is(actor.getSnapshot().context.progress, 40, 'never goes back');
  last().report(100, 100);
  assert.is(actor.getSnapshot().context.progress, 99, 'all bytes out, the answer still awaited');
  last().answer(null);
  await settle();
  assert.is(actor.getSnapshot().context.progress, 100);
});

test('stopping the upload aborts the transfer; a refusal fails the child with the server\'s message', async () => {
  const stopped = uploading();
  stopped.actor.stop();
  assert.ok(stopped.last().aborted);
  const refused = uploading();
  const errors: unknown[] = [];
  refused.actor.subscribe({ error: (e) => errors.push(e) });
  refused.last().refuse('Leave.Overlap');
  await settle();
  assert.is(refused.actor.getSnapshot().status, 'error');
  assert.equal(errors.map((e) => (e as Error).message), ['Leave.Overlap']);
});

test.run();
