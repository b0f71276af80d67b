import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pagedListMachine, type PageRequest } from '../../machines/shared/paged-list.machine';

/** The shared paged list (chat lists, the forms panel of quick-create): a failed next page is a state the view shows with a retry. */
function listWith(failPages: number[]) {
  const calls: PageRequest[] = [];
  const machine = pagedListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        calls.push(input);
        if (failPages.includes(input.page)) {
          failPages.splice(failPages.indexOf(input.page), 1);
          throw new Error('Error.Network');
        }
        return { items: Array.from({ length: input.size }, (_, i) => ({ key: `f${input.page * input.size + i}` })).slice(0, 25 - input.page * input.size), total: 25 };
      }),
    },
  });
  return { calls, actor: createActor(machine, { input: { pageSize: 10 } }).start() };
}

test('a failed next page keeps the rows, says why (tag failed) and loads that page again on retry', async () => {
  const { actor, calls } = listWith([1]);
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  assert.not.ok(actor.getSnapshot().hasTag('failed'));
  actor.send({ type: 'list.loadMore' });
  const failed = await waitFor(actor, (s) => s.matches({ ready: 'moreFailed' }));
  assert.ok(failed.hasTag('failed'));
  assert.is(failed.context.error, 'Error.Network');
  assert.is(failed.context.items.length, 10, 'the first page stays');
  assert.ok(failed.can({ type: 'list.retry' }));
  actor.send({ type: 'list.retry' });
  const again = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  assert.not.ok(again.hasTag('failed'));
  assert.is(again.context.items.length, 20);
  assert.equal(calls.map((c) => c.page), [0, 1, 1]);
});

test('scrolling on after a failed next page tries it again; the last page leaves nothing more', async () => {
  const { actor, calls } = listWith([1]);
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  actor.send({ type: 'list.loadMore' });
  await waitFor(actor, (s) => s.matches({ ready: 'moreFailed' }));
  actor.send({ type: 'list.loadMore' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.items.length === 20);
  actor.send({ type: 'list.loadMore' });
  const all = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.items.length === 25);
  assert.not.ok(all.can({ type: 'list.loadMore' }));
  assert.equal(calls.map((c) => c.page), [0, 1, 1, 2]);
});

test('a failed first load is the failure state (no rows), retried from the start', async () => {
  const { actor, calls } = listWith([0]);
  const failed = await waitFor(actor, (s) => s.matches('failure'));
  assert.ok(failed.hasTag('failed'));
  assert.equal(failed.context.items, []);
  actor.send({ type: 'list.retry' });
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.items.length === 10);
  assert.equal(calls.map((c) => c.page), [0, 0]);
});

test('a failed background refresh keeps the rows and tells the view once (refreshFailed), which shows it as a toast', async () => {
  let fail = false;
  const told: string[] = [];
  const machine = pagedListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        if (fail) throw new Error('Error.Status.503');
        return { items: Array.from({ length: input.size }, (_, i) => ({ key: `k${i}` })), total: 30 };
      }),
    },
    actions: { refreshFailed: (_, p) => void told.push(p.message) },
  });
  const actor = createActor(machine, { input: { pageSize: 10 } }).start();
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  fail = true;
  actor.send({ type: 'list.refresh' });
  const after = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  assert.is(after.context.items.length, 10, 'the rows stay');
  assert.equal(told, ['Error.Status.503']);
  // A failed first load is a state of its own (banner and retry), not this toast.
  assert.not.ok(after.hasTag('failed'));
});

test.run();
