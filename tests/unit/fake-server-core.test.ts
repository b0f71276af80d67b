import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeApi } from './fake-api';
import { users } from '../../server-fake/models/organisation';
import { route } from '../../server-fake/http';
import { Dispatcher } from '../../server-fake/dispatch';
import * as z from 'zod';

const api = fakeApi();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the organisation is believable: 60+ employees across departments, sites, societies, functions and teams', () => {
  const all = users(api.backend.db).all();
  assert.ok(all.length >= 60);
  for (const key of ['departementId', 'siteId', 'societyId', 'fonctionId', 'teamId'] as const) assert.ok(new Set(all.map((u) => u[key])).size >= 3, key);
  assert.ok(all.every((u) => u.id === 4 || u.managerId !== null), 'everyone but the owner has a manager');
});

test('sign in gives a token, a profile and permissions; a wrong password is refused', () => {
  const ok = api.call('POST', '/api/auth/login', { userName: 'yasmine', password: 'demo' });
  assert.is(ok.status, 200);
  assert.is(ok.json.data.user.fullname, 'Yasmine El Idrissi');
  assert.ok(ok.json.data.permissions.includes('Conge.View'));
  const bad = api.call('POST', '/api/auth/login', { userName: 'yasmine', password: 'nope' });
  assert.is(bad.json.success, false);
  assert.is(bad.json.message, 'Login.Invalid');
});

test('every /api call needs the token: 401 without it', () => {
  const res = api.call('GET', '/api/departement/list');
  assert.is(res.status, 401);
  assert.is(res.json.success, false);
});

test('an unknown /api path answers 404 with a message', () => {
  const res = api.as('owner').get('/api/nothing/here');
  assert.is(res.status, 404);
  assert.type(res.json.message, 'string');
});

test('a payload that fails its schema answers 400 with a message', () => {
  const res = api.call('POST', '/api/auth/login', { userName: '', password: 3 });
  assert.is(res.status, 400);
  assert.is(res.json.message, 'RequiredAttribute');
});

test('a protected route answers 403 without the permission', () => {
  const d = new Dispatcher([route({ method: 'GET', path: '/api/secret', permission: 'Settings.View', handle: () => ({ success: true }) })], api.backend.ctx);
  const employee = api.login('employee');
  const owner = api.login('owner');
  assert.is(d.handle({ method: 'GET', path: '/api/secret', query: {}, headers: { authorization: `Bearer ${employee}` }, body: undefined }).status, 403);
  assert.is(d.handle({ method: 'GET', path: '/api/secret', query: {}, headers: { authorization: `Bearer ${owner}` }, body: undefined }).status, 200);
});

test('a handler that throws answers 500 with a message, never an exception', () => {
  const d = new Dispatcher([route({ method: 'POST', path: '/api/boom', body: z.object({}), handle: () => { throw new Error('x'); } })], api.backend.ctx);
  const res = d.handle({ method: 'POST', path: '/api/boom', query: {}, headers: { authorization: `Bearer ${api.login('owner')}` }, body: {} });
  assert.is(res.status, 500);
});

test('refresh swaps the tokens; logout ends the session', () => {
  const login = api.call('POST', '/api/auth/login', { userName: 'karim', password: 'demo' }).json.data;
  const refreshed = api.call('POST', '/api/auth/refresh', { refreshToken: login.refreshToken });
  assert.is(refreshed.status, 200);
  assert.is.not(refreshed.json.data.token, login.token);
  assert.is(api.call('GET', '/api/auth/permissions', undefined, login.token).status, 401);
  const token = refreshed.json.data.token;
  assert.is(api.call('GET', '/api/auth/permissions', undefined, token).status, 200);
  api.call('POST', '/api/auth/logout', {}, token);
  assert.is(api.call('GET', '/api/auth/permissions', undefined, token).status, 401);
});

