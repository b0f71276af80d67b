import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen } from '@testing-library/react';
import { NoteHistory } from '../../src/features/expenses/note-history';
import type { Note } from '../../src/domain/expenses';
import { renderWithApp } from './render';

/**
 * HR review in Arabic: a note's history read 'أرسلت 2026/12/Hajar Lahlou · 01': a Latin name beside a date's digits
 * and slashes ran together in a right-to-left line. Each is isolated (<bdi>), so each keeps its own order.
 */
test.after.each(() => cleanup());

test("a history line isolates the person's name and the day from each other and from the sentence", async () => {
  const note = {
    userslistApproval: [],
    history: [{ action: 'Submitted', actionDate: '2026-12-01T09:00:00', comment: null, userImage: { id: 7, fullName: 'Hajar Lahlou', picturePath: null } }],
  } as unknown as Note;
  await renderWithApp(<NoteHistory note={note} />);
  const line = (await screen.findByTestId('note-history', {}, { timeout: 3000 })).querySelector('li .muted')!;
  const isolated = [...line.querySelectorAll('bdi')].map((b) => b.textContent);
  assert.is(isolated.length, 2, line.innerHTML);
  assert.is(isolated[0], 'Hajar Lahlou');
  assert.match(isolated[1]!, /^01\/12\/2026$/);
});

test.run();
