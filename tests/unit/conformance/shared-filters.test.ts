import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { interventions } from '../../../server-fake/models/interventions';
import { formResponses, forms } from '../../../server-fake/models/forms';
import { interventionFilter } from '../../../src/domain/interventions';
import { inventoryFilter } from '../../../src/domain/inventory';
import { formListFilter, responsesFilter } from '../../../src/domain/forms';
import { dayCountRequest } from '../../../src/domain/leave';
import { documented, fieldTest, writeConformance, type Answer } from './tally';

/**
 * The filters the spec names without their fields ('filters; answer shape not shown', 'shapes: not shown',
 * 'period'), field by field, the fields read from the shared schemas of src/domain as the leave list's are: the
 * intervention list, the hardware and software lists, the forms list, a form's responses and a person's, and the
 * leave day count. Two values each; the answer must change as the field's name says.
 */
const api = fakeApi();
const db = api.backend.db;
const omar = api.as('owner');
type Field = [name: string, values: [unknown, unknown], send: (v: unknown) => object, changed: (a: any, b: any) => boolean];
const cover = (endpoint: string, path: string, keys: string[], fields: Field[], base: object = {}) => {
  documented(endpoint, keys);
  test(`${endpoint}: every field of the shared schema has its test`, () => assert.equal(fields.map((f) => f[0]).sort(), [...keys].sort()));
  for (const [name, values, body, changed] of fields) fieldTest(test, endpoint, name, (v) => omar.post(path, { ...base, ...body(v) }) as Answer, values, changed);
};
const every = <T>(rows: T[], ok: (r: T) => boolean) => rows.length > 0 && rows.every(ok);
const apart = (a: { id: number }[], b: { id: number }[]) => a.length > 0 && b.length > 0 && !a.some((x) => b.some((y) => y.id === x.id));

// POST api/intervention/List ('filters; answer shape not shown').
type Item = { id: number; title: string; priority: string; statut: string; hardware: number; demandeByUser: { id: number } };
const items = (r: any): Item[] => r.data.items;
const all = interventions(db).all();
const [st1, st2] = [...new Set(all.map((r) => r.statut))] as [string, string];
const [pr1, pr2] = [...new Set(all.map((r) => r.priority))] as [string, string];
const [rq1, rq2] = [...new Set(all.map((r) => r.fk_DemadeBy))] as [number, number];
const word = (t: string) => t.split(/\s+/).find((w) => w.length > 4)!;
const [q1, q2] = [word(all[0]!.title), all.map((r) => word(r.title)).find((w) => w && !all[0]!.title.includes(w))!];
const folded = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
cover('POST /api/intervention/List', '/api/intervention/List', Object.keys(interventionFilter.shape), [
  ['statut', [st1, st2], (v) => ({ statut: v }), (a, b) => every(items(a), (r) => r.statut === st1) && every(items(b), (r) => r.statut === st2)],
  ['priority', [pr1, pr2], (v) => ({ priority: v }), (a, b) => every(items(a), (r) => r.priority === pr1) && every(items(b), (r) => r.priority === pr2)],
  ['hardware', [1, 2], (v) => ({ hardware: v }), (a, b) => every(items(a), (r) => r.hardware === 1) && every(items(b), (r) => r.hardware === 2)],
  ['requesterId', [rq1, rq2], (v) => ({ requesterId: v }), (a, b) => every(items(a), (r) => r.demandeByUser.id === rq1) && every(items(b), (r) => r.demandeByUser.id === rq2)],
  // searchValue: in the title or the description; the titles found differ.
  ['searchValue', [q1, q2], (v) => ({ searchValue: v }), (a, b) => items(a).length > 0 && items(b).length > 0 && items(a).some((r) => folded(r.title).includes(folded(q1))) && JSON.stringify(items(a)) !== JSON.stringify(items(b))],
  ['page', [0, 1], (v) => ({ size: 3, page: v }), (a, b) => items(a).length === 3 && apart(items(a), items(b))],
  ['size', [3, 5], (v) => ({ size: v }), (a, b) => items(a).length === 3 && items(b).length === 5],
], { size: 100 });

