import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { canDeleteMessage, type conversationMachine, type DraftFile } from '../../../machines/chat/conversation.machine';
import { chatApi } from '../../api/chat-api';
import { useUploadProgress } from '../../kernel/upload-progress';
import type { ChatMessage } from '../../domain/chat';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/empty-state';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { useConfirm } from '../../kernel/use-confirm';
import { conversationLogic } from './conversation.effects';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';
import { useActorRef, useLogic } from '../../kernel/actors';
import { useActorDraft } from '../../ui/drafts/use-draft';
import { RetryBanner } from '../../ui/retry-banner';

export type ConversationActor = ActorRefFrom<typeof conversationMachine>;

/** One conversation: header, messages, composer, all driven by the conversation statechart. */
export function ConversationView(props: {
  me: number;
  targetId: number;
  isGroup: boolean;
  readOnly: boolean;
  bind(actor: ConversationActor | null): void;
  /** Where the composer's text is kept through an ended session. */
  draftKey?: string;
  onSent(m: ChatMessage): void;
  onNavigate(): void;
  onDetails(): void;
  onEdit(): void;
  onDeleteGroup(): void;
}) {
  const { t } = useTranslation('chat');
  // Sent messages move the conversation to the top of its list.
  const sentRef = useRef(props.onSent);
  sentRef.current = props.onSent;
  const machine = useLogic(() => conversationLogic({ sent: (m) => sentRef.current(m) }));
  const actor = useActorRef(machine, { input: { me: props.me, targetId: props.targetId, isGroup: props.isGroup } });
  // The text, and the files while the page stays (a panel closed and opened again finds both; a sign-in, the text).
  useActorDraft(props.draftKey, actor, {
    ready: (s) => s.matches('ready'),
    select: (s) => ({ text: s.context.text, files: s.context.files }),
    restore: (d: string | { text: string; files?: DraftFile[] }) => {
      const draft = typeof d === 'string' ? { text: d } : d;
      actor.send({ type: 'draft.text', text: draft.text });
      if (draft.files?.length) actor.send({ type: 'draft.addFiles', files: draft.files });
    },
  });
  const header = useResource((i: { id: number; isGroup: boolean }) => chatApi.header(i.id, i.isGroup), { id: props.targetId, isGroup: props.isGroup });
  // Stable callbacks: the message rows are memoised.
  const loadOlder = useCallback(() => actor.send({ type: 'conversation.loadOlder' }), [actor]);
  // Deleting a message asks first (spec 2 S2.5.13): the one confirm-and-act statechart, busy while it runs, a refusal
  // ('Chat.MessageSeen': read meanwhile) said in the dialog; once done, the message leaves the conversation. A refusal
  // also reads the conversation again: the message then shows as read, without its delete button.
  const deleting = useConfirm((id: number) => chatApi.deleteMessage(id), {
    ns: 'chat',
    onDone: (id) => actor.send({ type: 'message.deleted', id }),
    onError: () => actor.send({ type: 'conversation.refresh' }),
  });

  const { bind } = props;
  useEffect(() => {
    bind(actor);
    return () => bind(null);
  }, [actor, bind]);
  const snap = useSelector(actor, (s) => s);
  const ctx = snap.context;
  const progress = useUploadProgress(snap.children.send);
  if (snap.matches('loading')) return <Spinner label={t('messages.loading')} />;
  if (snap.matches('failure'))
    return (
      <RetryBanner message={t(ctx.error ?? 'Error.Unknown')} onRetry={() => actor.send({ type: 'conversation.retry' })} />
    );
  return (
    <div className="chat-conversation">
      <Loaded view={header}>{(h) => <ConversationHeader header={h} onNavigate={props.onNavigate} onDetails={props.onDetails} onEdit={props.onEdit} onDelete={props.onDeleteGroup} />}</Loaded>
      <MessageList
        me={props.me}
        isGroup={props.isGroup}
        messages={ctx.messages}
        hasOlder={ctx.messages.length < ctx.total}
        loadingOlder={snap.hasTag('loadingOlder')}
        onLoadOlder={loadOlder}
        canDelete={(id) => canDeleteMessage(ctx, id)}
        onDelete={deleting.ask}
      />
      {props.readOnly ? (
        <p className="chat-readonly muted">{t('composer.readOnly')}</p>
      ) : (
        <Composer
          text={ctx.text}
          files={ctx.files as File[]}
          sending={snap.hasTag('sending')}
          progress={progress}
          canSend={snap.can({ type: 'conversation.send' })}
          onText={(text) => actor.send({ type: 'draft.text', text })}
          onAddFiles={(files) => actor.send({ type: 'draft.addFiles', files })}
          onRemoveFile={(index) => actor.send({ type: 'draft.removeFile', index })}
          onSend={() => actor.send({ type: 'conversation.send' })}
        />
      )}
      <ConfirmDialog {...deleting.dialog} title={t('message.deleteTitle')}>
        {t('message.deleteText')}
      </ConfirmDialog>
    </div>
  );
}
