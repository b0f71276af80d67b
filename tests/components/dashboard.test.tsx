import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DashboardPage from '../../src/features/dashboard/dashboard-page';
import { fakeApi } from '../unit/fake-api';
import { leaveRequests } from '../../server-fake/models/leave';
import { formResponses } from '../../server-fake/models/forms';
import { faults } from '../../server-fake/faults';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';
import { card, decisionSection, present, recordAnswers, waitLong } from './dashboard-helpers';
import { appNow } from '../../src/domain/clock';

/**
 * The dashboard of work (issue 26 item 1) against the fake server's seeded
 * company: what each persona sees, deciding in place through the leave
 * request's statechart, and no call a persona may not make.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['dashboard', 'leave', 'documents', 'expenses', 'forms', 'interventions']);

const { answered, forbidden } = recordAnswers(api);

test.before.each(() => {
  answered.length = 0;
});
test.after.each(() => cleanup());

/** The page is left (`pagehide`): a decision held five seconds, undoable (issue 36 item 1), is sent at once. */
const leavePage = () => act(async () => void window.dispatchEvent(new Event('pagehide')));
/** Once sent from its row, the request stays where it was, marked (nothing slides under the pointer). */
const markedSent = (leave: HTMLElement, id: number) =>
  waitFor(() => {
    const li = present(leave.querySelector<HTMLElement>(`li[data-id="${id}"]`));
    assert.ok(li.querySelector('.decision-sent'), 'the request stays in place, marked sent');
  }, waitLong);

test('manager: requests awaiting my decision, counted as the server counts them; accept in place, held, then sent, moves the request', async () => {
  const waiting = api.as('manager').get('/api/demandeconge/GetCount').json.data.waiting as number;
  assert.ok(waiting > 1, 'the seed has leave awaiting the manager');
  await renderWithApp(<DashboardPage />, { grant: signIn('manager') });
  await screen.findByRole('heading', { name: 'En attente de ma décision' });
  const leave = await decisionSection('leave');
  await waitFor(() => assert.is(within(leave).getByRole('heading', { level: 3 }).textContent, `Congés${waiting}`), waitLong);
  // The leave figures count what awaits the manager, beside the manager's own requests.
  const figures = await waitFor(() => present(card('leaveRequests')?.querySelector('.bar-chart')), waitLong);
  assert.equal([...figures.querySelectorAll('.bar-label')].map((l) => l.textContent), ['En attente de ma décision', 'Mes demandes en attente']);
  // The first row's record is read by its statechart: then accept is offered.
  const firstRow = () => leave.querySelector<HTMLElement>('li')!;
  const id = Number(firstRow().dataset.id);
  const accept = await waitFor(() => {
    const b = within(firstRow()).getByRole('button', { name: 'Accepter' }) as HTMLButtonElement;
    assert.not.ok(b.disabled);
    return b;
  }, waitLong);
  fireEvent.click(accept);
  await waitFor(() => within(firstRow()).getByRole('button', { name: 'Annuler' }), waitLong);
  assert.is(leaveRequests(api.backend.db).get(id)!.approvals.find((a) => a.approverId === 2)!.status, 'En_Cour', 'nothing sent while held');
  await leavePage();
  await waitFor(() => assert.is(within(leave).getByRole('heading', { level: 3 }).textContent, `Congés${waiting - 1}`), waitLong);
  // The manager's step of the chain is accepted (the request goes on to the next approver, if any).
  const step = leaveRequests(api.backend.db).get(id)!.approvals.find((a) => a.approverId === 2)!;
  assert.is(step.status, 'Accepter');
  await markedSent(leave, id);
  assert.equal(forbidden(), []);
});

