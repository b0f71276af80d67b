import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from './fake-api';
import { users } from '../../server-fake/models/organisation';
import { userItemsAnswer } from '../../src/domain/profile';
import { searchAnswer } from '../../src/domain/shell';
import { departements } from '../../server-fake/models/organisation';
import { ancestorsOf, buildOrgTree, childrenOf, openToDepth, visibleOrder, type OrgPerson } from '../../src/features/collaborators/org-tree';
import { treeKey } from '../../src/features/collaborators/org-tree-keys';

const p = (value: number, managerId: number | null | undefined, text = `P${String(value).padStart(2, '0')}`): OrgPerson => ({ value, text, managerId });
const everyone = (tree: ReturnType<typeof buildOrgTree>) => visibleOrder(tree, new Set(tree.children.keys())).sort((a, b) => a - b);

test('builds the hierarchy from managers, reports sorted by name, levels from the top', () => {
  const tree = buildOrgTree([p(4, null, 'Omar'), p(2, 4, 'Karim'), p(3, 4, 'Nadia'), p(1, 2, 'Yasmine'), p(5, 2, 'Hicham')]);
  assert.equal(tree.roots, [4]);
  assert.equal(childrenOf(tree, 4), [2, 3]);
  assert.equal(childrenOf(tree, 2), [5, 1]);
  assert.equal(childrenOf(tree, 1), []);
  assert.equal([1, 2, 3, 4, 5].map((id) => tree.level.get(id)), [3, 2, 2, 1, 3]);
  assert.equal(ancestorsOf(tree, 1), [4, 2]);
  assert.equal(ancestorsOf(tree, 4), []);
});

test('a person whose manager is unknown, missing or themselves becomes a root', () => {
  const tree = buildOrgTree([p(1, 99), p(2, undefined), p(3, 3), p(4, 1)]);
  assert.equal([...tree.roots].sort(), [1, 2, 3]);
  assert.equal(childrenOf(tree, 1), [4]);
  assert.equal(everyone(tree), [1, 2, 3, 4]);
});

test('a management cycle does not hang nor drop anyone: it is broken at its lowest id', () => {
  // 1 → 2 → 3 → 1, and 5 reports into the loop; 6 ↔ 7 on their own.
  const tree = buildOrgTree([p(1, 3), p(2, 1), p(3, 2), p(5, 2), p(6, 7), p(7, 6)]);
  assert.equal([...tree.roots].sort(), [1, 6]);
  assert.equal(ancestorsOf(tree, 3), [1, 2]);
  assert.equal(ancestorsOf(tree, 5), [1, 2]);
  assert.equal(everyone(tree), [1, 2, 3, 5, 6, 7]);
  for (const id of [1, 2, 3, 5, 6, 7]) assert.ok(tree.level.has(id), `level of ${id}`);
});

test('a duplicated person counts once', () => {
  const tree = buildOrgTree([p(1, null), p(2, 1), p(2, 1)]);
  assert.equal(childrenOf(tree, 1), [2]);
  assert.is(tree.byId.size, 2);
});

test('a long chain builds fast and without recursion limits', () => {
  const people = Array.from({ length: 20000 }, (_, i) => p(i + 1, i === 0 ? null : i));
  const started = Date.now();
  const tree = buildOrgTree(people);
  assert.is(tree.level.get(20000), 20000);
  assert.ok(Date.now() - started < 2000);
});

test('what shows: roots and the reports of open people; the top opens at first', () => {
  const tree = buildOrgTree([p(4, null, 'Omar'), p(2, 4, 'Karim'), p(3, 4, 'Nadia'), p(1, 2, 'Yasmine'), p(6, 3, 'Sara')]);
  const open = openToDepth(tree, 1);
  assert.equal([...open], [4]);
  assert.equal(visibleOrder(tree, open), [4, 2, 3]);
  assert.equal(visibleOrder(tree, new Set([4, 2, 3])), [4, 2, 1, 3, 6]);
  assert.equal([...openToDepth(tree, 0)], []);
});

test('arrow keys follow the tree pattern, mirrored in Arabic', () => {
  const tree = buildOrgTree([p(4, null, 'Omar'), p(2, 4, 'Karim'), p(3, 4, 'Nadia'), p(1, 2, 'Yasmine')]);
  const open = new Set([4]);
  assert.equal(treeKey(tree, open, 4, 'ArrowDown'), { focus: 2 });
  assert.equal(treeKey(tree, open, 2, 'ArrowUp'), { focus: 4 });
  assert.is(treeKey(tree, open, 3, 'ArrowDown'), null);
  assert.equal(treeKey(tree, open, 2, 'ArrowRight'), { open: [2] });
  assert.equal(treeKey(tree, new Set([4, 2]), 2, 'ArrowRight'), { focus: 1 });
  assert.equal(treeKey(tree, new Set([4, 2]), 2, 'ArrowLeft'), { close: 2 });
  assert.equal(treeKey(tree, open, 3, 'ArrowLeft'), { focus: 4 });
  assert.is(treeKey(tree, open, 3, 'ArrowRight'), null);
  assert.equal(treeKey(tree, open, 2, 'ArrowLeft', true), { open: [2] });
  assert.equal(treeKey(tree, open, 3, 'ArrowRight', true), { focus: 4 });
  assert.equal(treeKey(tree, open, 3, 'Home'), { focus: 4 });
  assert.equal(treeKey(tree, open, 4, 'End'), { focus: 3 });
  assert.equal(treeKey(tree, open, 3, '*'), { open: [2] });
  assert.is(treeKey(tree, open, 3, 'x'), null);
});

