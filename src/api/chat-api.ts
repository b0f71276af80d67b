import {
  chatHeaderAnswer, chatListAnswer, chatUsersAnswer, groupAnswer, groupDetailsAnswer, messagesAnswer, sendMessageAnswer,
  type ChatListFilter, type ChatMessage, type MessagesFilter,
} from '../domain/chat';
import { ack } from '../domain/envelope';
import { call, callData } from './client';
import { appendField, sendMultipart, type SendOptions } from './multipart';

/** The chat calls of spec 2 section 7, one function each. */
export const chatApi = {
  list: (filter: ChatListFilter, groups: boolean) => call(groups ? '/api/chat/GroupList' : '/api/chat/chatlist', { method: 'POST', body: filter, schema: chatListAnswer }),
  messages: async (filter: MessagesFilter) => {
    const res = await call('/api/chat/GetMessages', { method: 'POST', body: filter, schema: messagesAnswer });
    return { messages: res.data.flatMap((s) => s.messages) as ChatMessage[], total: res.total };
  },
  send: (o: { recieverId: number; isGroup: boolean; message: string; files: Blob[] }, opts: { signal?: AbortSignal; onProgress?: (loaded: number, total: number) => void; idempotencyKey?: string | null } = {}) => {
    const form = new FormData();
    appendField(form, 'recieverId', o.recieverId);
    appendField(form, 'isGroup', o.isGroup);
    appendField(form, 'message', o.message);
    for (const f of o.files) appendField(form, 'files', f);
    return sendMultipart('/api/chat/SendMessage', { form, schema: sendMessageAnswer, ...opts }).then((r) => r.data);
  },
  deleteMessage: (id: number) => call(`/api/chat/DeleteChatMessage/${id}`, { method: 'DELETE', schema: ack }),
  header: (id: number, isGroup: boolean) => callData('/api/chat/ChatHeader', { method: 'POST', body: { id, isgroup: isGroup }, schema: chatHeaderAnswer }),
  users: (o: { searchValue: string; pageNumber: number; lenght: number; groupId?: number }) => callData('/api/chat/userslist', { method: 'POST', body: o, schema: chatUsersAnswer }),
  saveGroup: (o: { id: number; title: string; description: string; usersIds: number[]; adminsIds: number[]; image: Blob | null }, send: SendOptions = {}) => {
    const form = new FormData();
    if (o.id) appendField(form, 'id', o.id);
    appendField(form, 'title', o.title);
    appendField(form, 'description', o.description);
    appendField(form, 'usersIds', o.usersIds.join(','));
    appendField(form, 'adminsIds', o.adminsIds.join(','));
    if (o.image) appendField(form, 'image', o.image);
    return sendMultipart(o.id ? '/api/chat/UpdateGroup' : '/api/chat/CreatGroupe', { form, schema: groupAnswer, ...send }).then((r) => r.data);
  },
  groupDetails: (id: number) => callData(`/api/chat/GetGroupDetails/${id}`, { schema: groupDetailsAnswer }),
  deleteGroup: (id: number) => call(`/api/chat/DeleteGroup/${id}`, { method: 'DELETE', schema: ack }),
};
