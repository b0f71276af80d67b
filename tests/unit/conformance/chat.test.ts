import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { users } from '../../../server-fake/models/organisation';
import { chatGroups, chatMessages } from '../../../server-fake/models/chat';
import { documented, fieldTest, specText, writeConformance, type Answer } from './tally';

/**
 * Spec 2 §7's chat calls, field by field: the list filter of chatlist and GroupList, GetMessages' and the user
 * picker's (userslist). Two values each; the answer must change as the field says, or be a 400 naming it.
 * The spec gives the names only; the readings are written in server-fake/rules/chat-lists.ts and routes/chat.ts.
 */
const spec = specText('2-leave-and-chat.md');
// '- POST /api/chat/chatlist and POST /api/chat/GroupList: searchValue, lenght, …; answer chatList.' ('lenght 5' names a default.)
const fieldsOf = (call: string) => new RegExp(`/api/chat/${call}[^:\\n]*: ([^;\\n]*);`).exec(spec)![1]!.split(',').map((s) => s.trim().split(' ')[0]!);
const listFields = fieldsOf('chatlist');
test('the spec names the same ten fields for chatlist and GroupList', () => {
  assert.equal(listFields, ['searchValue', 'lenght', 'currentList', 'id', 'roleName', 'userid', 'roleId', 'ids', 'selectAll', 'isGroup']);
  assert.equal(fieldsOf('GroupList'), listFields);
  assert.equal(fieldsOf('GetMessages'), ['searchValue', 'lenght', 'currentList', 'userid', 'isGroup']);
  assert.equal(fieldsOf('userslist'), ['searchValue', 'lenght', 'pageNumber', 'groupId']);
});

const api = fakeApi();
const db = api.backend.db;
const yasmine = api.as('employee'); // user 1
const karim = api.as('manager'); // user 2, in two groups
const byId = new Map(users(db).all().map((u) => [u.id, u]));
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

type Item = { chatUser: { value: number; text: string }; isGroup: boolean };
const items = (r: any): Item[] => r.chatList;
const values = (r: any) => items(r).map((i) => i.chatUser.value);
const every = (r: any, ok: (i: Item) => boolean) => items(r).length > 0 && items(r).every(ok);
const disjoint = (a: number[], b: number[]) => a.length > 0 && b.length > 0 && !a.some((x) => b.includes(x));
const refusedOnly = () => false;

// chatlist: the signed-in person's conversations with people.
const CHAT = 'POST /api/chat/chatlist';
documented(CHAT, listFields);
const chats = (body: object): Answer => yasmine.post('/api/chat/chatlist', { lenght: 100, ...body });
const cfield = (name: string, send: (v: unknown) => Answer, vs: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, CHAT, name, send, vs, changed);
cfield('searchValue', (v) => chats({ searchValue: v }), ['karim', 'anas'], (a, b) => every(a, (i) => /Karim/.test(i.chatUser.text)) && every(b, (i) => /Anas/.test(i.chatUser.text)));
cfield('lenght', (v) => chats({ lenght: v }), [3, 5], (a, b) => items(a).length === 3 && items(b).length === 5);
cfield('currentList', (v) => chats({ lenght: 3, currentList: v }), [0, 1], (a, b) => items(a).length === 3 && disjoint(values(a), values(b)));
// Reading: the list is the caller's conversations; no record is named by id, no other user id narrows it, roles have no numeric ids.
cfield('id', (v) => chats({ id: v }), [2, 5], refusedOnly);
cfield('userid', (v) => chats({ userid: v }), [2, 5], refusedOnly);
cfield('roleId', (v) => chats({ roleId: v }), [1, 2], refusedOnly);
// roleName: only people holding that role (spec 1 §3's user list filter, whose names this filter takes).
cfield('roleName', (v) => chats({ roleName: v }), ['Responsable', 'Administrateur'], (a, b) => every(a, (i) => byId.get(i.chatUser.value)!.roleName === 'Responsable') && every(b, (i) => byId.get(i.chatUser.value)!.roleName === 'Administrateur'));
cfield('ids', (v) => chats({ ids: v }), [[2], [5, 6]], (a, b) => values(a).join() === '2' && [...values(b)].sort().join() === '5,6');
// selectAll: spec 1 §4, select-all inverts the individual choices: ids are then the people left out.
cfield('selectAll', (v) => chats({ ids: [2], selectAll: v }), [false, true], (a, b) => values(a).join() === '2' && values(b).length > 1 && !values(b).includes(2));
// isGroup: which conversations the list answers; chatlist's own are people's.
cfield('isGroup', (v) => chats({ isGroup: v }), [false, true], (a, b) => every(a, (i) => !i.isGroup) && every(b, (i) => i.isGroup));

