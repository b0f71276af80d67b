import * as assert from 'uvu/assert';
import { confirmLogic, conversationLogic, groupFormLogic, pagedListLogic } from '../../../src/features/chat/chat-actors';
import { keyed } from '../../../src/features/chat/list-bump';
import { chatApi } from '../../../src/api/chat-api';
import { chatGroups, chatMessages } from '../../../server-fake/models/chat';
import { conversationAdapter } from '../ui/adapters/chat';
import { confirmActionAdapter, groupFormAdapter, pagedListAdapter } from '../ui/adapters/chat-groups';
import type { FakeBinding, WalkContext } from './walk';

/**
 * The chat area against the fake server (spec 2 of chat), with the chat's
 * own logic (src/features/chat/chat-actors.ts). The demo's chat life (a
 * colleague's automatic answer) is off: it would arrive unplanned.
 */
const quiet = (w: WalkContext) => void (w.db.meta.chatLife = false);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const webGroup = (w: WalkContext) => chatGroups(w.db).all().find((g) => g.name === 'Équipe Web')!;

/**
 * Yasmine's conversation with Karim holds what the model loads: one page of
 * one message (her own, unseen: she may delete it) and an older one of
 * Karim's. Sends, deletes and received messages are checked on record.
 */
const conversation = (w: WalkContext) => chatMessages(w.db).by('conversation', 'u:1-2');
const row = (o: { senderId: number; receiverId: number; text: string; seen: boolean; date: string }) => ({ conversation: 'u:1-2', groupId: null, fileIds: [], seenBy: [], ...o });
const conversationBinding: FakeBinding = {
  machine: 'chat.conversation',
  persona: 'employee',
  like: conversationAdapter,
  auto: ['send.done', 'send.failed', 'send.progress'],
  // The resync ('conversation.refresh') is walked here: the catch-up runs against the server.
  feasible: (e, c: { messages: Array<{ id: number }> }) => e.type !== 'conversation.loadOlder' || c.messages.length > 0,
  faults: { ...conversationAdapter.faults, 'xstate.error.actor.refresh': { method: 'POST', path: '^/api/chat/GetMessages$' }, 'send.failed': { method: 'POST', path: '^/api/chat/SendMessage$', message: 'Chat.EmptyMessage', status: 400 } },
  seed(w) {
    quiet(w);
    for (const m of conversation(w)) chatMessages(w.db).remove(m.id);
    chatMessages(w.db).insert(row({ senderId: 2, receiverId: 1, text: 'Bonjour Yasmine', seen: true, date: '2026-11-16T09:00:00Z' }));
    w.data.mine = chatMessages(w.db).insert(row({ senderId: 1, receiverId: 2, text: 'Message du parcours à supprimer', seen: false, date: '2026-11-16T09:01:00Z' })).id;
  },
  input: () => ({ me: 1, targetId: 2, isGroup: false, simulated: true, pageSize: 1 }),
  provide: () => conversationLogic({ sent: () => {} }),
  event(e, w) {
    if (e.type === 'message.askDelete') return { ...e, id: w.data.mine };
    if (e.type === 'message.received') {
      // What the server's deliver() does before the hub pushes it: the row exists.
      const r = chatMessages(w.db).insert(row({ senderId: 2, receiverId: 1, text: 'Réponse de Karim', seen: false, date: '2026-11-16T09:02:00Z' }));
      return { ...e, message: { id: r.id, user: 2, image: null, userFullName: 'Karim Benali', message: r.text, files: [], seen: false, date: r.date, isgroup: false, type: 0, groupId: null, recieverId: 1 } };
    }
    return e;
  },
  checks: {
    'xstate.done.actor.loadFirst': (w, s) => assert.equal((s.context as { messages: Array<{ id: number }> }).messages.map((m) => m.id), [w.data.mine], 'the newest page on record'),
    'send.done': (w) => assert.ok(conversation(w).some((m) => m.senderId === 1 && m.text === 'Bonjour'), 'the message is on record'),
    'send.failed': (w) => assert.not.ok(conversation(w).some((m) => m.text === 'Bonjour'), 'a refused send recorded nothing'),
    'xstate.done.actor.deleteMessage': (w) => assert.not.ok(chatMessages(w.db).get(w.data.mine), 'the message is gone'),
    'xstate.error.actor.deleteMessage': (w) => assert.ok(chatMessages(w.db).get(w.data.mine), 'a refused delete kept it'),
  },
};

