import { fromPromise } from 'xstate';
import { catchUpPages, conversationMachine, type ConversationContext, type ConversationEvent, type SendInput } from '../../../machines/chat/conversation.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { pagedListMachine, type PageRequest, type PageResult } from '../../../machines/shared/paged-list.machine';
import { groupFormMachine, type GroupFormContext, type GroupFormEvent, type LoadedGroup } from '../../../machines/chat/group-form.machine';
import { confirmActionMachine } from '../../../machines/chat/confirm-action.machine';
import { chatApi } from '../../api/chat-api';
import { uploadLogic } from '../../kernel/upload.effects';
import { toast } from '../../ui/toast-store';
import type { ChatMessage } from '../../domain/chat';

/** Server messages of the chat (Chat.MessageSeen…) are the chat's words. */
export const chatError = (message: string) => toast.error(message, { ns: 'chat' });

/** The chat statecharts bound to the API and the toasts. */
export function conversationLogic(hooks: { sent(m: ChatMessage): void }) {
  return conversationMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => chatApi.messages({ userid: input.targetId, isGroup: input.isGroup, lenght: input.size, currentList: input.page })),
      catchUp: fromPromise(({ input }) => catchUpPages((page) => chatApi.messages({ userid: input.targetId, isGroup: input.isGroup, lenght: input.size, currentList: page }), input.known)),
      send: uploadLogic<SendInput>((input, o) => chatApi.send({ recieverId: input.targetId, isGroup: input.isGroup, message: input.text, files: input.files as unknown as Blob[] }, { ...o, idempotencyKey: input.idempotencyKey })),
      deleteMessage: fromPromise(async ({ input }) => {
        await chatApi.deleteMessage(input.id);
      }),
    },
    actions: {
      ...submitKeyActions<ConversationContext, ConversationEvent>(newIdempotencyKey),
      notifyError: (_, p) => chatError(p.message),
      sent: (_, p) => hooks.sent(p.message),
      // A message read in the open conversation is seen: reading the newest page tells the server.
      markSeen: ({ context }) => void chatApi.messages({ userid: context.targetId, isGroup: context.isGroup, lenght: 1, currentList: 0 }).catch(() => {}),
    },
  });
}

export const pagedListLogic = (load: (r: PageRequest) => Promise<PageResult>) =>
  pagedListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => load(input)) }, actions: { refreshFailed: (_, p) => chatError(p.message) } });

export function groupFormLogic() {
  return groupFormMachine.provide({
    actors: {
      load: fromPromise<LoadedGroup, { id: number }>(async ({ input }) => {
        if (!input.id) return { title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 0 };
        const g = await chatApi.groupDetails(input.id);
        return { title: g.name, description: g.description, imagePath: g.imagePath, memberIds: g.members.map((m) => m.id), adminIds: g.admins.map((a) => a.id), creatorId: g.groupCreator.id, creatorName: g.groupCreator.fullName };
      }),
      save: fromPromise<{ id: number }, GroupFormContext>(({ input }) =>
        chatApi.saveGroup({ id: input.id, title: input.title, description: input.description, usersIds: input.memberIds, adminsIds: input.adminIds, image: input.image as unknown as Blob | null }, input.idempotencyKey),
      ),
    },
    actions: submitKeyActions<GroupFormContext, GroupFormEvent>(newIdempotencyKey),
  });
}

export const confirmLogic = (run: () => Promise<unknown>) =>
  confirmActionMachine.provide({
    actors: { run: fromPromise<void>(async () => {
      await run();
    }) },
    actions: { notifyError: (_, p) => chatError(p.message) },
  });
