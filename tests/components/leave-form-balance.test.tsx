import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import LeaveFormPanel from '../../src/features/leave/leave-form-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { formatHours } from '../../src/i18n/format';

/**
 * Spec 2 section 5: the leave form's balance is shown with an 'h' suffix for
 * type 5 (the hourly type, spec 2 section 9), and without it for the others.
 * The balance comes from the fake server.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
test.after.each(() => cleanup());

const available = (type: number) => api.as('employee').post('/api/solde/GetHolidaySolde', { type, user: 1 }).json.data.available as number;

async function balanceFor(type: number) {
  const select = await screen.findByRole('combobox', { name: /Type de congé/ }, { timeout: 3000 });
  await act(async () => void fireEvent.change(select, { target: { value: String(type) } }));
  const expected = available(type);
  return waitFor(() => {
    const text = screen.getByTestId('leave-balance').textContent ?? '';
    assert.ok(text.startsWith(String(expected)), `${text} shows the available ${expected}`);
    return text;
  }, { timeout: 3000 });
}

test("S2.5.06 the balance of type 5 reads in hours with two decimals and an 'h' (src/i18n/format.ts); another type's has none", async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  assert.is(await balanceFor(5), formatHours(available(5), 'fr'));
  assert.ok(screen.getByText('Solde', { selector: 'dt' }), 'hours carry their unit in the figure');
  assert.is(await balanceFor(1), String(available(1)));
  assert.ok(screen.getByText('Solde (jours)', { selector: 'dt' }), 'days say theirs in the label');
  assert.is(await balanceFor(6), String(available(6)), 'type 6 also asks exact times, yet counts in days');
});

test.run();
