import type * as z from 'zod';
import type { Db } from '../db/db';
import { badRequest, forbidden, notFound, ok, refused, route, type Caller, type FakeContext, type RouteDef } from '../http';
import { chatGroups, chatMessages, type ChatGroupRow, type ChatMessageRow } from '../models/chat';
import { fonctions, users, type UserRow } from '../models/organisation';
import { files } from '../models/session';
import { checkedUploads, serveFile, storeUpload, uploadedFiles } from '../rules/files';
import { allowedLists } from '../../src/domain/uploads';
import { deleteVerdict, directKey, groupByDay, groupKey, groupPeople, isAdmin, isMember, inDateOrder, isUnreadFor, latest, pageMessages, pageOf } from '../rules/chat';
import { scheduleReply, startChatLife } from '../rules/chat-life';
import { chatListScope } from '../rules/chat-lists';
import { deliver, saveMessage, serializeMessage, userImage } from '../rules/chat-store';
import { chatHeaderPayload, chatListFilter, chatUsersFilter, groupFields, messagesFilter, sendMessageFields, chatDocumentPath } from '../../src/domain/chat';

const PERM = 'Chat.View';
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const groupImage = (g: ChatGroupRow) => (g.imageFileId ? chatDocumentPath(g.imageFileId).slice(1) : null);

function memberGroup(db: Db, caller: Caller, id: number) {
  const g = chatGroups(db).get(id);
  if (!g) throw notFound();
  if (!isMember(g, caller.user.id)) throw forbidden();
  return g;
}

/**
 * A conversation in date order, kept until the next write to the messages
 * (issue 25: a conversation of 100,000 messages is paged, not sorted, per call).
 */
function conversationInOrder(db: Db, key: string): ChatMessageRow[] {
  const kept = chatMessages(db).memo('inDateOrder', () => new Map<string, ChatMessageRow[]>());
  let rows = kept.get(key);
  if (!rows) kept.set(key, (rows = inDateOrder(chatMessages(db).by('conversation', key))));
  return rows;
}

function listItem(db: Db, me: number, o: { value: number; text: string; imagePath: string | null; isGroup: boolean; key: string }) {
  const rows = chatMessages(db).by('conversation', o.key);
  const last = latest(rows);
  const fileName = last?.fileIds.length ? (files(db).get(last.fileIds[0])?.name ?? null) : null;
  return {
    chatUser: { value: o.value, text: o.text, imagePath: o.imagePath }, isGroup: o.isGroup, groupsEnd: false,
    lastAction: last ? { message: last.text || null, fileName, date: last.date } : null,
    messageUnread: rows.filter((m) => isUnreadFor(m, me)).length,
  };
}

/** Conversations with activity first (newest first), then the rest by name. */
function sortByActivity<T extends { lastAction: { date: string } | null; chatUser: { text: string } }>(items: T[]) {
  return items.sort((a, b) => (b.lastAction?.date ?? '').localeCompare(a.lastAction?.date ?? '') || a.chatUser.text.localeCompare(b.chatUser.text));
}

/** groupsEnd tells the client the last page is there. */
function pagedList(items: ReturnType<typeof listItem>[], page: number, size: number) {
  const end = (page + 1) * size >= items.length;
  return { success: true, message: null, chatList: pageOf(items, page, size).map((i) => ({ ...i, groupsEnd: end })), total: items.length };
}

/** chatlist and GroupList: the caller's conversations with people or in groups, as the filter keeps them (rules/chat-lists.ts). */
function conversationList(db: Db, me: number, body: z.output<typeof chatListFilter>, groupsCall: boolean) {
  const scope = chatListScope(body, groupsCall);
  const q = fold(body.searchValue ?? '');
  const found = (name: string) => !q || fold(name).includes(q);
  const items = scope.groups
    ? chatGroups(db).filter((g) => isMember(g, me) && scope.keeps(g.id) && found(g.name)).map((g) => listItem(db, me, { value: g.id, text: g.name, imagePath: groupImage(g), isGroup: true, key: groupKey(g.id) }))
    : users(db)
        .filter((u) => u.active && u.id !== me && u.chatAccessLevel !== 'DisableChat' && scope.keeps(u.id) && (!scope.roleName || u.roleName === scope.roleName) && found(u.fullName))
        .map((u) => listItem(db, me, { value: u.id, text: u.fullName, imagePath: userImage(u), isGroup: false, key: directKey(me, u.id) }));
  return pagedList(sortByActivity(items), body.currentList, body.lenght);
}

function groupFiles(ctx: FakeContext, caller: Caller, image: unknown) {
  const f = checkedUploads(uploadedFiles(image).slice(0, 1), allowedLists.groupImage)[0];
  return f ? storeUpload(ctx.db, f, { ownerId: caller.user.id, area: 'chat', now: ctx.now() }).id : null;
}

