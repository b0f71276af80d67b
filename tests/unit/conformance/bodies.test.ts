import { test } from 'uvu';
import { fakeApi } from '../fake-api';
import * as assert from 'uvu/assert';
import { expenseCategories, expenses, notes, type CategoryRow } from '../../../server-fake/models/expenses';
import { isFixed, isMileage } from '../../../src/domain/expense-codes';
import { payedByOptions } from '../../../fixtures/expense-categories';
import { documentRequests, documentTypes } from '../../../server-fake/models/documents';
import { projects } from '../../../server-fake/models/projects';
import { interventionHistory, interventions } from '../../../server-fake/models/interventions';
import { users } from '../../../server-fake/models/organisation';
import { forms, formStatuses } from '../../../server-fake/models/forms';
import { notifications } from '../../../server-fake/models/notifications';
import {
  adminsPayload, affectationPayload, anonymousPayload, sharingPayload, statusEditPayload, statusOrderPayload, statusStatePayload, statusStepPayload, unaffectAdminPayload,
} from '../../../src/domain/forms';
import { hardware, type HardwareRow } from '../../../server-fake/models/inventory';
import { documented, fieldTest, specText, writeConformance, type Answer } from './tally';

/**
 * Spec 3 §7's create and edit bodies and spec 4 §5's intervention payloads, field by field: each sent with two values, the record the call wrote (read
 * back from the fake server's tables) must hold each value, or the call must be a 400 naming the field.
 */
const api = fakeApi();
const owner = api.as('owner');
const db = api.backend.db;
const spec = specText('3-documents-expenses-forms.md');
const listed = (re: RegExp) => re.exec(spec)![1]!.split(',').map((s) => s.trim());

/** An answer whose json is the stored row, for `changed` to read; a refusal as it came. */
const stored = <T>(r: Answer, table: { get(id: number): T | undefined }): Answer => (r.status === 200 && r.json?.success ? { status: 200, json: table.get(r.json.data.id) } : r);

