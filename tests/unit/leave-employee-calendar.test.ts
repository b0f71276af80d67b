import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { employeeCalendarMachine, type MonthRequest } from '../../machines/leave/employee-calendar.machine';
import type { CalendarEvent } from '../../src/domain/leave';

/** One employee's month: the month lives in the statechart, the month shown stays while another loads. */
const ev = (month: number): CalendarEvent => ({
  id: `e${month}`, resourceId: 1, description: null, fauTitle: 'Congé', start: `2026-${month}-02`, end: `2026-${month}-04`, color: '#000', textColor: '#fff', demande: month, typeId: 1, isHoliday: false,
});
function calendar(fail: number[] = []) {
  const asked: MonthRequest[] = [];
  const pending: Array<() => void> = [];
  let hold = false;
  const machine = employeeCalendarMachine.provide({
    actors: {
      loadMonth: fromPromise(async ({ input }) => {
        asked.push(input);
        if (hold) await new Promise<void>((r) => pending.push(r));
        if (fail.includes(asked.length)) throw new Error('Error.Network');
        return { events: [ev(input.month)], name: 'Yasmine El Idrissi' };
      }),
    },
  });
  const actor = createActor(machine, { input: { userId: 1, year: 2026, month: 11 } }).start();
  return { actor, asked, hold: (h: boolean) => (hold = h), release: () => pending.splice(0).forEach((r) => r()) };
}

test('the month asked for is read for that employee; the next month replaces it once its answer came', async () => {
  const c = calendar();
  let s = await waitFor(c.actor, (x) => x.matches('ready'));
  assert.equal(s.context.shown, { year: 2026, month: 11, events: [ev(11)] });
  assert.is(s.context.name, 'Yasmine El Idrissi');
  c.hold(true);
  c.actor.send({ type: 'calendar.setMonth', year: 2026, month: 12 });
  s = c.actor.getSnapshot();
  assert.ok(s.hasTag('busy'));
  assert.equal([s.context.year, s.context.month], [2026, 12], 'the month asked for shows in the navigation at once');
  assert.is(s.context.shown?.month, 11, 'the month shown stays while the next one loads');
  c.release();
  s = await waitFor(c.actor, (x) => x.matches('ready'));
  assert.equal(s.context.shown, { year: 2026, month: 12, events: [ev(12)] });
  assert.equal(c.asked, [{ userId: 1, year: 2026, month: 11 }, { userId: 1, year: 2026, month: 12 }]);
});

test('a month changed again before its answer: only the last one is shown', async () => {
  const c = calendar();
  await waitFor(c.actor, (x) => x.matches('ready'));
  c.hold(true);
  c.actor.send({ type: 'calendar.setMonth', year: 2026, month: 12 });
  c.actor.send({ type: 'calendar.setMonth', year: 2027, month: 1 });
  c.release();
  const s = await waitFor(c.actor, (x) => x.matches('ready'));
  assert.equal([s.context.shown?.year, s.context.shown?.month], [2027, 1]);
});

test('a failed read is the failed state with its message; reload (the retry, or a request changed) reads the month again', async () => {
  const c = calendar([2]);
  await waitFor(c.actor, (x) => x.matches('ready'));
  c.actor.send({ type: 'calendar.reload' });
  let s = await waitFor(c.actor, (x) => x.matches('failure'));
  assert.ok(s.hasTag('failed'));
  assert.is(s.context.error, 'Error.Network');
  assert.is(s.context.shown?.month, 11, 'what was shown stays under the message');
  c.actor.send({ type: 'calendar.reload' });
  s = await waitFor(c.actor, (x) => x.matches('ready'));
  assert.not.ok(s.hasTag('failed'));
  assert.is(c.asked.length, 3);
});

test.run();
