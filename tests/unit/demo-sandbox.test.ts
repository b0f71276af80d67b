import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, waitFor } from 'xstate';
import { confirmLogic } from '../../src/kernel/confirm.effects';
import { submitLogic } from '../../src/kernel/submit.effects';
import type { FakeRuntime } from '../../src/domain/fake-runtime';
import { checkSandboxFile, performSandbox, type SandboxAction } from '../../src/features/demo/sandbox-actions';

/**
 * Issue 20 item 6, on the one confirm-and-act statechart (issue 35 item 4): what loses data asks first, and 'Export
 * first' (its first step) saves a copy while asking. A failed copy is said in the question; once the trainer has
 * answered it (deleted anyway, or cancelled), it no longer shows. A failed action is said in the question, which
 * stays. A file refused by the check is said, and nothing is asked.
 */
const question = (o: { exportFails?: boolean; actFails?: boolean } = {}) => {
  const performed: SandboxAction[] = [];
  const copies: SandboxAction[] = [];
  const actor = createActor(
    confirmLogic<SandboxAction>(() => ({
      act: async (a) => {
        if (o.actFails) throw new Error('Error.Unknown');
        performed.push(a);
      },
      first: async (a) => {
        if (o.exportFails) throw new Error('Error.NotFound');
        copies.push(a);
      },
    })),
  ).start();
  return { actor, performed, copies };
};

test('a failed copy is said in the question, and is gone once the delete is confirmed and done', async () => {
  const { actor, performed } = question({ exportFails: true });
  actor.send({ type: 'confirm.ask', target: { kind: 'remove', name: 'ancien' } });
  actor.send({ type: 'confirm.first' });
  assert.ok(actor.getSnapshot().hasTag('busy'), 'busy while the copy is made');
  const asking = await waitFor(actor, (s) => s.matches('asking') && !!s.context.error);
  assert.is(asking.context.error, 'Error.NotFound');
  assert.is(asking.context.firstDone, false);
  actor.send({ type: 'confirm.yes' });
  const done = await waitFor(actor, (s) => s.matches('idle'));
  assert.equal(performed, [{ kind: 'remove', name: 'ancien' }]);
  assert.is(done.context.error, null, 'no error shown after a delete that succeeded');
});

test('a failed copy is gone once the question is cancelled; nothing is done', async () => {
  const { actor, performed } = question({ exportFails: true });
  actor.send({ type: 'confirm.ask', target: { kind: 'reset', name: 'formation' } });
  actor.send({ type: 'confirm.first' });
  await waitFor(actor, (s) => s.matches('asking') && !!s.context.error);
  actor.send({ type: 'confirm.no' });
  assert.equal(actor.getSnapshot().context, { target: null, error: null, firstDone: false });
  assert.equal(performed, []);
});

test('export first saves a copy of what the question is about, then asks again saying so; the next question starts without it', async () => {
  const { actor, copies, performed } = question();
  actor.send({ type: 'confirm.ask', target: { kind: 'reset', name: 'formation' } });
  actor.send({ type: 'confirm.first' });
  actor.send({ type: 'confirm.yes' });
  const asked = await waitFor(actor, (s) => s.matches('asking') && s.context.firstDone);
  assert.equal(copies, [{ kind: 'reset', name: 'formation' }]);
  assert.equal(performed, [], 'a confirm while the copy is made is not taken');
  assert.is(asked.context.error, null);
  actor.send({ type: 'confirm.no' });
  actor.send({ type: 'confirm.ask', target: { kind: 'leave', name: 'formation' } });
  assert.is(actor.getSnapshot().context.firstDone, false);
});

test('a failed reset is said in the question, which stays to try again or cancel', async () => {
  const { actor } = question({ actFails: true });
  actor.send({ type: 'confirm.ask', target: { kind: 'reset', name: 'formation' } });
  actor.send({ type: 'confirm.yes' });
  const refused = await waitFor(actor, (s) => s.matches('asking') && !!s.context.error);
  assert.is(refused.context.error, 'Error.Unknown');
  assert.equal(refused.context.target, { kind: 'reset', name: 'formation' });
});

test('a refused file is said and nothing is asked; an accepted one is handed on to be asked about', async () => {
  const runtime = { sandboxes: { checkFile: (text: string) => (text === '{}' ? { ok: false, message: 'sandbox.import.foreign' } : { ok: true, name: 'x', scenario: 'demo', exportedAt: '2026-11-16T10:00:00Z' }) } } as unknown as FakeRuntime;
  const asked: SandboxAction[] = [];
  const check = createActor(submitLogic(() => ({ send: (a: Extract<SandboxAction, { kind: 'import' }>) => checkSandboxFile(runtime, a), onDone: (a: SandboxAction) => void asked.push(a) }))).start();
  check.send({ type: 'form.submit', values: { kind: 'import', name: 'formation', text: '{}', fileName: 'planning.json' }, valid: true });
  const refused = await waitFor(check, (s) => s.matches('editing') && !!s.context.error);
  assert.is(refused.context.error, 'sandbox.import.foreign');
  assert.equal(asked, []);
  check.send({ type: 'form.edit' });
  assert.is(check.getSnapshot().context.error, null, 'the next action starts clean');
  const file = { kind: 'import', name: 'formation', text: '{"kind":"mintrh-sandbox"}', fileName: 'copie.json' } as const;
  check.send({ type: 'form.submit', values: file, valid: true });
  await waitFor(check, (s) => s.matches('done'));
  assert.equal(asked, [file]);
});

test('a refused import leaves the sandbox as it was: the action fails with the runtime message', async () => {
  const runtime = { importData: async () => ({ ok: false, message: 'sandbox.import.corrupt' }) } as unknown as FakeRuntime;
  try {
    await performSandbox(runtime, { kind: 'import', name: 'formation', text: '{}', fileName: 'copie.json' });
    assert.unreachable('an import the runtime refused was said done');
  } catch (e) {
    assert.is((e as Error).message, 'sandbox.import.corrupt');
  }
});

test.run();
