import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import NoteDetailPanel from '../../src/features/expenses/note-detail-panel';
import { expenses, notes } from '../../server-fake/models/expenses';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Persona review: the dialog that refunds (or refuses) a note says whose note
 * and how much, in French money (narrow no-break space between thousands, a
 * comma before the cents, a no-break space before the code), every currency
 * of the note. Against the fake server, on a note of Yasmine's made here so
 * its total runs past a thousand.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['expenses']);
test.after.each(() => cleanup());

/** A copy of Yasmine's seeded note in `status`, retitled, holding `lines`. */
function noteOf(status: number, title: string, lines: Array<[number, string]>) {
  const { id: _, ...seeded } = notes(api.backend.db).find((n) => n.affectedUserId === 1 && n.status === status)!;
  const note = notes(api.backend.db).insert({ ...seeded, title, currency: 'MAD' });
  const like = expenses(api.backend.db).find((e) => e.noteId !== note.id)!;
  for (const [total, currency] of lines) {
    const { id: __, ...rest } = like;
    expenses(api.backend.db).insert({ ...rest, noteId: note.id, amount: total, distance: null, total, currency });
  }
  return note;
}

async function ask(noteId: number, action: string, title: string) {
  await renderWithApp(<NoteDetailPanel params={{ id: noteId }} onClose={() => {}} panelKey={1} />, { grant: signIn('manager') });
  fireEvent.click(await screen.findByRole('button', { name: action }, { timeout: 3000 }));
  const dialog = await screen.findByRole('alertdialog', { name: title });
  return dialog.querySelector('.reason-about')?.textContent ?? '';
}

test('the refund dialog names the note, its person and its total as French writes money', async () => {
  const note = noteOf(2, 'Déplacement Casablanca', [[1000, 'MAD'], [234.5, 'MAD']]);
  const about = await ask(note.id, 'Rembourser', 'Rembourser la note de frais');
  assert.is(about, 'Note «\u00a0Déplacement Casablanca\u00a0» de Yasmine El Idrissi · 1\u202f234,50\u00a0MAD');
});

test('the refusal dialog lists every currency of the note, its own first, as the panel totals them', async () => {
  const note = noteOf(1, 'Salon Paris', [[20, 'EUR'], [1500, 'MAD']]);
  const about = await ask(note.id, 'Refuser', 'Refuser la note de frais');
  assert.is(about, 'Note «\u00a0Salon Paris\u00a0» de Yasmine El Idrissi · 1\u202f500,00\u00a0MAD et 20,00\u00a0EUR');
});

test.run();
