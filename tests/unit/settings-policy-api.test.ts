import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeApi } from './fake-api';
import { acceptanceFor, publishOutcome, textInForce, versionState } from '../../server-fake/rules/policy';

const api = fakeApi();
const owner = api.as('owner');
const employee = api.as('employee');

test('every policy call of endpoints.tsv has a route', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = [path.resolve(here, '../../../shared/spec/endpoints.tsv'), '/work/shared/spec/endpoints.tsv'].find((f) => existsSync(f))!;
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.split('\t')[2] === 'policy');
  assert.is(lines.length, 11);
  for (const line of lines) {
    const [method, p] = line.split('\t');
    const concrete = p.split('?')[0].replace(/\{[^}]+\}/g, '1');
    assert.ok(api.backend.dispatcher.match(method as never, concrete), `${method} ${p}`);
  }
});

test('the demo personas have accepted the enforced policy in force', () => {
  for (const key of ['employee', 'manager', 'hr', 'owner', 'support'] as const) {
    const who = key === 'owner' ? owner : key === 'employee' ? employee : api.as(key);
    const r = who.get(`/api/policy/checkUserAcceptance?userId=${api.backend.dispatcher.callerFor({ authorization: `Bearer ${who.token}` })!.user.id}`);
    assert.is(r.status, 200);
    assert.equal([r.json.data.hasAcceptedPolicy, r.json.data.requiresPolicyAcceptance], [true, true], key);
  }
  const current = employee.get('/api/policy/privacyPolicy');
  assert.is(current.json.data.isEnforced, true);
  assert.is(current.json.data.version, 2);
});

test('administration needs Settings.View; checking someone else too', () => {
  assert.is(employee.post('/api/policy/getPolicies', {}).status, 403);
  assert.is(employee.get('/api/policy/getPolicy/1').status, 403);
  assert.is(employee.post('/api/policy/publishPolicy', { id: 1 }).status, 403);
  assert.is(employee.get('/api/policy/checkUserAcceptance?userId=2').status, 403);
  assert.is(owner.post('/api/policy/getPolicies', {}).status, 200);
  assert.is(owner.get('/api/policy/checkUserAcceptance?userId=1').status, 200);
});

test('texts per language; a language not rewritten carries the earlier version forward', () => {
  const ar = employee.get('/api/policy/getPolicyByLanguage/1/ar');
  assert.is(ar.status, 200);
  assert.is(ar.json.data.language, 'ar');
  const d = owner.get('/api/policy/getPolicy/1').json.data;
  const states = d.versions.map((v: { version: number; language: string; state: string }) => `${v.version}${v.language}:${v.state}`);
  assert.ok(states.includes('1ar:current'));
  assert.ok(states.includes('1fr:archived'));
  assert.ok(states.includes('2fr:current'));
  assert.equal(owner.get('/api/policy/getPolicy/1?language=es').json.data.versions.map((v: { language: string }) => v.language), ['es', 'es']);
});

