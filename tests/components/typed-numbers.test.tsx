import { test } from 'uvu';
import * as assert from 'uvu/assert';
import i18next from 'i18next';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ExpenseFormPanel from '../../src/features/expenses/expense-form-panel';
import FillPanel from '../../src/features/forms/fill-panel';
import { pinToday } from '../../src/domain/clock';
import { expenses, notes } from '../../server-fake/models/expenses';
import { formResponses, forms } from '../../server-fake/models/forms';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 34 items 1 and 8: French '180,50' was saved as 18 050, and a
 * date-and-time answer typed 25:61 was sent as 09:00. A typed number is read
 * in the interface language (and the browser's locale) and saved as the
 * number typed; what cannot be read is refused under its field and nothing is
 * sent. Against the fake server; 'today' pinned.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['expenses', 'forms']);
test.before(() => pinToday('2026-11-16'));
test.after(() => pinToday(null));
test.after.each(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

const MEAL = 1;
const draftNote = () => notes(api.backend.db).find((n) => n.affectedUserId === 1 && n.status === 0)!;
const linesOf = (noteId: number) => expenses(api.backend.db).filter((e) => e.noteId === noteId);
const type = (el: HTMLElement, text: string) => act(async () => void fireEvent.change(el, { target: { value: text } }));
const leave = (el: HTMLElement) => act(async () => void fireEvent.blur(el));
const t = (key: string, ns: string) => i18next.t(key, { ns });

async function openMeal(lng: 'fr' | 'ar' = 'fr') {
  if (lng !== 'fr') {
    await i18next.changeLanguage(lng);
    await i18next.loadNamespaces(['common', 'expenses']);
  }
  const note = draftNote();
  await renderWithApp(<ExpenseFormPanel params={{ noteId: note.id, categoryId: MEAL }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const amount = (await screen.findByRole('textbox', { name: new RegExp(t('field.amount', 'expenses')) }, { timeout: 3000 })) as HTMLInputElement;
  return { note, amount };
}
async function saveMeal(note: { id: number }, amount: HTMLInputElement, text: string) {
  const before = linesOf(note.id).length;
  await type(amount, text);
  await leave(amount);
  fireEvent.change(screen.getByRole('combobox', { name: new RegExp(t('field.payedBy', 'expenses')) }), { target: { value: 'Employee' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('action.save', 'expenses') })));
  await waitFor(() => assert.is(linesOf(note.id).length, before + 1), { timeout: 3000 });
  return linesOf(note.id).at(-1)!;
}

test('fr: a meal typed 180,50 is saved as 180.5, and shown back as 180,50', async () => {
  const { note, amount } = await openMeal();
  assert.is(amount.type, 'text', 'no <input type=number>: the browser would read it in its own locale');
  await type(amount, '180,50');
  await leave(amount);
  assert.is(amount.value, '180,50');
  assert.is(amount.getAttribute('aria-invalid'), null);
  const line = await saveMeal(note, amount, '180,50');
  assert.is(line.amount, 180.5);
});

test('fr: 1 250,75 with a space as the group sign is saved as 1250.75, shown grouped as French writes it', async () => {
  const { note, amount } = await openMeal();
  const line = await saveMeal(note, amount, '1 250,75');
  assert.is(line.amount, 1250.75);
  cleanup();
  const again = await openMeal();
  await type(again.amount, '1 250,75');
  await leave(again.amount);
  assert.is(again.amount.value, '1\u202f250,75');
});

test('ar: Arabic-Indic ١٨٠٫٥٠ is saved as 180.5', async () => {
  const { note, amount } = await openMeal('ar');
  const line = await saveMeal(note, amount, '١٨٠٫٥٠');
  assert.is(line.amount, 180.5);
});

test('fr: 1,2,3 is refused under the field, with aria-invalid and aria-describedby, and nothing is sent', async () => {
  const { note, amount } = await openMeal();
  const before = linesOf(note.id).length;
  await type(amount, '1,2,3');
  fireEvent.change(screen.getByRole('combobox', { name: /Payé par/ }), { target: { value: 'Employee' } });
  // Sent straight after typing, before the field is left: refused all the same, and the message shows.
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  const message = await screen.findByText(/Ce nombre ne peut pas être lu : écrivez-le comme 1\s250,75\./);
  assert.is(amount.getAttribute('aria-invalid'), 'true');
  assert.ok(amount.getAttribute('aria-describedby')!.split(' ').includes(message.id), 'the message describes the field');
  assert.is(amount.value, '1,2,3', 'the text stays as typed');
  await new Promise((r) => setTimeout(r, 100));
  assert.is(linesOf(note.id).length, before, 'nothing was sent');
  // Corrected, it goes.
  await type(amount, '12,30');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  await waitFor(() => assert.is(linesOf(note.id).length, before + 1), { timeout: 3000 });
  assert.is(linesOf(note.id).at(-1)!.amount, 12.3);
  assert.is(screen.queryByText(/Ce nombre ne peut pas être lu/), null);
});

test('fr in an English browser: 180,505 reads as two numbers and is refused as such; too many decimals are refused, not cut', async () => {
  const { note, amount } = await openMeal();
  const before = linesOf(note.id).length;
  await type(amount, '180,505');
  await leave(amount);
  assert.ok(screen.getByText(/^Ce nombre peut se lire 180,505 ou 180\s505 : écrivez-le sans séparateur de milliers\.$/));
  await type(amount, '180,5055');
  await leave(amount);
  assert.ok(screen.getByText('Au plus 2 chiffres après la virgule.'));
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  await new Promise((r) => setTimeout(r, 100));
  assert.is(linesOf(note.id).length, before);
});

/** A form of two answers, a number and a date with its time, filled by HR for themselves. */
function readingForm() {
  const base = forms(api.backend.db).find((f) => f.state === 'Published' && !f.isAnonymous)!;
  const field = (id: number, title: string, fieldType: number) => ({ id, title, fieldType, parametres: '', hideTitle: false, isRequired: true, description: '' });
  return forms(api.backend.db).update(base.id, { title: 'Relevé de compteur', fields: [field(1, 'Index', 0), field(2, 'Relevé le', 15)] });
}

test('a form: the number answer typed 180,50 and a time typed 25:61 is refused with a message, nothing sent; 14:30 is saved as typed', async () => {
  const form = readingForm();
  const responses = () => formResponses(api.backend.db).filter((r) => r.formId === form.id);
  await renderWithApp(<FillPanel params={{ formId: form.id }} onClose={() => {}} panelKey={1} />, { grant: signIn('hr') });
  const index = (await screen.findByRole('textbox', { name: /Index/ }, { timeout: 3000 })) as HTMLInputElement;
  await type(index, '180,50');
  await leave(index);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Relevé le/ })));
  await act(async () => void fireEvent.click(document.activeElement!));
  const time = screen.getByRole('textbox', { name: 'Heure de début' }) as HTMLInputElement;
  assert.is(time.value, '09:00', 'a picked day starts at nine');
  await type(time, '25:61');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
  const message = await screen.findByText('Heure impossible : tapez une heure de 00:00 à 23:59, par exemple 09:30.');
  assert.is(time.getAttribute('aria-invalid'), 'true');
  assert.ok(time.getAttribute('aria-describedby')!.split(' ').includes(message.id));
  assert.is(time.value, '25:61', 'never replaced by another time');
  await new Promise((r) => setTimeout(r, 100));
  assert.is(responses().length, 0, 'nothing was sent');
  await type(time, '14:30');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Envoyer' })));
  await waitFor(() => assert.is(responses().length, 1), { timeout: 3000 });
  const answers = JSON.stringify(responses()[0]);
  assert.match(answers, '"180.5"');
  assert.match(answers, '16/11/2026 14:30');
});

test.run();