// POST Notes/Create (multipart: affectedUserId, title, currency, executionDate, description, projectId, files, id)
const NOTE = 'POST /api/Notes/Create';
documented(NOTE, listed(/Notes\/Create \(multipart: ([^)]*)\)/));
const [pr1, pr2] = projects(db).all();
const note = (body: object) => stored(owner.post('/api/Notes/Create', { title: 'Mission Rabat', currency: 'MAD', executionDate: '2026-11-10', ...body }), notes(db));
const pdf = (name: string) => ({ name, size: 10, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' });
const field = (endpoint: string, name: string, send: (v: unknown) => Answer, values: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, endpoint, name, send, values, changed);
field(NOTE, 'affectedUserId', (v) => note({ affectedUserId: v }), [1, 2], (a, b) => a.affectedUserId === 1 && b.affectedUserId === 2);
field(NOTE, 'title', (v) => note({ title: v }), ['Salon Casablanca', 'Formation Madrid'], (a, b) => a.title === 'Salon Casablanca' && b.title === 'Formation Madrid');
field(NOTE, 'currency', (v) => note({ currency: v }), ['MAD', 'EUR'], (a, b) => a.currency === 'MAD' && b.currency === 'EUR');
field(NOTE, 'executionDate', (v) => note({ executionDate: v }), ['2026-11-03', '2026-11-12'], (a, b) => a.executionDate === '2026-11-03' && b.executionDate === '2026-11-12');
field(NOTE, 'description', (v) => note({ description: v }), ['Train', 'Avion'], (a, b) => a.description === 'Train' && b.description === 'Avion');
field(NOTE, 'projectId', (v) => note({ projectId: v }), [pr1!.id, pr2!.id], (a, b) => a.projectId === pr1!.id && b.projectId === pr2!.id);
field(NOTE, 'files', (v) => note({ files: v }), [[], [pdf('ticket.pdf'), pdf('hotel.pdf')]], (a, b) => a.fileIds.length === 0 && b.fileIds.length === 2);
const [n1, n2] = [note({}).json, note({}).json] as [{ id: number }, { id: number }];
field(NOTE, 'id', (v) => note({ id: v, title: `Edited ${String(v)}` }), [n1.id, n2.id], (a, b) => a.id === n1.id && a.title === `Edited ${n1.id}` && b.id === n2.id && b.title === `Edited ${n2.id}`);

// POST Expenses/Create: 'multipart; fields follow the expense entity' (spec 3 §7), the entity of §3 up to its first full
// stop. On a draft note of Omar's own; a standard category (Repas, Transport) unless the field is a mileage's.
const EXPENSE = 'POST /api/Expenses/Create';
const entity = /\*\*Expense\*\*: ([^.]*)\./.exec(spec)![1]!.split(',').map((s) => s.trim());
test('the expense entity names fifteen fields', () => assert.is(entity.length, 15));
documented(EXPENSE, entity);
const cats = expenseCategories(db).all();
const [meal, taxi] = cats.filter((c) => !isMileage(c) && !isFixed(c) && !c.expensesCatLimitsDto.type) as [CategoryRow, CategoryRow];
const mileage = cats.find(isMileage)!;
const fixed = cats.find(isFixed)!;
const draft = () => note({ affectedUserId: 4 }).json.id as number;
const expense = (body: object) => stored(owner.post('/api/Expenses/Create', { fk_NoteId: draft(), CatId: meal.id, amount: 20, payedBy: payedByOptions[0], date: '2026-11-10', ...body }), expenses(db));
field(EXPENSE, 'date', (v) => expense({ date: v }), ['2026-11-03', '2026-11-12'], (a, b) => a.date === '2026-11-03' && b.date === '2026-11-12');
field(EXPENSE, 'supplier', (v) => expense({ supplier: v }), ['Café de France', 'Petit Taxi'], (a, b) => a.supplier === 'Café de France' && b.supplier === 'Petit Taxi');
field(EXPENSE, 'amount', (v) => expense({ amount: v }), [12.5, 30], (a, b) => a.amount === 12.5 && a.total === 12.5 && b.amount === 30);
// distance: a mileage's kilometres, the total their product with the rate (spec 3 §5).
field(EXPENSE, 'distance', (v) => expense({ CatId: mileage.id, amount: undefined, payedBy: undefined, distance: v }), [10, 25], (a, b) => a.distance === 10 && b.distance === 25 && b.total > a.total);
field(EXPENSE, 'description', (v) => expense({ description: v }), ['Déjeuner client', 'Aéroport'], (a, b) => a.description === 'Déjeuner client' && b.description === 'Aéroport');
field(EXPENSE, 'payedBy', (v) => expense({ payedBy: v }), [payedByOptions[0], payedByOptions[1]], (a, b) => a.payedBy === payedByOptions[0] && b.payedBy === payedByOptions[1]);
const [note1, note2] = [draft(), draft()];
field(EXPENSE, 'fk_NoteId', (v) => expense({ fk_NoteId: v }), [note1, note2], (a, b) => a.noteId === note1 && b.noteId === note2);
// 'category' and 'CatId': the entity names both; CatId picks the category, the name is the answer's.
field(EXPENSE, 'CatId', (v) => expense({ CatId: v }), [meal.id, taxi.id], (a, b) => a.catId === meal.id && b.catId === taxi.id);
field(EXPENSE, 'files', (v) => expense({ files: v }), [[], [pdf('ticket.pdf'), pdf('facture.pdf')]], (a, b) => a.fileIds.length === 0 && b.fileIds.length === 2);
field(EXPENSE, 'currency', (v) => expense({ currency: v }), ['MAD', 'EUR'], (a, b) => a.currency === 'MAD' && b.currency === 'EUR');
const onOne = draft();
const [e1, e2] = [expense({ fk_NoteId: onOne }).json, expense({ fk_NoteId: onOne }).json] as [{ id: number }, { id: number }];
field(EXPENSE, 'id', (v) => expense({ fk_NoteId: onOne, id: v, supplier: `Edited ${String(v)}` }), [e1.id, e2.id], (a, b) => a.id === e1.id && a.supplier === `Edited ${e1.id}` && b.id === e2.id && b.supplier === `Edited ${e2.id}`);
// The entity's other fields are the answer's, derived from CatId and fk_NoteId (the category's name and details, the
// note's status, the amount's note): sent, they would be dropped, so they are refused.
for (const [name, values] of [['category', ['Repas', 'Transport']], ['expensesCat', [{ name: 'Repas' }, { name: 'Transport' }]], ['noteStatus', [0, 1]], ['infoAmount', [10, 20]]] as const)
  field(EXPENSE, name, (v) => expense({ [name]: v }), [...values], () => false);
// What a category would drop is refused too: an amount on a mileage (its rate prices it) or other than a fixed
// category's, a distance elsewhere than a mileage, a mileage in another currency than its rate's.
test('Expenses/Create: a value the category would drop is a 400 naming the field', () => {
  const refusal = (body: object, field: string) => {
    const r = owner.post('/api/Expenses/Create', { fk_NoteId: draft(), payedBy: payedByOptions[0], date: '2026-11-10', ...body });
    assert.is(r.status, 400, field);
    assert.match(r.json.message, field);
  };
  refusal({ CatId: mileage.id, distance: 10, amount: 5 }, 'amount');
  refusal({ CatId: mileage.id, distance: 10, currency: 'EUR' }, 'currency');
  refusal({ CatId: meal.id, amount: 20, distance: 10 }, 'distance');
  refusal({ CatId: fixed.id, amount: (fixed.expensesCatLimitsDto.amount ?? 0) + 1 }, 'amount');
  assert.is(expense({ CatId: fixed.id, amount: fixed.expensesCatLimitsDto.amount }).status, 200, 'the fixed amount itself, as the form sends it');
});

// POST demanddocument/update (create or edit payload: remark, typeId, version, userid, projectId, id)
const DOC = 'POST /api/demanddocument/update';
documented(DOC, listed(/demanddocument\/update \(create or edit payload: ([^)]*)\)/));
const paperTypes = documentTypes(db).filter((t) => t.paperVersion);
const doc = (body: object) => stored(owner.post('/api/demanddocument/update', { typeId: paperTypes[0]!.id, version: 1, userid: 4, remark: 'Pour la banque', ...body }), documentRequests(db));
field(DOC, 'remark', (v) => doc({ remark: v }), ['Pour la banque', 'Pour le consulat'], (a, b) => a.remark === 'Pour la banque' && b.remark === 'Pour le consulat');
field(DOC, 'typeId', (v) => doc({ typeId: v }), [paperTypes[0]!.id, paperTypes[1]!.id], (a, b) => a.typeId === paperTypes[0]!.id && b.typeId === paperTypes[1]!.id);
field(DOC, 'version', (v) => doc({ version: v }), [1, 2], (a, b) => a.version === 1 && b.version === 2);
field(DOC, 'userid', (v) => doc({ userid: v }), [1, 2], (a, b) => a.userId === 1 && b.userId === 2);
field(DOC, 'projectId', (v) => doc({ projectId: v }), [pr1!.id, pr2!.id], (a, b) => a.projectId === pr1!.id && b.projectId === pr2!.id);
const [d1, d2] = [doc({}).json, doc({}).json] as [{ id: number }, { id: number }];
field(DOC, 'id', (v) => doc({ id: v, remark: `Edited ${String(v)}` }), [d1.id, d2.id], (a, b) => a.id === d1.id && a.remark === `Edited ${d1.id}` && b.id === d2.id && b.remark === `Edited ${d2.id}`);

// Spec 4 §5's intervention payloads: Close (id, resolut, description), Add step (id, description), Assign (assign, id,
// user_id, allUsers, description, userIds). Each send acts on an intervention of its own, still open.
const spec4 = specText('4-interventions-inventory-policy-reference.md');
const payload = (label: string) => new RegExp(`- ${label}: ([^.]*)\\.`).exec(spec4)![1]!.split(',').map((f) => f.trim().split(' ')[0]!);
const template = interventions(db).all().find((r) => r.statut === 'Pending')!;
const fresh = (assignees: number[] = []) => interventions(db).insert({ ...template, id: undefined, statut: assignees.length ? 'Affected' : 'Pending', assignees, nbrActions: 0 } as never).id;
const lastHistory = (id: number) => interventionHistory(db).by('interventionId', id).at(-1);
const acted = (path: string, body: { id?: number; [field: string]: unknown }) => {
  const r = owner.post(path, body);
  return r.status === 200 && r.json?.success ? { status: 200, json: { row: interventions(db).get(body.id!)!, history: lastHistory(body.id!) } } : r;
};
const CLOSE = 'POST /api/intervention/Close';
const STEP = 'POST /api/intervention/AddStep';
const ASSIGN = 'POST /api/intervention/AssignedTo';
documented(CLOSE, payload('Close'));
documented(STEP, payload('Add step'));
documented(ASSIGN, payload('Assign'));
const [x, y] = [fresh(), fresh()];
field(CLOSE, 'id', (v) => acted('/api/intervention/Close', { id: v as number, resolut: true }), [x, y], (a, b) => a.row.id === x && a.history.closed && b.row.id === y && b.history.closed);
field(CLOSE, 'resolut', (v) => acted('/api/intervention/Close', { id: fresh(), resolut: v }), [false, true], (a, b) => a.row.statut === 'Closed' && b.row.statut === 'Solved');
field(CLOSE, 'description', (v) => acted('/api/intervention/Close', { id: fresh(), description: v }), ['Écran changé', 'Pas reproduit'], (a, b) => a.history.description === 'Écran changé' && b.history.description === 'Pas reproduit');
const [s1, s2] = [fresh(), fresh()];
field(STEP, 'id', (v) => acted('/api/intervention/AddStep', { id: v as number, description: 'Diagnostic' }), [s1, s2], (a, b) => a.row.id === s1 && a.row.nbrActions === 1 && b.row.id === s2 && b.row.nbrActions === 1);
field(STEP, 'description', (v) => acted('/api/intervention/AddStep', { id: fresh(), description: v }), ['Diagnostic', 'Pièce commandée'], (a, b) => a.history.description === 'Diagnostic' && b.history.description === 'Pièce commandée');
const assign = (body: object) => acted('/api/intervention/AssignedTo', { id: fresh(), assign: true, userIds: [1], ...body });
const everyoneBut1 = users(db).filter((u) => u.active && u.id !== 1).map((u) => u.id).sort((p, q) => p - q);
field(ASSIGN, 'assign', (v) => assign({ assign: v }), [false, true], (a, b) => a.row.assignees.length === 0 && b.row.assignees.includes(1));
const [a1, a2] = [fresh(), fresh()];
field(ASSIGN, 'id', (v) => acted('/api/intervention/AssignedTo', { id: v as number, assign: true, userIds: [1] }), [a1, a2], (a, b) => a.row.id === a1 && a.row.assignees.includes(1) && b.row.id === a2 && b.row.assignees.includes(1));
field(ASSIGN, 'user_id', (v) => acted('/api/intervention/AssignedTo', { id: fresh([1, 2]), assign: true, user_id: v, userIds: [3] }), [1, 2], (a, b) => !a.row.assignees.includes(1) && a.row.assignees.includes(2) && b.row.assignees.includes(1) && !b.row.assignees.includes(2));
field(ASSIGN, 'allUsers', (v) => assign({ allUsers: v }), [false, true], (a, b) => a.row.assignees.join() === '1' && [...b.row.assignees].sort((p: number, q: number) => p - q).join() === everyoneBut1.join());
field(ASSIGN, 'description', (v) => assign({ description: v }), ['Urgent', 'Demain'], (a, b) => a.history.description === 'Urgent' && b.history.description === 'Demain');
field(ASSIGN, 'userIds', (v) => assign({ userIds: v }), [[1], [2, 3]], (a, b) => a.row.assignees.join() === '1' && b.row.assignees.join() === '2,3');

// Spec 4 §3's intervention create form, for Create and Update ('form data'): the line under its heading, each name
// before its parenthesis ('Fk_DemadeBy (requester)', 'Hardware (category: 0 software, 1 material, 2 general)').
const formLine = spec4.split('\n')[spec4.split('\n').findIndex((l) => l.startsWith('### Intervention (create form)')) + 1]!;
const formFields = formLine.replace(/\([^)]*\)/g, '').replace(/\.$/, '').split(',').map((f) => f.trim());
test('the intervention create form names 22 fields', () => assert.is(formFields.length, 22));
const CREATE = 'POST /api/intervention/Create';
const UPDATE = 'POST /api/intervention/Update';
documented(CREATE, formFields);
documented(UPDATE, formFields);
const [hw1, hw2] = hardware(db).all() as [HardwareRow, HardwareRow];
const base4 = { Type: 0, Hardware: 2, Title: 'Écran noir', Description: 'Au démarrage' };
const readBack = (r: Answer, id: () => number) => (r.status === 200 && r.json?.success ? { status: 200, json: interventions(db).get(id())! } : r);
const create = (body: object) => {
  const r = owner.post('/api/intervention/Create', { ...base4, ...body });
  return readBack(r, () => r.json.value);
};
const mineToEdit = () => create({}).json.id as number;
const update = (body: { Id?: unknown; [k: string]: unknown }) => {
  const Id = (body.Id as number | undefined) ?? mineToEdit();
  return readBack(owner.post('/api/intervention/Update', { ...base4, Fk_DemadeBy: 4, ...body, Id }), () => Id);
};
/** The fields both calls honour, with their two values and what the stored intervention holds. */
const kept: Array<[string, [unknown, unknown], (a: any, b: any) => boolean, object?]> = [
  ['Hardware', [2, 1], (a, b) => a.hardware === 2 && a.fk_Material === 0 && b.hardware === 1 && b.fk_Material === hw1.id, { Fk_Material: hw1.id }],
  ['Fk_Material', [hw1.id, hw2.id], (a, b) => a.fk_Material === hw1.id && b.fk_Material === hw2.id, { Hardware: 1 }],
  ['Title', ['Clavier', 'Souris'], (a, b) => a.title === 'Clavier' && b.title === 'Souris'],
  ['Priority', ['Low', 'Urgent'], (a, b) => a.priority === 'Low' && b.priority === 'Urgent'],
  ['Type', [0, 1], (a, b) => a.type === 0 && b.type === 1],
  ['Nature', ['Panne', 'Demande'], (a, b) => a.nature === 'Panne' && b.nature === 'Demande'],
  ['Description', ['Écran noir', 'Bruit'], (a, b) => a.description === 'Écran noir' && b.description === 'Bruit'],
  ['Files', [[], [pdf('photo.pdf'), pdf('bon.pdf')]], (a, b) => a.fileIds.length === 0 && b.fileIds.length === 2],
];
for (const [name, values, changed, also] of kept) {
  // Hardware 2 (general) has no linked item: Fk_Material is sent only with the material category.
  const body = (v: unknown) => ({ ...(name === 'Hardware' && v === 2 ? {} : also), [name]: v });
  field(CREATE, name, (v) => create(body(v)), values, changed);
  field(UPDATE, name, (v) => update(body(v)), values, changed);
}
field(CREATE, 'Fk_DemadeBy', (v) => create({ Fk_DemadeBy: v }), [1, 2], (a, b) => a.fk_DemadeBy === 1 && b.fk_DemadeBy === 2);
// The requester is set at creation: the edit form sends it back unchanged; another one is refused.
field(UPDATE, 'Fk_DemadeBy', (v) => update({ Fk_DemadeBy: v }), [4, 1], () => false);
// Create makes a new intervention: it has no Id and no kept files; Update edits the Id's and keeps FilesNames.
field(CREATE, 'Id', (v) => create({ Id: v }), [1, 2], () => false);
field(CREATE, 'FilesNames', (v) => create({ FilesNames: v }), [[1], [2]], () => false);
const [u1, u2] = [mineToEdit(), mineToEdit()];
field(UPDATE, 'Id', (v) => update({ Id: v, Title: `Edited ${String(v)}` }), [u1, u2], (a, b) => a.id === u1 && a.title === `Edited ${u1}` && b.id === u2 && b.title === `Edited ${u2}`);
const withFiles = () => create({ Files: [pdf('a.pdf'), pdf('b.pdf')] }).json as { id: number; fileIds: number[] };
field(UPDATE, 'FilesNames', (v) => {
  const w = withFiles();
  return update({ Id: w.id, FilesNames: (v as number[]).map((i) => w.fileIds[i]!) });
}, [[0], [0, 1]], (a, b) => a.fileIds.length === 1 && b.fileIds.length === 2);
// What the record derives or the screen alone uses (src/domain/interventions.ts, derivedFields): refused on both.
const derived: Array<[string, [unknown, unknown]]> = [
  ['Material_Title', ['Portable', 'Écran']], ['TypeIntervention', [0, 1]], ['Step', [1, 2]], ['NbrActions', [0, 3]], ['History_description', ['a', 'b']], ['Statut', ['Pending', 'Closed']],
  ['IsProfile', [false, true]], ['FullModal', [false, true]], ['generale', [false, true]], ['profileId', [1, 2]], ['DemadendById', [1, 2]],
];
for (const [name, values] of derived) {
  field(CREATE, name, (v) => create({ [name]: v }), values, () => false);
  field(UPDATE, name, (v) => update({ [name]: v }), values, () => false);
}

