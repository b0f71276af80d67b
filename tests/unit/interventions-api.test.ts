import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { notifications } from '../../server-fake/models/notifications';

const api = fakeApi();
const employee = api.as('employee');
const support = api.as('support');

function create(body: Record<string, unknown> = {}) {
  return employee.post('/api/intervention/Create', { Type: '0', Hardware: '1', Fk_Material: '1', Title: 'Mon portable ne démarre plus', Description: 'Écran noir au démarrage', ...body });
}

test('S4.5.01 S4.7.01 create validates Type, Title and Description with RequiredAttribute and answers value = new id', () => {
  for (const missing of ['Type', 'Title', 'Description']) {
    const res = create({ [missing]: '' });
    assert.is(res.status, 400, missing);
    assert.is(res.json.message, 'RequiredAttribute');
  }
  const res = create();
  assert.is(res.json.success, true);
  assert.type(res.json.value, 'number');
  const read = employee.get(`/api/intervention/GetById/${res.json.value}`).json.data;
  assert.is(read.statut, 'Pending');
  assert.is(read.material_Title, 'Dell Latitude 5440');
  assert.ok(read.inventaires.length > 10, 'material gives the hardware list');
});

test('the linked item must belong to the category; general takes none', () => {
  assert.is(create({ Hardware: '2', Fk_Material: '1' }).json.message, 'Intervention.ItemNotForCategory');
  const sw = employee.get('/api/intervention/GetById/' + create({ Hardware: '0', Fk_Material: '1' }).json.value).json.data;
  assert.ok(sw.material_Title.includes('Microsoft 365'));
  const gen = employee.get('/api/intervention/GetById/' + create({ Hardware: '2', Fk_Material: '' }).json.value).json.data;
  assert.equal(gen.inventaires, []);
});

test('assign → Affected, step → Progressing, close resolved → Solved, with history and notifications', () => {
  const id = create().json.value;
  const before = notifications(api.backend.db).by('userId', 1).length;
  assert.is(support.post('/api/intervention/AssignedTo', { assign: true, id, userIds: [5, 7] }).json.success, true);
  assert.is(support.get(`/api/intervention/GetById/${id}`).json.data.statut, 'Affected');
  assert.ok(notifications(api.backend.db).by('userId', 7).some((n) => n.sourceId === id), 'assignee told');
  assert.is(support.post('/api/intervention/AddStep', { id, description: '' }).json.message, 'RequiredAttribute');
  support.post('/api/intervention/AddStep', { id, description: 'Batterie remplacée' });
  const read = support.get(`/api/intervention/GetById/${id}`).json.data;
  assert.is(read.statut, 'Progressing');
  assert.is(read.history_description, 'Batterie remplacée');
  assert.is(read.whoDid.id, 5);
  support.post('/api/intervention/Close', { id, resolut: true, description: 'OK' });
  assert.is(support.get(`/api/intervention/GetById/${id}`).json.data.statut, 'Solved');
  const history = support.get(`/api/intervention/History/${id}`).json.data;
  assert.equal(history.map((h: { title: string }) => h.title).reverse(), ['Intervention.Created', 'Intervention.Assigned', 'Intervention.Assigned', 'Intervention.Step', 'Intervention.Closed']);
  assert.is(history[0].closed && history[0].resolved, true);
  assert.ok(notifications(api.backend.db).by('userId', 1).length > before, 'requester told');
  // Once solved: no step, no close.
  assert.is(support.post('/api/intervention/AddStep', { id, description: 'x' }).status, 403);
  assert.is(support.post('/api/intervention/Close', { id, resolut: false }).status, 403);
});

test('closing unresolved → Closed; replacing an assignee writes UnAssigned', () => {
  const id = create().json.value;
  support.post('/api/intervention/AssignedTo', { assign: true, id, userIds: [5] });
  support.post('/api/intervention/AssignedTo', { assign: true, id, user_id: 5, userIds: [8] });
  const read = support.get(`/api/intervention/GetById/${id}`).json.data;
  assert.equal(read.users.map((u: { id: number }) => u.id), [8]);
  assert.ok(support.get(`/api/intervention/History/${id}`).json.data.some((h: { title: string; user: { id: number } }) => h.title === 'Intervention.UnAssigned' && h.user.id === 5));
  support.post('/api/intervention/Close', { id, resolut: false });
  assert.is(support.get(`/api/intervention/GetById/${id}`).json.data.statut, 'Closed');
});

test('permissions of spec 4 section 6 answer 403', () => {
  const mine = create().json.value;
  const other = support.post('/api/intervention/List', { requesterId: 9, size: 100 }).json.data.items[0]?.id;
  // Profil.Intervention.Edit: the requester edits their own, not someone else's.
  const upd = { Type: '1', Hardware: '2', Title: 'Titre modifié', Description: 'd', Priority: 'High' };
  assert.is(employee.post('/api/intervention/Update', { ...upd, Id: String(mine) }).json.success, true);
  const manager = api.as('manager');
  assert.is(manager.post('/api/intervention/Update', { ...upd, Id: String(mine) }).status, 403);
  assert.is(employee.post('/api/intervention/AddStep', { id: mine, description: 'x' }).status, 403);
  assert.is(employee.post('/api/intervention/Close', { id: mine, resolut: true }).status, 403);
  assert.is(employee.del(`/api/intervention/delete/${mine}`).status, 403);
  if (other) assert.is(employee.get(`/api/intervention/GetById/${other}`).status, 403);
  assert.is(api.as('owner').del(`/api/intervention/delete/${mine}`).json.success, true);
  assert.is(support.get(`/api/intervention/GetById/${mine}`).status, 404);
});

test('the list filters by status, priority, category and requester; employees see only theirs', () => {
  const all = support.post('/api/intervention/List', { size: 100 }).json.data;
  assert.ok(all.total >= 24);
  const solved = support.post('/api/intervention/List', { statut: 'Solved', size: 100 }).json.data.items;
  assert.ok(solved.length > 0 && solved.every((i: { statut: string }) => i.statut === 'Solved'));
  const urgent = support.post('/api/intervention/List', { priority: 'Urgent', hardware: 2, size: 100 }).json.data.items;
  assert.ok(urgent.every((i: { priority: string; hardware: number }) => i.priority === 'Urgent' && i.hardware === 2));
  const mine = employee.post('/api/intervention/List', { size: 100 }).json.data.items;
  assert.ok(mine.length > 0 && mine.every((i: { demandeByUser: { id: number } }) => i.demandeByUser.id === 1));
  assert.is(support.get('/api/intervention/statuslist').json.data.length, 5);
});

test.run();
