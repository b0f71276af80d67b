import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen } from '@testing-library/react';
import ResponsePanel from '../../src/features/forms/response-panel';
import { formResponses } from '../../server-fake/models/forms';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * A response's answers as HR reads them (spec 3 screen 11): a Number answer is
 * kept as the server reads numbers ('3.5') and shown as the person's language
 * writes it (persona review: '3,5' typed came back '3.5').
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['forms']);
test.after.each(() => cleanup());

test("persona review: a Number answer reads as French writes it, every decimal kept; other answers as typed", async () => {
  const rows = formResponses(api.backend.db);
  const r = rows.get(1)!;
  // The seed's first response (form 2): field 2 is its Number field 'Quantité'.
  rows.update(1, { answers: r.answers.map((a) => (a.fieldId === 2 ? { ...a, response: '1250.125' } : a)) });
  await renderWithApp(<ResponsePanel params={{ id: '1' }} panelKey={1} onClose={() => {}} />, { grant: signIn('hr'), path: '/forms' });
  const title = await screen.findByText('Quantité', { selector: '.answer-title' }, { timeout: 3000 });
  assert.is(title.nextElementSibling?.textContent, '1\u202f250,125');
  assert.ok(screen.getByText('Second écran pour le développement'), 'a text answer as typed');
});

test("a question left unanswered, a file one included, says 'Sans réponse' rather than its title alone or a dash", async () => {
  const rows = formResponses(api.backend.db);
  const r = rows.get(1)!;
  rows.update(1, { answers: r.answers.map((a) => ({ ...a, response: '', files: [] })) });
  await renderWithApp(<ResponsePanel params={{ id: '1' }} panelKey={1} onClose={() => {}} />, { grant: signIn('hr'), path: '/forms' });
  const titles = await screen.findAllByText(/./, { selector: '.answer-title' }, { timeout: 3000 });
  assert.ok(titles.some((x) => x.textContent === 'Devis (PDF)'), 'the file question is listed');
  for (const title of titles) assert.is(title.nextElementSibling?.textContent, 'Sans réponse', title.textContent ?? '');
});

test.run();
