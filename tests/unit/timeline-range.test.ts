import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { rangeAround, rangeDays, rangeEnd, rangeMonths, shiftRange, switchView } from '../../machines/leave/timeline-range';
import { leaveTimelineMachine, type TimelineResource } from '../../machines/leave/leave-timeline.machine';
import { firstDayAway, selectAwayByDay } from '../../machines/leave/leave-timeline.selectors';
import type { CalendarEvent } from '../../src/domain/leave';

// Issue 26 item 2: week (Monday first), month and calendar quarter, on ISO days.
test('a week runs Monday to Sunday, across a month or a leap day', () => {
  assert.equal(rangeAround('week', '2028-02-29'), { view: 'week', start: '2028-02-28' });
  assert.equal(rangeDays(rangeAround('week', '2028-03-05')), ['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05']);
  assert.equal(rangeMonths(rangeAround('week', '2028-02-29')), [{ year: 2028, month: 2 }, { year: 2028, month: 3 }]);
  assert.is(shiftRange(rangeAround('week', '2026-12-31'), 1).start, '2027-01-04');
});

test('a month has its own length; a quarter is the calendar quarter of the day', () => {
  assert.is(rangeDays(rangeAround('month', '2028-02-29')).length, 29);
  assert.is(rangeDays(rangeAround('month', '2026-03-29')).length, 31, 'the spring clock change does not shorten March');
  assert.is(rangeDays(rangeAround('month', '2026-10-25')).length, 31, 'nor the autumn one lengthen October');
  assert.equal(rangeAround('quarter', '2026-11-25'), { view: 'quarter', start: '2026-10-01' });
  assert.is(rangeEnd(rangeAround('quarter', '2026-11-25')), '2027-01-01');
  assert.is(rangeDays(rangeAround('quarter', '2028-02-29')).length, 91);
  assert.equal(rangeMonths(rangeAround('quarter', '2026-11-25')).map((m) => m.month), [10, 11, 12]);
  assert.is(shiftRange(rangeAround('quarter', '2026-11-25'), -1).start, '2026-07-01');
  assert.is(shiftRange(rangeAround('month', '2026-12-01'), 1).start, '2027-01-01');
});

test('another view keeps today in view when it was shown, else the first day shown', () => {
  assert.equal(switchView(rangeAround('month', '2026-11-25'), 'week', '2026-11-25'), { view: 'week', start: '2026-11-23' });
  assert.equal(switchView(rangeAround('month', '2027-02-01'), 'week', '2026-11-25'), { view: 'week', start: '2027-02-01' });
  assert.equal(switchView(rangeAround('week', '2026-11-25'), 'quarter', '2026-11-25'), { view: 'quarter', start: '2026-10-01' });
});

const leave = (id: number, resourceId: number, start: string, endExclusive: string, typeId = 1): CalendarEvent => ({
  id: `leave-${id}`, resourceId, description: null, fauTitle: 'Congé', start, end: endExclusive, color: '#000', textColor: '#fff', demande: id, typeId, isHoliday: false,
});
test('people away per day: distinct people, exclusive ends, holidays and hidden types left out', async () => {
  const events = [
    leave(1, 1, '2028-02-28', '2028-03-02'),
    leave(2, 1, '2028-02-29', '2028-03-01'),
    leave(3, 2, '2028-02-29', '2028-03-01', 2),
    { ...leave(4, 3, '2028-02-29', '2028-03-01'), resourceId: null, isHoliday: true, typeId: null, demande: null },
  ];
  const machine = leaveTimelineMachine.provide({ actors: { loadFirst: fromPromise(async () => ({ resources: [] as TimelineResource[], events, headcount: { filterUsers: 3, totalUsers: 3 } })) } });
  const actor = createActor(machine, { input: rangeAround('week', '2028-02-29') }).start();
  const s = await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
  const away = selectAwayByDay(s);
  assert.equal(Object.keys(away), rangeDays(rangeAround('week', '2028-02-29')));
  assert.is(away['2028-02-28'], 1);
  assert.is(away['2028-02-29'], 2, 'two requests of one person count once');
  assert.is(away['2028-03-01'], 1);
  assert.is(away['2028-03-02'], 0, 'the end is exclusive');
  actor.send({ type: 'timeline.toggleType', typeId: 2 });
  assert.is(selectAwayByDay(actor.getSnapshot())['2028-02-29'], 1, 'a hidden type is not counted');
});

test('no day is counted while a range loads or after it failed to: the events held are another range\'s', async () => {
  const events: CalendarEvent[] = [leave(1, 1, '2028-02-28', '2028-03-01')];
  let answer: () => Promise<{ resources: TimelineResource[]; events: CalendarEvent[]; headcount: { filterUsers: number; totalUsers: number } }> = async () => ({ resources: [], events, headcount: { filterUsers: 1, totalUsers: 1 } });
  const machine = leaveTimelineMachine.provide({ actors: { loadFirst: fromPromise(() => answer()) } });
  const actor = createActor(machine, { input: rangeAround('week', '2028-02-29') }).start();
  await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
  assert.is(selectAwayByDay(actor.getSnapshot())['2028-02-28'], 1);
  // The next week, still loading: the held events are the week before's.
  let release!: () => void;
  answer = () => new Promise((_, reject) => (release = () => reject(new Error('HTTP 500'))));
  actor.send({ type: 'timeline.setRange', range: rangeAround('week', '2028-03-06') });
  assert.ok(actor.getSnapshot().matches('loading'));
  assert.equal(selectAwayByDay(actor.getSnapshot()), {}, 'loading: no count');
  release();
  await waitFor(actor, (x) => x.matches('failure'));
  assert.equal(selectAwayByDay(actor.getSnapshot()), {}, 'failed: no count, not 0');
  // Read again: counted.
  answer = async () => ({ resources: [], events: [leave(2, 1, '2028-03-07', '2028-03-08')], headcount: { filterUsers: 1, totalUsers: 1 } });
  actor.send({ type: 'timeline.retry' });
  await waitFor(actor, (x) => x.matches({ ready: 'idle' }));
  assert.is(selectAwayByDay(actor.getSnapshot())['2028-03-07'], 1);
  assert.is(selectAwayByDay(actor.getSnapshot())['2028-03-06'], 0);
  actor.stop();
});

test('the first day someone is away, in the range’s order: what a search brings into view; none while nothing is known', () => {
  assert.is(firstDayAway({ '2026-11-01': 0, '2026-11-02': 2, '2026-11-03': 1 }), '2026-11-02');
  assert.is(firstDayAway({ '2026-11-01': 0, '2026-11-02': 0 }), null);
  assert.is(firstDayAway({}), null, 'loading: no counts');
});

test.run();
