import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi } from '../fake-api';
import { users } from '../../../server-fake/models/organisation';
import { chatGroups, chatMessages } from '../../../server-fake/models/chat';
import { files } from '../../../server-fake/models/session';
import { documented, fieldTest, specText, writeConformance, type Answer } from './tally';

/**
 * Spec 2 §7's chat calls, field by field: the list filter of chatlist and GroupList, GetMessages' and the user
 * picker's (userslist). Two values each; the answer must change as the field says, or be a 400 naming it.
 * The spec gives the names only; the readings are written in server-fake/rules/chat-lists.ts and routes/chat.ts.
 */
const spec = specText('2-leave-and-chat.md');
// '- POST /api/chat/chatlist and POST /api/chat/GroupList: searchValue, lenght, …; answer chatList.' ('lenght 5' names a default.)
const fieldsOf = (call: string) => new RegExp(`api/chat/${call}[^:\\n]*: (?:multipart )?([^;\\n]*);`).exec(spec)![1]!.split(',').map((s) => s.trim().split(' ')[0]!);
const listFields = fieldsOf('chatlist');
test('the spec names the same ten fields for chatlist and GroupList', () => {
  assert.equal(listFields, ['searchValue', 'lenght', 'currentList', 'id', 'roleName', 'userid', 'roleId', 'ids', 'selectAll', 'isGroup']);
  assert.equal(fieldsOf('GroupList'), listFields);
  assert.equal(fieldsOf('GetMessages'), ['searchValue', 'lenght', 'currentList', 'userid', 'isGroup']);
  assert.equal(fieldsOf('userslist'), ['searchValue', 'lenght', 'pageNumber', 'groupId']);
  assert.equal(fieldsOf('SendMessage'), ['recieverId', 'isGroup', 'message', 'files']);
  assert.equal(fieldsOf('ChatHeader'), ['id', 'isgroup', 'ids']);
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

// SendMessage: Karim writes to Yasmine (user 1), or to Équipe Web (group 1), with text and files.
const SEND = 'POST /api/chat/SendMessage';
documented(SEND, fieldsOf('SendMessage'));
const sent = (body: object): Answer => {
  const r = karim.post('/api/chat/SendMessage', { recieverId: 1, isGroup: false, message: 'Bonjour', ...body });
  return r.status === 200 && r.json?.success ? { status: 200, json: { ...chatMessages(db).get(r.json.data.id)!, files: r.json.data.files } } : r;
};
const pdf = (name: string) => ({ name, size: 10, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' });
const sfield = (name: string, send: (v: unknown) => Answer, vs: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, SEND, name, send, vs, changed);
sfield('recieverId', (v) => sent({ recieverId: v }), [1, 4], (a, b) => a.receiverId === 1 && b.receiverId === 4);
sfield('isGroup', (v) => sent({ isGroup: v }), [false, true], (a, b) => a.groupId === null && a.receiverId === 1 && b.groupId === 1);
sfield('message', (v) => sent({ message: v }), ['Bonjour', 'À demain'], (a, b) => a.text === 'Bonjour' && b.text === 'À demain');
sfield('files', (v) => sent({ files: v }), [[pdf('plan.pdf')], [pdf('a.pdf'), pdf('b.pdf')]], (a, b) => a.files.map((f: { name: string }) => f.name).join() === 'plan.pdf' && b.files.length === 2);

// ChatHeader: a person's or a group's header.
const HEADER = 'POST /api/chat/ChatHeader';
documented(HEADER, fieldsOf('ChatHeader'));
const header = (body: object): Answer => karim.post('/api/chat/ChatHeader', { id: 1, isgroup: false, ...body });
const hfield = (name: string, send: (v: unknown) => Answer, vs: [unknown, unknown], changed: (a: any, b: any) => boolean) => fieldTest(test, HEADER, name, send, vs, changed);
hfield('id', (v) => header({ id: v }), [1, 4], (a, b) => a.data.id === 1 && a.data.name === byId.get(1)!.fullName && b.data.id === 4 && b.data.name === byId.get(4)!.fullName);
hfield('isgroup', (v) => header({ isgroup: v }), [false, true], (a, b) => !a.data.isGroup && a.data.name === byId.get(1)!.fullName && b.data.isGroup && b.data.name === equipeWeb!.name);
// ids: the spec names it only; a group header's members are the group's, so a list of ids is refused.
hfield('ids', (v) => header({ isgroup: true, ids: v }), [[1], [5, 6]], refusedOnly);

// The group form (spec 2 §3: id, title, description, usersIds, adminsIds, image file) on CreatGroupe and UpdateGroup.
const groupPayload = /\*\*Group \(create\/update payload\)\*\*: ([^.]*)\./.exec(spec)![1]!.replace(/\([^)]*\)/g, '').split(',').map((f) => f.trim().split(' ')[0]!);
test('the group payload names six fields', () => assert.equal(groupPayload, ['id', 'title', 'description', 'usersIds', 'adminsIds', 'image']));
const CREATE = 'POST /api/chat/CreatGroupe';
const UPDATE = 'POST /api/chat/UpdateGroup';
documented(CREATE, groupPayload);
documented(UPDATE, groupPayload);
const png = (name: string) => ({ name, size: 8, type: 'image/png', content: 'data:image/png;base64,iVBORw0KGgo=' });
const groupRow = (r: Answer, id?: number) => (r.status === 200 && r.json?.success ? { status: 200, json: chatGroups(db).get(id ?? r.json.data.id)! } : r);
const createGroup = (body: object) => groupRow(karim.post('/api/chat/CreatGroupe', { title: 'Projet X', description: 'Le projet', usersIds: '1,5', adminsIds: '', image: png('x.png'), ...body }));
const newGroup = () => createGroup({}).json.id as number;
const updateGroup = (body: { id?: unknown; [k: string]: unknown }) => {
  const id = (body.id as number | undefined) ?? newGroup();
  return groupRow(karim.post('/api/chat/UpdateGroup', { title: 'Projet X', description: 'Le projet', usersIds: '1,5', adminsIds: '', ...body, id }), id);
};
const imageName = (g: { imageFileId: number | null }) => (g.imageFileId ? files(db).get(g.imageFileId)!.name : null);
const both: Array<[string, [unknown, unknown], (a: any, b: any) => boolean]> = [
  ['title', ['Projet X', 'Projet Y'], (a, b) => a.name === 'Projet X' && b.name === 'Projet Y'],
  ['description', ['Le projet', 'La suite'], (a, b) => a.description === 'Le projet' && b.description === 'La suite'],
  ['usersIds', ['1,5', '6'], (a, b) => a.memberIds.join() === '1,5' && b.memberIds.join() === '6'],
  // adminsIds: the creator is always an admin; an admin leaves the plain members (spec 2 §4).
  ['adminsIds', ['5', '1'], (a, b) => a.adminIds.join() === '2,5' && a.memberIds.join() === '1' && b.adminIds.join() === '2,1' && b.memberIds.join() === '5'],
  ['image', [png('equipe.png'), png('logo.png')], (a, b) => imageName(a) === 'equipe.png' && imageName(b) === 'logo.png'],
];
for (const [name, values, changed] of both) {
  fieldTest(test, CREATE, name, (v) => createGroup({ [name]: v }), values, changed);
  fieldTest(test, UPDATE, name, (v) => updateGroup({ [name]: v }), values, changed);
}
// A new group has no id (UpdateGroup edits one): refused on CreatGroupe.
fieldTest(test, CREATE, 'id', (v) => createGroup({ id: v }), [1, 3], refusedOnly);
const [gA, gB] = [newGroup(), newGroup()];
fieldTest(test, UPDATE, 'id', (v) => updateGroup({ id: v, title: `Groupe ${String(v)}` }), [gA, gB], (a, b) => a.id === gA && a.name === `Groupe ${gA}` && b.id === gB && b.name === `Groupe ${gB}`);

test.after(() => writeConformance());
test.run();
