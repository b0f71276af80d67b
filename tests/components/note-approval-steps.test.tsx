import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, within } from '@testing-library/react';
import { NoteHistory } from '../../src/features/expenses/note-history';
import { NOTE } from '../../src/domain/expense-codes';
import type { Note } from '../../src/domain/expenses';
import { renderWithApp } from './render';

/**
 * Persona review: a draft note's 'Validation' list read 'En attente' beside the validator and the refunder, though the
 * note was not yet submitted. What each step says follows the note's status: the step the note waits for is awaited,
 * the refund comes after the validation, and nothing is asked once the note is refused or cancelled.
 */
test.after.each(() => cleanup());

const step = (actionType: 'Success' | 'Refund', fullName: string, done = false) => ({
  actionType, userId: fullName.length, fullName, departement: null, picturePath: null, status: done ? 1 : 0, actionDate: done ? '2026-11-20T09:00:00' : null,
});
async function stepsAt(status: number, validated = false) {
  const note = { status, history: [], userslistApproval: [step('Success', 'Karim Benali', validated), step('Refund', 'Nadia Chraibi')] } as unknown as Note;
  await renderWithApp(<NoteHistory note={note} />);
  const list = await screen.findByRole('region', { name: 'Validation' }, { timeout: 3000 });
  const said = within(list).getAllByRole('listitem').map((li) => li.querySelector('.badge')!.textContent);
  cleanup();
  return said;
}

test('each step says where the note stands: after the submission, awaited, after the validation, done, refused, not reached', async () => {
  assert.equal(await stepsAt(NOTE.draft), ['Après la soumission', 'Après la soumission']);
  assert.equal(await stepsAt(NOTE.pending), ['En attente', 'Après la validation']);
  assert.equal(await stepsAt(NOTE.success, true), ['Fait', 'En attente']);
  assert.equal(await stepsAt(NOTE.rejected), ['Refusée', 'Non sollicité']);
  assert.equal(await stepsAt(NOTE.canceled, true), ['Fait', 'Non sollicité']);
});

test.run();
