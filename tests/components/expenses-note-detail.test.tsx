import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import NoteDetailPanel from '../../src/features/expenses/note-detail-panel';
import { fakeApi } from '../unit/fake-api';
import { expenses, notes } from '../../server-fake/models/expenses';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * The note detail offers exactly what the lifecycle allows (spec 3 section 4),
 * against the fake server's seeded notes: fetch goes straight to the dispatcher.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['expenses']);

async function show(persona: 'employee' | 'manager', status: number) {
  const note = notes(api.backend.db).find((n) => n.affectedUserId === 1 && n.status === status)!;
  await renderWithApp(<NoteDetailPanel params={{ id: note.id }} onClose={() => {}} panelKey={1} />, { grant: signIn(persona) });
  await screen.findByTestId('note-total', {}, { timeout: 3000 });
}

const buttons = () => ['Soumettre', 'Valider', 'Refuser', 'Rembourser', 'Modifier', 'Supprimer', 'Annuler la note', 'Ajouter une dépense'].filter((name) => screen.queryAllByRole('button', { name }).length > 0);

test.after.each(() => cleanup());

const cases: Array<['employee' | 'manager', number, string[]]> = [
  ['employee', 0, ['Soumettre', 'Modifier', 'Supprimer', 'Ajouter une dépense']],
  ['employee', 1, ['Modifier', 'Annuler la note', 'Ajouter une dépense']],
  ['employee', 2, []],
  ['employee', 3, []],
  ['employee', 4, ['Annuler la note']],
  ['employee', 5, ['Soumettre']],
  ['manager', 1, ['Valider', 'Refuser', 'Modifier', 'Annuler la note', 'Ajouter une dépense']],
  ['manager', 2, ['Rembourser', 'Annuler la note']],
  ['manager', 3, ['Annuler la note']],
];

for (const [persona, status, expected] of cases) {
  test(`S3.4.12 ${persona} on Yasmine's note in status ${status} is offered ${expected.join(', ') || 'nothing'}, and the waiting-validation text only outside 0 and 5`, async () => {
    await show(persona, status);
    await waitFor(() => assert.equal(buttons(), expected));
    const waiting = screen.queryAllByText('Suivi de la validation').length > 0;
    assert.is(waiting, status !== 0 && status !== 5, 'the waiting-validation text');
    // The X says what it does in visible words, not only to assistive technology.
    for (const x of screen.queryAllByRole('button', { name: 'Annuler la note' })) assert.is(x.textContent!.trim(), 'Annuler la note');
  });
}

test("issue 36 item 1: a refund held in the panel's footer is named 'Remboursée', not 'Acceptée', beside 'Annuler'", async () => {
  await show('manager', 2);
  fireEvent.click(await screen.findByRole('button', { name: 'Rembourser' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Rembourser la note de frais' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Commentaire/ }), { target: { value: 'Virement de décembre' } });
  const payer = within(dialog).getByRole('combobox', { name: /Payeur/ }) as HTMLSelectElement;
  await waitFor(() => assert.ok(payer.options.length > 1, 'the payers are listed'));
  fireEvent.change(payer, { target: { value: payer.options[1].value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le remboursement' }));
  const footer = await waitFor(() => {
    const undo = screen.getByRole('button', { name: 'Annuler' });
    return undo.closest<HTMLElement>('.expenses-footer')!;
  });
  assert.ok(within(footer).getByText('Remboursée'), 'the footer names the refund');
  assert.is(within(footer).queryByText('Acceptée'), null, 'not an acceptance');
  // Taken back: nothing was refunded.
  fireEvent.click(within(footer).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => assert.ok(screen.getByRole('button', { name: 'Rembourser' })));
});

test('persona review: a mileage expense reads as a distance, not under "Fournisseur"', async () => {
  const mileage = expenses(api.backend.db).find((e) => e.distance !== null && !e.supplier && notes(api.backend.db).get(e.noteId)?.affectedUserId === 1)!;
  assert.ok(mileage, 'the seed holds a mileage expense of Yasmine');
  await renderWithApp(<NoteDetailPanel params={{ id: mileage.noteId }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  await screen.findByTestId('note-total', {}, { timeout: 3000 });
  assert.ok(screen.getByRole('columnheader', { name: 'Fournisseur ou distance' }));
  const cells = screen.getAllByTestId('expense-row').map((r) => r.querySelectorAll('td')[2]);
  const km = cells.find((c) => /km/.test(c.textContent ?? ''))!;
  assert.is(km.dataset.label, 'Distance');
  for (const c of cells.filter((c) => c !== km && c.textContent)) assert.is(c.dataset.label, 'Fournisseur');
});

test.run();
