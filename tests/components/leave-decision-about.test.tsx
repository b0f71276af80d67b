import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import LeaveDetailPanel from '../../src/features/leave/leave-detail-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { daysAhead, shownDay as shown } from './leave-days';
import { holidays, leaveRequests } from '../../server-fake/models/leave';

const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
test.after.each(() => cleanup());

/** A Monday and the day after it, neither a holiday. */
const holidayDays = new Set(holidays(api.backend.db).all().map((h) => h.date));
const day = daysAhead((d) => !holidayDays.has(d(0)) && !holidayDays.has(d(1)));

/**
 * Persona review: the refusal dialog of the leave panel hides the panel, and said only 'Refuser la demande'. It names
 * whose request, its type, its days and its length, as the lists' dialog does.
 */
test("the leave panel's refusal dialog names the person, the type, the days and the length", async () => {
  const yasmine = api.as('employee');
  assert.is(yasmine.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 3, startDate: day(0), endDate: day(1), description: 'Déménagement' }).json.success, true);
  const id = leaveRequests(api.backend.db).all().find((r) => r.userId === 1 && r.startDate.slice(0, 10) === day(0) && r.description === 'Déménagement')!.id;
  const info = yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data as { type: string; approval: Array<{ level: number; userId?: number; fullName: string }> };
  assert.is(info.approval.find((a) => a.level === 1)?.fullName, 'Karim Benali', 'the manager decides first');
  await renderWithApp(<LeaveDetailPanel params={{ id }} onClose={() => {}} panelKey={id} />, { grant: signIn('manager') });
  fireEvent.click(await screen.findByRole('button', { name: 'Refuser' }, { timeout: 3000 }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Refuser la demande' });
  const about = dialog.querySelector('.reason-about')?.textContent ?? '';
  assert.is(about, `Yasmine El Idrissi${info.type} · ${shown(day(0))} → ${shown(day(1))} · 2 jours`);
});

test.run();
