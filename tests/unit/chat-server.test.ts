import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeApi } from './fake-api';
import { chatGroups } from '../../server-fake/models/chat';
import { reply, scheduleReply, togglePresence } from '../../server-fake/rules/chat-life';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The spec sits beside the checkout (main) or two levels up (a worktree under wt/).
const endpointsFile = [path.join(root, '../shared/spec/endpoints.tsv'), path.join(root, '../../shared/spec/endpoints.tsv')].find(existsSync)!;
const fresh = () => {
  const api = fakeApi();
  // Deterministic: no answering colleagues, no presence loop.
  api.backend.db.meta.chatLife = false;
  return api;
};
const sent = (api: ReturnType<typeof fakeApi>) => {
  const pushes: Array<{ to: number | null; target: string; args: unknown[] }> = [];
  api.backend.hub.listen((to, target, args) => pushes.push({ to, target, args }));
  return pushes;
};

test('every chat line of endpoints.tsv has a route, and GetChatDocument too', () => {
  const api = fresh();
  const lines = readFileSync(endpointsFile, 'utf8').split('\n');
  const wanted = lines.map((l) => l.split('\t')).filter(([, p, area]) => area === 'chat' || p === '/upload/GetChatDocument/{id}').filter(([m]) => m !== 'HUB');
  assert.ok(wanted.length >= 12);
  for (const [method, p] of wanted) assert.ok(api.backend.dispatcher.match(method as never, p.replace(/\{[^}]+\}/g, '1')), `${method} ${p}`);
});

test('collaborator list pages by 5, newest activity first, with unread counts and search', () => {
  const y = fresh().as('employee');
  const p0 = y.post('/api/chat/chatlist', { lenght: 5, currentList: 0 }).json;
  assert.is(p0.chatList.length, 5);
  assert.is(p0.chatList[0].chatUser.text, 'Anas Martin');
  assert.is(p0.chatList[0].messageUnread, 1);
  assert.is(p0.chatList[1].chatUser.text, 'Karim Benali');
  assert.is(p0.chatList[1].messageUnread, 1);
  assert.ok(p0.chatList.every((i: { chatUser: { value: number } }) => i.chatUser.value !== 1), 'not oneself');
  const p1 = y.post('/api/chat/chatlist', { lenght: 5, currentList: 1 }).json;
  assert.is(p1.chatList.length, 5);
  assert.not.ok(p1.chatList.some((i: { chatUser: { value: number } }) => p0.chatList.some((j: { chatUser: { value: number } }) => j.chatUser.value === i.chatUser.value)));
  const found = y.post('/api/chat/chatlist', { searchValue: 'karim' }).json.chatList;
  assert.equal(found.map((i: { chatUser: { text: string } }) => i.chatUser.text), ['Karim Benali']);
  const last = y.post('/api/chat/chatlist', { lenght: 5, currentList: Math.floor((p0.total - 1) / 5) }).json.chatList;
  assert.ok(last[last.length - 1].groupsEnd);
});

test('messages page 5 at a time from the newest, grouped by date; reading marks them seen', () => {
  const y = fresh().as('employee');
  const first = y.post('/api/chat/GetMessages', { userid: 2, isGroup: false, lenght: 5, currentList: 0 }).json;
  assert.is(first.total, 7);
  const flat = first.data.flatMap((s: { messages: unknown[] }) => s.messages);
  assert.is(flat.length, 5);
  assert.is(flat[flat.length - 1].message, 'Merci ! J’ai vu ta demande de congé pour le mariage, je la regarde aujourd’hui.');
  assert.ok(first.data.every((s: { date: string; messages: Array<{ date: string }> }) => s.messages.every((m) => m.date.startsWith(s.date))));
  const older = y.post('/api/chat/GetMessages', { userid: 2, isGroup: false, lenght: 5, currentList: 1 }).json.data.flatMap((s: { messages: unknown[] }) => s.messages);
  assert.is(older.length, 2);
  assert.is(older[0].message, 'Bonjour Yasmine, tu as pu avancer sur la maquette du portail ?');
  const list = y.post('/api/chat/chatlist', { searchValue: 'karim' }).json.chatList;
  assert.is(list[0].messageUnread, 0);
});