test('manager: refusing asks a reason in the reason dialog (optional for leave: spec 2 section 5), then refuses with it', async () => {
  await renderWithApp(<DashboardPage />, { grant: signIn('manager') });
  const leave = await decisionSection('leave');
  const row = await waitFor(() => {
    const li = present(leave.querySelector<HTMLElement>('li'));
    assert.not.ok((within(li).getByRole('button', { name: 'Refuser' }) as HTMLButtonElement).disabled);
    return li;
  }, waitLong);
  fireEvent.click(within(row).getByRole('button', { name: 'Refuser' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Refuser la demande de congé' });
  fireEvent.change(within(dialog).getByLabelText(/Motif du refus/), { target: { value: 'Période chargée' } });
  const id = Number(row.dataset.id);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null), waitLong);
  await waitFor(() => within(row).getByRole('button', { name: 'Annuler' }), waitLong);
  assert.is(leaveRequests(api.backend.db).get(id)!.status, 'En_Cour', 'nothing sent while held');
  await leavePage();
  await waitFor(() => assert.is(leaveRequests(api.backend.db).get(id)!.status, 'Refuser'), waitLong);
  const refused = leaveRequests(api.backend.db).get(id)!;
  assert.is(refused.status, 'Refuser');
  assert.ok(refused.approvals.some((a) => a.raison === 'Période chargée'), 'the reason typed is the one the server kept');
  await markedSent(leave, id);
  assert.equal(forbidden(), []);
});

test('employee: my balance per leave type (hours for the hourly type), my own open requests, no decision card, no forbidden call', async () => {
  const employee = api.as('employee');
  const types = employee.get('/api/demandeconge/RegimeTypes/1').json.data as Array<{ id: number; name: string; unit: number }>;
  const mine = employee.post('/api/demandeconge/GetDemandes', { userId: 1, status: 'En_Cour', pageSize: 10 }).json.data.total as number;
  await renderWithApp(<DashboardPage />, { grant: signIn('employee') });
  await screen.findByRole('heading', { name: 'Mon solde de congés' });
  assert.is(screen.queryByRole('heading', { name: 'En attente de ma décision' }), null);
  const balance = card('balance')!;
  await waitFor(() => assert.is(balance.querySelectorAll('tbody tr').length, types.length), waitLong);
  const hourly = types.find((t) => t.unit === 1)!;
  const daily = types.find((t) => t.unit === 0)!;
  const year = appNow().getFullYear();
  const hours = employee.post('/api/solde/GetHolidaySolde', { type: hourly.id, user: 1, year, fullYear: true }).json.data.available as number;
  const days = employee.post('/api/solde/GetHolidaySolde', { type: daily.id, user: 1, year, fullYear: true }).json.data.available as number;
  const cell = (id: number) => balance.querySelector(`tr[data-type="${id}"] .balance-available`)!.textContent;
  // Hours with two decimals, days as counted, both written the French way (1,5).
  assert.match(cell(hourly.id)!, new RegExp(`^${hours.toFixed(2).replace('.', ',')} heures?$`));
  assert.match(cell(daily.id)!, new RegExp(`^${String(days).replace('.', ',')} jours?$`));
  const open = card('mine')!;
  await waitFor(() => assert.is(open.querySelectorAll('li[data-area="leave"]').length, mine), waitLong);
  assert.ok(mine > 0);
  // The leave area's word for a pending request (spec 2 section 4).
  assert.match(open.querySelector('li[data-area="leave"]')!.textContent!, 'En cours');
  // Each says its length in its unit, written the French way: a half day reads '0,5 jour' (persona review).
  const first = employee.post('/api/demandeconge/GetDemandes', { userId: 1, status: 'En_Cour', pageSize: 10 }).json.data.rows[0] as { totalDays: number; durationUnit: number };
  const length = first.durationUnit === 1 ? `${first.totalDays.toFixed(2).replace('.', ',')} heure` : `${String(first.totalDays).replace('.', ',')} jour`;
  assert.ok(open.querySelector('li[data-area="leave"]')!.textContent!.includes(length), `${open.querySelector('li[data-area="leave"]')!.textContent} says ${length}`);
  assert.not.match(open.textContent!, /\d{4}-\d{2}-\d{2}/, 'no ISO date');
  assert.is(card('projects'), null, 'no ProjectManage.View, no projects figures');
  // The leave figures say how many requests are mine, and nothing of decisions the employee never takes (persona review: 'En attente de ma décision 0').
  const figures = await waitFor(() => present(card('leaveRequests')?.querySelector('.bar-chart')), waitLong);
  assert.equal([...figures.querySelectorAll('.bar-label')].map((l) => l.textContent), ['Mes demandes en attente']);
  await waitFor(() => assert.ok(answered.some((a) => a.path.includes('GetNotifications'))), waitLong);
  assert.equal(forbidden(), []);
});

test('manager: form responses at their approval step are listed, each opening its response', async () => {
  const manager = api.as('manager');
  // The server's word on whose step it is, response by response.
  const all = formResponses(api.backend.db).all();
  const mine = all.filter((r) => {
    const d = manager.get(`/api/Forms/DetailResponse/${r.id}`).json.data;
    return !!d && d.activedApproval && !d.canChangeAny;
  });
  assert.ok(mine.length > 0, 'the seed has a response at the manager\'s step');
  answered.length = 0;
  await renderWithApp(<DashboardPage />, { grant: signIn('manager') });
  const section = await decisionSection('responses');
  await waitFor(() => assert.equal([...section.querySelectorAll('li')].map((li) => Number(li.dataset.id)).sort(), mine.map((r) => r.id).sort()), waitLong);
  assert.equal(forbidden(), []);
});

test('manager: the kinds awaiting a decision show together, once each has answered, so none pushes the others down (issue 25)', async () => {
  const real = globalThis.fetch;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let heldCalls = 0;
  // The form responses' read (the slowest kind: forms, then responses, then each detail) held back.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/Forms/list')) {
      heldCalls++;
      await held;
    }
    return real(input, init);
  }) as typeof globalThis.fetch;
  try {
    await renderWithApp(<DashboardPage />, { grant: signIn('manager') });
    const decisions = await waitFor(() => present(card('decisions')?.querySelector<HTMLElement>('.stat-skeleton')?.closest<HTMLElement>('[data-card]')), waitLong);
    await waitFor(() => assert.ok(heldCalls > 0 && answered.some((a) => a.path === '/api/demandeconge/GetDemandes')), waitLong);
    await new Promise((r) => setTimeout(r, 300));
    assert.is(decisions.querySelectorAll('[data-kind]').length, 0, 'no kind drawn while another is still coming');
    assert.ok(decisions.querySelector('.stat-skeleton'), 'the card\'s skeleton holds its place');
    release();
    await waitFor(() => assert.ok(decisions.querySelector('[data-kind="leave"]') && decisions.querySelector('[data-kind="responses"]')), waitLong);
    assert.is(decisions.querySelector('.stat-skeleton'), null);
  } finally {
    release();
    globalThis.fetch = real;
  }
});

