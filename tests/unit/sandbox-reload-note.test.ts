import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FakeRuntime } from '../../src/domain/fake-runtime';
import { reloadAfter } from '../../src/features/demo/sandbox-actions';
import { sayAfterReload, takeReloadNote } from '../../src/features/demo/reload-note';

/**
 * A sandbox action that reloads the page says, on the page that loads next, what it did (persona review: after a
 * reset the same screen came back with no word). What follows the action is handed what was done; the note is kept
 * for the one load that follows.
 */
const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
};

test('the reload is told what was done: the reset confirmed, the file imported, the sandbox opened, the demo reset', () => {
  const g = globalThis as unknown as { sessionStorage?: unknown; location?: unknown };
  const was = { sessionStorage: g.sessionStorage, location: g.location };
  const s = memory();
  let reloads = 0;
  g.sessionStorage = s;
  g.location = { reload: () => void reloads++ };
  try {
    const said = (mode: FakeRuntime['mode'], a: Parameters<typeof reloadAfter>[1]) => {
      reloadAfter({ mode } as FakeRuntime, a);
      return takeReloadNote(s);
    };
    assert.equal(said('sandbox', { kind: 'reset', name: 'Formation' }), { key: 'sandbox.done.reset', objects: ['Formation'] });
    assert.equal(said('sandbox', { kind: 'import', name: 'Formation', text: '{}', fileName: 'copie.json' }), { key: 'sandbox.done.import', objects: ['Formation', 'copie.json'] });
    assert.equal(said('demo', { kind: 'open', name: 'Mardi', scenario: 'demo' }), { key: 'sandbox.done.open', objects: ['Mardi'] });
    assert.equal(said('demo', { kind: 'reset', name: 'Démo' }), { key: 'demoReset.done', objects: [] });
    assert.is(reloads, 4, 'each reloads the page');
  } finally {
    Object.assign(g, was);
  }
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
