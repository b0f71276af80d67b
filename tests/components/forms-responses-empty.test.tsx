import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ResponsesPanel from '../../src/features/forms/responses-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * A form's responses panel says what its emptiness means (HR review: '0 réponse … Aucune donnée' under an
 * active 'Exporter'): no answer yet, and then nothing to export; or no answer matching the search typed.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['forms']);
test.after.each(() => cleanup());

const hr = () => api.as('hr');
const forms = () => hr().post('/api/Forms/list', { pageSize: 100 }).json.data.forms as Array<{ id: number; state: string }>;
const totalOf = (id: number) => hr().get(`/api/Forms/FormResponseInformation/${id}`).json.data.total as number;
const formWith = (answered: boolean) => forms().find((f) => f.state === 'Published' && answered === totalOf(f.id) > 0)!.id;

test('no answer yet: says so, says where answers will show, and offers no export', async () => {
  const formId = formWith(false);
  await renderWithApp(<ResponsesPanel params={{ formId: String(formId) }} panelKey={1} onClose={() => {}} />, { grant: signIn('hr'), path: '/forms' });
  assert.ok(await screen.findByText('Personne n’a encore répondu', {}, { timeout: 3000 }));
  assert.ok(screen.getByText(/Chaque réponse envoyée s’affiche ici/));
  assert.is(screen.queryByRole('button', { name: /Exporter vers Excel/ }), null);
  assert.is(screen.queryByText('Aucune donnée'), null);
  // Nothing to count per status, nothing to search among.
  assert.is(document.querySelector('.status-counts'), null);
  assert.is(screen.queryByRole('searchbox'), null);
});

test('a draft: says nobody can answer before it is published, and how', async () => {
  // A copy starts as a draft with no responses (spec 3 §6: duplicate).
  const id = hr().post('/api/Forms/duplicate', { id: formWith(true) }).json.data.id as number;
  assert.is(forms().find((f) => f.id === id)!.state, 'Draft');
  await renderWithApp(<ResponsesPanel params={{ formId: String(id) }} panelKey={1} onClose={() => {}} />, { grant: signIn('hr'), path: '/forms' });
  assert.ok(await screen.findByText('Ce formulaire est un brouillon : personne ne peut encore y répondre', {}, { timeout: 3000 }));
  assert.ok(screen.getByText(/^Publiez-le pour que les personnes concernées puissent répondre/));
  assert.is(screen.queryByText('Personne n’a encore répondu'), null);
});

test('answers, and a search that matches none: names the search; the export stays', async () => {
  const formId = formWith(true);
  await renderWithApp(<ResponsesPanel params={{ formId: String(formId) }} panelKey={1} onClose={() => {}} />, { grant: signIn('hr'), path: '/forms' });
  assert.ok(await screen.findByRole('button', { name: /Exporter vers Excel/ }, { timeout: 3000 }));
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzqx' } });
  await waitFor(() => assert.ok(screen.getByText('Aucune réponse ne correspond à « zzqx »')), { timeout: 3000 });
  assert.is(screen.queryByText('Personne n’a encore répondu'), null);
});

test('persona review: each answer of a response\'s preview keeps its own direction, the separators the page\'s', async () => {
  const formId = formWith(true);
  await renderWithApp(<ResponsesPanel params={{ formId: String(formId) }} panelKey={1} onClose={() => {}} />, { grant: signIn('hr'), path: '/forms' });
  await screen.findByRole('button', { name: /Exporter vers Excel/ }, { timeout: 3000 });
  const cells = [...document.querySelectorAll('td[data-label="Aperçu"]')];
  const many = cells.find((c) => (c.textContent ?? '').includes(' · '))!;
  assert.ok(many, 'a preview of several answers');
  const parts = [...many.querySelectorAll('bdi')].map((b) => b.textContent);
  assert.equal(parts.join(' · '), many.textContent, 'the whole preview, nothing lost');
  assert.ok(parts.length > 1 && parts.every((p) => !p!.includes(' · ')), `one isolate an answer: ${JSON.stringify(parts)}`);
});

test.run();