test('send stores the text as given, pushes ReceiveMessage to the recipient; delete only own unseen', () => {
  const api = fresh();
  const pushes = sent(api);
  const y = api.as('employee');
  const html = '<img src=x onerror=window.__xss=1><script>window.__xss=1</script>';
  const res = y.post('/api/chat/SendMessage', { recieverId: '6', isGroup: 'false', message: html });
  assert.is(res.json.success, true);
  assert.is(res.json.data.message, html);
  assert.is(res.json.data.seen, false);
  const push = pushes.find((p) => p.target === 'ReceiveMessage');
  assert.ok(push);
  assert.is(push!.to, 6);
  assert.equal(push!.args.slice(0, 2), [1, html]);
  assert.is(y.post('/api/chat/SendMessage', { recieverId: '6', isGroup: 'false', message: '  ' }).json.message, 'Chat.EmptyMessage');
  // Someone else cannot delete it; once Anas reads it, Yasmine cannot either.
  const anas = api.as('employee');
  const other = api.call('POST', '/api/auth/login', { userName: api.backend.db.table<{ id: number; userName: string }>('users').get(6)!.userName, password: 'demo' }).json.data.token;
  assert.is(api.call('DELETE', `/api/chat/DeleteChatMessage/${res.json.data.id}`, undefined, other).status, 403);
  const second = y.post('/api/chat/SendMessage', { recieverId: '6', isGroup: 'false', message: 'oups' }).json.data;
  assert.is(anas.del(`/api/chat/DeleteChatMessage/${second.id}`).json.success, true);
  api.call('POST', '/api/chat/GetMessages', { userid: 1, isGroup: false }, other);
  const seen = y.del(`/api/chat/DeleteChatMessage/${res.json.data.id}`).json;
  assert.is(seen.success, false);
  assert.is(seen.message, 'Chat.MessageSeen');
});

test('files travel with a message and only the conversation members can fetch them', () => {
  const api = fresh();
  const y = api.as('employee');
  const file = { name: 'note.txt', size: 5, type: 'text/plain', content: 'data:text/plain,hello' };
  const msg = y.post('/api/chat/SendMessage', { recieverId: '9', isGroup: 'false', message: '', files: [file] }).json.data;
  assert.is(msg.files[0].name, 'note.txt');
  const own = y.get(msg.files[0].path);
  assert.is(own.status, 200);
  assert.is(own.text, 'hello');
  assert.is(api.as('hr').get(msg.files[0].path).status, 403);
});

