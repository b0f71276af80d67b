import { test } from 'uvu';
import { fakeApi } from '../fake-api';
import { notes } from '../../../server-fake/models/expenses';
import { documentRequests, documentTypes } from '../../../server-fake/models/documents';
import { projects } from '../../../server-fake/models/projects';
import { interventionHistory, interventions } from '../../../server-fake/models/interventions';
import { users } from '../../../server-fake/models/organisation';
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

test.after(() => writeConformance());
test.run();
