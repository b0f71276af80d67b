import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCurrentUser } from '../../kernel/services';
import { chatApi } from '../../api/chat-api';
import { CHAT_LIST_PAGE, type ChatMessage } from '../../domain/chat';
import { changes } from '../../realtime/changes';
import { useChanges } from '../../kernel/use-changes';
import { usePagedList } from '../../kernel/use-paged-list';
import { useLogic } from '../../kernel/actors';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { SidePanel } from '../../ui/side-panel';
import { pagedListLogic } from './paged-list.effects';
import { ChatListPane } from './chat-lists';
import { attachPanel, messageToast, startChatRealtime } from './chat-realtime';
import { ConversationView, type ConversationActor } from './conversation-view';
import { isAway } from '../../../machines/chat/conversation.machine';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useConfirm } from '../../kernel/use-confirm';
import { toast } from '../../ui/toast-store';
import { GroupDetailsView } from './group-details-view';
import { GroupFormView } from './group-form-view';
import { bumpList, conversationKeyOf, itemKey, keyed, markRead, type KeyedItem } from './list-bump';
import { useInitialDraft, useRecordedDraft } from '../../ui/drafts/use-draft';

type Main = { kind: 'conversation'; id: number; isGroup: boolean } | { kind: 'groupDetails'; id: number } | { kind: 'groupForm'; id: number } | null;

const listLoader = (groups: boolean) =>
  pagedListLogic(async (r) => {
    const res = await chatApi.list({ searchValue: r.search, lenght: r.size, currentList: r.page, isGroup: groups }, groups);
    return { items: res.chatList.map(keyed), total: res.total };
  });

