import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import readXlsxFile from 'read-excel-file/node';
import { fakeApi } from './fake-api';
import { forms, formResponses } from '../../server-fake/models/forms';
import { notifications } from '../../server-fake/models/notifications';
import type { Method } from '../../server-fake/http';

const api = () => fakeApi();

test('every forms line of endpoints.tsv has a route', () => {
  const { backend } = api();
  const lines = readFileSync('/work/shared/spec/endpoints.tsv', 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  const missing: string[] = [];
  for (const l of lines) {
    const [method, path, area] = l.split('\t');
    if (area !== 'forms') continue;
    const concrete = path.replace(/\{[^}]+\}/g, '7').split('?')[0];
    if (!backend.dispatcher.match(method as Method, concrete)) missing.push(l);
  }
  assert.equal(missing, []);
});

test('published forms: the menu gets five and a count of the rest; the panel pages by ten with a search', () => {
  const a = api().as('employee');
  const menu = a.get('/api/Forms/ListPublished').json.data;
  assert.is(menu.forms.length, 5);
  assert.ok(menu.countSecondaryForms >= 1);
  const all = a.post('/api/Forms/ListPublishedSecondary', { searchValue: '', pageSize: 10, currentPage: 0 }).json.data;
  assert.is(all.total, menu.forms.length + menu.countSecondaryForms);
  const found = a.post('/api/Forms/ListPublishedSecondary', { searchValue: 'cantine', pageSize: 10, currentPage: 0 }).json.data;
  assert.equal(found.forms.map((f: { title: string }) => f.title), ['Sondage cantine']);
});

test('audience: a department form is seen by that department only', () => {
  const f = api();
  const titles = (k: 'employee' | 'hr') => f.as(k).post('/api/Forms/ListPublishedSecondary', { pageSize: 50 }).json.data.forms.map((x: { title: string }) => x.title);
  assert.ok(titles('employee').includes('Formation souhaitée 2027'));
  assert.not.ok(titles('hr').includes('Formation souhaitée 2027'));
});

// Spec 3 §3 and §4: "Form states: Draft, Published, Unpublished, Archived" and "Published form list items". Only a
// published form is in the published list and may be answered; unpublishing it takes it back from the people it was
// shared with (issue 33 item 6: the mutation run let a rule answering unpublished forms live).
test('an unpublished form leaves the published list and SubmitForm refuses it', () => {
  const f = api();
  const hr = f.as('hr');
  const emp = f.as('employee');
  const id = hr.post('/api/Forms/edit', { id: 0, title: 'Sondage retiré', fields: [{ id: 1, title: 'Nom', fieldType: 2 }] }).json.data.id as number;
  hr.post('/api/Forms/Sharing', { formId: id, audience: { kind: 'Public', ids: [] } });
  const listed = () => emp.post('/api/Forms/ListPublishedSecondary', { searchValue: 'Sondage retiré', pageSize: 50 }).json.data.forms.map((x: { id: number }) => x.id);
  const submit = () => emp.post('/api/Forms/SubmitForm', { FormId: String(id), 'Fields[0].Id': '1', 'Fields[0].Response': 'Yasmine' });
  assert.equal(listed(), [id], 'published: listed');
  assert.is(hr.post(`/api/Forms/Unpublished/${id}`).json.data.state, 'Unpublished');
  assert.equal(listed(), [], 'unpublished: gone from the list');
  assert.is(submit().status, 403, 'unpublished: no answer taken');
});

test('publication moves follow the statechart: draft → published → unpublished → archived → unpublished; illegal moves refused', () => {
  const f = api();
  const hr = f.as('hr');
  const id = hr.post('/api/Forms/edit', { id: 0, title: 'Essai', fields: [{ id: 0, title: 'Nom', fieldType: 2, isRequired: true }] }).json.data.id;
  assert.is(hr.post(`/api/Forms/Unpublished/${id}`).json.success, false);
  assert.is(hr.post('/api/Forms/Sharing', { formId: id, audience: { kind: 'Public', ids: [] } }).json.data.state, 'Published');
  assert.is(hr.del(`/api/Forms/Delete/${id}`).json.success, false);
  assert.is(hr.post(`/api/Forms/Unpublished/${id}`).json.data.state, 'Unpublished');
  assert.is(hr.post(`/api/Forms/Archive?formId=${id}`).json.data.state, 'Archived');
  assert.is(hr.post(`/api/Forms/UnArchive?formId=${id}`).json.data.state, 'Unpublished');
  assert.is(hr.del(`/api/Forms/Delete/${id}`).json.success, true);
  assert.is(hr.get(`/api/Forms/detailForm/${id}`).status, 404);
  assert.is(f.as('employee').post('/api/Forms/edit', { id: 0, title: 'x', fields: [] }).status, 403);
});

