import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createActor, fromPromise, waitFor } from 'xstate';
import { leaveTimelineMachine, TIMELINE_ALL_EVENTS, TIMELINE_PAGE, type MonthQuery, type TimelineQuery, type TimelineResource } from '../../machines/leave/leave-timeline.machine';
import { selectCanLoadMore, selectHeadcount, selectVisibleEvents } from '../../machines/leave/leave-timeline.selectors';
import { calendarLocale, daysBeforeInFrame, eventInputs, isNearBottom, rowEvents } from '../../src/features/leave/calendar/calendar-dom';
import type { CalendarEvent } from '../../src/domain/leave';

/** A fake organisation of 40 employees behind the timeline's two calls, recording what was asked. */
const people: TimelineResource[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, user: { id: i + 1, fullName: `P${i + 1}`, fonctionName: null, image: null } }));
const ev = (id: number, typeId: number | null, isHoliday = false): CalendarEvent => ({
  id: `e${id}`, resourceId: isHoliday ? null : 1, description: null, fauTitle: isHoliday ? 'Fête' : `T${typeId}`, start: '2026-11-02', end: '2026-11-04', color: '#000', textColor: '#fff', demande: isHoliday ? null : id, typeId, isHoliday,
});
function timeline(o: { failFirst?: boolean; failMore?: boolean; failMonth?: boolean; company?: number; myTeam?: boolean } = {}) {
  const pages: Array<{ offset: number; query: TimelineQuery; byRows?: boolean }> = [];
  const months: MonthQuery[] = [];
  let fail = !!o.failFirst;
  const page = (query: TimelineQuery, offset: number) => {
    pages.push({ query, offset });
    const list = query.searchValue ? people.filter((p) => p.user.fullName.includes(query.searchValue)) : people;
    return list.slice(offset, offset + TIMELINE_PAGE);
  };
  const month = (query: MonthQuery) => (months.push(query), { events: [ev(1, 1), ev(2, 2), ev(3, null, true)], headcount: { filterUsers: o.company ?? 40, totalUsers: o.company ?? 72 } });
  const machine = leaveTimelineMachine.provide({
    actors: {
      loadFirst: fromPromise(async ({ input }) => {
        if (fail) throw ((fail = false), new Error('Error.Network'));
        return { resources: page(input, 0), ...month(input) };
      }),
      loadPage: fromPromise(async ({ input }) => {
        if (o.failMore) throw ((o.failMore = false), new Error('Error.Network'));
        const resources = page(input.query, input.offset);
        pages[pages.length - 1].byRows = input.byRows;
        // The first of the new rows has a leave of its own, and the holiday comes again.
        return { resources, events: input.byRows ? [{ ...ev(100 + input.offset, 1), resourceId: resources[0].id }, ev(3, null, true)] : [] };
      }),
      loadMonth: fromPromise(async ({ input }) => {
        if (o.failMonth) throw ((o.failMonth = false), new Error('Error.Timeout'));
        return month(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { view: 'month', start: '2026-11-01', myTeam: o.myTeam } });
  actor.start();
  return { actor, pages, months };
}
const idle = (a: ReturnType<typeof timeline>['actor']) => waitFor(a, (s) => s.matches({ ready: 'idle' }));

test("the day brought into view: the month's first day kept in the frame while the day and the one after it fit, else the day near the middle", () => {
  // Review s30, Arabic at 1440 px: 909 px of 96 px columns; the 6th (index 5) with the 1st at the start edge.
  assert.is(daysBeforeInFrame(5, 909, 96), 5);
  // French, 64 px columns: the same day, the same start.
  assert.is(daysBeforeInFrame(5, 909, 64), 5);
  // The 8th and the 9th still fit from the 1st (9 columns of 96 in 909 px); the 9th and the 10th do not: near the middle.
  assert.is(daysBeforeInFrame(7, 909, 96), 7);
  assert.is(daysBeforeInFrame(8, 909, 96), 4);
  // A phone's week of seven 33 px columns in 231 px: the 6th with the 1st (1 to 7), the 7th centred (3 days before it).
  assert.is(daysBeforeInFrame(5, 231, 33), 5);
  assert.is(daysBeforeInFrame(6, 231, 33), 3);
  // The 16th: seven days before it in 64 px columns (14 whole ones in the frame), as before.
  assert.is(daysBeforeInFrame(15, 909, 64), 7);
  // A phone: 2 columns of 48 in 120 px, the 2nd day: one day before, never more than the frame holds.
  assert.is(daysBeforeInFrame(1, 120, 48), 1);
  assert.is(daysBeforeInFrame(20, 120, 48), 1);
});

test('the first 15 employees, then 15 more on each request, until a short page ends the list', async () => {
  const { actor, pages } = timeline();
  let s = await idle(actor);
  assert.is(s.context.resources.length, 15);
  assert.is(selectHeadcount(s), '40/72');
  actor.send({ type: 'timeline.more' });
  s = await idle(actor);
  actor.send({ type: 'timeline.more' });
  s = await idle(actor);
  assert.equal(pages.map((p) => p.offset), [0, 15, 30]);
  assert.is(s.context.resources.length, 40);
  assert.not.ok(selectCanLoadMore(s), 'the last page was short');
  actor.send({ type: 'timeline.more' });
  assert.is(pages.length, 3);
});

test('a new search or month starts the rows again (who is away first depends on the days); a changed request reloads only the events', async () => {
  const { actor, pages, months } = timeline();
  await idle(actor);
  actor.send({ type: 'timeline.more' });
  await idle(actor);
  actor.send({ type: 'timeline.reload' });
  let s = await idle(actor);
  assert.is(s.context.resources.length, 30, 'a reload keeps the rows');
  assert.is(pages.length, 2);
  actor.send({ type: 'timeline.setRange', range: { view: 'month', start: '2026-12-01' } });
  s = await idle(actor);
  assert.is(s.context.resources.length, 15);
  assert.is(months[months.length - 1].start, '2026-12-01');
  assert.equal(pages.map((p) => p.offset), [0, 15, 0]);
  actor.send({ type: 'timeline.setSearch', searchValue: 'P1' });
  s = await idle(actor);
  assert.equal(s.context.resources.map((r) => r.user.fullName).slice(0, 3), ['P1', 'P10', 'P11']);
  assert.is(pages[pages.length - 1].offset, 0);
  assert.is(pages[pages.length - 1].query.start, '2026-12-01', 'the month picked stays');
});

test('a company past the threshold reads events by the rows loaded: the next rows bring theirs, a new month asks for the loaded ids', async () => {
  const { actor, pages, months } = timeline({ company: TIMELINE_ALL_EVENTS + 1 });
  await idle(actor);
  actor.send({ type: 'timeline.more' });
  let s = await idle(actor);
  assert.is(pages[1].byRows, true);
  assert.equal(s.context.events.map((e) => e.id), ['e1', 'e2', 'e3', 'e115'], 'the new rows’ leave added, the holiday once');
  actor.send({ type: 'timeline.reload' });
  s = await idle(actor);
  assert.equal(months.at(-1)!.userIds, people.slice(0, 30).map((p) => p.id));
});

test('a company within the threshold reads everyone’s events: no ids asked for', async () => {
  const { actor, pages, months } = timeline({ company: TIMELINE_ALL_EVENTS });
  await idle(actor);
  actor.send({ type: 'timeline.more' });
  await idle(actor);
  actor.send({ type: 'timeline.reload' });
  await idle(actor);
  assert.is(pages[1].byRows, false);
  assert.is(months.at(-1)!.userIds, undefined);
});

test('a manager opens on the team; a people filter replaces it, a type filter keeps it, the toggle brings it back', async () => {
  const { actor, pages } = timeline({ myTeam: true });
  await idle(actor);
  assert.is(pages.at(-1)!.query.myTeam, true);
  actor.send({ type: 'timeline.setFilter', filter: { TypeConge: '2' } });
  await idle(actor);
  assert.is(pages.at(-1)!.query.myTeam, true, 'a leave type filters leave, not people');
  actor.send({ type: 'timeline.setFilter', filter: { TypeConge: '2', Sites: '1' } });
  await idle(actor);
  assert.is(pages.at(-1)!.query.myTeam, false);
  actor.send({ type: 'timeline.setTeam', myTeam: true });
  await idle(actor);
  assert.equal(pages.at(-1)!.query, { view: 'month', start: '2026-11-01', searchValue: '', filter: { TypeConge: '2', Sites: '1' }, myTeam: true });
});

test('legend chips hide a type on screen, holidays stay; a second click brings it back', async () => {
  const { actor } = timeline();
  await idle(actor);
  actor.send({ type: 'timeline.toggleType', typeId: 1 });
  assert.equal(selectVisibleEvents(actor.getSnapshot()).map((e) => e.id), ['e2', 'e3']);
  actor.send({ type: 'timeline.toggleType', typeId: 1 });
  assert.is(selectVisibleEvents(actor.getSnapshot()).length, 3);
});

test('a failed first load shows its message and retries', async () => {
  const { actor } = timeline({ failFirst: true });
  let s = await waitFor(actor, (x) => x.matches('failure'));
  assert.is(s.context.error, 'Error.Network');
  actor.send({ type: 'timeline.retry' });
  s = await idle(actor);
  assert.is(s.context.error, null);
  assert.is(s.context.resources.length, 15);
});

test("a failed 'show more' keeps the rows and is a failed state with a retry that asks for the same rows", async () => {
  const { actor, pages } = timeline({ failMore: true });
  await idle(actor);
  actor.send({ type: 'timeline.more' });
  let s = await waitFor(actor, (x) => x.matches({ ready: 'moreFailed' }));
  assert.ok(s.hasTag('failed'));
  assert.is(s.context.error, 'Error.Network');
  assert.is(s.context.resources.length, 15);
  assert.ok(s.can({ type: 'timeline.retry' }));
  actor.send({ type: 'timeline.retry' });
  s = await idle(actor);
  assert.not.ok(s.hasTag('failed'), 'the banner goes once the rows came');
  assert.is(s.context.resources.length, 30);
  // The failed call is not recorded: the retry asked for rows 15 to 30 again.
  assert.equal(pages.map((p) => p.offset), [0, 15]);
});

test('a failed month refresh keeps what is shown, says so and reads the month again on retry', async () => {
  const { actor, months } = timeline({ failMonth: true });
  await idle(actor);
  actor.send({ type: 'timeline.reload' });
  let s = await waitFor(actor, (x) => x.matches({ ready: 'refreshFailed' }));
  assert.ok(s.hasTag('failed'));
  assert.is(s.context.error, 'Error.Timeout');
  assert.is(s.context.resources.length, 15);
  actor.send({ type: 'timeline.retry' });
  s = await idle(actor);
  assert.not.ok(s.hasTag('failed'));
  assert.equal(months.map((m) => m.start), ['2026-11-01', '2026-11-01'], 'the month read again on the retry (the failed call is not recorded)');
});

test('calendar helpers: locale, event inputs with exclusive ends and no holidays, the 50 px rule', () => {
  assert.is(calendarLocale('ar'), 'ar');
  assert.is(calendarLocale('en-GB'), 'en');
  const inputs = eventInputs([ev(1, 1), ev(3, null, true)]);
  assert.equal(inputs.map((e) => [e.id, e.resourceId, e.start, e.end, e.demande]), [['e1', '1', '2026-11-02', '2026-11-04', 1]]);
  // FullCalendar gets the events of the rows loaded only; a row loaded later brings its own.
  const other = { ...ev(2, 1), resourceId: 30 };
  assert.equal(rowEvents([ev(1, 1), other, ev(3, null, true)], people.slice(0, 15)).map((e) => e.id), ['e1']);
  assert.equal(rowEvents([ev(1, 1), other, ev(3, null, true)], people.slice(0, 30)).map((e) => e.id), ['e1', 'e2']);
  const box = (scrollHeight: number, scrollTop: number, clientHeight: number) => ({ scrollHeight, scrollTop, clientHeight }) as HTMLElement;
  assert.ok(isNearBottom(box(1000, 560, 400)));
  assert.not.ok(isNearBottom(box(1000, 500, 400)));
  assert.not.ok(isNearBottom(box(400, 0, 400)), 'a box that does not scroll is never near its bottom');
});

test.run();
