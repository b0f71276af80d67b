import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import InterventionDetailPanel from '../../src/features/interventions/intervention-detail-panel';
import InterventionEditPanel from '../../src/features/interventions/intervention-edit-panel';
import InterventionsPage from '../../src/features/interventions/interventions-page';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { ToastRegion } from '../../src/ui/toast-region';
import { toasts } from '../../src/ui/toast-store';
import { faults } from '../../server-fake/faults';

/**
 * The intervention detail and edit panels against the fake server (spec 4
 * sections 4 to 6): what the history shows once closed, the close and edit
 * forms that validate nothing, and the remove-assignment icon of
 * Software.Affect.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['interventions']);
test.after.each(() => cleanup());

const employee = api.as('employee');
const support = api.as('support');
/** Yasmine's new intervention, given to Hicham (support) and Mehdi (7). */
function assigned(title: string) {
  const id = employee.post('/api/intervention/Create', { Type: '0', Hardware: '2', Title: title, Description: 'Écran noir au démarrage' }).json.value as number;
  assert.is(support.post('/api/intervention/AssignedTo', { assign: true, id, userIds: [5, 7] }).json.success, true);
  return id as number;
}
const show = async (id: number, grant = signIn('support')) => {
  await renderWithApp(<InterventionDetailPanel params={{ id }} onClose={() => {}} panelKey={1} />, { grant });
  await screen.findByTestId('intervention-status', {}, { timeout: 3000 });
};
const closedEntry = () => screen.findAllByTestId('history-entry').then((all) => all.find((li) => /Clôturée/.test(li.textContent ?? '')));
const entryOnceClosed = () => waitFor(async () => (await closedEntry()) ?? Promise.reject(new Error('no closed entry yet')), { timeout: 3000 });
/** What the server holds: the intervention's statut and its last closed history entry. */
const onServer = (id: number) => ({
  statut: support.get(`/api/intervention/GetById/${id}`).json.data.statut as string,
  closed: (support.get(`/api/intervention/History/${id}`).json.data as Array<{ closed: boolean; resolved: boolean; description: string }>).find((h) => h.closed),
});
/** The close's two buttons in the panel's actions: 'Résolue' in one click, 'Clôturer' opening the close panel (spec 4 section 2). */
const pair = () => ({ solved: screen.queryByRole('button', { name: 'Résolue' }), close: screen.queryByRole('button', { name: 'Clôturer' }) });
/** Opens the close panel (spec 4 section 2: a Solved switch and a remark text) from 'Clôturer'; nothing typed, Solved off (section 4: default false). */
async function openClose() {
  await act(async () => void fireEvent.click(pair().close!));
  const form = await screen.findByRole('alertdialog', { name: "Clôturer l'intervention" });
  const solved = within(form).getByRole('switch', { name: 'Résolue' }) as HTMLInputElement;
  const remark = within(form).getByLabelText('Remarque') as HTMLTextAreaElement;
  assert.not.ok(solved.checked, 'Solved is off by default (spec 4 section 4)');
  assert.is(remark.value, '', 'nothing typed yet');
  return { form, solved, remark };
}
const confirmClose = (form: HTMLElement) => act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Clôturer' })));
/**
 * A close taken is held before it is sent (issue 36 item 1): the close buttons give way to what was decided (`taken`,
 * when given) and 'Annuler', no dialog stands, and the server still has the intervention open. Then the page is left
 * (`pagehide`): it is sent at once.
 */
async function heldThenSent(id: number, taken?: string) {
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null, 'the dialog gives way to the held close'));
  assert.ok(screen.getByRole('button', { name: 'Annuler' }), "'Annuler' takes it back");
  if (taken) assert.ok(screen.getByText(taken), `'${taken}' says what was decided`);
  assert.equal([pair().solved, pair().close], [null, null], 'the close buttons give way meanwhile');
  assert.is(onServer(id).statut, 'Affected', 'nothing sent while held');
  await act(async () => void window.dispatchEvent(new Event('pagehide')));
}

test("S4.4.04 S4.4.05 'Résolue' closes in one click, without a dialog: Solved on the server, the closed entry shown as success", async () => {
  const id = assigned('Portable bloqué');
  await show(id);
  await act(async () => void fireEvent.click(pair().solved!));
  assert.is(screen.queryByRole('alertdialog'), null, 'no dialog is asked');
  await heldThenSent(id, 'Résolue');
  await waitFor(() => assert.is(screen.getByTestId('intervention-status').textContent, 'Résolue'), { timeout: 3000 });
  const server = onServer(id);
  assert.is(server.statut, 'Solved');
  assert.equal([server.closed?.resolved, server.closed?.description ?? ''], [true, ''], 'the resolved flag, no remark');
  assert.is(screen.queryByRole('alert'), null, 'nothing was refused');
  const badge = (await entryOnceClosed()).querySelector('.badge')!;
  assert.ok(badge.classList.contains('badge-success'), badge.className);
  assert.not.ok(badge.classList.contains('badge-danger'));
  // Spec 4 section 4: the close buttons are hidden once Solved.
  assert.equal([pair().solved, pair().close], [null, null]);
});

