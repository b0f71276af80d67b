import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readSheet } from 'read-excel-file/node';
import { fakeApi } from './fake-api';
import { attackTally } from './attack-tally';
import { makeBackend } from '../../server-fake/make-server';
import { users } from '../../server-fake/models/organisation';
import { software } from '../../server-fake/models/inventory';
import { files } from '../../server-fake/models/session';

/**
 * Issue 21, section 4: exports, balances, company files and the personas
 * list give a caller only what their own screens may show them.
 */
const tally = attackTally();
const today = new Date('2026-11-16T09:00:00Z');
type Api = ReturnType<typeof fakeApi>;
type Client = ReturnType<Api['as']>;
const loginAs = (api: Api, userName: string) => {
  const token = api.call('POST', '/api/auth/login', { userName, password: 'demo' }).json.data.token as string;
  return { token, get: (u: string) => api.call('GET', u, undefined, token), post: (u: string, b: unknown = {}) => api.call('POST', u, b, token) };
};
/** The dispatcher's own answer, bytes and all. */
const raw = (api: Api, token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  api.backend.dispatcher.handle({ method, path, query: {}, headers: { authorization: `Bearer ${token}` }, body });

/** The rows of an inventory export. */
async function download(api: Api, token: string, kind: 'hardware' | 'software') {
  const res = raw(api, token, 'GET', `/api/${kind}/Download`);
  assert.is(res.status, 200, String(res.body).slice(0, 80));
  return (await readSheet(Buffer.from(res.body as Uint8Array))).slice(1);
}

test('hardware export: an employee whose list shows 3 items gets exactly those 3 rows, not the 158 of the park', async () => {
  const api = fakeApi();
  const yasmine = api.as('employee');
  const list = yasmine.post('/api/hardware/List', { size: 200 }).json.data;
  assert.is(list.total, 3, 'the issue measured 3 items on her list');
  const rows = await download(api, yasmine.token, 'hardware');
  // Serial numbers sit in the fifth column (src/domain/inventory excelColumns).
  assert.equal(rows.map((r) => r[4]).sort(), list.items.map((i: { reference: string }) => i.reference).sort());
  tally.note('exportScope', 'employee hardware export', rows.length !== 3);
  // Support sees the whole park, in the list and in the export.
  const hicham = api.as('support');
  const all = await download(api, hicham.token, 'hardware');
  assert.is(all.length, 158);
  assert.is(hicham.post('/api/hardware/List', { size: 1 }).json.data.total, 158);
});

test('software export follows the same list: a holder with Software.View gets the licences they hold', async () => {
  const api = fakeApi();
  const db = api.backend.db;
  const rows = software(db).all();
  // Someone who holds some licences but not all, given the view permission without the support ones.
  const holder = users(db).all().find((u) => u.id > 5 && rows.some((s) => s.assignees.includes(u.id)) && !rows.every((s) => s.assignees.includes(u.id)))!;
  assert.ok(holder, 'a holder of some licences');
  users(db).update(holder.id, { permissions: [...holder.permissions.filter((p) => p !== 'Software.Affect' && p !== 'Intervention.View'), 'Software.View'] });
  const c = loginAs(api, holder.userName);
  const list = c.post('/api/software/List', { size: 200 }).json.data;
  const held = rows.filter((s) => s.assignees.includes(holder.id)).length;
  assert.is(list.total, held);
  const exported = await download(api, c.token, 'software');
  assert.equal(exported.map((r) => r[0]).sort(), list.items.map((i: { title: string }) => i.title).sort());
  tally.note('exportScope', 'holder software export', exported.length !== held);
  // Without Software.View there is no software export at all.
  assert.is(api.as('employee').get('/api/software/Download').status, 403);
  tally.note('exportScope', 'employee software export', api.as('employee').get('/api/software/Download').status !== 403);
});

test('an item’s history is read only by those whose list shows the item', () => {
  const api = fakeApi();
  const yasmine = api.as('employee');
  const mine = yasmine.post('/api/hardware/List', { size: 200 }).json.data.items.map((i: { id: number }) => i.id) as number[];
  const other = api.as('support').post('/api/hardware/List', { size: 200 }).json.data.items.find((i: { id: number }) => !mine.includes(i.id)).id as number;
  for (const path of [`/api/hardware/GetById/${other}`, `/api/hardware/History/${other}`, `/api/hardware/AffectHardwareHistory/${other}`]) {
    const res = yasmine.get(path);
    assert.is(res.status, 403, path);
    tally.note('exportScope', path, res.status !== 403);
  }
  assert.is(yasmine.get(`/api/hardware/History/${mine[0]}`).status, 200);
});

test('leave export: an employee’s sheet has exactly the rows of her list', async () => {
  const api = fakeApi();
  for (const key of ['employee', 'manager'] as const) {
    const c = api.as(key);
    const list = { total: 0, rows: [] as Array<{ user: { text: string }; startDate: string }> };
    for (let page = 1; page === 1 || list.rows.length < list.total; page++) {
      const got = c.post('/api/demandeconge/GetDemandes', { page, pageSize: 100 }).json.data;
      list.total = got.total;
      list.rows.push(...got.rows);
    }
    const res = raw(api, c.token, 'POST', '/api/congee/ExportConge', {});
    const rows = (await readSheet(Buffer.from(res.body as Uint8Array))).slice(1);
    assert.is(rows.length, list.total, key);
    assert.equal(rows.map((r) => `${r[0] as string} ${(r[4] as unknown as Date).toISOString().slice(0, 10)}`), list.rows.map((r) => `${r.user.text} ${r.startDate}`), key);
    tally.note('exportScope', `${key} leave export`, rows.length !== list.total);
  }
});

test('form responses export: only the form’s managers and privileged roles, who see every response in the list', () => {
  const api = fakeApi();
  const exportAs = (c: Client) => raw(api, c.token, 'POST', '/api/Forms/ExportResponsesToExcel', { formId: 1 }).status;
  assert.is(exportAs(api.as('employee')), 403);
  assert.is(exportAs(api.as('hr')), 200);
  tally.note('exportScope', 'employee forms export', exportAs(api.as('employee')) !== 403);
});

test('GetHolidaySolde: one’s own balance, an approver’s people, HR; not a colleague’s', () => {
  const api = fakeApi();
  const yasmine = api.as('employee');
  const body = (user: number) => ({ type: 1, user, year: 2026 });
  assert.is(yasmine.post('/api/solde/GetHolidaySolde', body(1)).status, 200);
  for (const other of [2, 3, 30]) {
    const res = yasmine.post('/api/solde/GetHolidaySolde', body(other));
    assert.is(res.status, 403, `user ${other}`);
    tally.note('balanceOfOthers', `employee reads ${other}`, res.status !== 403);
  }
  // Nabil manages 15 and approves their leave, without any HR permission: theirs yes, Yasmine's no.
  const nabil = loginAs(api, users(api.backend.db).get(14)!.userName);
  assert.is(nabil.post('/api/solde/GetHolidaySolde', body(15)).status, 200);
  const refused = nabil.post('/api/solde/GetHolidaySolde', body(1));
  assert.is(refused.status, 403);
  tally.note('balanceOfOthers', 'a manager reads another team', refused.status !== 403);
  assert.is(api.as('hr').post('/api/solde/GetHolidaySolde', body(30)).status, 200);
  // Seeing a colleague's pending request on the company timeline shows the request, not her balance.
  const houda = loginAs(api, 'houda.mernissi');
  const seen = houda.get('/api/demandeconge/GetInfo/2');
  assert.is(seen.status, 200);
  assert.is(seen.json.data.solde, null);
  tally.note('balanceOfOthers', 'balance through a request seen on the timeline', seen.json.data.solde !== null);
  const requester = seen.json.data.fk_User as number;
  assert.type(api.as('hr').get('/api/demandeconge/GetInfo/2').json.data.solde, 'number');
  assert.ok(requester > 0);
});

test('company files: by id and in global search only to CompanyDocument.View holders', () => {
  const api = fakeApi();
  const company = files(api.backend.db).all().find((f) => f.area === 'company')!;
  const yasmine = api.as('employee');
  for (const path of [`/upload/GetCompanyFile/${company.id}`, `/upload/VueFile/${company.id}`, `/upload/DownloadFile/${company.id}`]) {
    const res = yasmine.get(path);
    assert.is(res.status, 403, path);
    tally.note('companyFiles', path, res.status !== 403);
  }
  const found = yasmine.post('/api/home/GlobalSearch', { value: company.name.slice(0, 6) }).json.data as Array<{ type: string }>;
  assert.not.ok(found.some((r) => r.type === 'CompanyDoc'));
  tally.note('companyFiles', 'search', found.some((r) => r.type === 'CompanyDoc'));
  const karim = api.as('manager');
  assert.is(karim.get(`/upload/GetCompanyFile/${company.id}`).status, 200);
  assert.ok((karim.post('/api/home/GlobalSearch', { value: company.name.slice(0, 6) }).json.data as Array<{ type: string }>).some((r) => r.type === 'CompanyDoc'));
});

test('the personas list exists only when the backend is built for demo or sandbox', () => {
  const production = fakeApi(makeBackend({ today }));
  const res = production.call('GET', '/api/auth/personas');
  assert.is(res.status, 404);
  tally.note('personasOutsideDemo', 'makeBackend default', res.status !== 404);
  const demo = fakeApi(makeBackend({ today, personas: true }));
  const list = demo.call('GET', '/api/auth/personas').json.data as Array<{ key: string }>;
  assert.equal(list.map((p) => p.key), ['employee', 'manager', 'hr', 'owner', 'support']);
});

test.after(() => {
  tally.record();
});
test('no attack of this file got through', () => {
  assert.equal(tally.through(), []);
});
test.run();