// POST Forms/edit: spec 3 §3's form (title, iconPath, isAnonymous, statutId, usersList, fields) and each field's
// (id, title, fieldType, parametres, hideTitle, isRequired, description, response, filesNames), as 'fields.<name>'.
const FORM = 'POST /api/Forms/edit';
const formNames = /\*\*Form\*\*: ([^.]*)\./.exec(spec)![1]!.split(',').map((f) => f.trim());
const fieldNames = /Each field: ([^.]*)\./.exec(spec)![1]!.replace(/\([^)]*\)/g, '').split(',').map((f) => f.trim());
test('the spec writes the form and its fields', () => {
  assert.equal(formNames, ['title', 'iconPath', 'isAnonymous', 'statutId', 'usersList', 'fields']);
  assert.equal(fieldNames, ['id', 'title', 'fieldType', 'parametres', 'hideTitle', 'isRequired', 'description', 'response', 'filesNames']);
});
documented(FORM, [...formNames, ...fieldNames.map((f) => `fields.${f}`)]);
const nadia = api.as('hr');
const question = { id: 1, title: 'Votre avis', fieldType: 2, isRequired: false };
const saveForm = (body: object) => {
  const r = nadia.post('/api/Forms/edit', { id: 0, title: 'Sondage', fields: [question], ...body });
  return r.status === 200 && r.json?.success ? { status: 200, json: forms(db).get(r.json.data.id)! } : r;
};
field(FORM, 'title', (v) => saveForm({ title: v }), ['Sondage cantine', 'Sondage locaux'], (a, b) => a.title === 'Sondage cantine' && b.title === 'Sondage locaux');
field(FORM, 'iconPath', (v) => saveForm({ iconPath: v }), ['smile', 'laptop'], (a, b) => a.iconPath === 'smile' && b.iconPath === 'laptop');
// isAnonymous and usersList: what ActivateAnonymous and Affectation set (the form's anonymity, its assignees).
field(FORM, 'isAnonymous', (v) => saveForm({ isAnonymous: v }), [false, true], (a, b) => a.isAnonymous === false && b.isAnonymous === true);
field(FORM, 'usersList', (v) => saveForm({ usersList: v }), [[1], [2, 3]], (a, b) => a.usersList.join() === '1' && b.usersList.join() === '2,3');
// statutId: the form's first status, which the status calls (EditStatue, ChangeOrderStatut) set: refused here.
field(FORM, 'statutId', (v) => saveForm({ statutId: v }), [1, 2], () => false);
field(FORM, 'fields', (v) => saveForm({ fields: v }), [[question], [question, { ...question, id: 2, title: 'Pourquoi ?' }]], (a, b) => a.fields.length === 1 && b.fields.length === 2);
const withField = (patch: object) => saveForm({ fields: [{ ...question, ...patch }] });
const first = (row: any) => row.fields[0];
const perField: Array<[string, [unknown, unknown], object?]> = [
  ['id', [5, 7]], ['title', ['Votre avis', 'Vos idées']], ['fieldType', [2, 10]], ['parametres', ['a - A, b - B', 'c - C, d - D'], { fieldType: 9 }],
  ['hideTitle', [false, true]], ['isRequired', [false, true]], ['description', ['Une phrase', 'Deux phrases']],
];
for (const [name, [v1, v2], also] of perField)
  field(FORM, `fields.${name}`, (v) => withField({ ...also, [name]: v }), [v1, v2], (a, b) => first(a)[name] === v1 && first(b)[name] === v2);
