import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi, mondayAhead } from './fake-api';
import { addDays } from '../../src/domain/leave-days';
import { personas, type PersonaDef } from '../../fixtures/personas';
import { recordSecurityFigures } from '../security-figures';

/**
 * Permissions and IDOR against the fake server, the API contract.
 * 1. Declared permissions: every protected route × every persona: 403 without it, never 403 from the route with it.
 * 2. Checks made inside handlers (acting for someone else, on someone else's object):
 *    every action × every persona, allowed ones pass, the others answer 403.
 * 3. IDOR: another user's leave, note, document request, form response, chat group,
 *    chat attachment and files are refused by id to a user who may not see them.
 */
type Key = PersonaDef['key'];
type Client = ReturnType<ReturnType<typeof fakeApi>['as']>;
const keys = personas.map((p) => p.key);
const concrete = (p: string) => p.replace(/:(\w+)/g, '1').replace(/\*\w+/g, 'x');
const figures = { routeCells: 0, handlerCells: 0, idorChecks: 0, protectedRoutes: 0, handlerActions: 0 };

test('declared permissions: every protected route against every persona', () => {
  const api = fakeApi();
  const tokens = Object.fromEntries(personas.map((p) => [p.key, api.login(p.key)]));
  const routes = api.backend.dispatcher.routes.filter((r) => r.permission && !r.path.includes('connectAs'));
  figures.protectedRoutes = routes.length;
  const wrong: string[] = [];
  for (const r of routes) {
    const needed = typeof r.permission === 'string' ? [r.permission] : [...(r.permission as string[])];
    for (const p of personas) {
      const has = needed.some((code) => p.permissions.includes(code));
      const res = api.call(r.method, concrete(r.path), {}, tokens[p.key]);
      figures.routeCells++;
      // With the permission the route lets the call through (a 403 may still come from the handler, checked below).
      if (!has && res.status !== 403) wrong.push(`${p.key} ${r.method} ${r.path} → ${res.status} (expected 403)`);
      if (has && res.status === 401) wrong.push(`${p.key} ${r.method} ${r.path} → 401`);
    }
  }
  assert.equal(wrong, []);
  assert.ok(figures.routeCells > 400);
});

/** Actions guarded inside their handler; `allowed` lists the personas the spec lets through. */
interface Action {
  name: string;
  allowed: Key[];
  run(c: Client, api: ReturnType<typeof fakeApi>): { status: number };
}
// Far enough ahead for every notice period, whatever the day (it was 18 to 20 January 2027, refused once that came near).
const leaveStart = mondayAhead(63);
const leaveForm = { fk_RegimeType: 1, startDate: leaveStart, endDate: addDays(leaveStart, 2), description: 'x' };
const intervention = { Type: '0', Hardware: '1', Fk_Material: '1', Title: 'Panne', Description: 'd' };
const actions: Action[] = [
  { name: 'leave: request for someone else', allowed: ['manager', 'hr', 'owner'], run: (c) => c.post('/api/demandeconge/Create', { ...leaveForm, fk_User: 30 }) },
  { name: 'leave: cancel someone else’s request', allowed: ['manager', 'hr', 'owner'], run: (c) => c.get('/api/demandeconge/Cancel/7') },
  { name: 'leave: edit someone else’s request', allowed: ['hr', 'owner'], run: (c) => c.post('/api/demandeconge/Edit', { ...leaveForm, id: 127, fk_User: 30 }) },
  { name: 'documents: request for someone else', allowed: ['hr', 'owner'], run: (c) => c.post('/api/demanddocument/update', { typeId: 1, userid: 30, version: 1 }) },
  { name: 'documents: statistics of someone else', allowed: ['manager', 'hr', 'owner'], run: (c) => c.get('/api/demanddocument/statistic/30') },
  { name: 'documents: template text', allowed: ['hr', 'owner'], run: (c) => c.post('/api/demanddocument/updateText', { id: 1, text: '<p>x</p>' }) },
  { name: 'expenses: note for someone else', allowed: ['manager', 'hr', 'owner'], run: (c) => c.post('/api/Notes/Create', { title: 'x', currency: 'MAD', affectedUserId: 30 }) },
  { name: 'expenses: someone else’s note', allowed: ['manager', 'hr', 'owner'], run: (c, api) => c.get(`/api/Notes/GetById/${noteOf(api, 30)}`) },
  { name: 'interventions: request for someone else', allowed: ['manager', 'hr', 'owner', 'support'], run: (c) => c.post('/api/intervention/Create', { ...intervention, Fk_DemadeBy: '30' }) },
  { name: 'interventions: edit someone else’s', allowed: ['owner', 'support'], run: (c) => c.post('/api/intervention/Update', { Id: '2', Type: '1', Hardware: '2', Title: 'T', Description: 'd', Priority: 'High' }) },
  { name: 'interventions: add a step', allowed: ['owner', 'support'], run: (c) => c.post('/api/intervention/AddStep', { id: 2, description: 'x' }) },
  { name: 'interventions: close', allowed: ['owner', 'support'], run: (c) => c.post('/api/intervention/Close', { id: 9, resolut: true, description: 'x' }) },
  { name: 'forms: responses of someone else', allowed: ['hr', 'owner'], run: (c) => c.post('/api/Forms/ResponsesByUser', { userId: 30, currentPage: 0, pageSize: 10 }) },
  { name: 'chat: rename a group one does not administer', allowed: ['hr', 'owner'], run: (c) => c.post('/api/chat/UpdateGroup', { id: 2, title: 'T', description: 'D', usersIds: '8', adminsIds: '3' }) },
  { name: 'chat: delete a group one does not administer', allowed: ['hr', 'owner'], run: (c) => c.del('/api/chat/DeleteGroup/2') },
  { name: 'reminders: someone else’s reminder', allowed: ['support', 'owner'], run: (c) => c.get('/api/Reminder/GetById/13') },
  { name: 'reminders: create for someone else', allowed: ['owner'], run: (c) => c.post('/api/Reminder/Create', { title: 'x', dueDate: '2027-01-01T09:00:00Z', userId: 30 }) },
  { name: 'inventory: someone else’s hardware list', allowed: ['manager', 'hr', 'owner', 'support'], run: (c) => c.post('/api/hardware/List', { userId: 30, size: 5 }) },
  { name: 'session: connect as another user', allowed: ['owner'], run: (c) => c.post('/api/auth/connectAs/30') },
];
/** A note of another user, made by whoever may (the owner). */
function noteOf(api: ReturnType<typeof fakeApi>, userId: number): number {
  const res = api.as('owner').post('/api/Notes/Create', { title: 'Frais', currency: 'MAD', affectedUserId: userId });
  return res.json.data.id ?? res.json.data;
}

