import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DashboardPage from '../../src/features/dashboard/dashboard-page';
import { ToastRegion } from '../../src/ui/toast-region';
import { fakeApi } from '../unit/fake-api';
import { formResponses, formStatuses } from '../../server-fake/models/forms';
import { interventionHistory, interventions } from '../../server-fake/models/interventions';
import { documentRequests } from '../../server-fake/models/documents';
import { notes } from '../../server-fake/models/expenses';
import { leaveRequests } from '../../server-fake/models/leave';
import { faults } from '../../server-fake/faults';
import { NOTE } from '../../src/domain/expense-codes';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { decisionSection, enabledButton, firstLeaveRow, held, present, recordAnswers, rowOf, waitLong } from './dashboard-helpers';

/**
 * What awaits my decision on the dashboard (issue 26 item 1), kind by kind,
 * decided in place through each record's own statechart and the effects its
 * panel runs: the decision is held five seconds in the row, undoable, before it
 * is sent (issue 36 item 1; the page's `pagehide` sends it at once), the move
 * reaches the server, the row stays where it was marked sent, a refusal
 * asks its reason in the one reason dialog where the call carries one, and a
 * failure keeps the row and says the server's message where the spec says it.
 */
const api = fakeApi();
const db = api.backend.db;
const { signIn } = serveFromDispatcher(test, api, ['dashboard', 'leave', 'documents', 'expenses', 'forms', 'interventions']);
const { answered, forbidden } = recordAnswers(api);

test.before.each(() => {
  answered.length = 0;
  faults.clearArmed();
});
test.after.each(() => cleanup());

/** The dashboard and the toasts, signed in as a persona. */
const as = (persona: 'manager' | 'hr' | 'support') => renderWithApp(<><DashboardPage /><ToastRegion /></>, { grant: signIn(persona) });
const errorToast = (text: string) => waitFor(() => assert.ok(screen.getAllByRole('alert').some((a) => a.textContent?.includes(text)), `the toast says '${text}'`), waitLong);
/** The page is left (`pagehide`): every held decision is sent at once. */
const leavePage = () => act(async () => void window.dispatchEvent(new Event('pagehide')));
/** Sent, the row stays where it was (nothing slides under the pointer), marked: what was decided, sent, and 'Ouvrir'. */
const markedSent = (section: HTMLElement, id: number, taken: string) =>
  waitFor(() => {
    const row = present(section.querySelector<HTMLElement>(`li[data-id="${id}"]`));
    const mark = within(row).getByTitle('Décision envoyée');
    assert.ok(mark.textContent?.includes(taken), `row ${id} marked '${taken}' sent`);
    assert.ok(within(row).getByRole('button', { name: 'Ouvrir' }), 'and opens its panel');
  }, waitLong);
const called = (method: string, path: string) => waitFor(() => assert.ok(answered.some((a) => a.method === method && a.path === path), `${method} ${path} answered`), waitLong);

/** A fresh response to the equipment form waiting at the manager's step (the seed's first step: approver 2), as an employee's answer would. */
function responseAtManagersStep(): number {
  const seeded = formResponses(db).all().find((r) => r.approvals.length === 2 && r.approvals.every((a) => a.status === 'pending'))!;
  const { id: _, ...copy } = seeded;
  return formResponses(db).insert({ ...copy, approvals: copy.approvals.map((a) => ({ ...a })) }).id;
}
const statusOf = (responseId: number) => formStatuses(db).get(formResponses(db).get(responseId)!.statutId)!;