test('publishing an enforced new version sends users through acceptance again', () => {
  const { backend } = fakeApi();
  const local = fakeApi(backend);
  const o = local.as('owner');
  const e = local.as('employee');
  const empty = o.post('/api/policy/updatePolicy', { id: 1, language: 'fr', content: '   ' });
  assert.is(empty.status, 400);
  const draft = o.post('/api/policy/updatePolicy', { id: 1, language: 'fr', content: 'Nouvelle charte, article 1.' });
  assert.is(draft.status, 200);
  assert.ok(draft.json.data.hasDraft);
  assert.is(e.get('/api/policy/checkUserAcceptance?userId=1').json.data.hasAcceptedPolicy, true, 'a draft changes nothing');
  const pub = o.post('/api/policy/publishPolicy', { id: 1, isEnforced: true });
  assert.is(pub.json.data.version, 3);
  assert.is(o.get('/api/policy/checkUserAcceptance?userId=4').json.data.hasAcceptedPolicy, true, 'the author accepts by publishing');
  const check = e.get('/api/policy/checkUserAcceptance?userId=1').json.data;
  assert.equal([check.hasAcceptedPolicy, check.requiresPolicyAcceptance], [false, true]);
  assert.is(e.get('/api/policy/getPolicyByLanguage/1/fr').json.data.content, 'Nouvelle charte, article 1.');
  assert.is(e.get('/api/policy/getPolicyByLanguage/1/en').json.data.version, 3, 'English carries forward into version 3');
  assert.is(e.post('/api/policy/acceptPolicy', { policyId: 1, version: 2 }).json.success, false, 'an outdated version is refused');
  const acc = e.post('/api/policy/acceptPolicy', { policyId: 1, version: 3, language: 'fr' });
  assert.is(acc.json.data.hasAcceptedPolicy, true);
  const list = o.post('/api/policy/viewUsersAccepted', { policyId: 1 }).json.data;
  assert.equal([list.total, list.users[0].id], [2, 1]);
  o.post('/api/policy/unpublishPolicy', { id: 1 });
  assert.is(local.as('manager').get('/api/policy/checkUserAcceptance?userId=2').json.data.requiresPolicyAcceptance, false);
});

test('deleting versions: drafts and archives go; the last language in force stays', () => {
  const local = fakeApi();
  const o = local.as('owner');
  const d = o.get('/api/policy/getPolicy/1').json.data;
  const archived = d.versions.find((v: { state: string }) => v.state === 'archived');
  assert.is(o.post('/api/policy/DeletePolicyVersion', { id: archived.id }).status, 200);
  // Delete whatever is in force, over and over: the policy never ends up without a text.
  let refusal: string | null = null;
  for (let i = 0; i < 10 && !refusal; i++) {
    const current = o.get('/api/policy/getPolicy/1').json.data.versions.find((v: { state: string }) => v.state === 'current');
    const r = o.post('/api/policy/DeletePolicyVersion', { id: current.id }).json;
    if (!r.success) refusal = r.message;
  }
  assert.is(refusal, 'Policy.LastLanguage');
  const left = o.get('/api/policy/getPolicy/1').json.data;
  assert.is(left.languages.length, 1);
  assert.is(o.post('/api/policy/DeletePolicyVersion', { id: 9999 }).status, 404);
});

test('rules: text in force, version state, publish outcome, acceptance', () => {
  const p = { id: 1, title: 'P', version: 2, isPublished: true, isEnforced: true, publishedDate: null, createdDate: '' };
  const rows = [
    { id: 1, policyId: 1, version: 1, language: 'fr', title: '', content: 'a', updatedDate: '' },
    { id: 2, policyId: 1, version: 2, language: 'fr', title: '', content: 'b', updatedDate: '' },
    { id: 3, policyId: 1, version: 3, language: 'fr', title: '', content: 'c', updatedDate: '' },
  ];
  assert.is(textInForce(rows, p, 'fr')!.content, 'b');
  assert.equal(rows.map((r) => versionState(r, p, rows)), ['archived', 'current', 'draft']);
  assert.equal(publishOutcome(rows, p), { version: 3 });
  assert.equal(publishOutcome(rows.slice(0, 2), p), { version: 2 });
  assert.equal(publishOutcome([], { ...p, version: 0 }), { refused: 'Policy.NothingToPublish' });
  const acc = [{ id: 1, policyId: 1, version: 2, userId: 1, language: 'fr', acceptedDate: '' }];
  assert.is(acceptanceFor(p, acc, false).hasAcceptedPolicy, true);
  assert.is(acceptanceFor({ ...p, version: 3 }, acc, false).hasAcceptedPolicy, false);
  assert.is(acceptanceFor(p, [], true).requiresPolicyAcceptance, false, 'an impersonating admin is never asked');
  assert.is(acceptanceFor(null, [], false).requiresPolicyAcceptance, false);
});

test.run();