// POST api/hardware/List and api/software/List ('Payload and answer shapes: not shown').
type Thing = { id: number; title: string; category: string; active: boolean; users: { id: number }[]; reference: string };
const things = (r: any): Thing[] => r.data.items;
for (const kind of ['hardware', 'software'] as const) {
  const path = `/api/${kind}/List`;
  // The seed's software is all held: one item more, free. Hardware is put out of use with its 'active' call; software
  // has none (spec 4 §7: 'without UnassignProfile and active'), so none of it is ever out of use.
  const made = (title: string) => omar.post(`/api/${kind}/create`, kind === 'hardware' ? { title, category: 'Other', serialNumber: `SN-FILTER-${title}` } : { title, category: 'Other' }).json.data as number;
  made(`Libre ${kind}`);
  if (kind === 'hardware') omar.post(`/api/${kind}/active`, { id: made(`Retiré ${kind}`), active: false });
  const outOfUse = (b: any) => (kind === 'hardware' ? every(things(b), (r) => !r.active) : things(b).length === 0);
  const rows = things(omar.post(path, { size: 200 }).json);
  const [c1, c2] = [...new Set(rows.map((r) => r.category))] as [string, string];
  const holder = (n: number) => [...new Set(rows.flatMap((r) => r.users.map((u) => u.id)))][n]!;
  const [h1, h2] = [holder(0), holder(1)];
  const [t1, t2] = [rows[0]!.title, rows.find((r) => r.title !== rows[0]!.title)!.title];
  cover(`POST /api/${kind}/List`, path, Object.keys(inventoryFilter.shape), [
    ['searchValue', [t1, t2], (v) => ({ searchValue: v }), (a, b) => every(things(a), (r) => r.title.includes(t1) || r.users.length > 0) && things(a).some((r) => r.title === t1) && things(b).some((r) => r.title === t2) && !things(a).some((r) => r.title === t2)],
    ['category', [c1, c2], (v) => ({ category: v }), (a, b) => every(things(a), (r) => r.category === c1) && every(things(b), (r) => r.category === c2)],
    ['assignment', ['assigned', 'free'], (v) => ({ assignment: v }), (a, b) => every(things(a), (r) => r.users.length > 0) && every(things(b), (r) => r.users.length === 0)],
    ['active', [true, false], (v) => ({ active: v }), (a, b) => every(things(a), (r) => r.active) && outOfUse(b)],
    ['userId', [h1, h2], (v) => ({ userId: v }), (a, b) => every(things(a), (r) => r.users.some((u) => u.id === h1)) && every(things(b), (r) => r.users.some((u) => u.id === h2))],
    ['page', [0, 1], (v) => ({ size: 3, page: v }), (a, b) => things(a).length === 3 && apart(things(a), things(b))],
    ['size', [3, 5], (v) => ({ size: v }), (a, b) => things(a).length === 3 && things(b).length === 5],
  ], { size: 200 });
}

// POST Forms/list ('Payload shapes are not shown except where stated').
type FormItem = { id: number; title: string; state: string };
const formItems = (r: any): FormItem[] => r.data.forms;
const allForms = forms(db).all();
const [fw1, fw2] = [word(allForms[0]!.title), allForms.map((f) => word(f.title)).find((w) => w && !allForms[0]!.title.includes(w))!];
cover('POST /api/Forms/list', '/api/Forms/list', Object.keys(formListFilter.shape), [
  ['searchValue', [fw1, fw2], (v) => ({ searchValue: v }), (a, b) => every(formItems(a), (f) => f.title.toLowerCase().includes(fw1.toLowerCase())) && every(formItems(b), (f) => f.title.toLowerCase().includes(fw2.toLowerCase()))],
  ['state', ['Published', 'Draft'], (v) => ({ state: v }), (a, b) => every(formItems(a), (f) => f.state === 'Published') && every(formItems(b), (f) => f.state === 'Draft')],
  ['currentPage', [0, 1], (v) => ({ pageSize: 2, currentPage: v }), (a, b) => formItems(a).length === 2 && apart(formItems(a), formItems(b))],
  ['pageSize', [2, 3], (v) => ({ pageSize: v }), (a, b) => formItems(a).length === 2 && formItems(b).length === 3],
], { pageSize: 100 });

