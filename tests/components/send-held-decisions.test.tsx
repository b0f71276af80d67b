import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, renderHook } from '@testing-library/react';
import { fromPromise, setup } from 'xstate';
import { useRecordActor } from '../../src/kernel/use-record-actor';
import { sendHeldDecisions } from '../../src/kernel/decisions-in-hand';
import { deciding } from '../../machines/shared/decided-record';

/**
 * Before the person changes (sign-out, another persona, 'connect as'), sendHeldDecisions sends and awaits what they
 * decided. A panel still reading its record is no decision: waiting for its read kept a sign-out over ten seconds on a
 * loaded machine. A decision on its way to the server is waited for.
 */
const record = (decideMs: number) =>
  setup({
    actors: {
      // A read that never answers: the slow server.
      load: fromPromise(() => new Promise<never>(() => {})),
      accept: fromPromise(() => new Promise<null>((resolve) => setTimeout(() => resolve(null), decideMs))),
    },
    actions: { keep: () => {}, decided: () => {}, failed: () => {} },
  }).createMachine({
    initial: 'loading',
    states: {
      loading: { tags: ['busy'], invoke: { src: 'load' }, on: { go: 'pending' } },
      pending: { on: { accept: 'accepting' } },
      accepting: deciding({ id: 'accept', src: 'accept', input: () => null, then: 'done', back: 'pending' }),
      done: {},
    },
  });

test.after.each(() => cleanup());

test('a record still being read does not hold the person back', async () => {
  renderHook(() => useRecordActor(() => record(0), undefined as never));
  const started = performance.now();
  await act(() => sendHeldDecisions());
  assert.ok(performance.now() - started < 500, `resolved at once, not after the read (${Math.round(performance.now() - started)} ms)`);
});

test('a decision on its way to the server is awaited', async () => {
  const { result } = renderHook(() => useRecordActor(() => record(400), undefined as never));
  const [, actor] = result.current;
  act(() => {
    actor.send({ type: 'go' });
    actor.send({ type: 'accept' });
  });
  assert.ok(actor.getSnapshot().hasTag('deciding'), 'the decision is in flight');
  await act(() => sendHeldDecisions());
  assert.ok(actor.getSnapshot().matches('done'), 'the server took it before the person changed');
});

test.run();