// A field's response and files are a response's, not the definition's: refused.
field(FORM, 'fields.response', (v) => withField({ response: v }), ['oui', 'non'], () => false);
field(FORM, 'fields.filesNames', (v) => withField({ filesNames: v }), [[{ name: 'a.pdf', path: 'a' }], [{ name: 'b.pdf', path: 'b' }]], () => false);

// The form's administration calls (spec 3 §7 names them; 'payload shapes are not shown'): the fields of their shared
// schemas (src/domain/forms.ts), on forms Nadia creates.
const newForm = () => saveForm({}).json.id as number;
const formCall = (path: string, body: { formId: number; [k: string]: unknown }): Answer => {
  const r = nadia.post(path, body);
  return r.status === 200 && r.json?.success ? { status: 200, json: forms(db).get(body.formId)! } : r;
};
const admin = (endpoint: string, schema: { shape: object }, path: string, fields: Array<[string, [unknown, unknown], (v: unknown) => object, (a: any, b: any) => boolean]>) => {
  documented(endpoint, Object.keys(schema.shape));
  const [fa, fb] = [newForm(), newForm()];
  // formId: the form named is the one changed (its row no longer what it was when created).
  const pristine = new Map([fa, fb].map((id) => [id, JSON.stringify(forms(db).get(id))]));
  const changedRow = (row: any, id: number) => row.id === id && JSON.stringify(row) !== pristine.get(id);
  field(endpoint, 'formId', (v) => formCall(path, { ...fields[0]![2](fields[0]![1][1]), formId: v as number }), [fa, fb], (a, b) => changedRow(a, fa) && changedRow(b, fb));
  for (const [name, values, body, changed] of fields) field(endpoint, name, (v) => formCall(path, { formId: newForm(), ...body(v) }), values, changed);
};
admin('POST /api/Forms/Sharing', sharingPayload, '/api/Forms/Sharing', [
  ['audience', [{ kind: 'Public', ids: [] }, { kind: 'Department', ids: [1] }], (v) => ({ audience: v }), (a, b) => a.audience.kind === 'Public' && b.audience.kind === 'Department' && b.audience.ids.join() === '1'],
  // notify: those the form is now shared with are told.
  ['notify', [false, true], (v) => ({ audience: { kind: 'Department', ids: [1] }, notify: v }), (a, b) =>
    !notifications(db).all().some((n) => n.sourceId === a.id && n.title === 'forms.notif.published') && notifications(db).all().some((n) => n.sourceId === b.id && n.title === 'forms.notif.published')],
]);
admin('POST /api/Forms/Affectation', affectationPayload, '/api/Forms/Affectation', [
  ['userIds', [[1], [2, 3]], (v) => ({ userIds: v }), (a, b) => a.usersList.join() === '1' && b.usersList.join() === '2,3'],
]);
admin('POST /api/Forms/ActivateAnonymous', anonymousPayload, '/api/Forms/ActivateAnonymous', [
  ['isAnonymous', [false, true], (v) => ({ isAnonymous: v }), (a, b) => a.isAnonymous === false && b.isAnonymous === true],
]);
admin('POST /api/Forms/AffectAdmins', adminsPayload, '/api/Forms/AffectAdmins', [
  ['userIds', [[1], [2, 4]], (v) => ({ userIds: v }), (a, b) => a.adminIds.includes(1) && !a.adminIds.includes(2) && b.adminIds.includes(2) && b.adminIds.includes(4)],
]);
const withAdmins = () => {
  const id = newForm();
  nadia.post('/api/Forms/AffectAdmins', { formId: id, userIds: [1, 2] });
  return id;
};
const UNADMIN = 'POST /api/Forms/UnaffectedAdmin';
documented(UNADMIN, Object.keys(unaffectAdminPayload.shape));
const [ua, ub] = [withAdmins(), withAdmins()];
field(UNADMIN, 'formId', (v) => formCall('/api/Forms/UnaffectedAdmin', { formId: v as number, userId: 1 }), [ua, ub], (a, b) => a.id === ua && !a.adminIds.includes(1) && b.id === ub && !b.adminIds.includes(1));
field(UNADMIN, 'userId', (v) => formCall('/api/Forms/UnaffectedAdmin', { formId: withAdmins(), userId: v }), [1, 2], (a, b) => !a.adminIds.includes(1) && a.adminIds.includes(2) && b.adminIds.includes(1) && !b.adminIds.includes(2));

