import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { projectMembers, projects, type ProjectRow } from '../../../server-fake/models/projects';
import { policies, policyAcceptances } from '../../../server-fake/models/policy';
import { reminders } from '../../../server-fake/models/reminders';
import { reminderCreateBody, reminderEditBody } from '../../../src/domain/shell';
import { documented, fieldTest, specText, writeConformance, type Answer } from './tally';

/**
 * The remaining payloads the spec writes down, field by field: spec 1 §7's global search ({value, regex}) and the
 * forms side panel's list (search value, page size 10, current page), and spec 4 §3's project members (projectId,
 * userIds; the member delete's projectId and memberId) and its policy acceptance (language, version), and the
 * reminder bodies (their fields the shared schemas', spec 4 showing the calls only).
 */
const api = fakeApi();
const db = api.backend.db;
const omar = api.as('owner');
const spec1 = specText('1-shell-navigation-search-session.md');
const spec4 = specText('4-interventions-inventory-policy-reference.md');

// POST /api/home/GlobalSearch {value, regex}
const SEARCH = 'POST /api/home/GlobalSearch';
const searchFields = /GlobalSearch \| \{([^}]*)\}/.exec(spec1)![1]!.split(',').map((f) => f.trim());
const panel = /side panel: ([^|]*) \|/.exec(spec1)![1]!.split(',').map((f) => f.trim());
test('spec 1 writes the search body and the side panel list', () => {
  assert.equal(searchFields, ['value', 'regex']);
  assert.equal(panel, ['search value', 'page size 10', 'current page']);
});
documented(SEARCH, searchFields);
type Hit = { type: string; text: string };
const hits = (r: any): Hit[] => r.data;
const search = (body: object): Answer => omar.post('/api/home/GlobalSearch', { value: 'Yasmine', ...body });
const named = (r: any, name: string) => hits(r).some((h) => h.text.includes(name));
fieldTest(test, SEARCH, 'value', (v) => search({ value: v }), ['Yasmine', 'Karim'], (a, b) => named(a, 'Yasmine') && !named(a, 'Karim') && named(b, 'Karim') && !named(b, 'Yasmine'));
// regex: the value read as a pattern ('Y.smine' matches Yasmine) rather than as text (no name holds 'Y.smine').
fieldTest(test, SEARCH, 'regex', (v) => search({ value: 'Y.smine', regex: v }), [false, true], (a, b) => !named(a, 'Yasmine') && named(b, 'Yasmine'));

// POST /api/Forms/ListPublishedSecondary: the side panel's published forms (names as the shared schema spells them).
const SIDE = 'POST /api/Forms/ListPublishedSecondary';
documented(SIDE, ['searchValue', 'pageSize', 'currentPage']);
type Form = { id: number; title: string };
const listed = (r: any): Form[] => r.data.forms;
const side = (body: object): Answer => omar.post('/api/Forms/ListPublishedSecondary', { pageSize: 50, ...body });
const all = listed(side({}).json);
test('Omar sees at least four published forms', () => assert.ok(all.length >= 4));
const wordOf = (f: Form) => f.title.split(/\s+/).find((w) => w.length > 4 && !all.every((g) => g.title.includes(w)))!;
const [w1, w2] = [wordOf(all[0]!), wordOf(all.find((f) => !f.title.includes(wordOf(all[0]!)))!)];
fieldTest(test, SIDE, 'searchValue', (v) => side({ searchValue: v }), [w1, w2], (a, b) =>
  listed(a).length > 0 && listed(a).every((f) => f.title.toLowerCase().includes(w1.toLowerCase())) && listed(b).length > 0 && listed(b).every((f) => f.title.toLowerCase().includes(w2.toLowerCase())));
fieldTest(test, SIDE, 'pageSize', (v) => side({ pageSize: v }), [2, 3], (a, b) => listed(a).length === 2 && listed(b).length === 3);
fieldTest(test, SIDE, 'currentPage', (v) => side({ pageSize: 2, currentPage: v }), [0, 1], (a, b) => listed(a).length === 2 && listed(b).length > 0 && !listed(a).some((f) => listed(b).some((g) => g.id === f.id)));

