import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import NoteFormPanel from '../../src/features/expenses/note-form-panel';
import RequestFormPanel from '../../src/features/documents/request-form-panel';
import { fakeApi } from '../unit/fake-api';
import { faults } from '../../server-fake/faults';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Issue 26 item 8 (a product decision over spec 3 section 8): when the
 * project or user list of the expense-note or document-request form fails to
 * load, the form stays open, shows the server's message beside that field
 * with a retry, and keeps every value typed. Calls reach the fake server.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['expenses', 'documents']);
test.after.each(() => cleanup());

const projectsOf = (persona: 'employee' | 'hr', userId: number, module: string) => api.as(persona).post('/api/project/projectsUser', { userId, module }).json.data as Array<{ value: number; text: string }>;

test('expense note: a failed project list keeps the form open with the message and a retry; the title typed stays; the retry brings the projects', async () => {
  let closed = 0;
  faults.failNext('POST', '^/api/project/projectsUser$', 'Error.Status.500', 500);
  await renderWithApp(<NoteFormPanel params={{}} onClose={() => closed++} panelKey={1} />, { grant: signIn('employee') });
  const title = await screen.findByLabelText(/Titre/, {}, { timeout: 3000 });
  fireEvent.change(title, { target: { value: 'Mission Agadir' } });
  const alert = await screen.findByText(/Erreur du serveur/, {}, { timeout: 3000 });
  assert.is(closed, 0, 'the panel stays open');
  assert.is((screen.getByLabelText(/Titre/) as HTMLInputElement).value, 'Mission Agadir');
  assert.ok(alert.closest('.field'), 'the message sits in the project field');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
  const expected = projectsOf('employee', 1, 'Expense');
  await waitFor(() => assert.is(screen.queryByText(/Erreur du serveur/), null));
  if (expected.length) await waitFor(() => assert.ok(screen.getByRole('combobox', { name: 'Projet' })));
  assert.is((screen.getByLabelText(/Titre/) as HTMLInputElement).value, 'Mission Agadir');
  assert.is(closed, 0);
});

test('expense note: a failed people list (HR picks the person) says so beside the field with a retry, and the panel stays', async () => {
  let closed = 0;
  faults.failNext('POST', '^/api/users/list$', 'Error.Status.500', 500);
  await renderWithApp(<NoteFormPanel params={{}} onClose={() => closed++} panelKey={1} />, { grant: signIn('hr') });
  await screen.findByText(/Erreur du serveur/, {}, { timeout: 3000 });
  assert.is(closed, 0);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
  await waitFor(() => assert.is(screen.queryByText(/Erreur du serveur/), null));
  await waitFor(() => assert.ok(screen.getByRole('combobox', { name: /Collaborateur/ }).querySelectorAll('option').length > 1));
});

test('document request: a failed project list keeps the form open with the message and a retry', async () => {
  let closed = 0;
  faults.failNext('POST', '^/api/project/projectsUser$', 'Error.Status.500', 500);
  await renderWithApp(<RequestFormPanel params={{}} onClose={() => closed++} panelKey={1} />, { grant: signIn('employee') });
  await screen.findByText(/Erreur du serveur/, {}, { timeout: 3000 });
  assert.is(closed, 0, 'the panel stays open');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
  await waitFor(() => assert.is(screen.queryByText(/Erreur du serveur/), null));
});

test("document request: a failed read of the form says the server's message in its retry banner, not 'Erreur inconnue'; the retry opens the form", async () => {
  faults.failNext('GET', '^/api/demanddocument/Typelist$', 'Error.Status.503', 503);
  await renderWithApp(<RequestFormPanel params={{}} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 3000 });
  assert.ok(retry.closest('.banner')?.textContent?.includes('Service indisponible'), retry.closest('.banner')?.textContent ?? '');
  assert.is(screen.queryByText(/Erreur inconnue/), null);
  await act(async () => void fireEvent.click(retry));
  await screen.findByRole('combobox', { name: /Type/ }, { timeout: 3000 });
  assert.is(screen.queryByText(/Service indisponible/, { selector: '.banner *, .banner' }), null, 'no message left in the form');
});

test.run();
