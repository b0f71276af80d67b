import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import DashboardPage from '../../src/features/dashboard/dashboard-page';
import { renderWithApp } from './render';

const realFetch = globalThis.fetch;
const answers: Record<string, () => Response> = {
  '/api/demandeconge/GetCount': () => new Response(JSON.stringify({ success: true, data: { total: 9, pending: 4, accepted: 5 } })),
  '/api/Notes/NoteStatistics': () => new Response(JSON.stringify({ message: 'boom' }), { status: 500 }),
  '/api/congee/GetDataIndex': () => new Response('not json at all'),
};

test.before(async () => {
  await i18next.loadNamespaces(['dashboard']);
});
test.before.each(() => {
  globalThis.fetch = (async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    return (answers[path] ?? (() => new Response('{}', { status: 404 })))();
  }) as typeof fetch;
});
test.after.each(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

test('cards follow permissions; figures become a chart; a failing call is only a small unavailable state', async () => {
  await renderWithApp(<DashboardPage />, { permissions: ['Conge.View', 'Expenses.View'] });
  await screen.findByRole('heading', { name: 'Demandes de congé' });
  assert.ok(screen.getByRole('heading', { name: 'Notes de frais' }));
  assert.is(screen.queryByRole('heading', { name: 'Projets' }), null, 'no ProjectManage.View, no projects card');
  const leave = document.querySelector('[data-card="leaveRequests"]')!;
  // A card's body (its call, zod, the charts) loads after the page's first paint (issue 13): the first wait covers that import.
  await waitFor(() => assert.ok(leave.querySelector('svg[role="img"]'), 'a donut for the parts'), { timeout: 8000 });
  assert.match(leave.textContent!, 'En attente');
  assert.match(leave.textContent!, '9');
  const notes = document.querySelector('[data-card="expenses"]')!;
  await waitFor(() => assert.match(notes.textContent!, 'indisponibles'));
  const index = document.querySelector('[data-card="leave"]')!;
  await waitFor(() => assert.match(index.textContent!, 'indisponibles'));
  assert.ok(screen.getByRole('heading', { name: /Bonjour|Bonsoir/ }));
});

test.run();