test("S4.4.04 S4.4.05 'Clôturer' with the Solved switch on: Solved on the server with the remark, the closed entry shown as success", async () => {
  const id = assigned('Souris capricieuse');
  await show(id);
  const { form, solved, remark } = await openClose();
  await act(async () => void fireEvent.click(solved));
  assert.ok(solved.checked);
  fireEvent.change(remark, { target: { value: 'Pile changée' } });
  await confirmClose(form);
  await heldThenSent(id, 'Résolue');
  await waitFor(() => assert.is(screen.getByTestId('intervention-status').textContent, 'Résolue'), { timeout: 3000 });
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null), { timeout: 3000 });
  const server = onServer(id);
  assert.is(server.statut, 'Solved');
  assert.equal([server.closed?.resolved, server.closed?.description], [true, 'Pile changée']);
  const badge = (await entryOnceClosed()).querySelector('.badge')!;
  assert.ok(badge.classList.contains('badge-success'), badge.className);
  assert.equal([pair().solved, pair().close], [null, null], 'hidden once Solved');
});

test("S4.4.04 S4.4.05 'Clôturer' with the switch left off and a remark: Closed on the server with it, the closed entry shown as danger; cancelling sends nothing", async () => {
  const id = assigned('Imprimante hors ligne');
  await show(id);
  let { form } = await openClose();
  // Cancelled: nothing is sent, the intervention stays open.
  await act(async () => void fireEvent.click(within(form).getByRole('button', { name: 'Annuler' })));
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null));
  assert.is(onServer(id).statut, 'Affected');
  const again = await openClose();
  form = again.form;
  fireEvent.change(again.remark, { target: { value: 'Matériel à remplacer' } });
  await confirmClose(form);
  await heldThenSent(id, 'Non résolue');
  await waitFor(() => assert.is(screen.getByTestId('intervention-status').textContent, 'Clôturée'), { timeout: 3000 });
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null), { timeout: 3000 });
  const server = onServer(id);
  assert.is(server.statut, 'Closed');
  assert.equal([server.closed?.resolved, server.closed?.description], [false, 'Matériel à remplacer'], 'the resolved flag false (spec 4 section 4: default false)');
  const badge = (await entryOnceClosed()).querySelector('.badge')!;
  assert.ok(badge.classList.contains('badge-danger'), badge.className);
  assert.not.ok(badge.classList.contains('badge-success'));
  assert.equal([pair().solved, pair().close], [null, null], 'hidden once Closed');
});

test("S4.5.03 the close form validates nothing: 'Clôturer' with no remark and the switch off closes as Closed", async () => {
  const id = assigned('Clavier muet');
  await show(id);
  const { form } = await openClose();
  await confirmClose(form);
  await heldThenSent(id, 'Non résolue');
  await waitFor(() => assert.is(onServer(id).statut, 'Closed'), { timeout: 3000 });
  assert.equal([onServer(id).closed?.resolved, onServer(id).closed?.description ?? ''], [false, '']);
  assert.is(document.querySelector('[aria-invalid="true"]'), null, 'no field is marked invalid');
});

test('S4.6.05 without Intervention.Close neither Résolue nor Clôturer shows; with it both do', async () => {
  const id = assigned('Écran qui scintille');
  const withIt = signIn('support');
  assert.ok(withIt.permissions.includes('Intervention.Close'));
  await show(id, { ...withIt, permissions: withIt.permissions.filter((p) => p !== 'Intervention.Close') });
  assert.ok(screen.getByRole('button', { name: 'Nouvelle action' }), 'the other actions are still offered');
  assert.equal([pair().solved, pair().close], [null, null]);
  cleanup();
  await show(id, withIt);
  assert.ok(pair().solved && pair().close, 'both, for Intervention.Close');
});

test('S4.6.03 delete asks a confirmation first: cancelled, the intervention stays; confirmed, it is gone', async () => {
  const id = assigned('Casque à jeter');
  let closed = 0;
  await renderWithApp(<InterventionDetailPanel params={{ id }} onClose={() => void closed++} panelKey={1} />, { grant: signIn('support') });
  await screen.findByTestId('intervention-status', {}, { timeout: 3000 });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
  let confirm = await screen.findByRole('alertdialog');
  await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' })));
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null));
  assert.is(support.get(`/api/intervention/GetById/${id}`).json.data.id, id, 'still there');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
  confirm = await screen.findByRole('alertdialog');
  await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' })));
  await waitFor(() => assert.is(closed, 1, 'the panel closes'), { timeout: 3000 });
  assert.is(support.get(`/api/intervention/GetById/${id}`).status, 404);
});

