import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import RequestDetailPanel from '../../src/features/documents/request-detail-panel';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 3 §2, issue 26: the processing area offers the upload of documents
 * while the request is on hold, and no longer once it is accepted, refused
 * or processed. Spec 1 S1.4.04: the box's upload shows its progress (the
 * transport here, like the demo's, reports none: 10 % every 50 ms) and can
 * be aborted. Calls reach the fake server's dispatcher.
 */
const api = fakeApi();
const { signIn, uploads } = serveFromDispatcher(test, api, ['documents'], { intercepted: true });
test.after.each(() => cleanup());

const employee = api.as('employee');
const ask = () => employee.post('/api/demanddocument/update', { typeId: 4, userid: 1, version: 1 }).json.data.id as number;
const decide = (id: number, processed: boolean) => api.as('manager').post('/api/demanddocument/processed', { id, processed, raison: processed ? undefined : 'Déjà fourni' });

async function showAsHr(id: number, processing = true) {
  await renderWithApp(<RequestDetailPanel params={{ id }} onClose={() => {}} panelKey={1} />, { grant: signIn('hr') });
  return processing ? screen.findByRole('region', { name: 'Traitement' }, { timeout: 3000 }) : screen.findByText('Refusée', {}, { timeout: 3000 });
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
    await showAsHr(id, what === 'accepted');
    // The record is read and shown with its status by now: the upload is not offered.
    await screen.findAllByText(what === 'accepted' ? 'Acceptée' : 'Refusée');
    assert.not.ok(uploadOffered());
    // Accepted, the template is there to produce the document; refused, nothing is to be produced: no
    // processing area, no template to download (review: HR could download a refused request's certificate).
    const downloads = screen.queryAllByRole('button', { name: /Télécharger (avec|sans) en-tête/ }).length;
    if (what === 'accepted') await waitFor(() => assert.is(screen.queryAllByRole('button', { name: /Télécharger (avec|sans) en-tête/ }).length, 2));
    else {
      assert.is(downloads, 0);
      assert.is(screen.queryByRole('region', { name: 'Traitement' }), null);
    }
  });
}

const box = () => document.querySelector<HTMLElement>('.documents-upload')!;
const sendButton = () => screen.queryByRole('button', { name: 'Envoyer les documents' }) as HTMLButtonElement | null;
const attached = (id: number) => (api.as('hr').get(`/api/demanddocument/info/${id}`).json.data.filesNames as Array<{ name: string }>).map((f) => f.name);

test('on hold: the upload shows its progress, an abort keeps the file and attaches nothing, a second send attaches it and empties the box', async () => {
  const id = ask();
  await showAsHr(id);
  const input = box().querySelector<HTMLInputElement>('input[type=file]')!;
  await act(async () => void fireEvent.change(input, { target: { files: [new File(['%PDF-1.4 attestation'], 'attestation-signee.pdf', { type: 'application/pdf' })] } }));
  await waitFor(() => assert.ok(sendButton()));
  uploads.hold();
  await act(async () => void fireEvent.click(sendButton()!));
  const bar = await screen.findByRole('progressbar', { name: "Progression de l'envoi" });
  await waitFor(() => assert.ok(Number(bar.getAttribute('value')) >= 20), { timeout: 2000 });
  assert.ok(sendButton()!.disabled, 'no second send while it goes');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: "Annuler l'envoi" })));
  assert.not.ok(screen.queryByRole('progressbar', { name: "Progression de l'envoi" }));
  await screen.findByText('Envoi annulé');
  assert.not.ok(sendButton()!.disabled, 'the file can be sent again');
  uploads.release();
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(attached(id), [], 'the aborted upload attached nothing');
  await act(async () => void fireEvent.click(sendButton()!));
  await waitFor(() => assert.not.ok(sendButton()), { timeout: 3000 });
  assert.equal(attached(id), ['attestation-signee.pdf']);
  // The request read again lists it among its documents (names cut at 15 characters, whole in the title).
  await screen.findByTitle('attestation-signee.pdf');
});

test('persona review: documents chosen and not sent keep Accepter shut, with why; once sent it opens', async () => {
  const id = ask();
  await showAsHr(id);
  const accept = () => screen.getByRole('button', { name: 'Accepter' }) as HTMLButtonElement;
  await waitFor(() => assert.not.ok(accept().disabled));
  const input = box().querySelector<HTMLInputElement>('input[type=file]')!;
  await act(async () => void fireEvent.change(input, { target: { files: [new File(['%PDF-1.4 attestation'], 'attestation-signee.pdf', { type: 'application/pdf' })] } }));
  await waitFor(() => assert.ok(sendButton()));
  assert.ok(accept().disabled, 'accepting now would drop the chosen file with the box');
  assert.ok(screen.getByText('Envoyez d’abord les documents choisis, ou retirez-les, pour accepter.'));
  await act(async () => void fireEvent.click(sendButton()!));
  await waitFor(() => assert.not.ok(sendButton()), { timeout: 3000 });
  assert.equal(attached(id), ['attestation-signee.pdf']);
  await waitFor(() => assert.not.ok(accept().disabled));
  assert.is(screen.queryByText('Envoyez d’abord les documents choisis, ou retirez-les, pour accepter.'), null);
});

test.run();