// Projects: 'projectId, userIds; member delete carries projectId and memberId' (spec 4 §3). assign?projectId= takes
// the user ids as its body; deletemember takes both ids.
test('spec 4 writes the project payloads', () => assert.match(spec4, 'projectId, userIds; member delete carries projectId and memberId'));
const ASSIGN = 'POST /api/project/assign';
const REMOVE = 'POST /api/Project/deletemember';
documented(ASSIGN, ['projectId', 'userIds']);
documented(REMOVE, ['projectId', 'memberId']);
const [pA, pB] = projects(db).all() as [ProjectRow, ProjectRow];
const members = (projectId: number) => projectMembers(db).by('projectId', projectId);
const assigned = (projectId: number, userIds: number[]): Answer => {
  const r = omar.post(`/api/project/assign?projectId=${projectId}`, userIds);
  return r.status === 200 && r.json?.success ? { status: 200, json: members(projectId).map((m) => m.userId) } : r;
};
const outsider = (projectId: number, n = 0) => [60, 61, 62, 63, 64, 65, 66, 67].filter((id) => !members(projectId).some((m) => m.userId === id))[n]!;
fieldTest(test, ASSIGN, 'projectId', (v) => {
  const who = outsider(v as number);
  const r = assigned(v as number, [who]);
  return r.status === 200 ? { status: 200, json: { project: v, who, members: r.json } } : r;
}, [pA.id, pB.id], (a, b) => a.project === pA.id && a.members.includes(a.who) && b.project === pB.id && b.members.includes(b.who));
fieldTest(test, ASSIGN, 'userIds', (v) => {
  const who = (v as number[]).map((n) => outsider(pA.id, n));
  const r = assigned(pA.id, who);
  return r.status === 200 ? { status: 200, json: { who, members: r.json } } : r;
}, [[0], [0, 1]], (a, b) => a.who.every((id: number) => a.members.includes(id)) && b.who.length === 2 && b.who.every((id: number) => b.members.includes(id)));
const removed = (projectId: number, memberId: number): Answer => {
  const r = omar.post('/api/Project/deletemember', { projectId, memberId });
  return r.status === 200 && r.json?.success ? { status: 200, json: { memberId, left: members(projectId).map((m) => m.id) } } : r;
};
const someMember = (projectId: number) => {
  if (!members(projectId).length) assigned(projectId, [outsider(projectId)]);
  return members(projectId)[0]!.id;
};
fieldTest(test, REMOVE, 'projectId', (v) => removed(v as number, someMember(v as number)), [pA.id, pB.id], (a, b) => !a.left.includes(a.memberId) && !b.left.includes(b.memberId));
fieldTest(test, REMOVE, 'memberId', (v) => {
  assigned(pA.id, [outsider(pA.id), outsider(pA.id, 1)]);
  const list = members(pA.id).map((m) => m.id);
  return removed(pA.id, list[v as number]!);
}, [0, 1], (a, b) => !a.left.includes(a.memberId) && !b.left.includes(b.memberId) && a.memberId !== b.memberId);
test('deletemember: a member of another project is not removed', () => {
  const other = someMember(pB.id);
  assert.is(omar.post('/api/Project/deletemember', { projectId: pA.id, memberId: other }).status, 404);
  assert.ok(members(pB.id).some((m) => m.id === other));
});