/** The 'Conversation' side panel (spec 2 section 2): lists on one side, the chosen conversation or group on the other. */
export default function ChatPanel({ params, onClose, draftKey }: PanelProps) {
  const { t } = useTranslation('chat');
  const user = useCurrentUser()!;
  const me = user.userId;
  // After an ended session and a sign-in, the conversation that was open comes back (its draft with it).
  const kept = useInitialDraft<{ conversation: { id: number; isGroup: boolean } | null }>(draftKey)?.conversation;
  const initial: Main = kept ? { kind: 'conversation', ...kept } : params.groupId ? { kind: 'conversation', id: Number(params.groupId), isGroup: true } : params.userId ? { kind: 'conversation', id: Number(params.userId), isGroup: false } : null;
  const [main, setMainState] = useState<Main>(initial);
  // On a phone the list and the open conversation take the screen in turn (issue 22): which one shows is view state;
  // whether the conversation is still read is its statechart's (back to the list leaves it, opening it again returns).
  const [pane, setPane] = useState<'list' | 'main'>(initial ? 'main' : 'list');
  const conversation = useRef<ConversationActor | null>(null);
  const setMain = useCallback((m: Main) => {
    const c = conversation.current?.getSnapshot().context;
    if (m?.kind === 'conversation' && c && c.targetId === m.id && c.isGroup === m.isGroup) conversation.current!.send({ type: 'conversation.return' });
    setMainState(m);
    setPane(m ? 'main' : 'list');
  }, []);
  const back = () => {
    conversation.current?.send({ type: 'conversation.leave' });
    setPane('list');
  };
  const [tab, setTab] = useState<'people' | 'groups'>(initial?.kind === 'conversation' && initial.isGroup ? 'groups' : 'people');
  useRecordedDraft(draftKey, { conversation: main?.kind === 'conversation' ? { id: main.id, isGroup: main.isGroup } : null });
  // After a reconnect, whatever the gap hid comes back: the open conversation, then the lists.
  useChanges(changes.resync, () => conversation.current?.send({ type: 'conversation.refresh' }));
  const people = usePagedList(useLogic(() => listLoader(false)), { pageSize: CHAT_LIST_PAGE }, { refreshOn: changes.resync });
  const groups = usePagedList(useLogic(() => listLoader(true)), { pageSize: CHAT_LIST_PAGE }, { refreshOn: changes.resync });
  const openKey = main?.kind === 'conversation' ? itemKey(main.isGroup, main.id) : null;
  const openKeyRef = useRef(openKey);
  openKeyRef.current = openKey;
  /** The conversation being read: not one left for the list on a phone, whose new messages count unread. */
  const readingKey = useCallback(() => (conversation.current && isAway(conversation.current.getSnapshot()) ? null : openKeyRef.current), []);
  const peopleItems = useSelector(people, (s) => s.context.items) as KeyedItem[];
  const groupItems = useSelector(groups, (s) => s.context.items) as KeyedItem[];
  const unreadGroups = groupItems.reduce((n, i) => n + i.messageUnread, 0);
  const unreadPeople = peopleItems.reduce((n, i) => n + i.messageUnread, 0);

  const bump = useCallback(
    (m: ChatMessage) => {
      const list = m.groupId !== null ? groups : people;
      const next = bumpList(list.getSnapshot().context.items as KeyedItem[], m, { me, openKey: readingKey() });
      if (next) list.send({ type: 'list.replaceItems', items: next });
      else list.send({ type: 'list.refresh' });
    },
    [groups, people, me, readingKey],
  );

  useEffect(() => {
    startChatRealtime();
    const release = attachPanel((m) => {
      conversation.current?.send({ type: 'message.received', message: m });
      bump(m);
      if (conversationKeyOf(m, me) !== readingKey()) messageToast(m, () => setMain(m.groupId !== null ? { kind: 'conversation', id: m.groupId, isGroup: true } : { kind: 'conversation', id: m.user, isGroup: false }));
    });
    return release;
  }, [bump, me, setMain, readingKey]);

  // A list refetched (after a reconnect) may count as unread what the open conversation has just read.
  useEffect(() => {
    const reading = readingKey();
    for (const [list, items] of [[people, peopleItems], [groups, groupItems]] as const) {
      if (reading && items.some((i) => i.key === reading && i.messageUnread)) list.send({ type: 'list.replaceItems', items: markRead(items, reading) });
    }
  }, [openKey, people, groups, peopleItems, groupItems, readingKey]);

  const open = (item: KeyedItem) => {
    setMain({ kind: 'conversation', id: item.chatUser.value, isGroup: item.isGroup });
    const list = item.isGroup ? groups : people;
    list.send({ type: 'list.replaceItems', items: markRead(list.getSnapshot().context.items as KeyedItem[], item.key) });
  };
  const bind = useCallback((a: ConversationActor | null) => (conversation.current = a), []);
  const groupChanged = () => groups.send({ type: 'list.refresh' });
  // Deleting a group (spec 2 section 5) asks first: the one confirm-and-act statechart, busy while it runs, the server's
  // refusal in the dialog; once done, the conversation closes and the groups list reads again.
  const deleting = useConfirm((id: number) => chatApi.deleteGroup(id), {
    ns: 'chat',
    onDone: (id) => {
      toast.done('chat', 'toast.group.delete', groupItems.find((g) => g.isGroup && g.chatUser.value === id)?.chatUser.text);
      setMain(null);
      groupChanged();
    },
  });

  return (
    <SidePanel open onClose={onClose} title={t('panel.title')} width="xl">
      <div className="chat-layout" data-pane={pane}>
        <aside className="chat-aside">
          <div className="chat-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'people'} className={`chat-tab${tab === 'people' ? ' active' : ''}`} onClick={() => setTab('people')}>
              {t('tabs.people')}
              {unreadPeople ? <span className="chat-unread"> ({unreadPeople})</span> : null}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'groups'} className={`chat-tab${tab === 'groups' ? ' active' : ''}`} onClick={() => setTab('groups')}>
              {t('tabs.groups')}
              {unreadGroups ? <span className="chat-unread"> ({unreadGroups})</span> : null}
            </button>
            {tab === 'groups' && user.chatAccessLevel === 'EnableChat' ? (
              <button type="button" className="icon-button" aria-label={t('group.create')} title={t('group.create')} onClick={() => setMain({ kind: 'groupForm', id: 0 })}>
                <Icon name="plus" />
              </button>
            ) : null}
          </div>
          <div role="tabpanel" className="chat-tabpanel">
            {tab === 'people' ? <ChatListPane actor={people} groups={false} openKey={openKey} onOpen={open} /> : <ChatListPane actor={groups} groups openKey={openKey} onOpen={open} />}
          </div>
        </aside>
        <section className="chat-main">
          {main ? (
            <button type="button" className="btn btn-small chat-back" onClick={back}>
              <Icon name="chevronStart" size={16} />
              {t('panel.backToList')}
            </button>
          ) : null}
          {main === null ? <EmptyState icon="chat" title={t('no conversation')}>{<p className="muted small">{t('panel.choose')}</p>}</EmptyState> : null}
          {main?.kind === 'conversation' ? (
            <ConversationView
              key={`${main.isGroup}-${main.id}`}
              me={me}
              targetId={main.id}
              isGroup={main.isGroup}
              readOnly={user.chatAccessLevel !== 'EnableChat'}
              bind={bind}
              draftKey={draftKey && `${draftKey}|${main.isGroup ? 'g' : 'u'}${main.id}`}
              onSent={bump}
              onNavigate={onClose}
              onDetails={() => setMain({ kind: 'groupDetails', id: main.id })}
              onEdit={() => setMain({ kind: 'groupForm', id: main.id })}
              onDeleteGroup={() => deleting.ask(main.id)}
            />
          ) : null}
          {main?.kind === 'groupDetails' ? (
            <GroupDetailsView key={main.id} groupId={main.id} onBack={() => setMain({ kind: 'conversation', id: main.id, isGroup: true })} onEdit={() => setMain({ kind: 'groupForm', id: main.id })} onDelete={() => deleting.ask(main.id)} />
          ) : null}
          {main?.kind === 'groupForm' ? (
            <GroupFormView
              key={main.id}
              groupId={main.id}
              me={{ id: me, name: user.fullname, picturePath: user.picturePath }}
              onCancel={() => setMain(main.id ? { kind: 'groupDetails', id: main.id } : null)}
              onSaved={(id) => {
                groupChanged();
                setTab('groups');
                setMain({ kind: 'conversation', id, isGroup: true });
              }}
            />
          ) : null}
        </section>
      </div>
      <ConfirmDialog {...deleting.dialog} title={t('group.deleteTitle')}>
        {t('group.deleteText')}
      </ConfirmDialog>
    </SidePanel>
  );
}
