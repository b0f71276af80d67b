import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildScenario, openScenario, scenarioNames, scenarioToday } from '../../server-fake/scenarios';
import { leaveRequests } from '../../server-fake/models/leave';
import { makeBackend } from '../../server-fake/make-server';
import { pinToday, systemNow } from '../../src/domain/clock';
import { datingProblems, leaveCreationSpread } from './seed-dating';
import { fakeApi } from './fake-api';
import { simulatedDays } from '../simulated-days';

/**
 * Issue 20 items 5 and 8: the seeded company and every scenario, built on
 * days that catch calendar mistakes (first and last day of a month, 29
 * February, a Sunday, the two days Europe changes its clocks), hold dates a
 * person believes: nothing created or decided in the future, no decision
 * before its request, creation dates spread over the past weeks.
 */
for (const day of simulatedDays) {
  test(`${day.label} (${day.at}): every scenario is dated believably`, () => {
    const now = new Date(day.at);
    for (const name of scenarioNames) {
      const db = buildScenario(name, now);
      const problems = datingProblems(db, now);
      assert.equal(problems.slice(0, 5), [], `${name}: ${problems.length} problems`);
    }
  });
}

test('leave requests were made over the past weeks, not all today', () => {
  for (const day of simulatedDays) {
    const now = new Date(day.at);
    const spread = leaveCreationSpread(buildScenario('demo', now), now);
    // The company makes about a hundred requests over six weeks: on many different days, almost none today.
    assert.ok(spread.days >= 20, `${day.at}: created on ${spread.days} days`);
    assert.ok(spread.todayShare < 0.03, `${day.at}: ${(spread.todayShare * 100).toFixed(1)} % created today`);
  }
});

test('the checks catch what they look for: a decision before its request and one in the future', () => {
  const now = new Date('2027-03-01T06:00:00Z');
  const db = buildScenario('demo', now);
  const decided = leaveRequests(db).find((r) => r.approvals.some((a) => a.date))!;
  leaveRequests(db).update(decided.id, { createdDate: '2027-03-02T09:00:00.000Z' });
  const problems = datingProblems(db, now);
  assert.ok(problems.some((p) => p.includes(`leave ${decided.id} created is in the future`)), problems.join('\n'));
  assert.ok(problems.some((p) => p.includes(`leave ${decided.id} decided (level 1) before it was created`)), problems.join('\n'));
});

test('a scenario opens on the day its story happens, and the demo clock says so', () => {
  const november = new Date('2026-11-25T10:00:00Z');
  // Summer leave peak: June, a working day, the next one from the day the sandbox opens.
  const summer = scenarioToday('summer-leave', november);
  assert.is(summer.toISOString().slice(0, 7), '2027-06');
  assert.ok(summer.getUTCDay() >= 1 && summer.getUTCDay() <= 5);
  const db = openScenario('summer-leave', november);
  const offsetDays = Number(db.meta.clockOffset) / 86400000;
  assert.is(new Date(november.getTime() + offsetDays * 86400000).toISOString().slice(0, 10), summer.toISOString().slice(0, 10));
  // Its requests start three weeks after the story's day, in July.
  const yasmine = leaveRequests(db).by('userId', 1).find((r) => r.description === "Vacances d'été")!;
  assert.is(yasmine.startDate.slice(0, 7), '2027-07');
  assert.equal(datingProblems(db, summer), []);
  // Month-end expenses: the 26th (or the Monday after); the form campaign: December.
  assert.is(scenarioToday('month-end-expenses', november).toISOString().slice(0, 10), '2026-11-26');
  assert.is(scenarioToday('form-campaign', november).toISOString().slice(0, 7), '2026-12');
  // Already on the story's day: the clock stays.
  assert.is(openScenario('month-end-expenses', new Date('2026-11-26T10:00:00Z')).meta.clockOffset, undefined);
  // The living demo and the backlog happen today.
  assert.is(scenarioToday('demo', november), november);
  assert.is(openScenario('it-backlog', november).meta.clockOffset, undefined);
});

test("pinning 'today' moves the fake server's clock and the company it builds (the Node side of the date runs)", () => {
  try {
    for (const day of simulatedDays) {
      pinToday(day.at);
      assert.ok(Math.abs(systemNow() - Date.parse(day.at)) < 5000);
      const backend = makeBackend();
      assert.is(backend.ctx.now().toISOString().slice(0, 10), day.at.slice(0, 10));
      // The API answers on that day: Yasmine's task that ends in five hours reads as hours left, not late.
      const tasks = fakeApi(backend).as('employee').get('/api/tasks/assigned').json.data as Array<{ endDate: string; remainingTime: { isObsolute: boolean; dateRepresentation: string } }>;
      const soon = tasks.find((t) => Math.abs(Date.parse(t.endDate) - (Date.parse(day.at) + 5 * 3600000)) < 60000)!;
      assert.ok(soon, `${day.at}: the task ending in five hours`);
      assert.equal([soon.remainingTime.isObsolute, soon.remainingTime.dateRepresentation], [false, 'hours']);
      assert.equal(datingProblems(backend.db, backend.ctx.now()), []);
    }
  } finally {
    pinToday(null);
  }
});

test.run();
