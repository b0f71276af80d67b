import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readSheet } from 'read-excel-file/node';
import { strFromU8, unzipSync } from 'fflate';
import { fakeApi } from './fake-api';
import { formResponses, forms } from '../../server-fake/models/forms';
import { FieldType } from '../../src/domain/forms';
import { configureApi, requestHeaders } from '../../src/api/client';

/**
 * Issue 26 item 7: every export speaks the interface language (sent as
 * Accept-Language, its documented call carrying none), writes choice answers
 * by their labels, and carries a default style (openpyxl warns 'Workbook
 * contains no default style' without cellXfs).
 */
const api = fakeApi();
const tokens = { hr: api.as('hr').token, support: api.as('support').token, manager: api.as('manager').token };
const download = (token: string, lng: string | null, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const res = api.backend.dispatcher.handle({ method, path, query: {}, headers: { authorization: `Bearer ${token}`, ...(lng ? { 'Accept-Language': lng } : {}) }, body });
  assert.is(res.status, 200, `${path}: ${String(res.body).slice(0, 120)}`);
  assert.is(res.headers['Content-Type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return res.body as Uint8Array;
};
const rowsOf = async (bytes: Uint8Array) => (await readSheet(Buffer.from(bytes))) as unknown[][];
const equipment = forms(api.backend.db).find((x) => x.title === 'Demande de matériel')!;
const leave = (lng: string | null) => download(tokens.manager, lng, 'POST', '/api/congee/ExportConge', {});
const responses = (lng: string | null) => download(tokens.hr, lng, 'POST', '/api/Forms/ExportResponsesToExcel', { formId: equipment.id });
const hardware = (lng: string | null) => download(tokens.support, lng, 'GET', '/api/hardware/Download');

test('the leave export: English headers, statuses and durations for an English session, French ones for French', async () => {
  const en = await rowsOf(leave('en-GB,en;q=0.9'));
  assert.equal(en[0], ['Employee', 'Department', 'Type', 'Created', 'Start', 'End', 'Duration', 'Status']);
  assert.ok(en.slice(1).every((r) => ['Pending', 'Accepted', 'Rejected', 'Cancelled', 'Leave cancelled'].includes(String(r[7]))), String(en[1]));
  assert.ok(en.slice(1).some((r) => /^\d+(\.\d+)? days?$|^\d+\.\d\d h$/.test(String(r[6]))), String(en[1]?.[6]));
  // A day is a real date cell, not text in one language's shape.
  assert.ok(en[1]![4] instanceof Date);
  const fr = await rowsOf(leave('fr'));
  assert.equal(fr[0], ['Collaborateur', 'Département', 'Type', 'Créée le', 'Début', 'Fin', 'Durée', 'Statut']);
  assert.not.ok(fr.slice(1).some((r) => /jour\(s\)/.test(String(r[6]))));
});

test('with no language the export is French, the interface default', async () => {
  assert.is((await rowsOf(leave(null)))[0]![0], 'Collaborateur');
  assert.is((await rowsOf(leave('de-DE,en;q=0.5')))[0]![0], 'Employee');
});

test('the forms responses export: headers in the session language, choice answers by their labels', async () => {
  const en = await rowsOf(responses('en'));
  assert.equal(en[0]!.slice(0, 4), ['#', 'Date', 'Employee', 'Status']);
  const column = en[0]!.indexOf('Type de matériel');
  const answers = en.slice(1).map((r) => r[column]).filter(Boolean);
  assert.ok(answers.length > 0);
  // The field's options are 'pc - Ordinateur portable, ecran - Écran, tel - Téléphone, autre - Autre'.
  for (const a of answers) assert.ok(['Ordinateur portable', 'Écran', 'Téléphone', 'Autre'].includes(String(a)), String(a));
  const fr = await rowsOf(responses('fr'));
  assert.equal(fr[0]!.slice(0, 4), ['#', 'Date', 'Collaborateur', 'Statut']);
  const ar = await rowsOf(responses('ar'));
  assert.equal(ar[0]!.slice(1, 4), ['التاريخ', 'الموظف', 'الحالة']);
});

test('the responses list preview shows labels, not stored values', () => {
  const hr = api.as('hr');
  const list = hr.post('/api/Forms/Responses', { formId: equipment.id, pageSize: 100 }).json.data;
  const previews: string[] = list.responses.map((r: { preview: string }) => r.preview);
  assert.ok(previews.length > 0);
  assert.ok(previews.every((p) => !/^(pc|ecran|tel|autre)( ·|$)/.test(p)), previews.join(' | '));
  assert.ok(previews.some((p) => /^(Ordinateur portable|Écran|Téléphone|Autre)/.test(p)), previews.join(' | '));
});

test('a Number answer reads as the caller\'s language writes it in the responses list, and is a number in the export', async () => {
  const quantity = equipment.fields.find((f) => f.fieldType === FieldType.Number)!;
  const table = formResponses(api.backend.db);
  const r = table.by('formId', equipment.id)[0]!;
  const before = r.answers;
  table.update(r.id, { answers: r.answers.map((a) => (a.fieldId === quantity.id ? { ...a, response: '3.5' } : a)) });
  try {
    const preview = (lng: string) => {
      const res = api.backend.dispatcher.handle({ method: 'POST', path: '/api/Forms/Responses', query: {}, headers: { authorization: `Bearer ${tokens.hr}`, 'Accept-Language': lng }, body: { formId: equipment.id, pageSize: 100 } });
      return (JSON.parse(String(res.body)) as { data: { responses: Array<{ id: number; preview: string }> } }).data.responses.find((x) => x.id === r.id)!.preview;
    };
    // The persona review: the panel said '3,5' and the list beside it '3.5'.
    assert.match(preview('fr'), / · 3,5 · /);
    assert.match(preview('en'), / · 3\.5 · /);
    const fr = await rowsOf(responses('fr'));
    const column = fr[0]!.indexOf(quantity.title);
    assert.is(fr.slice(1).find((row) => row[0] === r.id)![column], 3.5);
  } finally {
    table.update(r.id, { answers: before });
  }
});

test("a DateTime answer's day in the responses list reads as the caller's language writes days", () => {
  const r = formResponses(api.backend.db).all().find((x) => x.answers.some((a) => a.response === '12/11/2026 10:30'))!;
  const preview = (lng: string) => {
    const res = api.backend.dispatcher.handle({ method: 'POST', path: '/api/Forms/Responses', query: {}, headers: { authorization: `Bearer ${tokens.hr}`, 'Accept-Language': lng }, body: { formId: r.formId, pageSize: 100 } });
    return (JSON.parse(String(res.body)) as { data: { responses: Array<{ id: number; preview: string }> } }).data.responses.find((x) => x.id === r.id)!.preview;
  };
  assert.ok(preview('fr').startsWith('12/11/2026 10:30'), preview('fr'));
  assert.ok(preview('en').startsWith('11/12/2026 10:30'), preview('en'));
});

test('the inventory export: headers and list values in the session language; it imports back in any', async () => {
  const en = await rowsOf(hardware('en'));
  assert.equal(en[0], ['Name', 'Category', 'Brand', 'Model', 'Serial number', 'Purchase date', 'Price', 'Assigned to', 'Currency', 'Status']);
  assert.ok(en.slice(1).every((r) => /^[A-Z]{3}$/.test(String(r[8]))), 'each price with its currency');
  assert.ok(en.slice(1).every((r) => ['Active', 'Deactivated'].includes(String(r[9]))));
  const es = await rowsOf(hardware('es'));
  assert.is.not(es[0]![0], 'Name');
  assert.ok(es.slice(1).some((r) => r[1] === 'Portátil' || r[1] === 'Pantalla'), String(es[1]));
});

test('the client sends the interface language with every call, and the export answers in it', async () => {
  configureApi({ baseUrl: '', language: () => 'ar' });
  try {
    const headers = requestHeaders({ token: tokens.manager });
    assert.is(headers['Accept-Language'], 'ar');
    const res = api.backend.dispatcher.handle({ method: 'POST', path: '/api/congee/ExportConge', query: {}, headers, body: {} });
    assert.is((await rowsOf(res.body as Uint8Array))[0]![0], 'الموظف');
  } finally {
    configureApi({ baseUrl: '', language: () => null });
  }
  assert.is(requestHeaders({})['Accept-Language'], undefined);
});

test('every workbook carries a default style: styles.xml with a font, fill, border and cellXfs entry 0', () => {
  for (const bytes of [leave('en'), responses('fr'), hardware('ar'), download(tokens.support, 'en', 'GET', '/api/software/Download')]) {
    const files = unzipSync(bytes);
    assert.ok(files['xl/styles.xml'], 'styles.xml present');
    const styles = strFromU8(files['xl/styles.xml']!);
    assert.match(styles, /<fonts count="\d+"><font>/);
    assert.match(styles, /<fills count="\d+"><fill>/);
    assert.match(styles, /<borders count="\d+"><border>/);
    assert.match(styles, /<cellXfs count="[1-9]\d*"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/);
    assert.match(styles, /<cellStyle name="Normal" xfId="0" builtinId="0"\/>/);
    assert.match(strFromU8(files['xl/_rels/workbook.xml.rels']!), /Target="styles.xml"/);
    assert.match(strFromU8(files['[Content_Types].xml']!), /\/xl\/styles.xml/);
  }
});

test.run();
