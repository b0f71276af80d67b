import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import RequestsPage from '../../src/features/leave/requests-page';
import { fakeApi } from '../unit/fake-api';
import { leaveRequests } from '../../server-fake/models/leave';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { urlOf } from '../fetch-call';
import { changes } from '../../src/realtime/changes';

/**
 * The leave requests list (issue 26 item 3) against the fake server's seeded
 * company: a pending chip with its count among the chips, and the page size
 * a person chose kept for them when the list is opened again.
 */
const api = fakeApi();
const accepts: number[] = [];
/** The requests read one by one (a row's or a panel's statechart reading its record). */
const recordReads: string[] = [];
const { signIn } = serveFromDispatcher(test, api, ['leave']);

// The page size sent with each list call while a test runs.
const sizes: number[] = [];
const handle = api.backend.dispatcher.handle.bind(api.backend.dispatcher);
api.backend.dispatcher.handle = ((req: Parameters<typeof handle>[0]) => {
  if (req.path === '/api/demandeconge/GetDemandes') sizes.push((req.body as { pageSize: number }).pageSize);
  if (req.path === '/api/demandeconge/Accept') accepts.push(Date.now());
  if (req.path.startsWith('/api/demandeconge/GetInfo/')) recordReads.push(req.path);
  return handle(req);
}) as typeof handle;

test.before.each(() => {
  sizes.length = 0;
  localStorage.clear();
});
test.after.each(() => cleanup());

const slow = { timeout: 15000 };
const rows = () => document.querySelectorAll('tbody tr');
/** A row's enabled decision button ('accept' or 'refuse'), once the list shows one, and its row. */
async function enabledInRow(action: 'accept' | 'refuse', label: string) {
  const button = await waitFor(() => {
    const b = document.querySelector<HTMLButtonElement>(`tbody tr [data-action="${action}"]:not(:disabled)`);
    assert.ok(b, `a row's enabled '${label}'`);
    return b!;
  }, slow);
  const row = button.closest('tr')!;
  return { button, row, id: Number(row.getAttribute('data-row-id')) };
}
const perPage = () => screen.getByRole('combobox', { name: 'Lignes par page' }) as HTMLSelectElement;

test('manager: the pending chip counts the pending requests they see, and pressing it lists exactly those', async () => {
  // Spec 2: a manager sees their own requests and those they approve or approved; pending is En_Cour.
  const manager = 2;
  const expected = leaveRequests(api.backend.db).filter((r) => r.status === 'En_Cour' && (r.userId === manager || r.approvals.some((a) => a.approverId === manager))).length;
  assert.ok(expected > 1, 'the seed has pending requests the manager sees');
  await renderWithApp(<RequestsPage />, { grant: signIn('manager'), path: '/conge/demande' });
  const chip = await screen.findByRole('button', { name: `En cours\u202f: ${expected}` }, slow);
  assert.is(chip.getAttribute('aria-pressed'), 'false');
  assert.ok(within(screen.getByLabelText('Résumé des statuts')).getByText(/Acceptées/), 'beside the other chips');
  fireEvent.change(perPage(), { target: { value: '100' } });
  fireEvent.click(chip);
  await waitFor(() => assert.is(screen.getByRole('button', { name: /^En cours/ }).getAttribute('aria-pressed'), 'true'), slow);
  await waitFor(() => assert.is(rows().length, expected), slow);
  for (const r of rows()) assert.ok(within(r as HTMLElement).getByText('En cours', { selector: '.badge' }), 'every row listed is pending');
  // Pressed again: every status again.
  fireEvent.click(screen.getByRole('button', { name: /^En cours/ }));
  await waitFor(() => assert.ok(rows().length > expected), slow);
});

