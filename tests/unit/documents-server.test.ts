import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { fakeApi } from './fake-api';
import { notifications } from '../../server-fake/models/notifications';
import { files } from '../../server-fake/models/session';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The spec sits beside the checkout (../shared) on main, and at /work/shared from a helper's worktree.
const specFile = [path.join(root, '../shared/spec/endpoints.tsv'), '/work/shared/spec/endpoints.tsv'].find((p) => existsSync(p))!;

test('every documents call of endpoints.tsv has a route', () => {
  const api = fakeApi();
  const lines = readFileSync(specFile, 'utf8').split('\n');
  const missing: string[] = [];
  let seen = 0;
  for (const line of lines) {
    const [method, p, area] = line.split('\t');
    if (area !== 'documents' || !['GET', 'POST'].includes(method)) continue;
    seen++;
    if (!api.backend.dispatcher.match(method as never, p.replace(/\{[^}]+\}/g, '1'))) missing.push(`${method} ${p}`);
  }
  assert.ok(seen >= 13);
  assert.equal(missing, []);
  assert.ok(api.backend.dispatcher.match('GET', '/upload/GetCompanyFile/1'));
});

test('type list flags the types offered on paper; every type has a template', () => {
  const me = fakeApi().as('employee');
  const types = me.get('/api/demanddocument/Typelist').json.data;
  assert.ok(types.find((t: { text: string }) => t.text === 'Attestation de travail').flag);
  assert.is(types.find((t: { text: string }) => t.text === 'Attestation de congé').flag, false);
  assert.ok(me.get('/api/documenttype/list').json.data.every((t: { template: boolean }) => t.template));
});

test('an employee asks for a certificate: on hold, the manager and HR are notified, validation says RequiredAttribute', () => {
  const api = fakeApi();
  const me = api.as('employee');
  const bad = me.post('/api/demanddocument/update', { userid: 1, version: 1 });
  assert.is(bad.status, 400);
  assert.is(bad.json.message, 'RequiredAttribute');
  const res = me.post('/api/demanddocument/update', { typeId: 1, userid: 1, version: 0, remark: 'Pour la banque' });
  assert.is(res.json.success, true);
  const info = me.get(`/api/demanddocument/info/${res.json.data.id}`).json.data;
  assert.is(info.status, 0);
  assert.is(info.version, 0);
  assert.is(info.isApprover, false);
  const notes = notifications(api.backend.db).filter((n) => n.sourceName === 'DocumentsRequest' && n.sourceId === info.id);
  assert.equal(notes.map((n) => n.userId).sort(), [2, 3, 4]);
  // Someone else's request needs the manage permission; paper only for flagged types.
  assert.is(me.post('/api/demanddocument/update', { typeId: 1, userid: 7, version: 1 }).status, 403);
  assert.is(me.post('/api/demanddocument/update', { typeId: 3, userid: 1, version: 2 }).json.message, 'Documents.PaperNotOffered');
});

test('the owner edits their own request only while on hold; delete needs the manage permission', () => {
  const api = fakeApi();
  const me = api.as('employee');
  const hr = api.as('hr');
  const id = me.post('/api/demanddocument/update', { typeId: 1, userid: 1, version: 1 }).json.data.id;
  assert.is(me.post('/api/demanddocument/update', { id, typeId: 2, userid: 1, version: 1 }).json.success, true);
  assert.is(me.get(`/api/demanddocument/demand/${id}`).json.data.typeId, 2);
  assert.is(me.get(`/api/demanddocument/delete/${id}`).status, 403);
  assert.is(api.as('support').post('/api/demanddocument/update', { id, typeId: 1, userid: 1, version: 1 }).status, 403);
  assert.is(api.as('manager').post('/api/demanddocument/processed', { id, processed: true }).json.success, true);
  const late = me.post('/api/demanddocument/update', { id, typeId: 1, userid: 1, version: 1 });
  assert.is(late.json.success, false);
  assert.is(late.json.message, 'Documents.NotOnHold');
  assert.is(hr.get(`/api/demanddocument/delete/${id}`).json.success, false);
  const other = me.post('/api/demanddocument/update', { typeId: 1, userid: 1, version: 1 }).json.data.id;
  assert.is(hr.get(`/api/demanddocument/delete/${other}`).json.success, true);
  assert.is(me.get(`/api/demanddocument/info/${other}`).status, 404);
});

