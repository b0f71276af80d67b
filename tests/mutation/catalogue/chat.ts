import type { Mutant } from '../catalogue';

/** The mutants of the chat area (tests/mutation/catalogue.ts says what a mutant is). */
export const chat: Mutant[] = [
  {
    id: 'chat-delete-others-message',
    file: 'server-fake/rules/chat.ts',
    original: "  if (m.senderId !== userId) return 'notOwner';\n",
    replacement: '',
    kind: 'rule',
    area: 'chat',
    fault: "anyone deletes someone else's chat message",
  },
  {
    id: 'chat-delete-seen-message',
    file: 'server-fake/rules/chat.ts',
    original: "return isSeen(m) ? 'seen' : 'ok';",
    replacement: "return 'ok';",
    kind: 'rule',
    area: 'chat',
    fault: 'a message deleted after its recipient has seen it',
  },
  {
    id: 'chat-group-admins-not-delivered',
    file: 'server-fake/rules/chat-store.ts',
    original: 'return g ? [...g.adminIds, ...g.memberIds] : [];',
    replacement: 'return g ? [...g.memberIds] : [];',
    kind: 'rule',
    area: 'chat',
    fault: "a group message never reaches the group's admins live",
  },
  {
    id: 'chat-machine-send-blank',
    file: 'machines/chat/conversation.machine.ts',
    original: 'hasDraft: ({ context }) => context.text.trim().length > 0 ||',
    replacement: 'hasDraft: ({ context }) => context.text.length > 0 ||',
    kind: 'guard',
    area: 'chat',
    machine: 'chat.conversation',
    fault: 'a message of spaces only is sent',
  },
  {
    id: 'chat-machine-delete-seen',
    file: 'machines/chat/conversation.machine.ts',
    original: 'return !!m && m.user === context.me && !m.seen;',
    replacement: 'return !!m && m.user === context.me;',
    kind: 'guard',
    area: 'chat',
    machine: 'chat.conversation',
    fault: 'deleting a message already seen is offered',
  },
];