test('a refresh token spent a moment ago (a reload cut its answer short) gets the same grant again; after 30 s, or once renewed again, it is refused', () => {
  const login = api.call('POST', '/api/auth/login', { userName: 'karim', password: 'demo' }).json.data;
  const first = api.call('POST', '/api/auth/refresh', { refreshToken: login.refreshToken }).json.data;
  const again = api.call('POST', '/api/auth/refresh', { refreshToken: login.refreshToken });
  assert.is(again.status, 200);
  assert.equal([again.json.data.token, again.json.data.refreshToken], [first.token, first.refreshToken], 'the grant the first use gave, not a third session');
  assert.is(api.call('GET', '/api/auth/permissions', undefined, first.token).status, 200);
  // Renewed again: the first token is now two renewals old.
  const second = api.call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken }).json.data;
  assert.is(api.call('POST', '/api/auth/refresh', { refreshToken: login.refreshToken }).status, 401);
  // 30 s of the server's clock later, the token second was renewed from is refused too.
  const clock = api.backend.ctx as { now(): Date };
  const now = clock.now.bind(clock);
  clock.now = () => new Date(now().getTime() + 30_001);
  try {
    assert.is(api.call('POST', '/api/auth/refresh', { refreshToken: first.refreshToken }).status, 401);
    assert.is(api.call('GET', '/api/auth/permissions', undefined, second.token).status, 200);
  } finally {
    clock.now = now;
  }
  // Signed out: nothing renews it any more.
  const third = api.call('POST', '/api/auth/refresh', { refreshToken: second.refreshToken }).json.data;
  api.call('POST', '/api/auth/logout', {}, third.token);
  assert.is(api.call('POST', '/api/auth/refresh', { refreshToken: second.refreshToken }).status, 401);
});

test('connect as another user, then leave that state', () => {
  const owner = api.as('owner');
  const as = owner.post('/api/auth/connectAs/1');
  assert.is(as.json.data.user.isConnectToUser, true);
  assert.is(as.json.data.user.userId, 1);
  const left = owner.post('/api/auth/logoutConnectedUser').json;
  assert.is(left.success, true);
  // The administrator's grant comes back, on the same token, for the client to keep before it reloads.
  assert.is(left.data.user.userId, 4);
  assert.is(left.data.user.isConnectToUser, false);
  assert.is(left.data.token, as.json.data.token);
  assert.is(owner.post('/api/auth/logoutConnectedUser').json.message, 'Impersonation.NotConnected');
  assert.is(owner.get('/api/auth/permissions').json.data.includes('Settings.View'), true);
  assert.is(api.as('employee').post('/api/auth/connectAs/2').status, 403);
});

test('hover card data and avatars', () => {
  const me = api.as('employee');
  const card = me.post('/api/profile/GetProfileUser/2');
  assert.equal(card.json.data, { id: 2, fullName: 'Karim Benali', departement: 'Informatique' });
  assert.is(me.post('/api/profile/GetProfileUser/9999').status, 404);
  const avatar = api.call('GET', '/upload/profileimages/2/avatar-2.svg');
  assert.is(avatar.headers['Content-Type'], 'image/svg+xml');
  assert.match(avatar.text, /KB/);
});

// The areas whose calls are built so far: each area issue adds its own.
const implementedAreas = new Set(['reference', 'files', 'notifications', 'reminders', 'expenses']);
const implementedShell = ['/api/profile/GetProfileUser/{id}', '/api/auth/logout', '/api/home/GlobalSearch', '/upload/getbyfilename/logo.png?v={timestamp}'];
// File calls served by their area's issue (documents, chat); removed from here when it lands.
const pendingFiles: string[] = [];

test('every documented call of the areas built so far has a route', () => {
  // Worktrees sit one level deeper (/work/wt/<name>) than main (/work/main).
  const spec = [path.join(root, '../shared/spec/endpoints.tsv'), path.join(root, '../../shared/spec/endpoints.tsv')].find((p) => existsSync(p))!;
  const lines = readFileSync(spec, 'utf8').split('\n');
  const missing: string[] = [];
  for (const line of lines) {
    const [method, p, area] = line.split('\t');
    if (!p || !['GET', 'POST', 'DELETE', 'PUT', 'HEAD'].includes(method)) continue;
    if ((!implementedAreas.has(area) && !implementedShell.includes(p)) || pendingFiles.includes(p)) continue;
    const concrete = p.split('?')[0].replace(/\{[^}]+\}/g, '1');
    if (!api.backend.dispatcher.match(method as never, concrete)) missing.push(`${method} ${p}`);
  }
  assert.equal(missing, []);
});

test('every reference list answers items with value and text', () => {
  const hr = api.as('hr');
  for (const p of ['/api/departement/list', '/api/site/list', '/api/society/list', '/api/fonction/list', '/api/teams/list', '/api/congee/listregime', '/api/collaborateur/GetTypeOfContract', '/api/Htravail/list', '/api/Contract/GetDepartureReasons', '/api/settings/CurrencyList', '/api/collaborateur/UsersSelectItem', '/api/area/listbysite/1', '/api/settings/GetCountries', '/api/collaborateur/list']) {
    const res = hr.get(p);
    assert.is(res.status, 200, p);
    assert.ok(res.json.data.length > 0, p);
    assert.ok(res.json.data.every((i: { value: unknown; text: unknown }) => i.value !== undefined && typeof i.text === 'string'), p);
  }
  assert.is(hr.get('/api/area/listbysite/99').status, 404);
});

test.run();
