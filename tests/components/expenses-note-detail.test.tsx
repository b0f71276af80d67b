import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import NoteDetailPanel from '../../src/features/expenses/note-detail-panel';
import { setAuthHooks } from '../../src/api/client';
import { fakeApi } from '../unit/fake-api';
import { notes } from '../../server-fake/models/expenses';
import { personas } from '../../fixtures/personas';
import { grantFor, i18nReady, renderWithApp } from './render';

/**
 * The note detail offers exactly what the lifecycle allows (spec 3 section 4),
 * against the fake server's seeded notes: fetch goes straight to the dispatcher.
 */
const api = fakeApi();
let token = '';
const realFetch = globalThis.fetch;
const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const u = new URL(String(input), 'http://localhost');
  const query: Record<string, string> = {};
  u.searchParams.forEach((v, k) => (query[k] = v));
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const res = api.backend.dispatcher.handle({ method: (init?.method ?? 'GET') as never, path: u.pathname, query, headers: { authorization: `Bearer ${token}` }, body });
  return new Response(res.body as string, { status: res.status, headers: res.headers });
}) as typeof fetch;
test.before(async () => {
  globalThis.fetch = fakeFetch;
  await i18nReady();
  await i18next.loadNamespaces(['expenses']);
});
test.after(() => {
  globalThis.fetch = realFetch;
});

async function show(persona: 'employee' | 'manager', status: number) {
  token = api.login(persona);
  setAuthHooks({ token: () => token, refresh: async () => false });
  const p = personas.find((x) => x.key === persona)!;
  const note = notes(api.backend.db).find((n) => n.affectedUserId === 1 && n.status === status)!;
  await renderWithApp(<NoteDetailPanel params={{ id: note.id }} onClose={() => {}} panelKey={1} />, { grant: grantFor([...p.permissions], p.userId) });
  await screen.findByTestId('note-total', {}, { timeout: 3000 });
}

const buttons = () => ['Soumettre', 'Valider', 'Refuser', 'Rembourser', 'Modifier', 'Supprimer', 'Annuler la note', 'Ajouter une dépense'].filter((name) => screen.queryAllByRole('button', { name }).length > 0);

test.after.each(() => cleanup());

const cases: Array<['employee' | 'manager', number, string[]]> = [
  ['employee', 0, ['Soumettre', 'Modifier', 'Supprimer', 'Ajouter une dépense']],
  ['employee', 1, ['Modifier', 'Annuler la note', 'Ajouter une dépense']],
  ['employee', 2, []],
  ['employee', 3, []],
  ['employee', 4, ['Annuler la note']],
  ['employee', 5, ['Soumettre']],
  ['manager', 1, ['Valider', 'Refuser', 'Modifier', 'Annuler la note', 'Ajouter une dépense']],
  ['manager', 2, ['Rembourser', 'Annuler la note']],
  ['manager', 3, ['Annuler la note']],
];

for (const [persona, status, expected] of cases) {
  test(`${persona} on Yasmine's note in status ${status} is offered ${expected.join(', ') || 'nothing'}`, async () => {
    await show(persona, status);
    await waitFor(() => assert.equal(buttons(), expected));
    const waiting = screen.queryAllByText('Suivi de la validation').length > 0;
    assert.is(waiting, status !== 0 && status !== 5, 'the waiting-validation text');
  });
}

test.run();