test('checks inside handlers: every protected action against every persona', () => {
  const wrong: string[] = [];
  for (const a of actions) {
    figures.handlerActions++;
    for (const key of keys) {
      // A fresh backend per cell: an allowed action must not change what the next persona meets.
      const api = fakeApi();
      const res = a.run(api.as(key), api);
      figures.handlerCells++;
      const allowed = a.allowed.includes(key);
      if (allowed && (res.status === 403 || res.status === 401 || res.status >= 500)) wrong.push(`${a.name}: ${key} refused (${res.status})`);
      if (!allowed && res.status !== 403) wrong.push(`${a.name}: ${key} let through (${res.status})`);
    }
  }
  assert.equal(wrong, []);
});

test('IDOR: another user’s objects are refused by id', () => {
  const api = fakeApi();
  const yasmine = api.as('employee');
  const karim = api.as('manager');
  // A colleague of another department: not Yasmine's manager, not in her chat group, no HR rights.
  const houdaToken = api.call('POST', '/api/auth/login', { userName: 'houda.mernissi', password: 'demo' }).json.data.token as string;
  const houda = { get: (u: string) => api.call('GET', u, undefined, houdaToken), post: (u: string, b: unknown = {}) => api.call('POST', u, b, houdaToken) };
  const pdf = { name: 'certificat.pdf', size: 12, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };

  // Yasmine's own objects, made through the API.
  assert.is(yasmine.post('/api/demandeconge/Create', { ...leaveForm, fk_User: 1, files: [pdf] }).json.success, true);
  const leave = yasmine.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.rows[0].id as number;
  const leaveFile = yasmine.get(`/api/demandeconge/GetInfo/${leave}`).json.data.filesNames[0].id as number;
  yasmine.get(`/api/demandeconge/Cancel/${leave}`);
  const note = yasmine.post('/api/Notes/Create', { title: 'Mission', currency: 'MAD', files: [pdf] }).json.data;
  const noteId = (note?.id ?? note) as number;
  const noteFile = api.backend.db.table<{ id: number; fileIds: number[] }>('expenseNotes').get(noteId)!.fileIds[0];
  const reminder = yasmine.post('/api/Reminder/Create', { title: 'Perso', dueDate: '2027-01-01T09:00:00Z' }).json.data;
  const companyFile = api.backend.db.table<{ id: number; area: string }>('files').all().find((f) => f.area === 'company')!.id;
  const othersItem = api.backend.db.table<{ id: number; assignees: number[] }>('hardware').all().find((h) => !h.assignees.includes(1))!.id;

  const checks: Array<[string, { status: number }, number]> = [
    ['a cancelled leave of Yasmine', houda.get(`/api/demandeconge/GetInfo/${leave}`), 403],
    ['a rejected leave of Yasmine', houda.get('/api/demandeconge/GetInfo/5'), 403],
    ['the certificate of her leave (view)', houda.get(`/upload/VueFile/${leaveFile}`), 403],
    ['the certificate of her leave (download)', houda.get(`/upload/DownloadFile/${leaveFile}`), 403],
    ['her expense note', houda.get(`/api/Notes/GetById/${noteId}`), 403],
    ['the expenses of her note', houda.get(`/api/ExpensesCat/List/${noteId}`), 403],
    ['the receipt of her note', houda.get(`/upload/VueFile/${noteFile}`), 403],
    ['her document request', houda.get('/api/demanddocument/info/1'), 403],
    ['the document produced for her', houda.get('/upload/DownloadFile/9'), 403],
    ['the document produced for her (by name)', houda.get('/upload/document/9'), 403],
    ['her form response', houda.get('/api/Forms/DetailResponse/1'), 403],
    ['her form response (POST)', houda.post('/api/Forms/detailFormResponse', { id: 1 }), 403],
    ['a chat group she is not in', houda.get('/api/chat/GetGroupDetails/1'), 403],
    ['the messages of that group', houda.post('/api/chat/GetMessages', { userid: 1, isGroup: true, page: 1 }), 403],
    ['the header of that group', houda.post('/api/chat/ChatHeader', { id: 1, isgroup: true }), 403],
    ['an attachment of that group', houda.get('/upload/GetChatDocument/21'), 403],
    ['that attachment by file id', houda.get('/upload/VueFile/21'), 403],
    ['Yasmine’s group for Nadia', api.as('hr').get('/api/chat/GetGroupDetails/1'), 403],
    ['her reminder', houda.get(`/api/Reminder/GetById/${reminder?.id ?? 1}`), 403],
    ['someone else’s intervention', yasmine.get('/api/intervention/GetById/2'), 403],
    ['its history', yasmine.get('/api/intervention/History/2'), 403],
    // Issue 21: balances, company files and inventory items by id follow what the caller's screens show.
    ['Yasmine’s leave balance', houda.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2026 }), 403],
    ['a company file by id', houda.get(`/upload/GetCompanyFile/${companyFile}`), 403],
    ['a company file through the generic view', houda.get(`/upload/VueFile/${companyFile}`), 403],
    ['the history of equipment someone else holds', yasmine.get(`/api/hardware/History/${othersItem}`), 403],
    ['her manager reads her balance', karim.post('/api/solde/GetHolidaySolde', { type: 1, user: 1, year: 2026 }), 200],
    ['a CompanyDocument.View holder reads the company file', karim.get(`/upload/GetCompanyFile/${companyFile}`), 200],
    // Those who may see them still do.
    ['her manager sees the certificate', karim.get(`/upload/VueFile/${leaveFile}`), 200],
    ['her manager sees the note', karim.get(`/api/Notes/GetById/${noteId}`), 200],
    ['she sees her own produced document', yasmine.get('/upload/DownloadFile/9'), 200],
    ['she sees her group’s attachment', yasmine.get('/upload/VueFile/21'), 200],
    ['a pending leave shown on the company timeline', houda.get('/api/demandeconge/GetInfo/2'), 200],
  ];
  const wrong = checks.filter(([, res, expected]) => res.status !== expected).map(([what, res, expected]) => `${what}: ${res.status} (expected ${expected})`);
  figures.idorChecks = checks.length;
  assert.equal(wrong, []);
});