test('duplicate: a new draft form with a new id, the same fields and statuses; the list shows both (issue 26)', () => {
  const f = api();
  const hr = f.as('hr');
  const list = () => hr.post('/api/Forms/list', { searchValue: 'Demande de matériel', currentPage: 0, pageSize: 50 }).json.data.forms as Array<{ id: number; title: string; state: string }>;
  const [source] = list();
  const statusesOf = (id: number) => hr.get(`/api/Forms/Statuts/${id}`).json.data.map((s: Record<string, unknown>) => ({ text: s.text, color: s.color, kind: s.kind, order: s.order, isStep: s.isStep, approverId: s.approverId, active: s.active }));
  const r = hr.post('/api/Forms/duplicate', { id: source.id });
  assert.is(r.status, 200, r.text);
  const copyId = r.json.data.id as number;
  assert.is.not(copyId, source.id);
  const copy = hr.get(`/api/Forms/detailForm/${copyId}`).json.data;
  assert.equal(copy.fields, hr.get(`/api/Forms/detailForm/${source.id}`).json.data.fields);
  assert.is(copy.state, 'Draft', 'a copy is not published to anyone until shared');
  assert.equal(statusesOf(copyId), statusesOf(source.id));
  assert.is(copy.responsesCount, 0);
  assert.equal(list().map((x) => x.id).sort(), [source.id, copyId].sort());
  // Twice: the second copy gets an id of its own too.
  const again = hr.post('/api/Forms/duplicate', { id: source.id });
  assert.is(again.status, 200, again.text);
  assert.ok(![source.id, copyId].includes(again.json.data.id));
});