test("a decision taken in a row is held: 'Annuler' has the keyboard, a double click's second click is no undo, an undo sends nothing and gives the keyboard back to 'Accepter'", async () => {
  accepts.length = 0;
  recordReads.length = 0;
  await renderWithApp(<RequestsPage />, { grant: signIn('manager'), path: '/conge/demande' });
  const { button: first, row } = await enabledInRow('accept', 'Accepter');
  // Issue 35 item 5: the buttons come from the row's canApproved; only the request decided is read, when it is.
  assert.equal(recordReads, [], 'no read per row');
  fireEvent.click(first);
  const undo = await waitFor(() => within(row).getByRole('button', { name: 'Annuler' }), slow);
  assert.is(document.activeElement, undo, "the keyboard is on 'Annuler'");
  assert.ok(within(row).getByText('Acceptée'), 'the row says what was decided');
  assert.equal(recordReads, [`/api/demandeconge/GetInfo/${row.getAttribute('data-row-id')}`], 'the decided request alone was read');
  fireEvent.click(undo, { detail: 2 });
  assert.ok(within(row).getByRole('button', { name: 'Annuler' }), 'still held after a double click');
  fireEvent.click(undo, { detail: 1 });
  const back = await waitFor(() => {
    const b = row.querySelector<HTMLButtonElement>('[data-action="accept"]');
    assert.ok(b, "'Accepter' again in the same row");
    return b!;
  }, slow);
  assert.is(document.activeElement, back, "focus back on the row's 'Accepter'");
  assert.equal(accepts, [], 'nothing sent');
});

test("issue 36 item 1: on a slow network the row says, in its live region, that the acceptance is on its way; accepted at level 1, it then says accepted by you, waiting for level 2, beside 'En cours'", async () => {
  // The Accept call is held back, as a slow network would, until the test lets it through.
  let through = () => {};
  const slowNetwork = new Promise<void>((r) => (through = r));
  const g = globalThis as { fetch: typeof globalThis.fetch };
  const fast = g.fetch;
  g.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (urlOf(input).endsWith('/api/demandeconge/Accept')) await slowNetwork;
    return fast(input, init);
  }) as typeof globalThis.fetch;
  try {
    await renderWithApp(<RequestsPage />, { grant: signIn('manager'), path: '/conge/demande' });
    // A request whose first level is the manager's and whose second is someone else's (the seed's usual chain).
    const accept = await waitFor(() => {
      const b = [...document.querySelectorAll<HTMLButtonElement>('tbody tr [data-action="accept"]:not(:disabled)')].find((x) => {
        const r = leaveRequests(api.backend.db).get(Number(x.closest('tr')!.getAttribute('data-row-id')))!;
        return r.approvals.length === 2 && r.approvals[0].approverId === 2;
      });
      assert.ok(b, "a two-level request's enabled 'Accepter'");
      return b!;
    }, slow);
    const row = accept.closest('tr')!;
    fireEvent.click(accept);
    await waitFor(() => within(row).getByRole('button', { name: 'Annuler' }), slow);
    // The row's live region is there before anything is on its way: what it says then is announced.
    const live = within(row).getByRole('status');
    assert.is(live.textContent, '', 'nothing said while held (the row shows the decision and Annuler)');
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => assert.is(live.textContent, 'Acceptée · envoi en cours…'), slow);
    assert.ok(live.isConnected && row.contains(live), 'the same live region says it');
    through();
    await waitFor(() => assert.match(live.textContent ?? '', /^Acceptée par vous · en attente du niveau 2/), slow);
    assert.ok(within(row).getByText('En cours', { selector: '.badge' }), "the request is still pending: 'En cours' beside it");
  } finally {
    through();
    g.fetch = fast;
  }
});

test("refusing from a row asks the reason in a dialog that says whose leave, which and how long (persona review: the length was missing)", async () => {
  await renderWithApp(<RequestsPage />, { grant: signIn('manager'), path: '/conge/demande' });
  const { button: refuse, row } = await enabledInRow('refuse', 'Refuser');
  fireEvent.click(refuse);
  const dialog = await screen.findByRole('alertdialog', {}, slow);
  const length = row.querySelector('td[data-label="Durée"]')!.textContent!;
  assert.match(length, /\d/, 'the row says a length');
  assert.ok(dialog.textContent!.includes(length), `the dialog says it too (${length}): ${dialog.textContent}`);
  const type = row.querySelector('[data-row-open]')!.textContent!;
  assert.ok(dialog.textContent!.includes(type), `and the type (${type})`);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null), slow);
});