// Spec 2 §1: the chat holds "direct and group conversations"; a direct one (§5: "Send takes recipient id") is between
// its sender and its recipient. Its attachment, read by file id through the generic file
// calls (/upload/VueFile, /upload/DownloadFile), follows the conversation: its sender and its recipient, nobody else
// (issue 33 item 6: the mutation run let a file rule opening every private chat attachment live; the IDOR list above
// checks a group's attachment only).
test('IDOR: a private chat attachment by file id is for its sender and recipient only', () => {
  const api = fakeApi();
  const yasmine = api.as('employee');
  const file = { name: 'rib.pdf', size: 12, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };
  const msg = yasmine.post('/api/chat/SendMessage', { recieverId: '9', isGroup: 'false', message: '', files: [file] }).json.data;
  const fileId = msg.files[0].id as number;
  const tokenOf = (userName: string) => api.call('POST', '/api/auth/login', { userName, password: 'demo' }).json.data.token as string;
  const recipient = tokenOf(api.backend.db.table<{ id: number; userName: string }>('users').get(9)!.userName);
  const houda = tokenOf('houda.mernissi');
  assert.is(yasmine.get(`/upload/VueFile/${fileId}`).status, 200, 'its sender');
  assert.is(api.call('GET', `/upload/DownloadFile/${fileId}`, undefined, recipient).status, 200, 'its recipient');
  assert.is(api.call('GET', `/upload/VueFile/${fileId}`, undefined, houda).status, 403, 'someone else (view)');
  assert.is(api.call('GET', `/upload/DownloadFile/${fileId}`, undefined, houda).status, 403, 'someone else (download)');
});

test.after(() => {
  recordSecurityFigures({ permissionRouteCells: figures.routeCells, protectedRoutes: figures.protectedRoutes, handlerActions: figures.handlerActions, handlerCells: figures.handlerCells, idorChecks: figures.idorChecks });
  console.log(`  permission cells: ${figures.routeCells} declared + ${figures.handlerCells} in handlers; IDOR checks: ${figures.idorChecks}`);
});
test.run();
