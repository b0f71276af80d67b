import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LeaveFormPanel from '../../src/features/leave/leave-form-panel';
import { pinToday } from '../../src/domain/clock';
import { leaveRequests } from '../../server-fake/models/leave';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 2 section 2 and S2.7.03 with spec 1 S1.4.04: a leave request with an
 * attachment is sent through the form's upload child. While it goes the form
 * shows the progress (the transport here, like the demo's, reports none:
 * 10 % every 50 ms), cannot be sent twice and can be interrupted; an
 * interrupted send keeps what was typed and records nothing; the next one
 * records the request with its file and closes the form.
 */
const api = fakeApi();
const { signIn, uploads } = serveFromDispatcher(test, api, ['leave'], { intercepted: true });
test.before(() => pinToday('2026-11-16'));
test.after(() => pinToday(null));
test.after.each(() => cleanup());

const YASMINE = 1;
const START = '2026-12-07';
const END = '2026-12-09';
const hers = () => leaveRequests(api.backend.db).filter((r) => r.userId === YASMINE && r.startDate === START);
const slow = { timeout: 8000 };

async function pickDay(day: string) {
  const picker = screen.getByRole('dialog', { name: /Période/ });
  fireEvent.change(within(picker).getByLabelText('Année', { exact: true }), { target: { value: String(Number(day.slice(0, 4))) } });
  fireEvent.change(within(picker).getByLabelText('Mois', { exact: true }), { target: { value: String(Number(day.slice(5, 7)) - 1) } });
  await act(async () => void fireEvent.click(picker.querySelector(`button[data-day="${day}"]`)!));
}

test('the send waits for its upload: progress, no second send, an interruption keeps the form and records nothing, then it saves', async () => {
  // Nobody's leave on those days: the server refuses no overlap.
  for (const r of leaveRequests(api.backend.db).filter((x) => x.userId === YASMINE && x.startDate <= END && x.endDate >= START)) leaveRequests(api.backend.db).remove(r.id);
  let closed = 0;
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => void closed++} panelKey={1} />, { grant: signIn('employee') });
  const type = (await screen.findByRole('combobox', { name: /Type de congé/ }, slow)) as HTMLSelectElement;
  await waitFor(() => assert.ok([...type.options].some((o) => o.text === 'Congé annuel')), slow);
  await act(async () => void fireEvent.change(type, { target: { value: [...type.options].find((o) => o.text === 'Congé annuel')!.value } }));
  const period = screen.getByRole('button', { name: /Période/ });
  await waitFor(() => assert.not.ok((period as HTMLButtonElement).disabled), slow);
  await act(async () => void fireEvent.click(period));
  await pickDay(START);
  await pickDay(END);
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '3'), slow);
  await act(async () => void fireEvent.change(screen.getByTestId('file-input'), { target: { files: [new File(['%PDF-1.4 justificatif'], 'justificatif.pdf', { type: 'application/pdf' })] } }));
  await screen.findByText('justificatif.pdf');
  await act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'Remarque' }), { target: { value: 'Vacances de fin d’année' } }));

  const send = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
  uploads.hold();
  await act(async () => void fireEvent.click(send));
  const bar = await screen.findByRole('progressbar', { name: 'Envoi en cours' });
  await waitFor(() => assert.ok(Number(bar.getAttribute('value')) >= 20), { timeout: 2000 });
  assert.ok(send.disabled, 'a submit cannot be sent twice');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Interrompre' })));
  assert.not.ok(screen.queryByRole('progressbar', { name: 'Envoi en cours' }));
  await screen.findByText('Envoi annulé');
  assert.is((screen.getByRole('textbox', { name: 'Remarque' }) as HTMLTextAreaElement).value, 'Vacances de fin d’année', 'what was typed stays');
  screen.getByText('justificatif.pdf');
  uploads.release();
  await new Promise((r) => setTimeout(r, 20));
  assert.is(hers().length, 0, 'the interrupted send recorded nothing');
  assert.is(closed, 0);

  await act(async () => void fireEvent.click(send));
  await waitFor(() => assert.is(closed, 1), slow);
  const [saved] = hers();
  assert.ok(saved, 'the request is on record');
  assert.is(saved!.endDate, END);
  assert.is(saved!.fileIds.length, 1, 'with its attachment');
});

test('a period on a public holiday counts 0 and says why before anything is saved (persona review: « Total jours 0 » alone)', async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={2} />, { grant: signIn('employee') });
  const type = (await screen.findByRole('combobox', { name: /Type de congé/ }, slow)) as HTMLSelectElement;
  await waitFor(() => assert.ok([...type.options].some((o) => o.text === 'Congé annuel')), slow);
  await act(async () => void fireEvent.change(type, { target: { value: [...type.options].find((o) => o.text === 'Congé annuel')!.value } }));
  const period = screen.getByRole('button', { name: /Période/ });
  await waitFor(() => assert.not.ok((period as HTMLButtonElement).disabled), slow);
  assert.is(screen.queryByTestId('leave-zero-why'), null, 'nothing to explain before a period');
  await act(async () => void fireEvent.click(period));
  // New Year's Day 2027, a Friday, is a public holiday of the seed.
  await pickDay('2027-01-01');
  await pickDay('2027-01-01');
  await waitFor(() => assert.is(screen.getByTestId('leave-zero-why').textContent, 'Aucun jour décompté : la période tombe sur un jour férié.'), slow);
  assert.is(screen.getByTestId('leave-total').textContent, '0');
});

test.run();