/** The collaborators list (5 a page): searching 'a' keeps more than a page, as the model's answers do. */
const pagedList: FakeBinding = {
  machine: 'chat.pagedList',
  persona: 'employee',
  like: pagedListAdapter,
  feasible: () => true,
  // The resync after a reconnect ('list.refresh') is walked here.
  faults: { ...pagedListAdapter.faults, 'xstate.error.actor.refresh': { method: 'POST', path: '^/api/chat/chatlist$' } },
  seed: quiet,
  provide: () =>
    pagedListLogic(async (r) => {
      const res = await chatApi.list({ searchValue: r.search, lenght: r.size, currentList: r.page, isGroup: false }, false);
      return { items: res.chatList.map(keyed), total: res.total };
    }),
  event: (e) => (e.type === 'list.search' ? { ...e, search: 'a' } : e),
  checks: {
    'xstate.done.actor.loadMore': (_w, s) => {
      const keys = (s.context as { items: Array<{ key: string }> }).items.map((i) => i.key);
      assert.is(new Set(keys).size, keys.length, 'the next page brings new people only');
    },
  },
};

/**
 * The group form: created by Yasmine; the load failure and its retry in edit
 * mode (Yasmine made admin of 'Équipe Web'), as in the UI walk.
 */
const groupForm: FakeBinding = {
  machine: 'chat.groupForm',
  persona: 'employee',
  like: groupFormAdapter,
  seed(w) {
    quiet(w);
    if (w.path.steps[0]?.event.type !== 'xstate.error.actor.load') return;
    const g = webGroup(w);
    chatGroups(w.db).update(g.id, { adminIds: [...g.adminIds, 1], memberIds: g.memberIds.filter((x) => x !== 1) });
    w.data.id = g.id;
  },
  input: (w) => ({ id: w.data.id ?? 0, creatorId: w.data.id ? 2 : 1 }),
  provide: () => groupFormLogic(),
  event: (e) => (e.type === 'form.image' ? { ...e, image: new File([PNG], 'g.png', { type: 'image/png' }) } : e),
  checks: {
    'xstate.done.actor.save': (w, s) => {
      const c = s.context as { title: string; memberIds: number[] };
      const g = chatGroups(w.db).all().find((x) => x.name === c.title);
      assert.ok(g, 'the group is on record');
      assert.ok(c.memberIds.every((m) => g!.memberIds.includes(m) || g!.adminIds.includes(m)), 'with its members');
    },
    'xstate.error.actor.save': (w, s) => assert.not.ok(chatGroups(w.db).all().some((x) => x.name === (s.context as { title: string }).title && x.creatorId === 1), 'a refused save recorded nothing'),
  },
};

/** Deleting a group: Karim, creator of 'Équipe Web'. */
const confirmAction: FakeBinding = {
  machine: 'chat.confirmAction',
  persona: 'manager',
  like: confirmActionAdapter,
  seed(w) {
    quiet(w);
    w.data.id = webGroup(w).id;
  },
  provide: (w) => confirmLogic(() => chatApi.deleteGroup(w.data.id)),
  checks: {
    'xstate.done.actor.run': (w) => assert.not.ok(chatGroups(w.db).get(w.data.id), 'the group is gone'),
    'xstate.error.actor.run': (w) => assert.ok(chatGroups(w.db).get(w.data.id), 'a refused delete kept it'),
  },
};

export const chatBindings = [conversationBinding, pagedList, groupForm, confirmAction];