test('the collaborators list carries each manager: the demo organisation is one tree of 72 under the owner', () => {
  const res = fakeApi().as('employee').get('/api/collaborateur/list');
  const parsed = userItemsAnswer.parse(res.json);
  assert.is(parsed.data.length, 72);
  assert.is(parsed.data.find((u) => u.value === 1)?.managerId, 2);
  const tree = buildOrgTree(parsed.data);
  assert.equal(tree.roots, [4]);
  assert.equal(ancestorsOf(tree, 1), [4, 2]);
  assert.is(everyone(tree).length, 72);
});

test('an inactive manager is left out of the list: their reports become roots, nobody is lost', () => {
  const api = fakeApi();
  users(api.backend.db).update(2, { active: false });
  const parsed = userItemsAnswer.parse(api.as('employee').get('/api/collaborateur/list').json);
  const tree = buildOrgTree(parsed.data);
  assert.ok(tree.roots.includes(1), 'Yasmine, whose manager is gone, is a root');
  assert.is(everyone(tree).length, parsed.data.length);
});

test('the collaborators list, kept between reads, follows every write: a person deactivated or renamed, a department renamed', () => {
  const api = fakeApi();
  const list = () => userItemsAnswer.parse(api.as('employee').get('/api/collaborateur/list').json).data;
  assert.is(list().length, 72);
  users(api.backend.db).update(9, { active: false });
  assert.is(list().length, 71);
  assert.not.ok(list().some((u) => u.value === 9));
  users(api.backend.db).update(1, { fullName: 'Yasmine Idrissi-Alaoui' });
  assert.is(list().find((u) => u.value === 1)?.text, 'Yasmine Idrissi-Alaoui');
  const dept = users(api.backend.db).get(1)!.departementId;
  departements(api.backend.db).update(dept, { name: 'Systèmes d’information' });
  assert.is(list().find((u) => u.value === 1)?.departement, 'Systèmes d’information');
  // Presence (each person coming and going on the hub) changes nothing the list shows; a new manager or picture does.
  const before = list();
  users(api.backend.db).update(1, { online: true });
  users(api.backend.db).update(3, { online: false, lastSeen: '2026-11-26T09:00:00.000Z' });
  assert.equal(list(), before);
  users(api.backend.db).update(1, { managerId: 4 });
  assert.is(list().find((u) => u.value === 1)?.managerId, 4);
  users(api.backend.db).update(1, { picturePath: 'new.png' });
  assert.is(list().find((u) => u.value === 1)?.imagePath, 'upload/profileimages/1/new.png');
  // As a plain reading of the tables says, whatever was kept.
  const plain = users(api.backend.db).all().filter((u) => u.active).map((u) => ({ value: u.id, text: u.fullName, managerId: u.managerId }));
  assert.equal(list().map((u) => ({ value: u.value, text: u.text, managerId: u.managerId })), plain);
});

test('the people search answers from names folded once, as a scan would: accents, case and surrounding spaces ignored, ten at most, in id order, following writes', () => {
  const api = fakeApi();
  const search = (value: string, regex = false) =>
    searchAnswer.parse(api.as('employee').post('/api/home/GlobalSearch', { value, regex }).json).data.filter((r) => r.type === 'User');
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const scan = (q: string) => users(api.backend.db).all().filter((u) => u.active && fold(u.fullName).includes(fold(q.trim()))).slice(0, 10).map((u) => u.id);
  for (const q of ['yasm', 'YASMINE', 'a', ' el ', 'zzz']) assert.equal(search(q).map((r) => r.value), scan(q), q);
  assert.is(search('a').length, 10);
  users(api.backend.db).update(9, { fullName: 'Éléonore Çakır' });
  assert.equal(search('eleonore cak').map((r) => r.value), [9]);
  users(api.backend.db).update(9, { active: false });
  assert.equal(search('eleonore').map((r) => r.value), []);
  // A pattern, when asked, is matched against the name as written.
  assert.equal(search('^Karim B', true).map((r) => r.value), [2]);
});

test.run();