test('manager, form responses at my step: accept moves it to the next step, refuse is one click (the call carries no reason), a failure keeps the row and says the server message', async () => {
  const [accepted, refused, failing] = [responseAtManagersStep(), responseAtManagersStep(), responseAtManagersStep()];
  const step = statusOf(accepted);
  await as('manager');
  const section = await decisionSection('responses');

  fireEvent.click(await enabledButton(await rowOf(section, accepted), 'Accepter'));
  await held(await rowOf(section, accepted), 'Acceptée', () => assert.is(statusOf(accepted).id, step.id, 'nothing sent while held'));
  await leavePage();
  await markedSent(section, accepted, 'Acceptée');
  // Spec 3 section 6: the approver's 'accept' is the status after their step (here IT's validation), their step approved.
  assert.is.not(statusOf(accepted).id, step.id);
  assert.is(statusOf(accepted).text, 'Validation IT');
  assert.equal(formResponses(db).get(accepted)!.approvals[0]!.status, 'approved');

  fireEvent.click(await enabledButton(await rowOf(section, refused), 'Refuser'));
  assert.is(screen.queryByRole('alertdialog'), null, 'no reason asked: ChangeStatutResponse has none to carry');
  await held(await rowOf(section, refused), 'Refusée', () => assert.is(statusOf(refused).id, step.id, 'nothing sent while held'));
  await leavePage();
  await markedSent(section, refused, 'Refusée');
  assert.is(statusOf(refused).kind, 'refuse');

  faults.failNext('POST', '^/api/Forms/ChangeStatutResponse$', 'Form.StatusNotAllowed', 403);
  const row = await rowOf(section, failing);
  fireEvent.click(await enabledButton(row, 'Accepter'));
  await held(row, 'Acceptée', () => assert.is(statusOf(failing).id, step.id));
  await leavePage();
  await errorToast('Vous ne pouvez pas donner ce statut à la réponse');
  // The row stays, its moves offered again; the server kept the response where it was.
  await enabledButton(row, 'Accepter');
  assert.ok(section.contains(row));
  assert.is(statusOf(failing).id, step.id);
});

test('manager, interventions assigned to me without Intervention.Close: each opens its panel, no move offered', async () => {
  const mine = interventions(db).all().filter((i) => ['Pending', 'Progressing', 'Affected'].includes(i.statut) && i.assignees.includes(2));
  assert.ok(mine.length > 0, 'the seed assigns interventions to the manager');
  await as('manager');
  const section = await decisionSection('interventions');
  const row = await rowOf(section, mine[0]!.id);
  await waitFor(() => within(row).getByRole('button', { name: 'Ouvrir' }), waitLong);
  assert.is(within(row).queryByRole('button', { name: 'Résolue' }), null);
  assert.is(within(row).queryByRole('button', { name: 'Non résolue' }), null);
  assert.equal(forbidden(), []);
});

