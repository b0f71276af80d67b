import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, waitFor } from '@testing-library/react';
import NoteDetailPanel from '../../src/features/expenses/note-detail-panel';
import { fakeApi } from '../unit/fake-api';
import { notes } from '../../server-fake/models/expenses';
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

test.run();