test('what is coming, per persona: the notifications of those kinds (spec 1 section 2.4) the server sends each, contract ends to HR, none to the employee', async () => {
  const kinds = ['Anniversary', 'HiringAnniversary', 'TrialPeriodEnding', 'CLoseExpirationContracts'];
  for (const persona of ['employee', 'hr'] as const) {
    const sent = (api.as(persona).get('/api/Reminder/GetNotifications').json.data as Array<{ sourceName: string; parameterTitle: string }>).filter((n) => kinds.includes(n.sourceName));
    await renderWithApp(<DashboardPage />, { grant: signIn(persona) });
    const rows = await waitFor(() => {
      const li = [...present(card('coming')).querySelectorAll<HTMLElement>('li')];
      assert.is(li.length, sent.length);
      return li;
    }, waitLong);
    assert.equal(rows.map((r) => r.dataset.kind), sent.map((n) => n.sourceName));
    rows.forEach((r, i) => assert.match(r.textContent!, sent[i]!.parameterTitle));
    const hrOnly = rows.filter((r) => r.dataset.kind === 'CLoseExpirationContracts' || r.dataset.kind === 'TrialPeriodEnding');
    if (persona === 'employee') assert.is(hrOnly.length, 0, 'contract and trial ends are not the employee\'s');
    else assert.ok(hrOnly.length > 0, 'HR is told of the contracts ending');
    cleanup();
  }
});

test('a card whose call fails says so in its own frame with a retry; the other cards stand', async () => {
  faults.failNext('GET', '^/api/Reminder/GetNotifications$', 'Error.Status.500', 500);
  await renderWithApp(<DashboardPage />, { grant: signIn('employee') });
  const coming = await waitFor(() => present(card('coming')), waitLong);
  await waitFor(() => assert.match(coming.textContent!, 'Indisponible pour le moment.'), waitLong);
  await waitFor(() => assert.ok(card('balance')!.querySelector('tbody tr')), waitLong);
  fireEvent.click(within(coming).getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => assert.not.match(coming.textContent!, 'Indisponible'), waitLong);
});

test('figures never mix units: projects and members are separate figures, labels in French', async () => {
  const stats = api.as('manager').get('/api/project/ProjectsStatistics').json.data;
  await renderWithApp(<DashboardPage />, { grant: signIn('manager') });
  const projects = await waitFor(() => {
    const c = card('projects')!;
    assert.is(c.querySelectorAll('figure').length, 2);
    return c;
  }, waitLong);
  const [p, m] = [...projects.querySelectorAll('figure')];
  assert.match(p.textContent!, `Projets actifs${stats.active}`);
  assert.not.match(p.textContent!, 'Membres');
  assert.match(m.textContent!, `Membres actifs${stats.activeMembers}`);
  assert.not.match(m.textContent!, 'Projets');
  assert.not.match(document.body.textContent!, /Demande count|User in holiday|Waiting|Active members/);
});

test('the document requests donut shares its total out: a processed request is counted once, not also as accepted (persona review)', async () => {
  const stats = api.as('manager').get('/api/demanddocument/statistic').json.data as { total: number; accepted: number; processed: number };
  assert.ok(stats.processed > 0 && stats.accepted > stats.processed, 'the seed has requests processed and others accepted still to process');
  await renderWithApp(<DashboardPage />, { grant: signIn('manager') });
  const donut = await waitFor(() => present(card('documents')?.querySelector('figure')), waitLong);
  const values = [...donut.querySelectorAll('.legend-value')].map((v) => Number(v.firstChild!.textContent!.trim()));
  assert.is(Number(donut.querySelector('.donut-center')!.textContent), stats.total);
  assert.is(values.reduce((a, b) => a + b, 0), stats.total, `the slices ${values.join(' + ')} make the total`);
  assert.match(donut.textContent!, `Acceptées, à traiter${stats.accepted - stats.processed}`);
});

test.run();