test('S2.4.12 S2.4.13 S2.6.07 groups: creator is admin, admins leave the members list, non-members get 403, non-admins cannot edit or delete', () => {
  const api = fresh();
  const karim = api.as('manager');
  const image = { name: 'g.png', size: 3, type: 'image/png', content: 'data:image/png;base64,iVBORw0KGgo=' };
  assert.is(karim.post('/api/chat/CreatGroupe', { title: 'Projet X', description: 'desc', usersIds: '1,5,6' }).json.message, 'Image.Required');
  assert.is(karim.post('/api/chat/CreatGroupe', { title: '', description: 'desc', image }).json.message, 'RequiredAttribute');
  const created = karim.post('/api/chat/CreatGroupe', { title: 'Projet X', description: 'desc', usersIds: '1,5,6', adminsIds: '5', image }).json;
  const g = chatGroups(api.backend.db).get(created.data.id)!;
  assert.equal(g.adminIds, [2, 5]);
  assert.equal(g.memberIds, [1, 6]);
  const hr = api.as('hr');
  assert.is(hr.post('/api/chat/GetMessages', { userid: g.id, isGroup: true }).status, 403);
  assert.is(hr.get(`/api/chat/GetGroupDetails/${g.id}`).status, 403);
  assert.is(hr.post('/api/chat/SendMessage', { recieverId: String(g.id), isGroup: 'true', message: 'hi' }).status, 403);
  const y = api.as('employee');
  assert.is(y.get(`/api/chat/GetGroupDetails/${g.id}`).json.data.isAdmin, false);
  assert.is(y.post('/api/chat/UpdateGroup', { id: g.id, title: 'T', description: 'D', usersIds: '1' }).status, 403);
  assert.is(y.del(`/api/chat/DeleteGroup/${g.id}`).status, 403);
  // Karim makes Yasmine admin; she leaves the plain members; the creator cannot be dropped.
  assert.is(karim.post('/api/chat/UpdateGroup', { id: g.id, title: 'Projet X', description: 'desc', usersIds: '6', adminsIds: '1' }).json.success, true);
  assert.equal(chatGroups(api.backend.db).get(g.id)!.adminIds, [2, 1]);
  assert.equal(chatGroups(api.backend.db).get(g.id)!.memberIds, [6]);
  const details = y.get(`/api/chat/GetGroupDetails/${g.id}`).json.data;
  assert.is(details.isAdmin, true);
  assert.is(details.groupCreator.fullName, 'Karim Benali');
  assert.is(y.post('/api/chat/ChatHeader', { id: g.id, isgroup: true }).json.data.groupMembers.length, 3);
  assert.is(y.del(`/api/chat/DeleteGroup/${g.id}`).json.success, true);
  assert.not.ok(chatGroups(api.backend.db).get(g.id));
});

test('group messages reach every other member and stay unseen until one reads them', () => {
  const api = fresh();
  const pushes = sent(api);
  const y = api.as('employee');
  const web = y.post('/api/chat/GroupList', {}).json.chatList.find((i: { chatUser: { text: string } }) => i.chatUser.text === 'Équipe Web');
  assert.ok(web);
  const msg = y.post('/api/chat/SendMessage', { recieverId: String(web.chatUser.value), isGroup: 'true', message: 'Salut' }).json.data;
  assert.equal(pushes.filter((p) => p.target === 'ReceiveMessage').map((p) => p.to).sort(), [2, 5, 6, 9]);
  assert.is(msg.seen, false);
  api.as('manager').post('/api/chat/GetMessages', { userid: web.chatUser.value, isGroup: true });
  assert.is(y.del(`/api/chat/DeleteChatMessage/${msg.id}`).json.message, 'Chat.MessageSeen');
});

test('chat life: off for tests; the reply marks messages seen and is pushed; presence is broadcast', () => {
  const api = fresh();
  const pushes = sent(api);
  assert.is(scheduleReply(api.backend.ctx, 1, 6), null);
  const y = api.as('employee');
  const mine = y.post('/api/chat/SendMessage', { recieverId: '6', isGroup: 'false', message: 'Tu es là ?' }).json.data;
  const row = reply(api.backend.ctx, 1, 6, 'Oui !')!;
  assert.is(row.text, 'Oui !');
  const got = pushes.filter((p) => p.target === 'ReceiveMessage' && p.to === 1);
  assert.is(got.length, 1);
  assert.is(y.del(`/api/chat/DeleteChatMessage/${mine.id}`).json.message, 'Chat.MessageSeen');
  const online = togglePresence(api.backend.ctx, 20);
  assert.is(online, true);
  assert.equal(pushes.find((p) => p.target === 'UserStatus')!.args, [20, true, '']);
  api.backend.db.meta.chatLife = true;
  const delay = scheduleReply(api.backend.ctx, 1, 9);
  assert.ok(delay !== null && delay >= 2000 && delay <= 4000);
  assert.is(scheduleReply(api.backend.ctx, 1, 9), null, 'one answer per burst');
  api.backend.db.meta.chatLife = false;
});

test.run();
