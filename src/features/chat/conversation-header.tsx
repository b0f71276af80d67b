import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ChatHeader } from '../../domain/chat';
import { fillPlaceholders } from '../../i18n/i18n';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { isToday, shortDate, timeHm } from './chat-format';
import { usePresence } from './chat-realtime';
import { ChatAvatar } from './chat-avatar';

/** Avatar, name to the public profile, presence; for groups three members, '+N' and a menu. */
export function ConversationHeader(props: { header: ChatHeader; onNavigate(): void; onDetails(): void; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('chat');
  const h = props.header;
  const live = usePresence(h.isGroup ? null : h.id);
  const online = live?.online ?? h.online;
  const lastSeen = live ? live.lastSeen : h.lastSeen;
  const shown = h.groupMembers.slice(0, 3);
  return (
    <header className="chat-header">
      <ChatAvatar id={h.id} name={h.name} imagePath={h.imagePath} isGroup={h.isGroup} size={40} />
      <div className="chat-header-text">
        {h.isGroup ? (
          <button type="button" className="chat-header-name link-button" onClick={props.onDetails}>
            {h.name}
          </button>
        ) : (
          <Link className="chat-header-name" href={`/employee/${h.id}/profile/public`} onClick={props.onNavigate}>
            {h.name}
          </Link>
        )}
        {h.isGroup ? null : (
          <span className={`presence small${online ? ' presence-online' : ''}`} data-testid="chat-presence">
            {online ? t('status.online') : lastSeen ? fillPlaceholders(t(isToday(lastSeen) ? 'status.lastSeenToday' : 'status.lastSeenOn'), isToday(lastSeen) ? timeHm(lastSeen) : shortDate(lastSeen)) : t('status.offline')}
          </span>
        )}
      </div>
      {h.isGroup ? (
        <div className="chat-header-members" aria-label={fillPlaceholders(t('group.memberCount'), h.groupMembers.length)}>
          {shown.map((m) => (
            <Avatar key={m.id} userId={m.id} name={m.fullName} picturePath={m.birthday} size={26} />
          ))}
          {h.groupMembers.length > 3 ? <span className="chat-more">+{h.groupMembers.length - 3}</span> : null}
          <Menu.Root>
            <Menu.Trigger className="icon-button" aria-label={t('group.menu')}>
              <Icon name="menu" />
            </Menu.Trigger>
            <Menu.Portal>
              <Menu.Content className="dropdown" align="end" sideOffset={4}>
                <Menu.Item className="dropdown-item" onSelect={props.onDetails}>
                  <Icon name="info" size={16} />
                  {t('group.details')}
                </Menu.Item>
                {h.isAdmin ? (
                  <>
                    <Menu.Item className="dropdown-item" onSelect={props.onEdit}>
                      <Icon name="edit" size={16} />
                      {t('group.edit')}
                    </Menu.Item>
                    <Menu.Item className="dropdown-item" onSelect={props.onDelete}>
                      <Icon name="trash" size={16} />
                      {t('group.delete')}
                    </Menu.Item>
                  </>
                ) : null}
              </Menu.Content>
            </Menu.Portal>
          </Menu.Root>
        </div>
      ) : null}
    </header>
  );
}