test('approvers decide; a refusal needs a reason, which the requester reads; the requester is notified', () => {
  const api = fakeApi();
  const me = api.as('employee');
  const id = me.post('/api/demanddocument/update', { typeId: 1, userid: 1, version: 1 }).json.data.id;
  assert.is(me.post('/api/demanddocument/processed', { id, processed: true }).status, 403);
  assert.is(api.as('support').post('/api/demanddocument/processed', { id, processed: true }).status, 403);
  const manager = api.as('manager');
  assert.is(manager.get(`/api/demanddocument/info/${id}`).json.data.isApprover, true);
  assert.is(manager.post('/api/demanddocument/processed', { id, processed: false }).json.message, 'Documents.ReasonRequired');
  assert.is(manager.post('/api/demanddocument/processed', { id, processed: 'false', raison: 'Déjà fourni' }).json.success, true);
  const seen = me.get(`/api/demanddocument/info/${id}`).json.data;
  assert.is(seen.status, 2);
  assert.is(seen.raison, 'Déjà fourni');
  assert.ok(!!notifications(api.backend.db).find((n) => n.userId === 1 && n.sourceId === id && n.title === 'Documents.Notification.Refused'));
});

test('processing needs the manage permission, produces a PDF with the name, and records the distribution', async () => {
  const api = fakeApi();
  const me = api.as('employee');
  const hr = api.as('hr');
  const id = me.post('/api/demanddocument/update', { typeId: 1, userid: 1, version: 1 }).json.data.id;
  api.as('manager').post('/api/demanddocument/processed', { id, processed: true });
  assert.is(api.as('manager').post('/api/demanddocument/processed', { id, processed: true }).status, 403);
  assert.is(hr.post('/api/demanddocument/processed', { id, processed: true }).json.success, true);
  const info = me.get(`/api/demanddocument/info/${id}`).json.data;
  assert.ok(info.processed);
  const doc = info.filesNames.find((f: { document: boolean }) => f.document);
  assert.match(doc.name, /Attestation de travail - Yasmine El Idrissi\.pdf/);
  const pdf = me.get(doc.path);
  assert.is(pdf.headers['Content-Type'], 'application/pdf');
  assert.ok(!!notifications(api.backend.db).find((n) => n.userId === 1 && n.sourceId === id && n.title === 'Documents.Notification.Processed'));
  const rows = api.as('hr').post('/api/documentdistribution/list', {}).json.data;
  assert.ok(rows.some((r: { demandId: number; userFullName: string }) => r.demandId === id && r.userFullName === 'Yasmine El Idrissi'));
  assert.is(me.post('/api/documentdistribution/list', {}).status, 403);
});

// Spec 1 §2.6: the global search's results are "collaborators (with a count) and documents (with a count)", and
// "documents open through the document file calls"; spec 1 §2.2 gives each person "my documents". Reading (the spec
// does not say whose documents the search shows; server-fake/rules/shell.ts writes it down): a person finds the
// documents produced for them, and someone else does not (issue 33 item 6: the mutation run let a produced document
// stored as HR's file live, which its employee's search no longer found).
test('a produced document is the employee\'s: their global search finds it, a colleague\'s does not', () => {
  const api = fakeApi();
  const me = api.as('employee');
  const id = me.post('/api/demanddocument/update', { typeId: 1, userid: 1, version: 1 }).json.data.id;
  api.as('manager').post('/api/demanddocument/processed', { id, processed: true });
  assert.is(api.as('hr').post('/api/demanddocument/processed', { id, processed: true }).json.success, true);
  const doc = me.get(`/api/demanddocument/info/${id}`).json.data.filesNames.find((f: { document: boolean }) => f.document);
  const found = (who: 'employee' | 'manager') =>
    api.as(who).post('/api/home/GlobalSearch', { value: 'Attestation de travail - Yasmine', regex: false }).json.data.filter((r: { type: string; value: number }) => r.value === doc.id && r.type === 'UserDoc');
  assert.is(found('employee').length, 1, 'the employee finds the document produced for them');
  assert.is(found('manager').length, 0, 'a colleague does not');
});

