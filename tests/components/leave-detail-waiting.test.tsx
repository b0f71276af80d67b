import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ToastRegion } from '../../src/ui/toast-region';
import LeaveDetailPanel from '../../src/features/leave/leave-detail-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { daysAhead, shownDay as shown } from './leave-days';

/** Days to ask for, on any day the tests run: a Monday two months or so from today, and the days after it. */
const day = daysAhead();

/**
 * A request accepted at level 1 is still 'En cours': the detail says whose
 * decision it now waits for, so neither the requester nor the product owner
 * reads it as nothing having happened (persona review, issue 36).
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
test.after.each(() => cleanup());

test('after level 1 accepts, the detail names the approver and level it waits for; once decided, nothing', async () => {
  const yasmine = api.as('employee');
  assert.is(yasmine.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 3, startDate: day(0), endDate: day(1), description: 'Déménagement' }).json.success, true);
  const id = yasmine.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.rows[0].id as number;
  const before = yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data;
  const first = before.approval.find((a: { level: number }) => a.level === 1);
  const second = before.approval.find((a: { level: number }) => a.level === 2);
  assert.ok(first && second, 'the request has two levels');

  await renderWithApp(<LeaveDetailPanel params={{ id }} onClose={() => {}} panelKey={id} />, { grant: signIn('employee') });
  assert.is((await screen.findByTestId('leave-waiting-on', {}, { timeout: 3000 })).textContent, `Attend la décision de ${first.fullName} (niveau 1)`.replace(/de ([AEIOUYH])/, "d'$1"));
  cleanup();

  assert.is(api.as('manager').post('/api/demandeconge/Accept', { id, levelType: 1 }).json.success, true);
  await renderWithApp(<LeaveDetailPanel params={{ id }} onClose={() => {}} panelKey={id} />, { grant: signIn('employee') });
  const waiting = await screen.findByTestId('leave-waiting-on', {}, { timeout: 3000 });
  assert.ok(waiting.textContent!.endsWith(`${second.fullName} (niveau 2)`), waiting.textContent!);
  assert.is(screen.getByTestId('leave-status').textContent, 'En cours');
  cleanup();

  assert.is(api.as('hr').post('/api/demandeconge/Accept', { id, levelType: 2 }).json.success, true);
  await renderWithApp(<LeaveDetailPanel params={{ id }} onClose={() => {}} panelKey={id} />, { grant: signIn('employee') });
  await screen.findByText('Acceptée', { selector: '[data-testid=leave-status]' }, { timeout: 3000 });
  assert.is(screen.queryByTestId('leave-waiting-on'), null);
});

test('the approval circuit: the step deciding now reads "En cours", a later one waits for it, and none is asked once refused', async () => {
  // Persona review: the second approver read 'En cours' before the first had decided.
  const yasmine = api.as('employee');
  assert.is(yasmine.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 3, startDate: day(14), endDate: day(15), description: 'Voyage' }).json.success, true);
  const id = yasmine.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.rows[0].id as number;
  const steps = async () => {
    await renderWithApp(<LeaveDetailPanel params={{ id }} onClose={() => {}} panelKey={id} />, { grant: signIn('employee') });
    const circuit = await screen.findByRole('list', { name: 'Circuit de validation' }, { timeout: 3000 });
    const read = [...circuit.querySelectorAll('li')].map((li) => li.querySelector('.small .badge')!.textContent);
    cleanup();
    return read;
  };
  assert.equal(await steps(), ['En cours', 'En attente du niveau 1']);
  assert.is(api.as('manager').post('/api/demandeconge/Reject', { id, levelType: 1, raison: 'Période chargée' }).json.success, true);
  assert.equal(await steps(), ['Refusée', 'Non sollicité']);
});

test("her own cancel is held: 'Annulée' with 'Ne pas annuler', the toast says 'Votre congé'; taken back, nothing is cancelled and it is said", async () => {
  // Persona review: « Annulée [Annuler] » read as its own opposite, and 'Congé de Yasmine El Idrissi annulé' spoke of her.
  const yasmine = api.as('employee');
  assert.is(yasmine.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 3, startDate: day(28), endDate: day(29), description: 'Mariage' }).json.success, true);
  const id = yasmine.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.rows[0].id as number;
  await renderWithApp(<><LeaveDetailPanel params={{ id }} onClose={() => {}} panelKey={id} /><ToastRegion /></>, { grant: signIn('employee') });
  fireEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }, { timeout: 3000 }));
  const keep = (await screen.findAllByRole('button', { name: 'Ne pas annuler' }, { timeout: 3000 })).find((b) => b.classList.contains('decision-undo'))!;
  assert.ok(screen.getByText('Annulée', { selector: '.decision-taken' }));
  assert.ok(screen.getByText('Votre congé est annulé'), 'the toast speaks to her');
  assert.is(screen.getAllByRole('button', { name: 'Ne pas annuler' }).length, 2, "the footer's and the toast's undo say the same");
  assert.is(screen.queryByRole('button', { name: /^Annuler$/ }), null, "no bare 'Annuler' beside 'Annulée'");
  await act(async () => void fireEvent.click(keep));
  await waitFor(() => assert.ok(screen.getByText('Rien n’est annulé : « Votre congé est annulé » n’a pas été envoyé.')), { timeout: 3000 });
  await screen.findByRole('button', { name: 'Annuler la demande' });
  assert.is(yasmine.get(`/api/demandeconge/GetInfo/${id}`).json.data.statut, 'En_Cour', 'nothing was sent');
});

test('a half day says which half: one morning, one afternoon, or several days from an afternoon to a morning', async () => {
  const yasmine = api.as('employee');
  const periodOf = async (form: Record<string, unknown>) => {
    assert.is(yasmine.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 3, description: 'Demi-journée', ...form }).json.success, true);
    const id = yasmine.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.rows[0].id as number;
    await renderWithApp(<LeaveDetailPanel params={{ id }} onClose={() => {}} panelKey={id} />, { grant: signIn('employee') });
    const text = (await screen.findByTestId('leave-period', {}, { timeout: 3000 })).textContent!.replace(/[\u2066-\u2069]/g, '');
    cleanup();
    return text;
  };
  assert.is(await periodOf({ startDate: day(7), endDate: day(7), morning: true }), `${shown(day(7))}, matin`);
  assert.is(await periodOf({ startDate: day(9), endDate: day(9), afternoon: true }), `${shown(day(9))}, après-midi`);
  assert.is(await periodOf({ startDate: day(14), endDate: day(14) }), shown(day(14)), 'a whole day names no half');
  assert.is(await periodOf({ startDate: day(21), endDate: day(23), morning: true, afternoon: true }), `${shown(day(21))}, après-midi → ${shown(day(23))}, matin`);
});

test.run();