// acceptPolicy: 'Payloads use the policy fields listed above' (spec 4 §7): language and version, with the policy's id.
// Each send is a persona accepting the published version for the first time (their earlier acceptance of it removed).
test('spec 4 lists language and version among the policy fields', () => assert.match(spec4, 'language, publish, unpublish, accept, version'));
const ACCEPT = 'POST /api/policy/acceptPolicy';
documented(ACCEPT, ['language', 'version']);
const published = policies(db).all().find((p) => p.isPublished)!;
const keys = ['employee', 'manager', 'hr', 'support'] as const;
const persona = new Map(keys.map((k) => [k, api.as(k)]));
const ids = { employee: 1, manager: 2, hr: 3, support: 5 } as const;
for (const a of policyAcceptances(db).all()) if (a.policyId === published.id && a.version === published.version && Object.values(ids).includes(a.userId as never)) policyAcceptances(db).remove(a.id);
const accepted = (who: (typeof keys)[number], body: object): Answer => {
  const r = persona.get(who)!.post('/api/policy/acceptPolicy', { policyId: published.id, ...body });
  const row = policyAcceptances(db).by('userId', ids[who]).find((x) => x.policyId === published.id && x.version === published.version);
  return r.status === 200 ? { status: 200, json: { success: r.json.success, row } } : r;
};
let next = 0;
fieldTest(test, ACCEPT, 'language', (v) => accepted(keys[next++]!, { version: published.version, language: v }), ['fr', 'ar'], (a, b) => a.row?.language === 'fr' && b.row?.language === 'ar');
// version: the version read; another than the published one is not accepted ('Policy.VersionChanged').
fieldTest(test, ACCEPT, 'version', (v) => accepted(keys[next++]!, { version: v, language: 'fr' }), [published.version, published.version - 1], (a, b) => a.success && !!a.row && !b.success && !b.row);

// Reminders (spec 4 §7: 'Shapes: not shown'): the fields of the shared schemas (src/domain/shell.ts).
const RCREATE = 'POST /api/Reminder/Create';
const REDIT = 'POST /api/Reminder/Edit';
documented(RCREATE, Object.keys(reminderCreateBody.shape));
documented(REDIT, Object.keys(reminderEditBody.shape));
const reminder = (path: string, body: object): Answer => {
  const r = omar.post(path, { title: 'Appeler le fournisseur', dueDate: '2027-01-10T09:00:00.000Z', ...body });
  return r.status === 200 && r.json?.success ? { status: 200, json: reminders(db).get(r.json.data.id)! } : r;
};
const created = () => reminder('/api/Reminder/Create', {}).json.id as number;
const edited = (body: { id?: unknown; [k: string]: unknown }) => reminder('/api/Reminder/Edit', { ...body, id: body.id ?? created() });
const both: Array<[string, [unknown, unknown], (a: any, b: any) => boolean]> = [
  ['title', ['Appeler', 'Écrire'], (a, b) => a.title === 'Appeler' && b.title === 'Écrire'],
  ['description', ['Devis', 'Facture'], (a, b) => a.description === 'Devis' && b.description === 'Facture'],
  ['dueDate', ['2027-01-10T09:00:00.000Z', '2027-02-10T09:00:00.000Z'], (a, b) => a.dueDate.startsWith('2027-01-10') && b.dueDate.startsWith('2027-02-10')],
];
for (const [name, values, changed] of both) {
  fieldTest(test, RCREATE, name, (v) => reminder('/api/Reminder/Create', { [name]: v }), values, changed);
  fieldTest(test, REDIT, name, (v) => edited({ [name]: v }), values, changed);
}
// userId: whose reminder (Omar may write one for someone else).
fieldTest(test, RCREATE, 'userId', (v) => reminder('/api/Reminder/Create', { userId: v }), [4, 1], (a, b) => a.userId === 4 && b.userId === 1);
const [m1, m2] = [created(), created()];
fieldTest(test, REDIT, 'id', (v) => edited({ id: v, title: `Rappel ${String(v)}` }), [m1, m2], (a, b) => a.id === m1 && a.title === `Rappel ${m1}` && b.id === m2 && b.title === `Rappel ${m2}`);
fieldTest(test, REDIT, 'done', (v) => edited({ done: v }), [false, true], (a, b) => a.done === false && b.done === true);

test.after(() => writeConformance());
test.run();
