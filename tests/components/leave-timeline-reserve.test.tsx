import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import TimelinePage from '../../src/features/leave/timeline-page';
import { closeAllPanels, usePanels } from '../../src/kernel/panel-store';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 2 section 6: Conge.Create.Demand shows the 'reserve for later' button
 * on the leave calendar, which creates a leave from there. Both sides, the
 * calendar's calls answered by the fake server.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
test.after.each(() => (cleanup(), closeAllPanels()));

function OpenPanels() {
  return <output data-testid="panels">{usePanels().map((p) => p.kind).join(',')}</output>;
}
const reserve = 'Poser un congé depuis le calendrier';

test('S2.6.04 with Conge.Create.Demand the calendar offers the reserve button, which opens the leave form', async () => {
  const grant = signIn('manager');
  assert.ok(grant.permissions.includes('Conge.Create.Demand'));
  await renderWithApp(<><TimelinePage /><OpenPanels /></>, { grant, path: '/conge/timeline' });
  await screen.findByRole('heading', { name: 'Calendrier des congés' }, { timeout: 3000 });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: reserve })));
  assert.is(screen.getByTestId('panels').textContent, 'leave.form');
});

test('S2.6.04 without Conge.Create.Demand the calendar has no reserve button', async () => {
  const manager = signIn('manager');
  // The manager's every other right: only Conge.Create.Demand differs from the case above.
  await renderWithApp(<TimelinePage />, { grant: { ...manager, permissions: manager.permissions.filter((p) => p !== 'Conge.Create.Demand') }, path: '/conge/timeline' });
  await screen.findByRole('heading', { name: 'Calendrier des congés' }, { timeout: 3000 });
  assert.ok(screen.getByRole('link', { name: 'Historique' }), 'the page drew its other actions');
  assert.is(screen.queryByRole('button', { name: reserve }), null);
});

test('an absence whose reason is private to its people has its grey said in the legend (persona review)', async () => {
  await renderWithApp(<TimelinePage />, { grant: signIn('employee'), path: '/conge/timeline' });
  const chip = await screen.findByText(/^Absence/, { selector: '.leave-chip-absence' }, { timeout: 5000 });
  assert.is(chip.getAttribute('title'), 'Le motif n’est connu que de la personne, de ses valideurs et des RH');
  assert.is(chip.tagName, 'SPAN', 'not a filter');
});

test('until its rows and FullCalendar are both in, the calendar\'s frame says what it waits for', async () => {
  await renderWithApp(<TimelinePage />, { grant: signIn('manager'), path: '/conge/timeline' });
  const status = screen.getAllByRole('status').find((s) => s.textContent === 'Chargement du calendrier…');
  assert.ok(status, 'the wait is written, not only a dot');
  assert.ok(!status!.querySelector('.visually-hidden'), 'the words are shown');
});

test.run();
