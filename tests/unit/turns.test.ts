import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inTurn } from '../../src/kernel/turns';

/**
 * Issue 25: work many views start together (a list's rows, the cards in
 * view) is taken one piece a task, in the order asked,
 * so no one task holds the main thread for the lot.
 */
const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));
const settle = async (n = 10) => {
  for (let i = 0; i < n; i++) await macrotask();
};

test('jobs run in the order asked, none in the task that asked for them', async () => {
  const ran: string[] = [];
  inTurn(() => ran.push('a'));
  inTurn(() => ran.push('b'));
  inTurn(() => ran.push('c'));
  assert.equal(ran, [], 'nothing runs in the asking task');
  await Promise.resolve();
  assert.equal(ran, [], 'nor in its microtasks');
  await settle();
  assert.equal(ran, ['a', 'b', 'c']);
});

test('one job a task: a job sees the next one not yet run, and microtasks it queues run before the next job', async () => {
  const log: string[] = [];
  inTurn(() => {
    log.push('first');
    void Promise.resolve().then(() => log.push('first’s microtask'));
  });
  inTurn(() => log.push('second'));
  await settle();
  assert.equal(log, ['first', 'first’s microtask', 'second']);
});

test('a job taken back before its turn never runs; the others still do', async () => {
  const ran: string[] = [];
  inTurn(() => ran.push('a'));
  const cancel = inTurn(() => ran.push('b'));
  inTurn(() => ran.push('c'));
  cancel();
  await settle();
  assert.equal(ran, ['a', 'c']);
});

test('a job that throws does not stop the queue', async () => {
  const ran: string[] = [];
  // The browser reports the error (window's error event); Node, as an uncaught exception.
  const onError = (e: unknown) => ran.push(`error ${(e as Error).message}`);
  process.on('uncaughtException', onError);
  try {
    inTurn(() => {
      throw new Error('boom');
    });
    inTurn(() => ran.push('after'));
    for (let i = 0; i < 50 && ran.length < 2; i++) await macrotask();
  } finally {
    process.off('uncaughtException', onError);
  }
  assert.equal(ran.sort(), ['after', 'error boom']);
});

test.run();