test('S4.5.03 the edit form validates nothing: an emptied title and description are saved as they are', async () => {
  const id = assigned('Souris cassée');
  let saved = false;
  await renderWithApp(<InterventionEditPanel params={{ id }} onClose={() => {}} panelKey={1} />, { grant: signIn('support') });
  const title = await screen.findByLabelText('Titre', {}, { timeout: 3000 });
  fireEvent.change(title, { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: '' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));
  await waitFor(() => {
    const read = support.get(`/api/intervention/GetById/${id}`).json.data;
    assert.equal([read.title, read.description ?? ''], ['', '']);
    saved = true;
  }, { timeout: 3000 });
  assert.ok(saved);
  assert.is(screen.queryByRole('alert'), null, 'no message refuses the edit');
  assert.is(document.querySelector('[aria-invalid="true"]'), null, 'no field is marked invalid');
});

test('S1.5.09 a long description is clamped to 2 lines with an expand button above 180 characters; 180 or fewer show whole', async () => {
  const long = `${'Le portable redémarre en boucle après la mise à jour. '.repeat(4)}`.slice(0, 181);
  const id = employee.post('/api/intervention/Create', { Type: '0', Hardware: '2', Title: 'Redémarrages', Description: long }).json.value as number;
  await show(id);
  const text = screen.getByText(long);
  assert.ok(text.classList.contains('is-clamped'));
  assert.is(text.style.getPropertyValue('--clamp-lines'), '2', 'the line count the stylesheet clamps to');
  const more = screen.getByRole('button', { name: 'Afficher plus' });
  assert.is(more.getAttribute('aria-expanded'), 'false');
  await act(async () => void fireEvent.click(more));
  assert.not.ok(text.classList.contains('is-clamped'), 'expanded: the whole text');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Afficher moins' })));
  assert.ok(text.classList.contains('is-clamped'));
  cleanup();
  const short = long.slice(0, 180);
  const other = employee.post('/api/intervention/Create', { Type: '0', Hardware: '2', Title: 'Redémarrages bis', Description: short }).json.value as number;
  await show(other);
  assert.not.ok(screen.getByText(short).classList.contains('is-clamped'));
  assert.is(screen.queryByRole('button', { name: 'Afficher plus' }), null);
});

const removeIcons = () => screen.queryAllByRole('button', { name: /^Retirer / }).map((b) => b.getAttribute('aria-label'));

test('S4.6.06 Software.Affect shows the remove-assignment icon of each assigned user; without it there is none', async () => {
  const id = assigned('Licence expirée');
  const withIt = signIn('support');
  assert.ok(withIt.permissions.includes('Software.Affect'));
  await show(id, withIt);
  const holders = (support.get(`/api/intervention/GetById/${id}`).json.data.users as Array<{ fullName: string }>).map((u) => `Retirer ${u.fullName}`);
  assert.is(holders.length, 2);
  await waitFor(() => assert.equal(removeIcons(), holders));
  cleanup();
  // The same person with every other right of support (Intervention.Edit included), Software.Affect taken away.
  await show(id, { ...withIt, permissions: withIt.permissions.filter((p) => p !== 'Software.Affect') });
  assert.ok(screen.getByRole('button', { name: 'Ajouter un intervenant' }), 'still allowed to assign');
  assert.equal(removeIcons(), []);
});

test("S4.8 a failed detail read says the server's message in a toast, with a retry in the panel; read on the retry, the toast is taken back", async () => {
  const id = assigned('Écran noir');
  act(() => toasts.set([]));
  faults.failNext('GET', `^/api/intervention/GetById/${id}$`);
  await renderWithApp(<><InterventionDetailPanel params={{ id }} onClose={() => {}} panelKey={1} /><ToastRegion /></>, { grant: signIn('support') });
  const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 3000 });
  await waitFor(() => assert.equal([...document.querySelectorAll('.toast-error')].map((x) => x.textContent), ['Erreur du serveur'], 'the error toast'));
  fireEvent.click(retry);
  await screen.findByTestId('intervention-status', {}, { timeout: 3000 });
  await waitFor(() => assert.is(document.querySelectorAll('.toast-error').length, 0, 'a failure no longer true is not left on screen'));
  faults.clearArmed();
});

test('the list names who an intervention is given to, and says so when it is nobody yet: no bare dash (persona review)', async () => {
  const id = employee.post('/api/intervention/Create', { Type: '0', Hardware: '2', Title: 'Souris sans fil', Description: 'Ne répond plus' }).json.value as number;
  await renderWithApp(<InterventionsPage />, { grant: signIn('support'), path: '/material/intervention' });
  const row = (await screen.findByRole('button', { name: /Souris sans fil/ }, { timeout: 3000 })).closest('tr')!;
  assert.is(within(row).getByText('Personne pour le moment').closest('td')?.dataset.label, 'Affectée à');
  const cells = [...document.querySelectorAll('tbody td')].map((td) => td.textContent?.trim());
  assert.ok(cells.length > 10);
  assert.is(cells.filter((x) => x === '—' || x === '').length, 0, 'no cell shows a dash or nothing');
  assert.ok(id > 0);
});

test.run();
