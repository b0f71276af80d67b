import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sandboxMachine, type SandboxAction } from '../../machines/demo/sandbox.machine';
import { sayAfterReload, takeReloadNote } from '../../src/features/demo/reload-note';

/**
 * A sandbox action that reloads the page says, on the page that loads next, what it did (persona review: after a
 * reset the same screen came back with no word). The statechart hands its reload what was done; the note is kept
 * for the one load that follows.
 */
const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
};

const reloadsWith = async (send: (a: ReturnType<typeof createActor<typeof sandboxMachine>>) => void) => {
  const said: Array<SandboxAction | null> = [];
  const actor = createActor(
    sandboxMachine.provide({
      actors: { checkFile: fromPromise(async () => {}), exportCopy: fromPromise(async () => {}), perform: fromPromise(async () => {}) },
      actions: { reload: (_, p) => void said.push(p.done) },
    }),
  ).start();
  send(actor);
  await waitFor(actor, (s) => s.matches('reloading'));
  return said;
};

test('the reload is told what was done: the reset confirmed, the file imported, the sandbox opened', async () => {
  assert.equal(await reloadsWith((a) => (a.send({ type: 'sandbox.reset', name: 'Formation' }), a.send({ type: 'sandbox.confirm' }))), [{ kind: 'reset', name: 'Formation' }]);
  assert.equal(
    await reloadsWith((a) => {
      a.send({ type: 'sandbox.import', name: 'Formation', text: '{}', fileName: 'copie.json' });
      // The check runs first; once asked, the trainer confirms.
      void waitFor(a, (s) => s.matches('confirming')).then(() => a.send({ type: 'sandbox.confirm' }));
    }),
    [{ kind: 'import', name: 'Formation', text: '{}', fileName: 'copie.json' }],
  );
  assert.equal(await reloadsWith((a) => a.send({ type: 'sandbox.open', name: 'Mardi', scenario: 'demo' })), [{ kind: 'open', name: 'Mardi', scenario: 'demo' }]);
});

test('the note is said once, by the next load, and a stored value that is not a note says nothing', () => {
  const s = memory();
  sayAfterReload({ key: 'sandbox.done.import', objects: ['Formation', 'copie.json'] }, s);
  assert.equal(takeReloadNote(s), { key: 'sandbox.done.import', objects: ['Formation', 'copie.json'] });
  assert.is(takeReloadNote(s), null, 'taken once');
  for (const raw of ['not json', '{"key":"Error.Unknown","objects":[]}', '{"key":"sandbox.done.reset","objects":[1]}', '{"key":"sandbox.done.reset"}']) {
    s.setItem('mintrh.reloadNote', raw);
    assert.is(takeReloadNote(s), null, raw);
    assert.is(s.items.size, 0, `${raw}: dropped`);
  }
});

test('storage refused: nothing is kept and nothing is said, without an error', () => {
  const refused = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => { throw new DOMException('denied', 'SecurityError'); }, removeItem: () => {} };
  sayAfterReload({ key: 'demoReset.done', objects: [] }, refused);
  assert.is(takeReloadNote(refused), null);
});

test.run();
