import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildScenario, scenarioNames } from '../../server-fake/scenarios';
import { parseScenario } from '../../server-fake/scenarios/scenario-file';
import { leaveRequests } from '../../server-fake/models/leave';
import { notes } from '../../server-fake/models/expenses';
import { forms, formResponses } from '../../server-fake/models/forms';
import { interventions } from '../../server-fake/models/interventions';
import { fakeApi } from './fake-api';
import { makeBackend } from '../../server-fake/make-server';
import summerLeave from '../../fixtures/scenarios/summer-leave.json';

const today = new Date('2026-07-01T09:00:00Z');

test('every scenario builds, and the trainer scenarios are the five the issue asks for', () => {
  for (const name of ['demo', 'empty', 'fresh-company', 'summer-leave', 'month-end-expenses', 'form-campaign', 'it-backlog']) assert.ok(scenarioNames.includes(name as never), name);
  for (const name of scenarioNames) assert.ok(buildScenario(name, today).table('users').size === 72, name);
});

test('the demo company is the same whatever the scenario refactoring: same seed, same rows', () => {
  const a = buildScenario('demo', today).dump();
  const b = buildScenario('demo', today).dump();
  assert.equal(JSON.stringify(a), JSON.stringify(b));
});

test('a fresh company has its reference data and no activity', () => {
  const db = buildScenario('fresh-company', today);
  assert.is(leaveRequests(db).size, 0);
  assert.is(notes(db).size, 0);
  assert.is(interventions(db).size, 0);
  assert.ok(db.table('leaveTypes').size > 0 && db.table('expenseCategories').size > 0);
});

test('dates are relative to today: summer leave starts three weeks after whatever day it is built', () => {
  for (const day of [today, new Date('2027-02-10T09:00:00Z')]) {
    const db = buildScenario('summer-leave', day);
    const yasmine = leaveRequests(db).by('userId', 1).filter((r) => r.description === "Vacances d'été");
    assert.is(yasmine.length, 1);
    const gap = (Date.parse(yasmine[0].startDate) - day.getTime()) / 86400000;
    assert.ok(gap >= 20 && gap <= 25, String(gap));
  }
});

test('peak leave: the IT team overlaps and Karim has the requests to arbitrate', async () => {
  const db = buildScenario('summer-leave', today);
  const pending = leaveRequests(db).filter((r) => r.status === 'En_Cour' && r.approvals.some((a) => a.approverId === 2 && a.level === r.levelType));
  assert.ok(pending.length >= 8, String(pending.length));
});

test('month-end expenses, form campaign and IT backlog hold what they promise', () => {
  const e = buildScenario('month-end-expenses', today);
  assert.ok(notes(e).filter((n) => n.status === 1).length >= 10);
  const f = buildScenario('form-campaign', today);
  const campaign = forms(f).find((x) => x.title === 'Entretien annuel 2026')!;
  assert.ok(formResponses(f).by('formId', campaign.id).filter((r) => r.approvals.some((a) => a.status === 'pending')).length >= 10);
  const i = buildScenario('it-backlog', today);
  assert.ok(interventions(i).filter((x) => x.statut === 'Pending').length >= 10);
});

test('a scenario file with a mistake is refused with the path that is wrong', () => {
  const broken = { ...summerLeave, leave: [{ user: 999, startInDays: 3, workingDays: 2, status: 'pending' }] };
  assert.throws(() => parseScenario(broken), /summer-leave.*leave\.0\.user/);
  assert.throws(() => parseScenario({ name: 'Bad Name' }), /invalid/);
});

test('the API answers on a scenario: Karim sees the campaign responses waiting for him', async () => {
  const api = fakeApi(makeBackend({ scenario: 'form-campaign' }));
  const res = api.as('manager').get('/api/Forms/ListPublished');
  // The campaign's title carries the year of the scenario's day (fixtures/scenarios/form-campaign.json: '{year}'), not 2026 on every day.
  assert.match(res.text, /Entretien annuel \d{4}/);
});

test.run();
