import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LeaveFormPanel from '../../src/features/leave/leave-form-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { formatHours } from '../../src/i18n/format-measures';
import { pinToday } from '../../src/domain/clock';
import { faults } from '../../server-fake/faults';

/**
 * Spec 2 section 5: the leave form's balance is shown with an 'h' suffix for
 * type 5 (the hourly type, spec 2 section 9), and without it for the others.
 * The balance comes from the fake server.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
// The balance's label names its year: today is pinned where the seed was built.
test.before(() => pinToday('2026-11-16'));
test.after(() => pinToday(null));
test.after.each(() => cleanup());

const available = (type: number, year?: number) => api.as('employee').post('/api/solde/GetHolidaySolde', { type, user: 1, year }).json.data.available as number;

async function balanceFor(type: number) {
  const select = await screen.findByRole('combobox', { name: /Type de congé/ }, { timeout: 3000 });
  // The types come with the form's first answer: a person picks one once it is listed.
  await waitFor(() => assert.ok(select.querySelector(`option[value="${type}"]`), `type ${type} listed`), { timeout: 3000 });
  await act(async () => void fireEvent.change(select, { target: { value: String(type) } }));
  const expected = available(type);
  return waitFor(() => {
    const text = screen.getByTestId('leave-balance').textContent ?? '';
    assert.ok(text.startsWith(String(expected)), `${text} shows the available ${expected}`);
    return text;
  }, { timeout: 3000 });
}

/** The period picked in the form's calendar, in February 2027 (its first and last day; the same day twice for one). */
async function pickFebruary2027(from: string, to: string) {
  const period = screen.getByRole('button', { name: /Période/ }) as HTMLButtonElement;
  await waitFor(() => assert.not.ok(period.disabled), { timeout: 3000 });
  await act(async () => void fireEvent.click(period));
  const picker = screen.getByRole('dialog', { name: /Période/ });
  await act(async () => void fireEvent.change(within(picker).getByLabelText('Année', { exact: true }), { target: { value: '2027' } }));
  await act(async () => void fireEvent.change(within(picker).getByLabelText('Mois', { exact: true }), { target: { value: '1' } }));
  for (const d of [from, to]) await act(async () => void fireEvent.click(picker.querySelector(`button[data-day="${d}"]`)!));
}

test("S2.5.06 the balance of type 5 reads in hours with two decimals and an 'h' (src/i18n/format.ts); another type's has none", async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  assert.is(await balanceFor(5), formatHours(available(5), 'fr'));
  assert.ok(screen.getByText('Solde 2026', { selector: 'dt' }), 'hours carry their unit in the figure');
  assert.is(await balanceFor(1), String(available(1)));
  assert.ok(screen.getByText('Solde 2026 (jours)', { selector: 'dt' }), 'days say theirs in the label');
  assert.is(await balanceFor(6), String(available(6)), 'type 6 also asks exact times, yet counts in days');
});

test("persona review: a period next year shows next year's balance and says so (« Solde 2027 (jours) »), not a bare jump of the figure", async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={2} />, { grant: signIn('employee') });
  await balanceFor(1);
  assert.ok(screen.getByText('Solde 2026 (jours)', { selector: 'dt' }), 'before a period: this year');
  const next = available(1, 2027);
  assert.is.not(next, available(1), 'the seed gives the two years different figures: the test would not see a jump otherwise');
  // Monday 8 and Tuesday 9 February 2027: worked days, no holiday.
  await pickFebruary2027('2027-02-08', '2027-02-09');
  await waitFor(() => assert.is(screen.getByTestId('leave-balance').textContent, String(next)), { timeout: 3000 });
  assert.ok(screen.getByText('Solde 2027 (jours)', { selector: 'dt' }), 'the figure names its year');
});

test('persona review: a half day ticked before its day counts half a day in the total, not 1', async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={4} />, { grant: signIn('employee') });
  await balanceFor(1);
  await act(async () => void fireEvent.click(screen.getByLabelText('Après-midi')));
  await pickFebruary2027('2027-02-08', '2027-02-08');
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '0,5'), { timeout: 3000 });
});