// GroupList: Karim's groups (Équipe Web, which he created, and Support Infra).
const GROUPS = 'POST /api/chat/GroupList';
documented(GROUPS, fieldsOf('GroupList'));
const mine = chatGroups(db).filter((g) => g.creatorId === 2 || g.adminIds.includes(2) || g.memberIds.includes(2));
const [g1, g2] = mine as [(typeof mine)[0], (typeof mine)[0]];
test('Karim is in two groups', () => assert.ok(mine.length >= 2));
const groups = (body: object): Answer => karim.post('/api/chat/GroupList', { lenght: 100, ...body });
const gfield = (name: string, send: (v: unknown) => Answer, vs: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, GROUPS, name, send, vs, changed);
const word = (name: string) => name.split(' ').at(-1)!;
gfield('searchValue', (v) => groups({ searchValue: v }), [word(g1.name), word(g2.name)], (a, b) => values(a).join() === String(g1.id) && values(b).join() === String(g2.id));
gfield('lenght', (v) => groups({ lenght: v }), [1, 2], (a, b) => items(a).length === 1 && items(b).length === 2);
gfield('currentList', (v) => groups({ lenght: 1, currentList: v }), [0, 1], (a, b) => items(a).length === 1 && disjoint(values(a), values(b)));
gfield('id', (v) => groups({ id: v }), [g1.id, g2.id], refusedOnly);
gfield('userid', (v) => groups({ userid: v }), [1, 5], refusedOnly);
gfield('roleId', (v) => groups({ roleId: v }), [1, 2], refusedOnly);
// A group holds no role: roleName on a list of groups is refused.
gfield('roleName', (v) => groups({ roleName: v }), ['Responsable', 'Employe'], refusedOnly);
gfield('ids', (v) => groups({ ids: v }), [[g1.id], [g2.id]], (a, b) => values(a).join() === String(g1.id) && values(b).join() === String(g2.id));
gfield('selectAll', (v) => groups({ ids: [g1.id], selectAll: v }), [false, true], (a, b) => values(a).join() === String(g1.id) && values(b).length > 0 && !values(b).includes(g1.id));
gfield('isGroup', (v) => groups({ isGroup: v }), [true, false], (a, b) => every(a, (i) => i.isGroup) && every(b, (i) => !i.isGroup));