// The form's status calls (spec 3 §7: 'Status management'), their fields the shared schemas'.
const statusRow = (r: Answer, id: () => number): Answer => (r.status === 200 && r.json?.success ? { status: 200, json: formStatuses(db).get(id())! } : r);
const EDITSTATUS = 'POST /api/Forms/EditStatue';
documented(EDITSTATUS, Object.keys(statusEditPayload.shape));
const editStatus = (body: object) => {
  const r = nadia.post('/api/Forms/EditStatue', { formId: newForm(), text: 'En revue', color: '#336699', ...body });
  return statusRow(r, () => r.json.data.id);
};
const [sf1, sf2] = [newForm(), newForm()];
field(EDITSTATUS, 'formId', (v) => editStatus({ formId: v }), [sf1, sf2], (a, b) => a.formId === sf1 && b.formId === sf2);
field(EDITSTATUS, 'text', (v) => editStatus({ text: v }), ['En revue', 'Validé'], (a, b) => a.text === 'En revue' && b.text === 'Validé');
field(EDITSTATUS, 'color', (v) => editStatus({ color: v }), ['#336699', '#aa0000'], (a, b) => a.color === '#336699' && b.color === '#aa0000');
field(EDITSTATUS, 'kind', (v) => editStatus({ kind: v }), ['onHold', 'refuse'], (a, b) => a.kind === 'onHold' && b.kind === 'refuse');
const ownForm = newForm();
const [es1, es2] = [editStatus({ formId: ownForm }).json.id, editStatus({ formId: ownForm }).json.id] as [number, number];
field(EDITSTATUS, 'id', (v) => editStatus({ formId: ownForm, id: v, text: `Étape ${String(v)}` }), [es1, es2], (a, b) => a.id === es1 && a.text === `Étape ${es1}` && b.id === es2 && b.text === `Étape ${es2}`);
const ORDER = 'POST /api/Forms/ChangeOrderStatut';
documented(ORDER, Object.keys(statusOrderPayload.shape));
const statusIds = (formId: number) => formStatuses(db).by('formId', formId).map((x) => x.id);
const ordered = (formId: number, ids: number[]): Answer => {
  const r = nadia.post('/api/Forms/ChangeOrderStatut', { formId, ids });
  return r.status === 200 && r.json?.success ? { status: 200, json: [...formStatuses(db).by('formId', formId)].sort((x, y) => x.order - y.order).map((x) => x.id) } : r;
};
const [of1, of2] = [newForm(), newForm()];
field(ORDER, 'formId', (v) => ordered(v as number, [...statusIds(v as number)].reverse()), [of1, of2], (a, b) => a.join() === [...statusIds(of1)].sort((x, y) => y - x).join() && b.join() === [...statusIds(of2)].sort((x, y) => y - x).join());
const of3 = newForm();
field(ORDER, 'ids', (v) => ordered(of3, v === 'reversed' ? [...statusIds(of3)].sort((x, y) => y - x) : [...statusIds(of3)].sort((x, y) => x - y)), ['reversed', 'ascending'], (a, b) => a.join() !== b.join() && a.join() === [...b].reverse().join());
// Steps and states act on one status of a form: its 'onHold' statuses (a step must wait, spec 3 §4).
const waiting = () => formStatuses(db).by('formId', newForm()).find((x) => x.kind === 'onHold')!.id;
const FSTEP = 'POST /api/Forms/ChangeStepStatut';
documented(FSTEP, Object.keys(statusStepPayload.shape));
const stepped = (body: { id: number; [k: string]: unknown }) => statusRow(nadia.post('/api/Forms/ChangeStepStatut', body), () => body.id);
const [w1, w2] = [waiting(), waiting()];
field(FSTEP, 'id', (v) => stepped({ id: v as number, isStep: true, approverId: 2 }), [w1, w2], (a, b) => a.id === w1 && a.isStep && b.id === w2 && b.isStep);
field(FSTEP, 'isStep', (v) => stepped({ id: waiting(), isStep: v }), [false, true], (a, b) => !a.isStep && b.isStep);
field(FSTEP, 'approverId', (v) => stepped({ id: waiting(), isStep: true, approverId: v }), [2, 3], (a, b) => a.approverId === 2 && b.approverId === 3);
test('ChangeStepStatut refuses an approver for a status that is not a step (it would be dropped), and takes none', () => {
  const id = waiting();
  const r = nadia.post('/api/Forms/ChangeStepStatut', { id, isStep: false, approverId: 2 });
  assert.is(r.status, 400);
  assert.match(JSON.stringify(r.json), /approverId/);
  assert.is(nadia.post('/api/Forms/ChangeStepStatut', { id, isStep: false, approverId: null }).status, 200);
});
const STATE = 'POST /api/Forms/ChangeStateStatut';
documented(STATE, Object.keys(statusStatePayload.shape));
const stated = (body: { id: number; active: boolean }) => statusRow(nadia.post('/api/Forms/ChangeStateStatut', body), () => body.id);
const [v1, v2] = [waiting(), waiting()];
field(STATE, 'id', (v) => stated({ id: v as number, active: false }), [v1, v2], (a, b) => a.id === v1 && !a.active && b.id === v2 && !b.active);
field(STATE, 'active', (v) => stated({ id: waiting(), active: v as boolean }), [true, false], (a, b) => a.active && !b.active);

test.after(() => writeConformance());
test.run();