test('template: filled with the employee data, edited text sanitised and kept, downloaded as a real PDF', async () => {
  const api = fakeApi();
  const me = api.as('employee');
  const hr = api.as('hr');
  const id = me.post('/api/demanddocument/update', { typeId: 2, userid: 1, version: 1 }).json.data.id;
  assert.is(me.get(`/api/demanddocument/ExtractHtmlFromTemplate/${id}/2/false`).status, 403);
  const html = hr.get(`/api/demanddocument/ExtractHtmlFromTemplate/${id}/2/false`).json.data.html as string;
  for (const part of ['Yasmine El Idrissi', 'Développeur', 'Informatique', 'Attestation de salaire']) assert.ok(html.includes(part), part);
  assert.match(html, /Grille salariale : <strong>(B1|B2|B3|C1|C2)<\/strong>/);
  assert.not.match(html, /\{\{/);
  assert.is(me.post('/api/demanddocument/updateText', { id, text: '<p>x</p>' }).status, 403);
  assert.is(hr.post('/api/demanddocument/updateText', { id, text: '' }).json.message, 'RequiredAttribute');
  const saved = hr.post('/api/demanddocument/updateText', { id, text: '<p onclick="steal()">Texte revu pour Yasmine El Idrissi<script>alert(1)</script><img src=x onerror=alert(1)></p>' });
  assert.is(saved.json.data.html, '<p>Texte revu pour Yasmine El Idrissi</p>');
  assert.is(hr.get(`/api/demanddocument/ExtractHtmlFromTemplate/${id}/2/false`).json.data.html, '<p>Texte revu pour Yasmine El Idrissi</p>');
  assert.match(hr.get(`/api/demanddocument/ExtractHtmlFromTemplate/${id}/2/true`).json.data.html, /Attestation de salaire/);
  for (const withHeaders of ['true', 'false']) {
    const res = api.backend.dispatcher.handle({ method: 'GET', path: `/api/downloadtemplatedemand/${id}/${withHeaders}`, query: {}, headers: { authorization: `Bearer ${hr.token}` }, body: undefined });
    assert.is(res.headers['Content-Type'], 'application/pdf');
    assert.match(res.headers['Content-Disposition'], /^attachment;/);
    const bytes = res.body as Uint8Array;
    const text = Buffer.from(bytes).toString('latin1');
    assert.ok(text.startsWith('%PDF-1.7'));
    assert.ok(text.includes('(Texte revu pour Yasmine El Idrissi) Tj'));
    assert.is(text.includes('Atlas'), withHeaders === 'true');
    const doc = await PDFDocument.load(bytes);
    assert.is(doc.getPageCount(), 1);
  }
  assert.is(me.get(`/api/downloadtemplatedemand/${id}/true`).status, 403);
});

test('statistics count by status for what the caller may see', () => {
  const api = fakeApi();
  const mine = api.as('employee').get('/api/demanddocument/statistic').json.data;
  assert.equal(mine, { total: 3, onHold: 1, accepted: 1, refused: 1, processed: 1 });
  const all = api.as('hr').get('/api/demanddocument/statistic').json.data;
  assert.ok(all.total > 20 && all.onHold + all.accepted + all.refused === all.total);
  assert.equal(api.as('manager').get('/api/demanddocument/statistic/1').json.data, mine);
  assert.is(api.as('support').get('/api/demanddocument/statistic/1').status, 403);
});

test('listing filters by status, type and user; an employee only ever sees their own', () => {
  const api = fakeApi();
  const hr = api.as('hr');
  const refusedOnes = hr.post('/api/demanddocument/listing', { status: 2 }).json.data.items;
  assert.ok(refusedOnes.length > 0 && refusedOnes.every((d: { status: number }) => d.status !== 0 && d.status !== 1));
  assert.ok(hr.post('/api/demanddocument/listing', { typeId: 1 }).json.data.items.every((d: { typeId: number }) => d.typeId === 1));
  const own = api.as('employee').post('/api/demanddocument/listing', { userId: 5 }).json.data.items;
  assert.ok(own.length === 3 && own.every((d: { userid: number }) => d.userid === 1));
});

test('company files: browsable by category, served through GetCompanyFile; other files are not', () => {
  const api = fakeApi();
  const manager = api.as('manager');
  const cats = manager.get('/api/companyfile/categories').json.data;
  assert.ok(cats.length >= 3);
  const list = manager.post('/api/companyfile/list', { categoryId: cats[0].value }).json.data;
  assert.ok(list.length > 0 && list.every((f: { categoryId: number }) => f.categoryId === cats[0].value));
  const res = manager.get(`/upload/GetCompanyFile/${list[0].fileId}`);
  assert.is(res.headers['Content-Type'], 'application/pdf');
  assert.ok(files(api.backend.db).by('area', 'company').length === 8);
  const other = files(api.backend.db).by('area', 'documents')[0];
  assert.is(manager.get(`/upload/GetCompanyFile/${other.id}`).status, 404);
  assert.is(api.as('employee').post('/api/companyfile/list', {}).status, 403);
});

test('documents uploaded for a waiting request are files of area documents; only with the manage permission', () => {
  const api = fakeApi();
  const me = api.as('employee');
  const id = me.post('/api/demanddocument/update', { typeId: 4, userid: 1, version: 1 }).json.data.id;
  const file = { name: 'ordre.pdf', size: 12, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjcK' };
  assert.is(me.post(`/api/demanddocument/uploadfiles/${id}`, { files: file }).status, 403);
  const res = api.as('hr').post(`/api/demanddocument/uploadfiles/${id}`, { files: [file] });
  assert.is(res.json.success, true);
  const listed = me.get(`/api/demanddocument/info/${id}`).json.data.filesNames;
  assert.equal(listed.map((f: { name: string; document: boolean }) => [f.name, f.document]), [['ordre.pdf', true]]);
  assert.is(files(api.backend.db).get(listed[0].id)!.area, 'documents');
});

test('documents are uploaded only while the request is on hold: accepted, processed or refused answer 400 Documents.NotOnHold and store nothing (spec 3 §2, issue 26)', () => {
  const api = fakeApi();
  const me = api.as('employee');
  const hr = api.as('hr');
  const manager = api.as('manager');
  const file = { name: 'attestation.pdf', size: 12, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjcK' };
  const ask = () => me.post('/api/demanddocument/update', { typeId: 4, userid: 1, version: 1 }).json.data.id as number;
  const upload = (id: number) => {
    const before = files(api.backend.db).size;
    const res = hr.post(`/api/demanddocument/uploadfiles/${id}`, { files: [file] });
    return { res, stored: files(api.backend.db).size - before };
  };
  const onHold = ask();
  assert.is(upload(onHold).res.status, 200, 'status 0, on hold: the upload is offered');
  const accepted = ask();
  manager.post('/api/demanddocument/processed', { id: accepted, processed: true });
  assert.is(me.get(`/api/demanddocument/info/${accepted}`).json.data.status, 1);
  const refused = ask();
  manager.post('/api/demanddocument/processed', { id: refused, processed: false, raison: 'Déjà fourni' });
  const processed = ask();
  manager.post('/api/demanddocument/processed', { id: processed, processed: true });
  hr.post('/api/demanddocument/processed', { id: processed, processed: true });
  for (const [what, id] of [['accepted', accepted], ['refused', refused], ['processed', processed]] as const) {
    const { res, stored } = upload(id);
    assert.is(res.status, 400, what);
    assert.is(res.json.message, 'Documents.NotOnHold', what);
    assert.is(stored, 0, `${what}: nothing stored`);
    assert.not.ok(me.get(`/api/demanddocument/info/${id}`).json.data.filesNames.some((f: { name: string }) => f.name === file.name), what);
  }
});

test.run();