function published(f: ReturnType<typeof fakeApi>, o: { anonymous?: boolean } = {}) {
  const hr = f.as('hr');
  const id = hr.post('/api/Forms/edit', {
    id: 0, title: 'Contrôle',
    fields: [
      { id: 1, title: 'Âge', fieldType: 0, isRequired: true }, { id: 2, title: 'Mail', fieldType: 3 }, { id: 3, title: 'Site', fieldType: 13 },
      { id: 4, title: 'Pièce', fieldType: 11, isRequired: true, parametres: 'pdf' },
    ],
  }).json.data.id;
  if (o.anonymous) hr.post('/api/Forms/ActivateAnonymous', { formId: id, isAnonymous: true });
  hr.post('/api/Forms/Sharing', { formId: id, audience: { kind: 'Public', ids: [] } });
  return id as number;
}
const file = (name: string) => ({ name, size: 4, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' });

test('SubmitForm validates answers with the client rules: 400 with the spec message keys', () => {
  const f = api();
  const id = published(f);
  const emp = f.as('employee');
  const send = (o: Record<string, unknown>) => emp.post('/api/Forms/SubmitForm', { FormId: String(id), 'Fields[0].Id': '1', 'Fields[1].Id': '2', 'Fields[2].Id': '3', 'Fields[3].Id': '4', ...o });
  let r = send({ 'Fields[0].Response': 'abc', 'Fields[3].Files': file('a.pdf') });
  assert.is(r.status, 400);
  assert.is(r.json.message, 'validation.number');
  r = send({ 'Fields[0].Response': '3', 'Fields[1].Response': 'nope', 'Fields[3].Files': file('a.pdf') });
  assert.is(r.json.message, 'Invalid.Email');
  r = send({ 'Fields[0].Response': '3', 'Fields[2].Response': 'pas une url', 'Fields[3].Files': file('a.pdf') });
  assert.is(r.json.message, 'validation.url');
  r = send({ 'Fields[0].Response': '3' });
  assert.is(r.json.message, 'RequiredAttribute');
  r = send({ 'Fields[0].Response': '3', 'Fields[3].Files': file('a.png') });
  assert.is(r.json.message, 'Form.InvalidType');
  r = send({ 'Fields[0].Response': '34', 'Fields[1].Response': 'y@atlas.ma', 'Fields[3].Files': file('cv.pdf') });
  assert.is(r.status, 200);
  const row = formResponses(f.backend.db).get(r.json.data.id)!;
  assert.is(row.userId, 1);
  assert.is(row.answers[3].files[0].name, 'cv.pdf');
  const n = notifications(f.backend.db).all().find((x) => x.sourceName === 'ResponseForm' && x.sourceId === row.id);
  assert.is(n?.userId, 3);
  const dl = emp.post(`/api/files/DownloadFileByName?name=${row.answers[3].files[0].fileId}_cv.pdf`);
  assert.is(dl.status, 200);
  assert.is(f.as('manager').post(`/api/files/DownloadFileByName?name=${row.answers[3].files[0].fileId}_cv.pdf`).status, 403, 'someone unrelated cannot fetch it');
});

test('anonymous mode stores nobody on the response', () => {
  const f = api();
  const id = published(f, { anonymous: true });
  const r = f.as('employee').post('/api/Forms/SubmitForm', { FormId: String(id), 'Fields[0].Id': '1', 'Fields[0].Response': '30', 'Fields[1].Id': '4', 'Fields[1].Files': file('x.pdf') });
  assert.is(r.status, 200);
  const row = formResponses(f.backend.db).get(r.json.data.id)!;
  assert.is(row.userId, null);
  assert.is(row.createdBy, null);
  assert.is(f.as('hr').get(`/api/Forms/DetailResponse/${row.id}`).json.data.user, null);
});

test('approval: only the step approver approves or refuses; privileged roles pick any status', () => {
  const f = api();
  const equipment = forms(f.backend.db).find((x) => x.title === 'Demande de matériel')!;
  const pending = formResponses(f.backend.db).by('formId', equipment.id).find((r) => r.userId === 1)!;
  const emp = f.as('employee');
  const mine = emp.get(`/api/Forms/DetailResponse/${pending.id}`).json.data;
  assert.is(mine.activedApproval, false);
  assert.equal(mine.statutList, []);
  const manager = f.as('manager');
  const seen = manager.get(`/api/Forms/DetailResponse/${pending.id}`).json.data;
  assert.is(seen.activedApproval, true);
  assert.equal(seen.statutList.map((s: { text: string }) => s.text), ['Validation IT', 'Refusé']);
  assert.is(manager.post('/api/Forms/ChangeStatutResponse', { id: pending.id, statutId: seen.statutList[0].value + 1 }).status, 403);
  assert.is(manager.post('/api/Forms/ChangeStatutResponse', { id: pending.id, statutId: seen.statutList[0].value }).json.data.statut.text, 'Validation IT');
  const after = f.as('owner').get(`/api/Forms/DetailResponse/${pending.id}`).json.data;
  assert.equal(after.approvalList.map((a: { status: string }) => a.status), ['approved', 'pending']);
  assert.is(after.canChangeAny, true);
  assert.is(after.statutList.length, 3);
});

test('the export is a real spreadsheet with one row per response', async () => {
  const f = api();
  const equipment = forms(f.backend.db).find((x) => x.title === 'Demande de matériel')!;
  const res = f.backend.dispatcher.handle({ method: 'POST', path: '/api/Forms/ExportResponsesToExcel', query: {}, headers: { authorization: `Bearer ${f.login('hr')}` }, body: { formId: equipment.id } });
  assert.is(res.status, 200);
  const sheets = (await readXlsxFile(Buffer.from(res.body as Uint8Array))) as unknown as Array<{ data: unknown[][] }>;
  const rows = sheets[0].data;
  assert.is(rows.length, 1 + formResponses(f.backend.db).by('formId', equipment.id).length);
  assert.is(rows[0][4], 'Type de matériel');
});

test("persona reviews s42 and s43: a new form's statuses, and a copy's '(copie)', in its maker's language; the seed's forms keep the company's French", () => {
  const f = api();
  const token = f.as('hr').token;
  const call = (method: 'GET' | 'POST', path: string, lng: string, body?: unknown) => {
    const res = f.backend.dispatcher.handle({ method, path, query: {}, headers: { authorization: `Bearer ${token}`, 'Accept-Language': lng }, body });
    return { status: res.status, body: typeof res.body === 'string' ? JSON.parse(res.body) : res.body };
  };
  const made = (lng: string) => {
    const res = call('POST', '/api/Forms/edit', lng, { id: 0, title: `Évaluation ${lng}`, fields: [{ id: 0, title: 'Nom', fieldType: 2 }] });
    assert.is(res.status, 200, String(res.body));
    const id = (res.body as { data: { id: number } }).data.id;
    return ((call('GET', `/api/Forms/Statuts/${id}`, 'fr').body as { data: Array<{ text: string; kind: string }> }).data).map((s) => `${s.text}/${s.kind}`);
  };
  assert.equal(made('ar-MA,ar;q=0.9'), ['جديد/onHold', 'قيد المعالجة/onHold', 'مقبول/accept', 'مرفوض/refuse']);
  assert.equal(made('en-GB'), ['New/onHold', 'In progress/onHold', 'Accepted/accept', 'Refused/refuse']);
  assert.equal(made('fr-FR'), ['Nouveau/onHold', 'En cours/onHold', 'Accepté/accept', 'Refusé/refuse']);
  // Review s43: a copy's '(copie)' too.
  const source = (call('POST', '/api/Forms/list', 'fr', { searchValue: 'Sondage cantine', currentPage: 0, pageSize: 5 }).body as { data: { forms: Array<{ id: number }> } }).data.forms[0]!.id;
  const copyTitle = (lng: string) => {
    const id = (call('POST', '/api/Forms/duplicate', lng, { id: source }).body as { data: { id: number } }).data.id;
    return (call('GET', `/api/Forms/detailForm/${id}`, lng).body as { data: { title: string } }).data.title;
  };
  assert.is(copyTitle('ar-MA'), 'Sondage cantine (نسخة)');
  assert.is(copyTitle('es-ES'), 'Sondage cantine (copia)');
  assert.is(copyTitle('fr-FR'), 'Sondage cantine (copie)');
});

test.run();
