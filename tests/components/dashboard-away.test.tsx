import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, waitFor, within } from '@testing-library/react';
import DashboardPage from '../../src/features/dashboard/dashboard-page';
import { fakeApi } from '../unit/fake-api';
import { leaveRequests, leaveTypes } from '../../server-fake/models/leave';
import { users } from '../../server-fake/models/organisation';
import { todayIso } from '../../src/ui/inputs/iso-day';
import { addDays } from '../../src/domain/leave-days';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { card, present, waitLong } from './dashboard-helpers';

/**
 * Issue 25 item 5: in a large company, the 'away' card lists the first five
 * people of today and of the week, each named, and says how many more the
 * calendar holds; the count in the heading is everyone's.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['dashboard', 'leave']);
test.after.each(() => cleanup());

const today = todayIso();
/** Accepted leave from `start` to `end` for each of `people`, as the calendar shows it. */
function away(people: number[], start: string, end: string) {
  const type = leaveTypes(api.backend.db).all()[0]!;
  for (const userId of people)
    leaveRequests(api.backend.db).insert({
      userId, typeId: type.id, startDate: start, endDate: end, morning: true, afternoon: true, startTime: null, endTime: null, projectId: null, description: null, fileIds: [],
      status: 'Accepter', durationValue: 1, durationUnit: 0, levelType: 9, approvals: [], createdDate: `${today}T08:00:00`, createdBy: userId,
    });
}

test("a dozen more away today than usual: five named rows, 'and N more people' to the calendar, everyone counted once", async () => {
  await renderWithApp(<DashboardPage />, { grant: signIn('owner') });
  // Who the seed already has away today (the card's count before), then twelve people more, away today only.
  const before = await waitFor(() => Number(present(card('away')?.querySelector('h3 .badge')).textContent), waitLong);
  cleanup();
  // The leave calendar's events: accepted requests and those still waiting (spec 2: the calendar shows both).
  const shown = (r: { status: string }) => r.status === 'Accepter' || r.status === 'En_Cour';
  const awayToday = new Set(leaveRequests(api.backend.db).all().filter((r) => shown(r) && r.startDate <= today && r.endDate >= today).map((r) => r.userId));
  assert.is(before, awayToday.size, 'the count is the server’s people away today');
  const others = users(api.backend.db).all().filter((u) => u.active && !awayToday.has(u.id)).slice(0, 12).map((u) => u.id);
  assert.is(others.length, 12, 'the seed has twelve more people to send away');
  away(others.slice(1), today, today);
  away([others[0]!], today, addDays(today, 1));
  // One of them on two leaves that both take in today: two rows, one person, counted once in the badge and the link.
  away([others[0]!], addDays(today, -1), today);

  await renderWithApp(<DashboardPage />, { grant: signIn('owner') });
  const body = await waitFor(() => {
    const c = present(card('away'));
    assert.is(Number(present(c.querySelector('h3 .badge')).textContent), before + 12);
    return c;
  }, waitLong);
  const todayList = present(body.querySelector('ul'));
  const rows = within(todayList).getAllByRole('listitem');
  assert.is(rows.length, 5, 'five rows, however many are away');
  const names = rows.map((r) => r.querySelector('.work-who')!.textContent!);
  for (const n of names) assert.not.match(n, /^—$/, 'each shown row is named');
  // The link counts the people not shown (the badge's people less those named above it), not the rows.
  const more = within(body).getAllByRole('link', { name: `et ${before + 12 - new Set(names).size} autres personnes` })[0]!;
  assert.is(more.getAttribute('href'), '/conge/timeline');
});

test("a manager's card names the people of the team only (those whose leave they approve first), as the calendar opens for them", async () => {
  const grant = signIn('manager');
  const managerId = grant.user.userId;
  const team = users(api.backend.db).all().filter((u) => u.active && u.managerId === managerId).map((u) => u.id);
  const outsiders = users(api.backend.db).all().filter((u) => u.active && u.id !== managerId && u.managerId !== managerId).slice(0, 3).map((u) => u.id);
  assert.ok(team.length >= 2 && outsiders.length === 3, 'the seed has a team and people outside it');
  away([team[0]!], today, today);
  away(outsiders, today, today);
  await renderWithApp(<DashboardPage />, { grant });
  const body = await waitFor(() => {
    const c = present(card('away'));
    assert.ok(c.querySelector('.work-who'), 'rows drawn');
    return c;
  }, waitLong);
  const named = [...body.querySelectorAll('.work-who')].map((n) => n.textContent);
  const nameOf = (id: number) => users(api.backend.db).get(id)!.fullName;
  assert.ok(named.includes(nameOf(team[0]!)), 'a team member away today is named');
  const teamNames = new Set(team.map(nameOf));
  assert.equal(named.filter((n) => !teamNames.has(n!)), [], 'every row is of the team');
});

test("a manager's card marks the leave of his team still waiting for approval; an accepted one is not marked", async () => {
  // Persona review: Karim's 'Absents' listed as away today a leave that sat in his 'to decide', with no word of it.
  const team = users(api.backend.db).all().filter((u) => u.active && u.managerId === 2);
  // Leave begun three weeks ago: the card lists today's by start, so these come before the others of the file.
  const from = addDays(today, -21);
  const busy = new Set(leaveRequests(api.backend.db).all().filter((r) => r.startDate <= today && r.endDate >= from).map((r) => r.userId));
  const [waiting, accepted] = team.filter((u) => !busy.has(u.id));
  assert.ok(waiting && accepted, 'two of Karim’s team free these weeks');
  away([accepted!.id], from, today);
  const type = leaveTypes(api.backend.db).all()[0]!;
  leaveRequests(api.backend.db).insert({
    userId: waiting!.id, typeId: type.id, startDate: from, endDate: today, morning: true, afternoon: true, startTime: null, endTime: null, projectId: null, description: null, fileIds: [],
    status: 'En_Cour', durationValue: 1, durationUnit: 0, levelType: 1, approvals: [{ level: 1, approverId: 2, status: 'En_Cour', date: null, raison: null }], createdDate: `${today}T08:00:00`, createdBy: waiting!.id,
  });
  await renderWithApp(<DashboardPage />, { grant: signIn('manager') });
  const rowOf = (name: string) => [...present(card('away')).querySelectorAll('li')].find((li) => li.querySelector('.work-who')?.textContent === name);
  const pendingRow = await waitFor(() => present(rowOf(waiting!.fullName)), waitLong);
  assert.ok(pendingRow.textContent!.includes('en attente d’accord'), pendingRow.textContent!);
  assert.not.ok(present(rowOf(accepted!.fullName)).textContent!.includes('en attente'), 'the accepted leave is not marked');
});

test.run();
