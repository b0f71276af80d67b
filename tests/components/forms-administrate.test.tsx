import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import FormsPage from '../../src/features/forms/forms-page';
import BuilderPanel from '../../src/features/forms/builder-panel';
import { ToastRegion } from '../../src/ui/toast-region';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { drafts } from '../../src/ui/drafts/draft-store';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 3 section 6: Form.Administrate is the administration of forms. With
 * it the forms page offers creating (blank or from a template) and each
 * form's administration (edit, settings, duplicate…); without it, Form.View
 * alone shows the forms and their responses only. The fake server agrees.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['forms']);
test.after.each(() => cleanup());

const firstRow = () => screen.findAllByTestId(/^form-row-/, {}, { timeout: 3000 }).then((rows) => rows[0]!);
const rowActions = async (row: HTMLElement) => {
  const labels = within(row).queryAllByRole('button').map((b) => b.getAttribute('title') ?? b.textContent);
  const more = within(row).queryByRole('button', { name: /^Plus d'actions/ });
  if (!more) return labels;
  more.focus();
  await act(async () => void fireEvent.keyDown(more, { key: 'Enter' }));
  const items = await waitFor(() => screen.getAllByRole('menuitem'), { timeout: 1000 });
  return [...labels.filter((l) => l !== "Plus d'actions"), ...items.map((i) => i.textContent)];
};

test('S3.6.07 with Form.Administrate: create a form, from a template, and administer each form', async () => {
  const grant = signIn('hr');
  assert.ok(grant.permissions.includes('Form.Administrate'));
  await renderWithApp(<FormsPage />, { grant, path: '/forms' });
  assert.ok(await screen.findByRole('button', { name: 'Nouveau formulaire' }, { timeout: 3000 }));
  assert.ok(screen.getByRole('combobox', { name: "À partir d'un modèle" }));
  const actions = await rowActions(await firstRow());
  for (const a of ['Réponses', 'Paramètres', 'Dupliquer']) assert.ok(actions.includes(a), `${a} in ${actions.join(', ')}`);
});

test('S3.6.07 without Form.Administrate: the forms and their responses only, nothing to create or administer', async () => {
  const hr = signIn('hr');
  // HR's every other right (Form.View included): only Form.Administrate differs from the case above.
  await renderWithApp(<FormsPage />, { grant: { ...hr, permissions: hr.permissions.filter((p) => p !== 'Form.Administrate') }, path: '/forms' });
  const row = await firstRow();
  assert.equal(await rowActions(row), ['Réponses']);
  assert.is(screen.queryByRole('button', { name: 'Nouveau formulaire' }), null);
  assert.is(screen.queryByRole('combobox', { name: "À partir d'un modèle" }), null);
});

test('S3.6.07 the fake server refuses form administration without Form.Administrate (403) and allows it with', () => {
  const formId = api.as('hr').post('/api/Forms/list', { pageSize: 100 }).json.data.forms[0].id as number;
  const manager = api.as('manager');
  assert.is(manager.post('/api/Forms/duplicate', { id: formId }).status, 403);
  assert.is(manager.get('/api/Forms/Templates').status, 403);
  assert.is(api.as('hr').post('/api/Forms/duplicate', { id: formId }).json.success, true);
});

test('a duplicate is said by name: the toast names the form copied and says the copy is a draft (review: a bare success)', async () => {
  const grant = signIn('hr');
  await renderWithApp(<><FormsPage /><ToastRegion /></>, { grant, path: '/forms' });
  const row = await firstRow();
  const id = Number(row.getAttribute('data-testid')!.replace('form-row-', ''));
  const title = (api.as('hr').post('/api/Forms/list', { pageSize: 100 }).json.data.forms as Array<{ id: number; title: string }>).find((f) => f.id === id)!.title;
  const more = within(row).getByRole('button', { name: /^Plus d'actions/ });
  more.focus();
  await act(async () => void fireEvent.keyDown(more, { key: 'Enter' }));
  const item = await waitFor(() => screen.getAllByRole('menuitem').find((i) => i.textContent === 'Dupliquer')!, { timeout: 1000 });
  await act(async () => void fireEvent.click(item));
  await waitFor(() => assert.ok(screen.getByText(`Copie de « ${title} » créée, en brouillon`)), { timeout: 3000 });
});

test('persona review s42: a form half built comes back after a reload, its title and its fields', async () => {
  const grant = signIn('hr');
  const builder = () => <BuilderPanel panelKey={1} params={{}} onClose={() => {}} draftKey="forms.builder#1" />;
  // The session's effects (src/app/session.effects.ts) own the drafts for the person signed in; the test's session is bare.
  drafts.startAfresh(grant.user.userId);
  const first = await renderWithApp(builder(), { grant, path: '/forms' });
  const title = (await screen.findByRole('textbox', { name: 'Titre du formulaire' }, { timeout: 3000 })) as HTMLInputElement;
  await act(async () => void fireEvent.change(title, { target: { value: 'Évaluation de la formation 2026' } }));
  await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Ajouter un champ' }), { target: { value: '2' } }));
  await act(async () => void fireEvent.change(screen.getByRole('textbox', { name: 'Intitulé' }), { target: { value: 'Nom complet' } }));
  first.session.stop();
  // The reload: the page goes, the tab's storage stays, and the session comes back for the same person.
  cleanup();
  assert.equal(drafts.reopen(grant.user.userId), [], 'the same person: the drafts are given back (no panel stack here)');
  const again = await renderWithApp(builder(), { grant, path: '/forms' });
  const back = (await screen.findByRole('textbox', { name: 'Titre du formulaire' }, { timeout: 3000 })) as HTMLInputElement;
  assert.is(back.value, 'Évaluation de la formation 2026');
  assert.is((screen.getByRole('textbox', { name: 'Intitulé' }) as HTMLInputElement).value, 'Nom complet', 'the field added comes back with its label');
  again.session.stop();
  drafts.forget();
});

test.run();