export const chatRoutes: RouteDef[] = [
  route({
    method: 'POST', path: '/api/chat/chatlist', permission: PERM, body: chatListFilter,
    handle: ({ ctx, caller, body }) => {
      startChatLife(ctx);
      return conversationList(ctx.db, caller.user.id, body, false);
    },
  }),
  route({
    method: 'POST', path: '/api/chat/GroupList', permission: PERM, body: chatListFilter,
    handle: ({ ctx, caller, body }) => conversationList(ctx.db, caller.user.id, body, true),
  }),
  route({
    method: 'POST', path: '/api/chat/GetMessages', permission: PERM, body: messagesFilter,
    handle: ({ ctx, caller, body }) => {
      const me = caller.user.id;
      let key: string;
      if (body.isGroup) key = groupKey(memberGroup(ctx.db, caller, body.userid).id);
      else {
        if (!users(ctx.db).get(body.userid)) throw notFound();
        key = directKey(me, body.userid);
      }
      // Opening a conversation reads it: what others sent becomes seen.
      const unread = conversationInOrder(ctx.db, key).filter((m) => isUnreadFor(m, me));
      for (const m of unread) chatMessages(ctx.db).update(m.id, m.groupId === null ? { seen: true } : { seenBy: [...m.seenBy, me] });
      // searchValue (spec 2 §7 names it only): the messages whose text or an attached file's name holds it, folded as
      // the lists' searches are, paged as the whole conversation is (newest page first); the total counts them.
      const q = fold(body.searchValue);
      const fresh = conversationInOrder(ctx.db, key);
      const found = q ? fresh.filter((m) => fold(m.text).includes(q) || m.fileIds.some((id) => fold(files(ctx.db).get(id)?.name ?? '').includes(q))) : fresh;
      const page = pageMessages(found, body.currentList, body.lenght).map((m) => serializeMessage(ctx.db, m));
      return { success: true, message: null, data: groupByDay(page), total: found.length };
    },
  }),
  route({
    method: 'POST', path: '/api/chat/SendMessage', permission: PERM, body: sendMessageFields,
    handle: ({ ctx, caller, body }) => {
      const me = caller.user.id;
      if (caller.user.chatAccessLevel !== 'EnableChat') throw forbidden();
      const uploads = checkedUploads(body.files, allowedLists.chat);
      if (!body.message.trim() && !uploads.length) return refused('Chat.EmptyMessage');
      let groupId: number | null = null;
      let receiverId: number | null = null;
      if (body.isGroup) groupId = memberGroup(ctx.db, caller, body.recieverId).id;
      else {
        const to = users(ctx.db).get(body.recieverId);
        if (!to || !to.active || to.id === me) throw notFound();
        receiverId = to.id;
      }
      const fileIds = uploads.map((f) => storeUpload(ctx.db, f, { ownerId: me, area: 'chat', now: ctx.now() }).id);
      const row = saveMessage(ctx, { senderId: me, receiverId, groupId, text: body.message, fileIds });
      deliver(ctx, row);
      if (receiverId !== null) scheduleReply(ctx, me, receiverId);
      return ok(serializeMessage(ctx.db, row));
    },
  }),
  route({
    method: 'DELETE', path: '/api/chat/DeleteChatMessage/:id', permission: PERM,
    handle: ({ ctx, caller, params }) => {
      const m = chatMessages(ctx.db).get(Number(params.id));
      if (!m) throw notFound();
      const verdict = deleteVerdict(m, caller.user.id);
      if (verdict === 'notOwner') throw forbidden();
      if (verdict === 'seen') return refused('Chat.MessageSeen');
      chatMessages(ctx.db).remove(m.id);
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/chat/ChatHeader', permission: PERM, body: chatHeaderPayload,
    handle: ({ ctx, caller, body }) => {
      if (body.isgroup) {
        const g = memberGroup(ctx.db, caller, body.id);
        const people = [...g.adminIds, ...g.memberIds].map((id) => users(ctx.db).get(id)).filter((u) => !!u);
        return ok({
          id: g.id, name: g.name, imagePath: groupImage(g), isGroup: true, isAdmin: isAdmin(g, caller.user.id),
          groupMembers: people.map((u) => ({ id: u.id, birthday: userImage(u), fullName: u.fullName })), online: false, lastSeen: null,
        });
      }
      const u = users(ctx.db).get(body.id);
      if (!u) throw notFound();
      return ok({ id: u.id, name: u.fullName, imagePath: userImage(u), isGroup: false, isAdmin: false, groupMembers: [], online: u.online || ctx.hub.isOnline(u.id), lastSeen: u.lastSeen });
    },
  }),
  route({
    method: 'POST', path: '/api/chat/userslist', permission: PERM, body: chatUsersFilter,
    handle: ({ ctx, caller, body }) => {
      const q = fold(body.searchValue ?? '');
      // groupId (spec 2 §7 names it only): the member picker of that group's edit form, so its people (a group the
      // caller belongs to) come first, then everyone else, each part by name: the page shows who is in before who is not.
      const inGroup = body.groupId === undefined ? null : memberGroup(ctx.db, caller, body.groupId);
      const first = (u: UserRow) => (inGroup && isMember(inGroup, u.id) ? 0 : 1);
      const all = users(ctx.db).filter((u) => u.active && u.id !== caller.user.id && (!q || fold(u.fullName).includes(q))).sort((a, b) => first(a) - first(b) || a.fullName.localeCompare(b.fullName));
      const page = pageOf(all, body.pageNumber, body.lenght).map((u) => ({ id: u.id, fullName: u.fullName, picturePath: userImage(u), fonction: fonctions(ctx.db).get(u.fonctionId)?.name ?? null }));
      return ok({ users: page, total: all.length }, '');
    },
  }),
  route({
    method: 'POST', path: '/api/chat/CreatGroupe', permission: PERM, body: groupFields,
    handle: ({ ctx, caller, body }) => {
      // A new group has no id yet (UpdateGroup edits one): an id here would be dropped, so it is refused (issue 33).
      if (body.id) throw badRequest('Invalid payload: id (a new group has none; UpdateGroup edits one)');
      if (!uploadedFiles(body.image).length) throw badRequest('Image.Required');
      const me = caller.user.id;
      const people = groupPeople(me, body.usersIds.filter((id) => users(ctx.db).get(id)), body.adminsIds.filter((id) => users(ctx.db).get(id)));
      const g = chatGroups(ctx.db).insert({ name: body.title, description: body.description, imageFileId: groupFiles(ctx, caller, body.image), creatorId: me, createdDate: ctx.now().toISOString(), ...people });
      return ok({ id: g.id });
    },
  }),
  route({
    method: 'POST', path: '/api/chat/UpdateGroup', permission: PERM, body: groupFields,
    handle: ({ ctx, caller, body }) => {
      const g = memberGroup(ctx.db, caller, body.id);
      if (!isAdmin(g, caller.user.id)) throw forbidden();
      const people = groupPeople(g.creatorId, body.usersIds.filter((id) => users(ctx.db).get(id)), body.adminsIds.filter((id) => users(ctx.db).get(id)));
      const imageFileId = groupFiles(ctx, caller, body.image) ?? g.imageFileId;
      chatGroups(ctx.db).update(g.id, { name: body.title, description: body.description, imageFileId, ...people });
      return ok({ id: g.id });
    },
  }),
  route({
    method: 'GET', path: '/api/chat/GetGroupDetails/:id', permission: PERM,
    handle: ({ ctx, caller, params }) => {
      const g = memberGroup(ctx.db, caller, Number(params.id));
      const person = (id: number) => { const u = users(ctx.db).get(id); return u ? [{ id: u.id, fullName: u.fullName, imagePath: userImage(u) }] : []; };
      const creator = users(ctx.db).get(g.creatorId);
      const documents = chatMessages(ctx.db).by('conversation', groupKey(g.id)).flatMap((m) => m.fileIds).map((id) => files(ctx.db).get(id)).filter((f) => !!f)
        .map((f) => ({ id: f.id, name: f.name, path: chatDocumentPath(f.id), mimetype: f.mimeType }));
      return ok({
        id: g.id, name: g.name, description: g.description, imagePath: groupImage(g), isAdmin: isAdmin(g, caller.user.id),
        groupCreator: { id: g.creatorId, fullName: creator?.fullName ?? '', creationDate: g.createdDate },
        admins: g.adminIds.flatMap(person), members: g.memberIds.flatMap(person), documents,
      });
    },
  }),
  route({
    method: 'DELETE', path: '/api/chat/DeleteGroup/:id', permission: PERM,
    handle: ({ ctx, caller, params }) => {
      const g = memberGroup(ctx.db, caller, Number(params.id));
      if (!isAdmin(g, caller.user.id)) throw forbidden();
      for (const m of chatMessages(ctx.db).by('conversation', groupKey(g.id))) chatMessages(ctx.db).remove(m.id);
      chatGroups(ctx.db).remove(g.id);
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/upload/GetChatDocument/:id',
    handle: ({ ctx, caller, params }) => {
      const f = files(ctx.db).get(Number(params.id));
      if (!f || f.area !== 'chat') throw notFound();
      const me = caller.user.id;
      const group = chatGroups(ctx.db).find((g) => g.imageFileId === f.id);
      const message = chatMessages(ctx.db).find((m) => m.fileIds.includes(f.id));
      const allowed = (group && isMember(group, me)) || (message && (message.groupId !== null ? isMember(chatGroups(ctx.db).get(message.groupId) ?? { adminIds: [], memberIds: [], creatorId: 0 }, me) : message.senderId === me || message.receiverId === me));
      if (!allowed) throw forbidden();
      return serveFile(f, 'view');
    },
  }),
];