test('support, interventions assigned to me: solved in one click; not solved asks a remark in the reason dialog; a failed close keeps the row and the remark and shows nothing (spec 4 section 8)', async () => {
  await as('support');
  const section = await decisionSection('interventions');
  await waitFor(() => assert.ok(section.querySelectorAll('li').length >= 3, 'the seed assigns open interventions to support'), waitLong);
  const [solved, unsolved, failing] = [...section.querySelectorAll<HTMLElement>('li')].map((li) => Number(li.dataset.id));
  for (const id of [solved, unsolved, failing]) assert.ok(interventions(db).get(id!)!.assignees.includes(5), 'assigned to support');

  const open = (id: number) => () => assert.is.not(interventions(db).get(id)!.statut, 'Solved', 'nothing sent while held');
  fireEvent.click(await enabledButton(await rowOf(section, solved!), 'Résolue'));
  await held(await rowOf(section, solved!), 'Résolue', open(solved!));
  await leavePage();
  await markedSent(section, solved!, 'Résolue');
  assert.is(interventions(db).get(solved!)!.statut, 'Solved');

  fireEvent.click(await enabledButton(await rowOf(section, unsolved!), 'Non résolue'));
  let dialog = await screen.findByRole('alertdialog', { name: 'Clôturer l’intervention sans solution' });
  fireEvent.change(within(dialog).getByLabelText('Remarque'), { target: { value: 'Pièce introuvable' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null), waitLong);
  await held(await rowOf(section, unsolved!), 'Non résolue', () => assert.is.not(interventions(db).get(unsolved!)!.statut, 'Closed', 'nothing sent while held'));
  await leavePage();
  await markedSent(section, unsolved!, 'Non résolue');
  assert.is(interventions(db).get(unsolved!)!.statut, 'Closed');
  const closing = interventionHistory(db).by('interventionId', unsolved!).find((h) => h.closed)!;
  assert.is(closing.description, 'Pièce introuvable');
  assert.is(closing.resolved, false);

  faults.failNext('POST', '^/api/intervention/Close$', 'Intervention.AlreadyClosed', 400);
  const before = interventions(db).get(failing!)!.statut;
  const row = await rowOf(section, failing!);
  fireEvent.click(await enabledButton(row, 'Non résolue'));
  dialog = await screen.findByRole('alertdialog', { name: 'Clôturer l’intervention sans solution' });
  fireEvent.change(within(dialog).getByLabelText('Remarque'), { target: { value: 'Garantie expirée' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
  const closes = answered.filter((a) => a.path === '/api/intervention/Close').length;
  await held(row, 'Non résolue', () => assert.is(answered.filter((a) => a.path === '/api/intervention/Close').length, closes, 'nothing sent while held'));
  await leavePage();
  await called('POST', '/api/intervention/Close');
  // The call runs in the dialog, up again meanwhile.
  dialog = await screen.findByRole('alertdialog', { name: 'Clôturer l’intervention sans solution' });
  // Back from the call: the dialog stays with the remark typed, the row too, and no message (a failed close shows nothing).
  await waitFor(() => assert.not.ok((within(dialog).getByRole('button', { name: 'Clôturer' }) as HTMLButtonElement).disabled), waitLong);
  assert.is((within(dialog).getByLabelText('Remarque') as HTMLTextAreaElement).value, 'Garantie expirée');
  assert.is(screen.queryByText('Cette intervention est déjà clôturée'), null);
  assert.ok(section.contains(row));
  assert.is(interventions(db).get(failing!)!.statut, before);
  assert.equal(forbidden(), []);
});

test('HR, document requests: accept in place; refuse asks a required reason and refuses with it; a failure keeps the row and says the server message', async () => {
  await as('hr');
  const section = await decisionSection('documents');
  await waitFor(() => assert.ok(section.querySelectorAll('li').length >= 3), waitLong);
  const [accepted, refused, failing] = [...section.querySelectorAll<HTMLElement>('li')].map((li) => Number(li.dataset.id));

  fireEvent.click(await enabledButton(await rowOf(section, accepted!), 'Accepter'));
  await held(await rowOf(section, accepted!), 'Acceptée', () => assert.is(documentRequests(db).get(accepted!)!.status, 0, 'nothing sent while held'));
  await leavePage();
  await markedSent(section, accepted!, 'Acceptée');
  assert.is(documentRequests(db).get(accepted!)!.status, 1);

  fireEvent.click(await enabledButton(await rowOf(section, refused!), 'Refuser'));
  const dialog = await screen.findByRole('alertdialog', { name: 'Refuser la demande de document' });
  // Spec 3 section 4: a reason is requested on refusal; without one nothing is sent.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
  assert.is(documentRequests(db).get(refused!)!.status, 0);
  fireEvent.change(within(dialog).getByLabelText(/Motif du refus/), { target: { value: 'Pièce manquante' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
  await held(await rowOf(section, refused!), 'Refusée', () => assert.is(documentRequests(db).get(refused!)!.status, 0, 'nothing sent while held'));
  await leavePage();
  await markedSent(section, refused!, 'Refusée');
  assert.is.not(documentRequests(db).get(refused!)!.status, 0);
  assert.is(documentRequests(db).get(refused!)!.raison, 'Pièce manquante');

  faults.failNext('POST', '^/api/demanddocument/processed$', 'Documents.NotOnHold', 400);
  const row = await rowOf(section, failing!);
  fireEvent.click(await enabledButton(row, 'Accepter'));
  await held(row, 'Acceptée', () => assert.is(documentRequests(db).get(failing!)!.status, 0));
  await leavePage();
  await errorToast("La demande n'est plus en attente");
  await enabledButton(row, 'Accepter');
  assert.ok(section.contains(row));
  assert.is(documentRequests(db).get(failing!)!.status, 0);
  assert.equal(forbidden(), []);
});

test('manager, expense notes: validate in place; refuse asks a reason in the reason dialog; a failed refusal keeps the dialog, the reason and the row, and says the server message', async () => {
  await as('manager');
  const section = await decisionSection('notes');
  await waitFor(() => assert.ok(section.querySelectorAll('li').length >= 3), waitLong);
  const [validated, refused, failing] = [...section.querySelectorAll<HTMLElement>('li')].map((li) => Number(li.dataset.id));

  fireEvent.click(await enabledButton(await rowOf(section, validated!), 'Accepter'));
  // The row names the decision as the note's status and the toast do: validated, not 'Acceptée' (issue 36 item 1).
  await held(await rowOf(section, validated!), 'Validée', () => assert.is(notes(db).get(validated!)!.status, NOTE.pending, 'nothing sent while held'));
  // The toast names whose note it is, as the leave's and the document's do: the person the row names.
  const who = (await rowOf(section, validated!)).querySelector('.work-who')!.textContent!;
  const title = notes(db).get(validated!)!.title;
  await screen.findByText(`Note « ${title} » ${/^[AEIOUYÉÈ]/i.test(who) ? "d'" : 'de '}${who} validée`, {}, waitLong);
  await leavePage();
  await markedSent(section, validated!, 'Validée');
  assert.is(notes(db).get(validated!)!.status, NOTE.success);

  fireEvent.click(await enabledButton(await rowOf(section, refused!), 'Refuser'));
  let dialog = await screen.findByRole('alertdialog', { name: 'Refuser la note de frais' });
  fireEvent.change(within(dialog).getByLabelText(/Motif du refus/), { target: { value: 'Justificatif illisible' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
  await held(await rowOf(section, refused!), 'Refusée', () => assert.is(notes(db).get(refused!)!.status, NOTE.pending, 'nothing sent while held'));
  await leavePage();
  await markedSent(section, refused!, 'Refusée');
  assert.is(notes(db).get(refused!)!.status, NOTE.rejected);

  faults.failNext('POST', '^/api/Notes/changestatus$', 'Expenses.IllegalTransition', 400);
  const row = await rowOf(section, failing!);
  fireEvent.click(await enabledButton(row, 'Refuser'));
  dialog = await screen.findByRole('alertdialog', { name: 'Refuser la note de frais' });
  fireEvent.change(within(dialog).getByLabelText(/Motif du refus/), { target: { value: 'Hors politique' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
  await held(row, 'Refusée', () => assert.is(notes(db).get(failing!)!.status, NOTE.pending));
  await leavePage();
  // The call runs in the dialog, up again meanwhile.
  dialog = await screen.findByRole('alertdialog', { name: 'Refuser la note de frais' });
  const message = 'Cette action n’est pas possible dans le statut actuel de la note.';
  await waitFor(() => assert.match(within(dialog).getByRole('alert').textContent!, message), waitLong);
  assert.is((within(dialog).getByLabelText(/Motif du refus/) as HTMLTextAreaElement).value, 'Hors politique');
  assert.ok(section.contains(row));
  assert.is(notes(db).get(failing!)!.status, NOTE.pending);
  assert.equal(forbidden(), []);
});

test('manager, leave: a failed acceptance keeps the row, offers it again and says the server message', async () => {
  await as('manager');
  const section = await decisionSection('leave');
  const row = await waitFor(() => {
    const li = section.querySelector<HTMLElement>('li');
    if (!li) throw new Error('no row yet');
    return li;
  }, waitLong);
  const id = Number(row.dataset.id);
  const before = JSON.stringify(leaveRequests(db).get(id)!.approvals);
  faults.failNext('POST', '^/api/demandeconge/Accept$', 'Error.Status.500', 500);
  fireEvent.click(await enabledButton(row, 'Accepter'));
  await held(row, 'Acceptée', () => assert.is(JSON.stringify(leaveRequests(db).get(id)!.approvals), before));
  await leavePage();
  await errorToast('Erreur du serveur');
  await enabledButton(row, 'Accepter');
  assert.ok(section.contains(row));
  assert.is(JSON.stringify(leaveRequests(db).get(id)!.approvals), before);
});

test("manager, leave: 'et N autres' opens the requests that wait for me, not the whole list (persona review)", async () => {
  await as('manager');
  const section = await decisionSection('leave');
  const more = await waitFor(() => present(within(section).getByRole('link', { name: /^et \d+/ })), waitLong);
  const rows = section.querySelectorAll('li').length;
  const waiting = api.as('manager').post('/api/demandeconge/GetDemandes', { waiting: true, page: 1, pageSize: 10 }).json.data.total as number;
  assert.is(more.textContent, `et ${waiting - rows} autres`, 'it counts those not shown');
  assert.is(more.getAttribute('href'), '/conge/demande?waiting=true');
});

test("review: a row decided here stays in its place and no longer counts in 'et N autres'", async () => {
  await as('manager');
  const section = await decisionSection('leave');
  const more = () => present(within(section).getByRole('link', { name: /^et \d+/ }));
  const before = (await waitFor(more, waitLong)).textContent;
  const row = present(section.querySelector<HTMLElement>('li'));
  const id = Number(row.dataset.id);
  fireEvent.click(await enabledButton(row, 'Accepter'));
  await held(row, 'Acceptée', () => {});
  await leavePage();
  await markedSent(section, id, 'Acceptée');
  const waiting = () => api.as('manager').post('/api/demandeconge/GetDemandes', { waiting: true, page: 1, pageSize: 100 }).json.data.rows as Array<{ id: number }>;
  assert.not.ok(waiting().some((r) => r.id === id), 'decided: it no longer waits');
  // The card reads its list again after the decision: the rows not shown that still wait are as many as before.
  await waitFor(() => assert.is(more().textContent, before), waitLong);
  const shownWaiting = [...section.querySelectorAll<HTMLElement>('li')].filter((li) => waiting().some((r) => r.id === Number(li.dataset.id))).length;
  assert.is(more().textContent, `et ${waiting().length - shownWaiting} autres`);
});

test('persona review: the leave waiting for the manager shows the soonest first, not the newest asked', async () => {
  await as('manager');
  const section = await decisionSection('leave');
  await waitFor(() => present(within(section).getByRole('link', { name: /^et \d+/ })), waitLong);
  const shown = [...section.querySelectorAll<HTMLElement>('li')].map((li) => Number(li.dataset.id));
  const waiting = api.as('manager').post('/api/demandeconge/GetDemandes', { waiting: true, page: 1, pageSize: 100 }).json.data.rows as Array<{ id: number; startDate: string }>;
  const soonest = [...waiting].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id).slice(0, shown.length).map((r) => r.id);
  assert.equal(shown, soonest);
  // The list's own order (newest asked first) would have shown others: the test tells the two apart.
  assert.not.equal(waiting.slice(0, shown.length).map((r) => r.id), soonest);
});

const acceptCalls = () => answered.filter((a) => a.method === 'POST' && a.path === '/api/demandeconge/Accept');

test("issue 36 item 1: a manager accepts a leave request and takes it back with the row's 'Annuler' within the hold: no Accept is ever sent", async () => {
  await as('manager');
  const { section, row, id } = await firstLeaveRow();
  const before = JSON.stringify(leaveRequests(db).get(id)!.approvals);
  fireEvent.click(await enabledButton(row, 'Accepter'));
  await held(row, 'Acceptée', () => assert.equal(acceptCalls(), [], 'nothing sent while held'));
  const undo = within(row).getByRole('button', { name: 'Annuler' });
  assert.is(document.activeElement, undo, "the keyboard is on 'Annuler'");
  // A double click's second click, landing on 'Annuler' where 'Accepter' stood, is no undo.
  await act(async () => void fireEvent.click(undo, { detail: 2 }));
  assert.ok(within(row).getByText('Acceptée'), 'still held after a double click');
  await act(async () => void fireEvent.click(undo, { detail: 1 }));
  // Taken back: the buttons again, in the same row, the keyboard on the one that decided, and it is said.
  const accept = await enabledButton(row, 'Accepter');
  assert.is(document.activeElement, accept, "focus back on 'Accepter'");
  assert.ok(screen.getByText(/^Annulé : « Congé d[e’'] ?.+ accepté » n’a pas été envoyé\.$/), 'the undo is said, naming what was not sent');
  assert.ok(section.contains(row));
  // Past the five seconds the hold would have lasted (real timers, once): still nothing sent.
  await new Promise((resolve) => setTimeout(resolve, 5500));
  assert.equal(acceptCalls(), [], 'no Accept call, ever');
  assert.is(JSON.stringify(leaveRequests(db).get(id)!.approvals), before, 'the server kept the request as it was');
  assert.ok(within(row).getByRole('button', { name: 'Accepter' }), 'still offered');
  assert.is(within(row).queryByTitle('Décision envoyée'), null, 'not marked sent');
});

test('issue 36 item 1: a decision still held when the card goes (the dashboard unmounts) is sent then', async () => {
  const { unmount } = await as('manager');
  const { row, id } = await firstLeaveRow();
  const before = JSON.stringify(leaveRequests(db).get(id)!.approvals);
  fireEvent.click(await enabledButton(row, 'Accepter'));
  await held(row, 'Acceptée', () => assert.equal(acceptCalls(), [], 'nothing sent while held'));
  unmount();
  await called('POST', '/api/demandeconge/Accept');
  assert.is(acceptCalls().length, 1, 'sent once');
  assert.is(acceptCalls()[0]!.status, 200);
  await waitFor(() => assert.is.not(JSON.stringify(leaveRequests(db).get(id)!.approvals), before, 'the server took the acceptance'), waitLong);
});

/** A read of one record, as a row's or a panel's statechart makes it (spec: each kind's GetInfo / GetById). */
const recordReads = () => answered.filter((a) => a.method === 'GET' && /^\/api\/(demandeconge\/GetInfo|Notes\/GetById|intervention\/GetById|DemandDocument\/[^/]*Info)\//i.test(a.path));

test('issue 35 item 5: the rows are drawn from the lists alone; a record is read only for the row the person decides', async () => {
  await as('hr');
  const sections = await Promise.all(['leave', 'documents', 'notes'].map((k) => decisionSection(k)));
  const [leave] = sections;
  const rows = await waitFor(() => {
    const all = sections.flatMap((s) => [...s!.querySelectorAll<HTMLElement>('li[data-id]')]);
    assert.ok(all.length >= 3, 'rows to decide');
    return all;
  }, waitLong);
  const { id } = { id: Number(present(leave!.querySelector<HTMLElement>('li[data-id]')).dataset.id) };
  // Offered at once, from the list's own flags: nothing is read for them.
  await enabledButton(await rowOf(leave!, id), 'Accepter');
  assert.ok(rows.length >= 3);
  assert.equal(recordReads(), [], 'no record read per row');
  fireEvent.click(await enabledButton(await rowOf(leave!, id), 'Accepter'));
  await held(await rowOf(leave!, id), 'Acceptée', () => {});
  assert.equal(recordReads().map((r) => r.path), [`/api/demandeconge/GetInfo/${id}`], "only the decided row's record is read");
  await act(async () => void fireEvent.click(within(await rowOf(leave!, id)).getByRole('button', { name: 'Annuler' })));
});

test.run();
