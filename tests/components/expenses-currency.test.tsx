import { test } from 'uvu';
import * as assert from 'uvu/assert';
import i18next from 'i18next';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExpenseFormPanel from '../../src/features/expenses/expense-form-panel';
import NoteDetailPanel from '../../src/features/expenses/note-detail-panel';
import { pinToday } from '../../src/domain/clock';
import { expenses, notes } from '../../server-fake/models/expenses';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 34 item 2: a trip with a EUR hotel and a MAD taxi fits in one note.
 * The expense form offers each expense its currency (the note's by default),
 * and the note shows its total per currency, its own first. Against the fake
 * server; 'today' pinned.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['expenses']);
test.before(() => pinToday('2026-11-16'));
test.after(() => pinToday(null));
test.after.each(() => cleanup());

const HOTEL = 2;
const TAXI = 3;
const t = (key: string) => i18next.t(key, { ns: 'expenses' });
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const linesOf = (noteId: number) => expenses(api.backend.db).filter((e) => e.noteId === noteId);

/** A fresh draft note of Yasmine's in `currency`, with no expense yet. */
const emptyNote = (currency: string) =>
  notes(api.backend.db).insert({
    title: `Mission Paris ${currency}`, currency, executionDate: '2026-11-10', description: null, affectedUserId: 1, projectId: null, fileIds: [], status: 0, actionBy: null,
    refundedBy: null, refundComment: null, remark: null, createdBy: 1, createdDate: '2026-11-10T08:00:00.000Z', history: [],
  });

async function addExpense(noteId: number, categoryId: number, amount: string, currency?: string) {
  await renderWithApp(<ExpenseFormPanel params={{ noteId, categoryId }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const field = await screen.findByRole('textbox', { name: new RegExp(t('field.amount')) }, { timeout: 3000 });
  const select = screen.getByRole('combobox', { name: new RegExp(t('field.currency')) }) as HTMLSelectElement;
  if (currency) await act(async () => void fireEvent.change(select, { target: { value: currency } }));
  await act(async () => void fireEvent.change(field, { target: { value: amount } }));
  await act(async () => void fireEvent.blur(field));
  // Paid by the employee unless said otherwise: nothing to choose before the first save (persona review).
  assert.is((screen.getByRole('combobox', { name: new RegExp(t('field.payedBy')) }) as HTMLSelectElement).value, 'Employee');
  const before = linesOf(noteId).length;
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('action.save') })));
  await waitFor(() => assert.is(linesOf(noteId).length, before + 1), { timeout: 3000 });
  cleanup();
  return linesOf(noteId).at(-1)!;
}

test('the expense form offers the company\'s currencies, the note\'s chosen first, and the amount\'s label follows the choice', async () => {
  const note = emptyNote('EUR');
  await renderWithApp(<ExpenseFormPanel params={{ noteId: note.id, categoryId: TAXI }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const select = (await screen.findByRole('combobox', { name: new RegExp(t('field.currency')) }, { timeout: 3000 })) as HTMLSelectElement;
  assert.is(select.value, 'EUR', 'a new expense is in the note\'s currency');
  assert.ok(!select.disabled, 'not locked to the note\'s currency');
  assert.equal([...select.options].map((o) => o.value), ['MAD', 'EUR', 'USD', 'GBP']);
  // Named in the interface language (Intl), whatever language the company's list is kept in.
  assert.equal([...select.options].map((o) => o.text), ['Dirham marocain (MAD)', 'Euro (EUR)', 'Dollar des États-Unis (USD)', 'Livre sterling (GBP)']);
  screen.getByRole('textbox', { name: new RegExp(`${t('field.amount')} \\(EUR\\)`) });
  await act(async () => void fireEvent.change(select, { target: { value: 'MAD' } }));
  screen.getByRole('textbox', { name: new RegExp(`${t('field.amount')} \\(MAD\\)`) });
});

test('an amount over the category\'s ceiling is marked on the field as it is typed, the ceiling named (persona review)', async () => {
  const note = emptyNote('MAD');
  await renderWithApp(<ExpenseFormPanel params={{ noteId: note.id, categoryId: HOTEL }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const field = await screen.findByRole('textbox', { name: new RegExp(t('field.amount')) }, { timeout: 3000 });
  await act(async () => void fireEvent.change(field, { target: { value: '1 250,75' } }));
  await act(async () => void fireEvent.blur(field));
  assert.is(field.getAttribute('aria-invalid'), 'true');
  // The hotel's ceiling (fixtures/expense-categories.ts: 1200), in the company's currency.
  assert.is(plain(screen.getByRole('alert').textContent), 'Le montant dépasse le plafond de la catégorie, 1 200,00 MAD.');
  await act(async () => void fireEvent.change(field, { target: { value: '1 150' } }));
  assert.not.ok(screen.queryByRole('alert'), 'under the ceiling, nothing is said');
});

test('a EUR hotel and a MAD taxi in one note: each kept in its currency, the note\'s total per currency with its own first', async () => {
  const note = emptyNote('EUR');
  const hotel = await addExpense(note.id, HOTEL, '180,50');
  const taxi = await addExpense(note.id, TAXI, '150', 'MAD');
  const more = await addExpense(note.id, TAXI, '40', 'USD');
  assert.equal([hotel.currency, taxi.currency, more.currency], ['EUR', 'MAD', 'USD']);
  assert.equal([hotel.amount, taxi.amount, more.amount], [180.5, 150, 40]);

  await renderWithApp(<NoteDetailPanel params={{ id: note.id }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const total = await screen.findByTestId('note-total', {}, { timeout: 3000 });
  const lines = () => [...total.querySelectorAll('[data-currency]')].map((e) => plain(e.textContent));
  await waitFor(() => assert.equal(lines(), ['180,50 EUR', '150,00 MAD', '40,00 USD']));
  const rows = screen.getAllByTestId('expense-row').map((r) => plain(within(r).getAllByRole('cell').at(3)!.textContent));
  assert.equal(rows.sort(), ['150,00 MAD', '180,50 EUR', '40,00 USD'].sort());
  assert.equal([...screen.getByTestId('expenses-total').querySelectorAll('[data-currency]')].map((e) => plain(e.textContent)), ['180,50 EUR', '150,00 MAD', '40,00 USD']);
});

test('a note in MAD lists MAD first even when a EUR expense came first', async () => {
  const note = emptyNote('MAD');
  await addExpense(note.id, TAXI, '12', 'EUR');
  await addExpense(note.id, TAXI, '30');
  await renderWithApp(<NoteDetailPanel params={{ id: note.id }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const total = await screen.findByTestId('note-total', {}, { timeout: 3000 });
  await waitFor(() => assert.equal([...total.querySelectorAll('[data-currency]')].map((e) => e.getAttribute('data-currency')), ['MAD', 'EUR']));
});

test("the category's own words (company data, one language) each take their own direction: on an Arabic page a French sentence keeps its full stop at its end", async () => {
  const note = emptyNote('MAD');
  await renderWithApp(<ExpenseFormPanel params={{ noteId: note.id, categoryId: HOTEL }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const help = await waitFor(() => document.querySelector('.expenses-help') ?? Promise.reject(new Error('no help')), { timeout: 3000 });
  const items = [...help.querySelectorAll('li')];
  assert.ok(items.some((li) => li.textContent === 'Une nuit par ligne.'), items.map((li) => li.textContent).join(' | '));
  assert.equal(items.map((li) => li.getAttribute('dir')), items.map(() => 'auto'));
});

test.run();
