import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import RequestDetailPanel from '../../src/features/documents/request-detail-panel';
import NoteDetailPanel from '../../src/features/expenses/note-detail-panel';
import { documentRequests } from '../../server-fake/models/documents';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Spec 3 section 5: a preview is offered for jpg, jpeg, png and pdf (and gif
 * or jfif in places); other files are downloaded. The files are stored on the
 * fake server (with content matching their names) and listed by the document
 * request and the expense note.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['documents', 'expenses']);
test.after.each(() => cleanup());

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const content: Record<string, Buffer> = {
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), jfif: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), gif: bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]),
  pdf: bytes('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), docx: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0], '[Content_Types].xml'),
  xlsx: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0], '[Content_Types].xml'), txt: bytes('Bonjour'),
};
const upload = (name: string) => {
  const b = content[name.split('.').pop()!]!;
  return { name, size: b.length, type: 'application/octet-stream', content: `data:application/octet-stream;base64,${b.toString('base64')}` };
};
const previewed = ['photo.jpg', 'scan.jpeg', 'capture.png', 'releve.pdf', 'anim.gif', 'image.jfif'];

test('S3.5.18 a document request offers the preview for jpg, jpeg, png, pdf, gif and jfif only; every file downloads', async () => {
  const hr = api.as('hr');
  const request = documentRequests(api.backend.db).find((r) => r.status === 0)!;
  const names = [...previewed, 'contrat.docx', 'tableau.xlsx', 'notes.txt'];
  assert.is(hr.post(`/api/demanddocument/uploadfiles/${request.id}`, { files: names.map(upload) }).json.success, true);
  await renderWithApp(<RequestDetailPanel params={{ id: request.id }} onClose={() => {}} panelKey={1} />, { grant: signIn('hr') });
  await waitFor(() => assert.ok(screen.getByRole('button', { name: 'Télécharger notes.txt' })), { timeout: 3000 });
  const offered = names.filter((n) => screen.queryAllByRole('button', { name: `Voir ${n}` }).length > 0);
  assert.equal(offered, previewed);
  for (const n of names) assert.ok(screen.getAllByRole('button', { name: `Télécharger ${n}` }).length, `${n} downloads`);
});

test('S3.5.18 an expense note offers the preview for the same types only; the others download', async () => {
  const names = [...previewed, 'contrat.docx', 'tableau.xlsx'];
  const id = api.as('employee').post('/api/Notes/Create', { title: 'Salon Agadir', currency: 'MAD', files: names.map(upload) }).json.data.id as number;
  await renderWithApp(<NoteDetailPanel params={{ id }} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const section = await screen.findByRole('region', { name: 'Pièces jointes' }, { timeout: 3000 });
  const rows = within(section).getAllByRole('listitem');
  const shown = rows.map((li) => ({ name: li.querySelector('.file-name')!.textContent!, view: within(li).queryByRole('button', { name: 'Voir' }) !== null, download: within(li).queryByRole('button', { name: /^Télécharger / }) !== null }));
  assert.equal(shown.map((r) => r.name), names);
  assert.equal(shown.filter((r) => r.view).map((r) => r.name), previewed);
  assert.ok(shown.every((r) => r.download), 'every file downloads');
});

test.run();
