import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DashboardPage from '../../src/features/dashboard/dashboard-page';
import { fakeApi } from '../unit/fake-api';
import { leaveRequests } from '../../server-fake/models/leave';
import { closeAllPanels, usePanels } from '../../src/kernel/panel-store';
import { changes } from '../../src/realtime/changes';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { enabledButton, firstLeaveRow, held, recordAnswers, waitLong } from './dashboard-helpers';

/**
 * A decision row's way into its record (reviews s37 and s38): the name opens the record's panel, except while a
 * decision is held; a row decided elsewhere stays in its place with 'Ouvrir' alone.
 */
const api = fakeApi();
const db = api.backend.db;
const { signIn } = serveFromDispatcher(test, api, ['dashboard', 'leave']);
const { answered } = recordAnswers(api);

test.before.each(() => {
  answered.length = 0;
  closeAllPanels();
});
test.after.each(() => cleanup());

/** The panels open, kind and record, as the panel host would show them. */
function OpenPanels() {
  return <output data-testid="panels">{usePanels().map((p) => `${p.kind}:${String(p.params.id)}`).join(',')}</output>;
}
const as = (persona: 'manager') => renderWithApp(<><DashboardPage /><OpenPanels /></>, { grant: signIn(persona) });
const acceptCalls = () => answered.filter((a) => a.method === 'POST' && a.path === '/api/demandeconge/Accept');

test("review s37: a row's name opens its record's panel before any decision; not while a decision is held", async () => {
  await as('manager');
  const { row, id } = await firstLeaveRow();
  const who = within(row).getByRole('button', { name: row.querySelector('.work-who')!.textContent! });
  await act(async () => void fireEvent.click(who));
  assert.is(screen.getByTestId('panels').textContent, `leave.detail:${id}`);
  closeAllPanels();
  fireEvent.click(await enabledButton(row, 'Accepter'));
  await held(row, 'Acceptée', () => assert.equal(acceptCalls(), [], 'nothing sent while held'));
  assert.is(within(row).queryByRole('button', { name: row.querySelector('.work-who')!.textContent! }), null, 'held, the name is text');
  await act(async () => void fireEvent.click(within(row).getByRole('button', { name: 'Annuler' }), { detail: 1 }));
  await waitFor(() => within(row).getByRole('button', { name: row.querySelector('.work-who')!.textContent! }), waitLong);
  assert.is(screen.getByTestId('panels').textContent, '');
});

test('review s38: a row decided elsewhere (its panel, another tab) stays in place, offering only Ouvrir', async () => {
  await as('manager');
  const { section, row, id } = await firstLeaveRow();
  await enabledButton(row, 'Accepter');
  const level = leaveRequests(db).get(id)!.approvals.find((a) => a.approverId === 2 && a.status === 'En_Cour')!.level;
  assert.is(api.as('manager').post('/api/demandeconge/Accept', { id, levelType: level }).json.success, true);
  const sent = acceptCalls().length;
  // The panel's decision tells the leave feed; the card reads its list again, and the row no longer waits on the manager.
  act(() => changes.leave.push());
  await waitFor(() => assert.ok(within(row).getByRole('button', { name: 'Ouvrir' })), waitLong);
  assert.ok(section.contains(row), 'kept in its place');
  assert.is(within(row).queryByRole('button', { name: 'Accepter' }), null, 'no decision offered from its stale flags');
  assert.is(within(row).queryByRole('button', { name: 'Refuser' }), null);
  assert.is(acceptCalls().length, sent, 'the card sent nothing');
});

test.run();
