import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, waitFor } from '@testing-library/react';
import RequestDetailPanel from '../../src/features/documents/request-detail-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 3 §2, issue 26: the processing area offers the upload of documents
 * while the request is on hold, and no longer once it is accepted, refused
 * or processed. Calls reach the fake server's dispatcher.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['documents']);
test.after.each(() => cleanup());

const employee = api.as('employee');
const ask = () => employee.post('/api/demanddocument/update', { typeId: 4, userid: 1, version: 1 }).json.data.id as number;
const decide = (id: number, processed: boolean) => api.as('manager').post('/api/demanddocument/processed', { id, processed, raison: processed ? undefined : 'Déjà fourni' });

async function showAsHr(id: number) {
  await renderWithApp(<RequestDetailPanel params={{ id }} onClose={() => {}} panelKey={1} />, { grant: signIn('hr') });
  return screen.findByRole('region', { name: 'Traitement' }, { timeout: 3000 });
}
const uploadOffered = () => screen.queryAllByText('Ajouter des documents').length > 0;

test('on hold: the processing area offers to add documents', async () => {
  await showAsHr(ask());
  await waitFor(() => assert.ok(uploadOffered()));
});

for (const [what, settle] of [
  ['accepted', (id: number) => void decide(id, true)],
  ['refused', (id: number) => void decide(id, false)],
] as const) {
  test(`${what}: no upload in the processing area`, async () => {
    const id = ask();
    settle(id);
    await showAsHr(id);
    // The record is read and shown with its status by now: the upload is not offered.
    await screen.findAllByText(what === 'accepted' ? 'Acceptée' : 'Refusée');
    assert.not.ok(uploadOffered());
  });
}

test.run();