test('persona review: a half day ticked counts half a day in the total, not 1', async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={3} />, { grant: signIn('employee') });
  await balanceFor(1);
  await pickFebruary2027('2027-02-08', '2027-02-08');
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '1'), { timeout: 3000 });
  await act(async () => void fireEvent.click(screen.getByLabelText('Après-midi')));
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '0,5'), { timeout: 3000 });
  // On one day the halves are one or the other: the morning ticked takes the afternoon's tick away, still half a day.
  await act(async () => void fireEvent.click(screen.getByLabelText('Matin')));
  assert.ok((screen.getByLabelText('Matin') as HTMLInputElement).checked);
  assert.not.ok((screen.getByLabelText('Après-midi') as HTMLInputElement).checked);
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '0,5'), { timeout: 3000 });
});

test('persona review: over several days each half-day tick names its day, first day first, and counts on that day', async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={9} />, { grant: signIn('employee') });
  await balanceFor(1);
  await pickFebruary2027('2027-02-08', '2027-02-12');
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '5'), { timeout: 3000 });
  const group = screen.getByRole('group', { name: 'Demi-journées' });
  assert.equal(within(group).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent!.trim()), ['Après-midi seulement le premier jour (8 févr.)', 'Matin seulement le dernier jour (12 févr.)']);
  await act(async () => void fireEvent.click(within(group).getByLabelText('Après-midi seulement le premier jour (8 févr.)')));
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '4,5'), { timeout: 3000 });
  await act(async () => void fireEvent.click(within(group).getByLabelText('Matin seulement le dernier jour (12 févr.)')));
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '4'), { timeout: 3000 });
  // Back to one day: the ticks say the half of that day again.
  await pickFebruary2027('2027-02-08', '2027-02-08');
  const one = await screen.findByRole('group', { name: 'Demi-journée' });
  assert.equal(within(one).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent!.trim()), ['Matin', 'Après-midi']);
});

test('persona review: while the days are counted again the total says so (…), never the count before it or a 0', async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={5} />, { grant: signIn('employee') });
  await balanceFor(1);
  await pickFebruary2027('2027-02-08', '2027-02-08');
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '1'), { timeout: 3000 });
  // The click's own render, before the count's answer: the total is being counted again.
  act(() => void fireEvent.click(screen.getByLabelText('Après-midi')));
  assert.is(screen.getByTestId('leave-total').textContent, '…');
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '0,5'), { timeout: 3000 });
});

test('a new period or half day is counted in one round trip: the rules are not read again, the balance and the count are asked together', async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={6} />, { grant: signIn('employee') });
  await balanceFor(1);
  await pickFebruary2027('2027-02-08', '2027-02-08');
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '1'), { timeout: 3000 });
  // The server's answers held back: what the form asks before any answer comes is one round trip.
  const served = globalThis.fetch;
  const asked: string[] = [];
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
    await held;
    return served(input, init);
  }) as typeof globalThis.fetch;
  try {
    act(() => void fireEvent.click(screen.getByLabelText('Après-midi')));
    await waitFor(() => assert.is(asked.length, 2), { timeout: 3000 });
    assert.equal(asked.sort(), ['/api/solde/GetHolidaySolde', '/api/solde/NumberofDays'], 'no type list, days off or notice read again; both asked before either answered');
  } finally {
    globalThis.fetch = served;
    answer();
  }
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '0,5'), { timeout: 3000 });
  assert.is(asked.length, 2, 'nothing asked after the answers');
});

test('a form that could not be read takes nothing until it is: its fields and its send are shut under the retry, open once read', async () => {
  faults.failNext('GET', '^/api/typeconge/list$');
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 3000 });
  const remark = screen.getByRole('textbox', { name: 'Remarque' }) as HTMLTextAreaElement;
  const type = screen.getByRole('combobox', { name: /Type de congé/ }) as HTMLSelectElement;
  const send = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
  assert.equal([remark.disabled, type.disabled, send.disabled], [true, true, true], 'typing there would have been dropped');
  await act(async () => void fireEvent.click(retry));
  await waitFor(() => assert.equal([remark.disabled, type.disabled, send.disabled], [false, false, false]), { timeout: 3000 });
  await act(async () => void fireEvent.change(remark, { target: { value: 'Vacances' } }));
  assert.is(remark.value, 'Vacances');
  faults.clearArmed();
});

test.run();