test("a refusal sent from a row leaves 'Refusée' in the row, not greyed buttons, before the list is read again (persona review s37)", async () => {
  await renderWithApp(<RequestsPage />, { grant: signIn('manager'), path: '/conge/demande' });
  const { button: refuse, row, id } = await enabledInRow('refuse', 'Refuser');
  fireEvent.click(refuse);
  const dialog = await screen.findByRole('alertdialog', {}, slow);
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Période de clôture' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
  await waitFor(() => within(row).getByRole('button', { name: 'Annuler' }), slow);
  // Sent at once, as when the page is left.
  await act(async () => void window.dispatchEvent(new Event('pagehide')));
  await waitFor(() => assert.is(leaveRequests(api.backend.db).get(id)!.status, 'Refuser'), slow);
  await waitFor(() => {
    const live = within(row).getByRole('status');
    assert.match(live.textContent ?? '', /^Refusée/, 'the row says the refusal');
    assert.is(row.querySelectorAll('[data-action="refuse"], [data-action="accept"]').length, 0, 'no greyed Refuser/Accepter left');
  }, slow);
});

test("persona review s37: a request decided elsewhere (its panel, another tab) keeps its row, with no greyed Refuser/Accepter once the list is read again", async () => {
  await renderWithApp(<RequestsPage />, { grant: signIn('manager'), path: '/conge/demande' });
  const { row, id } = await enabledInRow('accept', 'Accepter');
  const level = leaveRequests(api.backend.db).get(id)!.approvals.find((x) => x.approverId === 2 && x.status === 'En_Cour')!.level;
  assert.is(api.as('manager').post('/api/demandeconge/Reject', { id, levelType: level, raison: 'Inventaire' }).json.success, true);
  // The panel's decision tells the leave feed: the list reads again and the row says 'Refusée'.
  act(() => changes.leave.push());
  await waitFor(() => assert.ok(within(row).getByText('Refusée', { selector: '.badge' })), slow);
  assert.is(row.querySelectorAll('[data-action="refuse"], [data-action="accept"]').length, 0, 'nothing left to decide, nothing offered');
});

test('the page size chosen is kept after the list is opened again, for that person only', async () => {
  await renderWithApp(<RequestsPage />, { grant: signIn('hr'), path: '/conge/demande' });
  await waitFor(() => assert.is(rows().length, 10), slow);
  assert.is(perPage().value, '10', 'ten rows by default');
  fireEvent.change(perPage(), { target: { value: '25' } });
  await waitFor(() => assert.is(rows().length, 25), slow);
  cleanup();

  sizes.length = 0;
  await renderWithApp(<RequestsPage />, { grant: signIn('hr'), path: '/conge/demande' });
  await waitFor(() => assert.is(rows().length, 25), slow);
  assert.is(perPage().value, '25');
  assert.equal([...new Set(sizes)], [25], 'the first call already asks for 25');
  cleanup();

  // Another person signed in on the same browser keeps their own choice (none yet: ten).
  await renderWithApp(<RequestsPage />, { grant: signIn('manager'), path: '/conge/demande' });
  await waitFor(() => assert.ok(rows().length > 0), slow);
  assert.is(perPage().value, '10');
});

test('a stored size the list does not offer gives the default', async () => {
  localStorage.setItem('pageSize:leave.requests:3', '7');
  await renderWithApp(<RequestsPage />, { grant: signIn('hr'), path: '/conge/demande' });
  await waitFor(() => assert.is(rows().length, 10), slow);
  assert.is(perPage().value, '10');
});

test('HR: what waits for her decision is one click from the list, and back; an employee, who decides nothing, is not offered it', async () => {
  // Persona review: Nadia's list of every request had no way to hers to decide but the dashboard's card.
  await renderWithApp(<RequestsPage />, { grant: signIn('hr'), path: '/conge/demande' });
  const mine = await screen.findByRole('link', { name: 'À décider par moi' }, slow);
  assert.is(mine.getAttribute('href'), '/conge/demande?waiting=true');
  assert.is(mine.getAttribute('aria-current'), null);
  fireEvent.click(mine);
  await screen.findByRole('heading', { name: 'Demandes en attente' }, slow);
  // Read again for the view: every row listed is hers to decide.
  await waitFor(() => assert.ok(rows().length > 0 && [...rows()].every((r) => r.querySelector('[data-action="accept"]')), 'every row listed is hers to decide'), slow);
  const back = screen.getByRole('link', { name: 'À décider par moi' });
  assert.is(back.getAttribute('aria-current'), 'page');
  fireEvent.click(back);
  await screen.findByRole('heading', { name: 'Demandes de congé' }, slow);
  cleanup();
  await renderWithApp(<RequestsPage />, { grant: signIn('employee'), path: '/conge/demande' });
  await screen.findByRole('button', { name: /^En cours/ }, slow);
  assert.is(screen.queryByRole('link', { name: 'À décider par moi' }), null);
});

test.run();
