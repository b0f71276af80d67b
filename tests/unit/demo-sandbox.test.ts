import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sandboxMachine, type SandboxAction } from '../../machines/demo/sandbox.machine';

/**
 * Issue 20 item 6: what loses data asks first, and 'export first' saves a copy
 * while asking. A failed copy is said in the question; once the trainer has
 * answered it (deleted anyway, or cancelled), the panel no longer shows it.
 * A file refused by the check is said in the panel until the next action.
 */
const sandbox = (o: { exportFails?: boolean; fileRefused?: boolean } = {}) => {
  const performed: SandboxAction[] = [];
  const actor = createActor(
    sandboxMachine.provide({
      actors: {
        checkFile: fromPromise(async () => {
          if (o.fileRefused) throw new Error('sandbox.import.foreign');
        }),
        exportCopy: fromPromise(async () => {
          if (o.exportFails) throw new Error('Error.NotFound');
        }),
        perform: fromPromise(async ({ input }) => void performed.push(input.action!)),
      },
    }),
  ).start();
  return { actor, performed };
};

test('a failed copy is said in the question, and is gone once the delete is confirmed and done', async () => {
  const { actor, performed } = sandbox({ exportFails: true });
  actor.send({ type: 'sandbox.remove', name: 'ancien' });
  actor.send({ type: 'sandbox.exportFirst' });
  const asking = await waitFor(actor, (s) => s.matches('confirming') && !!s.context.error);
  assert.is(asking.context.error, 'Error.NotFound');
  assert.is(asking.context.exported, false);
  actor.send({ type: 'sandbox.confirm' });
  const done = await waitFor(actor, (s) => s.matches('idle'));
  assert.equal(performed, [{ kind: 'remove', name: 'ancien' }]);
  assert.is(done.context.error, null, 'no error shown after a delete that succeeded');
});

test('a failed copy is gone once the question is cancelled; nothing is done', async () => {
  const { actor, performed } = sandbox({ exportFails: true });
  actor.send({ type: 'sandbox.reset', name: 'formation' });
  actor.send({ type: 'sandbox.exportFirst' });
  await waitFor(actor, (s) => s.matches('confirming') && !!s.context.error);
  actor.send({ type: 'sandbox.cancel' });
  assert.equal(actor.getSnapshot().context, { pending: null, exported: false, error: null });
  assert.equal(performed, []);
});

test('a refused file is said in the panel and nothing is asked; the next action starts clean', async () => {
  const { actor } = sandbox({ fileRefused: true });
  actor.send({ type: 'sandbox.import', name: 'formation', text: '{}', fileName: 'planning.json' });
  const refused = await waitFor(actor, (s) => s.matches('idle'));
  assert.is(refused.context.error, 'sandbox.import.foreign');
  assert.is(refused.context.pending, null);
  actor.send({ type: 'sandbox.leave', name: 'formation' });
  assert.is(actor.getSnapshot().context.error, null);
});

test.run();
