import { graphEvents, type RegisteredMachine } from '../registry-types';
import { conversationMachine } from './conversation.machine';
import { pagedListMachine } from '../shared/paged-list.machine';
import { groupFormMachine } from './group-form.machine';
import { confirmActionMachine } from './confirm-action.machine';
import type { ChatMessage } from '../../src/domain/chat';

const { done, error, after } = graphEvents;
const mine = { id: 1, user: 1, image: null, userFullName: 'Y', message: 'a', files: [], seen: false, date: '2026-11-16T09:01:00Z', isgroup: false, type: 0, groupId: null, recieverId: 2 } satisfies ChatMessage;
const older = { ...mine, id: 2, user: 2, date: '2026-11-16T09:00:00Z', recieverId: 1 } satisfies ChatMessage;

/** The chat area's statecharts, walked by the model runner. */
export const chatMachines: RegisteredMachine[] = [
  {
    id: 'chat.conversation',
    file: 'chat/conversation.machine.ts',
    machine: conversationMachine,
    input: { me: 1, targetId: 2, isGroup: false, simulated: true, pageSize: 5 },
    maxDepth: 8,
    // Payloads kept few and repeated (the same message objects) so the state space stays small.
    events: [
      done('loadFirst', { messages: [mine], total: 2 }), error('loadFirst'), { type: 'conversation.retry' },
      { type: 'conversation.loadOlder' }, done('loadOlder', { messages: [older], total: 2 }), error('loadOlder'),
      { type: 'conversation.refresh' }, done('refresh', { messages: [mine], total: 2, complete: true }), error('refresh'),
      { type: 'draft.text', text: 'Bonjour' }, { type: 'draft.addFiles', files: [] }, { type: 'draft.removeFile', index: 9 },
      { type: 'conversation.send' }, after('tick', 'conversation.ready.composer.sending.ticking'), { type: 'send.progress', loaded: 5, total: 10 },
      { type: 'send.done', message: mine }, { type: 'send.failed', message: 'Chat.EmptyMessage' },
      { type: 'message.received', message: older },
      { type: 'message.askDelete', id: 1 }, { type: 'delete.cancel' }, { type: 'delete.confirm' }, done('deleteMessage'), error('deleteMessage', { message: 'Chat.MessageSeen' }),
    ],
  },
  {
    id: 'chat.pagedList',
    file: 'shared/paged-list.machine.ts',
    machine: pagedListMachine,
    input: { pageSize: 5 },
    events: [
      done('loadFirst', { items: [{ key: 'u1' }], total: 2 }), error('loadFirst'), { type: 'list.retry' },
      { type: 'list.search', search: 'ka' }, after('debounce', 'pagedList.debouncing'),
      { type: 'list.loadMore' }, done('loadMore', { items: [{ key: 'u2' }], total: 2 }), error('loadMore'),
      { type: 'list.refresh' }, done('refresh', { items: [{ key: 'u1' }], total: 2 }), error('refresh'),
      { type: 'list.replaceItems', items: [{ key: 'u2' }] },
    ],
  },
  {
    id: 'chat.groupForm',
    file: 'chat/group-form.machine.ts',
    machine: groupFormMachine,
    input: { id: 0, creatorId: 2 },
    events: [
      done('load', { title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 2 }), error('load'), { type: 'form.retry' },
      // Edit mode: what 'Équipe Web' loads once Yasmine is made its admin (the UI walk's edit paths).
      done('load', { title: 'Équipe Web', description: 'Le portail', imagePath: 'g.svg', memberIds: [5, 6, 9], adminIds: [1], creatorId: 2 }),
      { type: 'form.set', field: 'title', value: 'Projet' }, { type: 'form.set', field: 'description', value: 'Desc' },
      { type: 'form.image', image: { name: 'g.png', size: 3 } }, { type: 'member.toggle', id: 6 }, { type: 'admin.toggle', id: 6 },
      { type: 'form.submit' }, done('save', { id: 4 }), error('save', { message: 'Error.Status.403' }),
    ],
  },
  {
    id: 'chat.confirmAction',
    file: 'chat/confirm-action.machine.ts',
    machine: confirmActionMachine,
    events: [{ type: 'action.ask' }, { type: 'action.cancel' }, { type: 'action.confirm' }, done('run'), error('run', { message: 'Error.Status.403' })],
  },
];
