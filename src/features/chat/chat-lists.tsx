import { useSelector } from '@xstate/react';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { previewText } from '../../domain/chat';
import { ChatAvatar } from './chat-avatar';
import { EmptyState, Spinner } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { timeHm } from './chat-format';
import type { KeyedItem } from './list-bump';
import { RetryBanner } from '../../ui/retry-banner';

export type ListActor = ActorRefFrom<typeof pagedListMachine>;
const NEAR_BOTTOM_PX = 50;

/** Next page when scrolled within 50 px of the bottom (spec 2 section 9). */
export const nearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;

/** Collaborators or groups: search, rows with preview, time and unread count, infinite scroll. */
export function ChatListPane(props: { actor: ListActor; groups: boolean; openKey: string | null; onOpen(item: KeyedItem): void }) {
  const { t } = useTranslation('chat');
  const search = useSelector(props.actor, (s) => s.context.search);
  const items = useSelector(props.actor, (s) => s.context.items) as KeyedItem[];
  const loading = useSelector(props.actor, (s) => s.matches('loading') || s.matches('debouncing'));
  const more = useSelector(props.actor, (s) => s.matches('loadingMore'));
  // A failed first load or next page: the message with a retry (the rows loaded stay).
  const failed = useSelector(props.actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  const onScroll = (e: UIEvent<HTMLElement>) => {
    if (nearBottom(e.currentTarget)) props.actor.send({ type: 'list.loadMore' });
  };
  return (
    <div className="chat-list-pane">
      <input
        className="input chat-search"
        type="search"
        value={search}
        placeholder={t(props.groups ? 'list.searchGroups' : 'list.searchPeople')}
        aria-label={t(props.groups ? 'list.searchGroups' : 'list.searchPeople')}
        onChange={(e) => props.actor.send({ type: 'list.search', search: e.target.value })}
      />
      {failed ? (
        <RetryBanner message={t(failed)} onRetry={() => props.actor.send({ type: 'list.retry' })} />
      ) : null}
      <ul className="chat-list" onScroll={onScroll} aria-busy={loading || more} data-testid={props.groups ? 'chat-groups' : 'chat-people'}>
        {items.map((i) => {
          const preview = i.lastAction ? (i.lastAction.message ? previewText(i.lastAction.message) : (i.lastAction.fileName ?? '')) : '';
          return (
            <li key={i.key}>
              <button type="button" className={`chat-list-item${props.openKey === i.key ? ' active' : ''}`} aria-current={props.openKey === i.key ? 'true' : undefined} onClick={() => props.onOpen(i)} data-key={i.key}>
                <ChatAvatar id={i.chatUser.value} name={i.chatUser.text} imagePath={i.chatUser.imagePath} isGroup={i.isGroup} size={36} />
                <span className="chat-list-text">
                  <span className="chat-list-name">{i.chatUser.text}</span>
                  <span className="chat-list-preview muted small" dir="auto">
                    {i.lastAction && !i.lastAction.message && i.lastAction.fileName ? <Icon name="paperclip" size={12} /> : null}
                    {preview}
                  </span>
                </span>
                <span className="chat-list-side small">
                  {i.lastAction ? <time dateTime={i.lastAction.date}>{timeHm(i.lastAction.date)}</time> : null}
                  {i.messageUnread ? <span className="chat-unread" aria-label={t('list.unread')}>({i.messageUnread})</span> : null}
                </span>
              </button>
            </li>
          );
        })}
        {loading && !items.length ? (
          <li>
            <Spinner label={t('list.loading')} />
          </li>
        ) : null}
        {more ? <li className="muted small chat-list-more">{t('list.loading')}</li> : null}
      </ul>
      {!loading && !failed && !items.length ? <EmptyState icon="chat" title={props.groups ? t('No groups found') : t('list.noPeople')} /> : null}
    </div>
  );
}
