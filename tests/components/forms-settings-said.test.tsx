import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import SettingsPanel from '../../src/features/forms/settings-panel';
import { ToastRegion } from '../../src/ui/toast-region';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * A form's settings say what each change did, to what and whom (persona review: every change said only
 * 'Opération effectuée avec succès'): the answers made anonymous, an administrator removed.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['forms']);
test.after.each(() => cleanup());

const hr = api.as('hr');
const form = () => (hr.post('/api/Forms/list', { pageSize: 100 }).json.data.forms as Array<{ id: number; title: string; isAnonymous: boolean }>).find((f) => !f.isAnonymous)!;

test('answers made anonymous: the toast names the form', async () => {
  const f = form();
  await renderWithApp(<><SettingsPanel params={{ id: f.id, tab: 'sharing' }} panelKey={1} onClose={() => {}} /><ToastRegion /></>, { grant: signIn('hr'), path: '/forms' });
  const box = await screen.findByRole('checkbox', { name: /anonym/i }, { timeout: 3000 });
  await act(async () => void fireEvent.click(box));
  await waitFor(() => assert.ok(screen.getByText(`Les réponses à « ${f.title} » sont désormais anonymes`)), { timeout: 3000 });
});

test('an administrator removed: the toast names the person and the form', async () => {
  const f = form();
  // A second administrator (a form keeps at least one: 'Form.LastAdmin'), the one removed here.
  assert.is(hr.post('/api/Forms/AffectAdmins', { formId: f.id, userIds: [5] }).json.success, true);
  const karim = (hr.get(`/api/Forms/admins/${f.id}`).json.data as Array<{ id: number; fullName: string }>).find((a) => a.id === 5)!.fullName;
  await renderWithApp(<><SettingsPanel params={{ id: f.id, tab: 'admins' }} panelKey={1} onClose={() => {}} /><ToastRegion /></>, { grant: signIn('hr'), path: '/forms' });
  await screen.findAllByRole('button', { name: 'Retirer' }, { timeout: 3000 });
  const row = [...document.querySelectorAll('.admin-list li')].find((li) => li.textContent!.includes(karim))!;
  await act(async () => void fireEvent.click(row.querySelector('button')!));
  await waitFor(() => assert.ok(screen.getByText(`${karim} n’administre plus « ${f.title} »`)), { timeout: 3000 });
});

test.run();
