import type { Db } from '../db/db';
import type { FakeContext } from '../http';
import { chatGroups, chatMessages, type ChatMessageRow } from '../models/chat';
import { users, type UserRow } from '../models/organisation';
import { files } from '../models/session';
import { directKey, groupKey, isSeen } from './chat';
import { chatDocumentPath } from '../../src/domain/chat';

/** Writing and delivering chat messages: shared by the routes and the demo's chat life. */
export const userImage = (u: UserRow) => `upload/profileimages/${u.id}/${u.picturePath}`;

export function serializeMessage(db: Db, m: ChatMessageRow) {
  const sender = users(db).get(m.senderId);
  return {
    id: m.id, user: m.senderId, image: sender ? userImage(sender) : null, userFullName: sender?.fullName ?? '', message: m.text,
    files: m.fileIds.map((id) => files(db).get(id)).filter((f) => !!f).map((f) => ({ id: f.id, name: f.name, path: chatDocumentPath(f.id), mimeType: f.mimeType })),
    seen: isSeen(m), date: m.date, isgroup: m.groupId !== null, type: m.fileIds.length ? 1 : 0, groupId: m.groupId, recieverId: m.receiverId,
  };
}

export function saveMessage(ctx: FakeContext, o: { senderId: number; receiverId: number | null; groupId: number | null; text: string; fileIds?: number[] }) {
  return chatMessages(ctx.db).insert({
    conversation: o.groupId !== null ? groupKey(o.groupId) : directKey(o.senderId, o.receiverId!),
    senderId: o.senderId, receiverId: o.receiverId, groupId: o.groupId, text: o.text, fileIds: o.fileIds ?? [],
    date: ctx.now().toISOString(), seen: false, seenBy: [],
  });
}

/** Delivers a message to its recipients' hub connections (spec 2 section 7: ReceiveMessage(sender, text, message)). */
export function deliver(ctx: FakeContext, m: ChatMessageRow) {
  const payload = serializeMessage(ctx.db, m);
  const to = m.groupId !== null ? (() => { const g = chatGroups(ctx.db).get(m.groupId!); return g ? [...g.adminIds, ...g.memberIds] : []; })() : [m.receiverId!];
  for (const id of to) if (id !== m.senderId) ctx.hub.sendToUser(id, 'ReceiveMessage', m.senderId, m.text, payload);
}

