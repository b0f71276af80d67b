import { fromPromise } from 'xstate';
import { catchUpPages, conversationMachine, type ConversationContext, type ConversationEvent, type SendInput } from '../../../machines/chat/conversation.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { chatApi } from '../../api/chat-api';
import { uploadLogic } from '../../kernel/upload.effects';
import { toast } from '../../ui/toast-store';
import type { ChatMessage } from '../../domain/chat';

/** An open conversation's statechart: its pages read and caught up, a message sent with its files (the upload child). */
export function conversationLogic(hooks: { sent(m: ChatMessage): void }) {
  return conversationMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => chatApi.messages({ userid: input.targetId, isGroup: input.isGroup, lenght: input.size, currentList: input.page })),
      catchUp: fromPromise(({ input }) => catchUpPages((page) => chatApi.messages({ userid: input.targetId, isGroup: input.isGroup, lenght: input.size, currentList: page }), input.known)),
      send: uploadLogic<SendInput>((input, o) => chatApi.send({ recieverId: input.targetId, isGroup: input.isGroup, message: input.text, files: input.files as unknown as Blob[] }, { ...o, idempotencyKey: input.idempotencyKey })),
    },
    actions: {
      ...submitKeyActions<ConversationContext, ConversationEvent>(newIdempotencyKey),
      notifyError: (_, p) => toast.error(p.message, { ns: 'chat' }),
      sent: (_, p) => hooks.sent(p.message),
      // A message read in the open conversation is seen: reading the newest page tells the server.
      markSeen: ({ context }) => void chatApi.messages({ userid: context.targetId, isGroup: context.isGroup, lenght: 1, currentList: 0 }).catch(() => {}),
    },
  });
}