// GetMessages: Karim's conversation with Yasmine (user 1), and Équipe Web (group 1), newest page first.
const MSG = 'POST /api/chat/GetMessages';
documented(MSG, fieldsOf('GetMessages'));
type Message = { id: number; user: number; recieverId: number | null; groupId: number | null; message: string };
const messages = (r: any): Message[] => r.data.flatMap((s: { messages: Message[] }) => s.messages);
const ids = (r: any) => messages(r).map((m) => m.id);
const read = (body: object): Answer => karim.post('/api/chat/GetMessages', { userid: 1, isGroup: false, lenght: 100, ...body });
const mfield = (name: string, send: (v: unknown) => Answer, vs: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, MSG, name, send, vs, changed);
const withYasmine = chatMessages(db).filter((m) => m.groupId === null && [m.senderId, m.receiverId].includes(1) && [m.senderId, m.receiverId].includes(2));
const wordsOf = (text: string) => fold(text).split(/[^a-z]+/).filter((w) => w.length > 5);
const w1 = wordsOf(withYasmine[0]!.text)[0]!;
const w2 = withYasmine.flatMap((m) => wordsOf(m.text)).find((w) => !withYasmine.every((m) => fold(m.text).includes(w) === fold(m.text).includes(w1)))!;
// searchValue: the messages whose text holds it (folded), the conversation's others left out.
mfield('searchValue', (v) => read({ searchValue: v }), [w1, w2], (a, b) =>
  messages(a).length > 0 && messages(a).every((m) => fold(m.message).includes(w1)) && messages(b).length > 0 && messages(b).every((m) => fold(m.message).includes(w2)) && ids(a).join() !== ids(b).join());
mfield('lenght', (v) => read({ lenght: v }), [2, 4], (a, b) => messages(a).length === 2 && messages(b).length === 4);
mfield('currentList', (v) => read({ lenght: 2, currentList: v }), [0, 1], (a, b) => messages(a).length === 2 && disjoint(ids(a), ids(b)));
const between = (m: Message, x: number) => m.groupId === null && [m.user, m.recieverId].includes(2) && [m.user, m.recieverId].includes(x);
mfield('userid', (v) => read({ userid: v }), [1, 4], (a, b) => messages(a).length > 0 && messages(a).every((m) => between(m, 1)) && messages(b).length > 0 && messages(b).every((m) => between(m, 4)));
const equipeWeb = chatGroups(db).find((g) => g.id === 1 && g.creatorId === 2);
test('group 1 is Karim\'s, so userid 1 names a person and a group he is in', () => assert.ok(equipeWeb));
mfield('isGroup', (v) => read({ isGroup: v }), [false, true], (a, b) => messages(a).length > 0 && messages(a).every((m) => between(m, 1)) && messages(b).length > 0 && messages(b).every((m) => m.groupId === 1));

// userslist: the group form's member picker (page 10), the signed-in person left out.
const PICK = 'POST /api/chat/userslist';
documented(PICK, fieldsOf('userslist'));
type Person = { id: number; fullName: string };
const people = (r: any): Person[] => r.data.users;
const pids = (r: any) => people(r).map((p) => p.id);
const pick = (body: object): Answer => karim.post('/api/chat/userslist', { lenght: 10, ...body });
const ufield = (name: string, send: (v: unknown) => Answer, vs: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, PICK, name, send, vs, changed);
ufield('searchValue', (v) => pick({ searchValue: v }), ['yasmine', 'nadia'], (a, b) => people(a).length > 0 && people(a).every((p) => /Yasmine/.test(p.fullName)) && people(b).length > 0 && people(b).every((p) => /Nadia/.test(p.fullName)));
ufield('lenght', (v) => pick({ lenght: v }), [3, 5], (a, b) => people(a).length === 3 && people(b).length === 5);
ufield('pageNumber', (v) => pick({ lenght: 3, pageNumber: v }), [0, 1], (a, b) => people(a).length === 3 && disjoint(pids(a), pids(b)));
// groupId: the edit form of that group: its people (Karim aside, he is the one asking) come first, then everyone else.
const others = (g: typeof g1) => [g.creatorId, ...g.adminIds, ...g.memberIds].filter((id, i, all) => id !== 2 && all.indexOf(id) === i);
const leads = (r: any, g: typeof g1) => {
  const n = others(g).length;
  return [...pids(r).slice(0, n)].sort((p, q) => p - q).join() === [...others(g)].sort((p, q) => p - q).join() && !pids(r).slice(n).some((id) => others(g).includes(id));
};
ufield('groupId', (v) => pick({ groupId: v }), [g1.id, g2.id], (a, b) => leads(a, g1) && leads(b, g2));

test.after(() => writeConformance());
test.run();