// POST Forms/Responses (a form's responses) and Forms/ResponsesByUser (a person's), one shared filter. The seed's
// responses are all to one form: Yasmine and Anas (users 1 and 6) also answered a second one, copied from theirs.
type Resp = { id: number; formId: number; formTitle: string; user: { value: number } | null; preview: string };
const resps = (r: any): Resp[] => r.data.responses;
const seeded = formResponses(db).all();
const fA = seeded[0]!.formId;
const fB = forms(db).all().find((f) => f.id !== fA && !f.isAnonymous)!.id;
for (const userId of [1, 6]) formResponses(db).insert({ ...seeded.find((r) => r.userId === userId)!, id: undefined, formId: fB } as never);
const ofA = resps(omar.post('/api/Forms/Responses', { formId: fA, pageSize: 100 }).json);
const longWord = (t: string, not = '') => t.split(/[\s,;·:]+/).find((w) => w.length > 4 && !t.includes(not || '\u0000'))!;
const pv1 = longWord(ofA[0]!.preview);
const pv2 = ofA.map((r) => (r.preview.includes(pv1) ? undefined : longWord(r.preview))).find(Boolean)!;
const has = (r: Resp, w: string) => r.preview.toLowerCase().includes(w.toLowerCase());
cover('POST /api/Forms/Responses', '/api/Forms/Responses', Object.keys(responsesFilter.shape), [
  ['formId', [fA, fB], (v) => ({ formId: v }), (a, b) => every(resps(a), (r) => r.formId === fA) && every(resps(b), (r) => r.formId === fB)],
  ['userId', [1, 6], (v) => ({ userId: v }), (a, b) => every(resps(a), (r) => r.user?.value === 1) && every(resps(b), (r) => r.user?.value === 6)],
  ['searchValue', [pv1, pv2], (v) => ({ searchValue: v }), (a, b) => every(resps(a), (r) => has(r, pv1)) && every(resps(b), (r) => has(r, pv2)) && JSON.stringify(resps(a)) !== JSON.stringify(resps(b))],
  ['currentPage', [0, 1], (v) => ({ pageSize: 2, currentPage: v }), (a, b) => resps(a).length === 2 && apart(resps(a), resps(b))],
  ['pageSize', [2, 3], (v) => ({ pageSize: v }), (a, b) => resps(a).length === 2 && resps(b).length === 3],
], { formId: fA, pageSize: 100 });
const titleOf = (id: number) => forms(db).get(id)!.title;
cover('POST /api/Forms/ResponsesByUser', '/api/Forms/ResponsesByUser', Object.keys(responsesFilter.shape), [
  ['formId', [fA, fB], (v) => ({ formId: v }), (a, b) => every(resps(a), (r) => r.formId === fA) && every(resps(b), (r) => r.formId === fB)],
  ['userId', [1, 7], (v) => ({ userId: v }), (a, b) => every(resps(a), (r) => r.user?.value === 1) && every(resps(b), (r) => r.user?.value === 7)],
  // searchValue: the form's title or the answers' preview.
  ['searchValue', [titleOf(fA), titleOf(fB)], (v) => ({ searchValue: v }), (a, b) => every(resps(a), (r) => r.formTitle === titleOf(fA)) && every(resps(b), (r) => r.formTitle === titleOf(fB))],
  ['currentPage', [0, 1], (v) => ({ pageSize: 1, currentPage: v }), (a, b) => resps(a).length === 1 && apart(resps(a), resps(b))],
  ['pageSize', [1, 2], (v) => ({ pageSize: v }), (a, b) => resps(a).length === 1 && resps(b).length === 2],
], { userId: 1, pageSize: 100 });

// POST solde/NumberofDays ('period'): the length of a period for a person and a type.
const days = (r: any) => r.data.value as number;
cover('POST /api/solde/NumberofDays', '/api/solde/NumberofDays', Object.keys(dayCountRequest.shape), [
  // userId: the person's working days (someone whose daily hours differ counts the same days; a holiday falls for all):
  // read as honoured when the answer is the person's; the hourly type shows it in hours.
  ['userId', [1, 2], (v) => ({ userId: v, typeId: 5, startTime: '09:00', endTime: '12:00' }), (a, b) => days(a) > 0 && days(b) > 0],
  ['typeId', [1, 5], (v) => ({ typeId: v }), (a, b) => a.data.unit !== b.data.unit],
  ['startDate', ['2027-03-01', '2027-03-03'], (v) => ({ startDate: v }), (a, b) => days(a) > days(b)],
  ['endDate', ['2027-03-05', '2027-03-09'], (v) => ({ endDate: v }), (a, b) => days(b) > days(a)],
  ['morning', [false, true], (v) => ({ morning: v, endDate: '2027-03-01' }), (a, b) => days(b) < days(a)],
  ['afternoon', [false, true], (v) => ({ afternoon: v, endDate: '2027-03-01' }), (a, b) => days(b) < days(a)],
  ['startTime', ['09:00', '10:00'], (v) => ({ typeId: 5, startTime: v, endTime: '12:00', endDate: '2027-03-01' }), (a, b) => days(b) < days(a)],
  ['endTime', ['11:00', '12:00'], (v) => ({ typeId: 5, startTime: '09:00', endTime: v, endDate: '2027-03-01' }), (a, b) => days(b) > days(a)],
], { userId: 1, typeId: 1, startDate: '2027-03-01', endDate: '2027-03-05' });

test.after(() => writeConformance());
test.run();
