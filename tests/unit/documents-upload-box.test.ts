import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, SimulatedClock } from 'xstate';
import { uploadBoxMachine } from '../../machines/documents/upload-box.machine';
import { scriptedUpload, settle } from './upload-child';

/**
 * Spec 3 section 2 item 2 with spec 1 S1.4.04: the documents of a request on
 * hold are sent through the box's upload child; the box waits for it, shows
 * its progress, and an abort stops it.
 */
function box() {
  const clock = new SimulatedClock();
  const child = scriptedUpload();
  let uploaded = 0;
  const actor = createActor(uploadBoxMachine.provide({ actors: { upload: child.logic }, actions: { notifyUploaded: () => void uploaded++ } }), { input: { requestId: 7 }, clock }).start();
  return { actor, clock, ...child, uploaded: () => uploaded };
}
const progressOf = (a: ReturnType<typeof box>['actor']) => a.getSnapshot().children.upload?.getSnapshot().context.progress;

test('nothing to send until files are picked', () => {
  const { actor, sends } = box();
  assert.not.ok(actor.getSnapshot().can({ type: 'uploadBox.send' }));
  actor.send({ type: 'uploadBox.send' });
  assert.is(sends.length, 0);
});

test('S1.4.04 the box waits for its upload child: progress 10 % every 50 ms, no second send, emptied once on record', async () => {
  const { actor, clock, sends, last, uploaded } = box();
  actor.send({ type: 'uploadBox.setFiles', files: ['a.pdf', 'b.pdf'] });
  actor.send({ type: 'uploadBox.send' });
  assert.equal(last().request, { requestId: 7, files: ['a.pdf', 'b.pdf'] });
  assert.ok(actor.getSnapshot().hasTag('busy'));
  clock.increment(50);
  clock.increment(50);
  assert.is(progressOf(actor), 20);
  assert.not.ok(actor.getSnapshot().can({ type: 'uploadBox.send' }), 'a send cannot go twice');
  assert.not.ok(actor.getSnapshot().can({ type: 'uploadBox.setFiles', files: [] }), 'the files stay as sent while they go');
  actor.send({ type: 'uploadBox.send' });
  assert.is(sends.length, 1);
  last().answer({ success: true });
  await settle();
  assert.ok(actor.getSnapshot().matches('picking'));
  assert.equal(actor.getSnapshot().context.files, []);
  assert.is(uploaded(), 1);
});

test('an abort stops the child and its request, and keeps the files to send again', () => {
  const { actor, last, uploaded } = box();
  actor.send({ type: 'uploadBox.setFiles', files: ['a.pdf'] });
  actor.send({ type: 'uploadBox.send' });
  actor.send({ type: 'uploadBox.abort' });
  assert.ok(last().aborted, 'the request is aborted');
  assert.is(actor.getSnapshot().children.upload, undefined, 'the child is gone');
  assert.is(actor.getSnapshot().context.error, 'Error.Aborted');
  assert.equal(actor.getSnapshot().context.files, ['a.pdf']);
  assert.ok(actor.getSnapshot().can({ type: 'uploadBox.send' }));
  assert.is(uploaded(), 0);
});

test('a refused upload keeps the files and shows the server\'s message', async () => {
  const { actor, last, uploaded } = box();
  actor.send({ type: 'uploadBox.setFiles', files: ['a.pdf'] });
  actor.send({ type: 'uploadBox.send' });
  last().refuse('Documents.NotOnHold');
  await settle();
  assert.ok(actor.getSnapshot().matches('picking'));
  assert.is(actor.getSnapshot().context.error, 'Documents.NotOnHold');
  assert.equal(actor.getSnapshot().context.files, ['a.pdf']);
  assert.is(uploaded(), 0);
  actor.send({ type: 'uploadBox.setFiles', files: ['b.pdf'] });
  assert.is(actor.getSnapshot().context.error, null, 'a new choice clears the message');
});

test.run();
