import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi } from '../../api/chat-api';
import type { ChatPerson, GroupDetails } from '../../domain/chat';
import { fillPlaceholders } from '../../i18n/i18n';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { shortDate } from './chat-format';
import { ChatAvatar } from './chat-avatar';
import { FileChip } from './file-chip';
import { ClampText } from '../../ui/inputs/clamp-text';

const SLIDE_PX = 200;

function People({ label, people }: { label: string; people: ChatPerson[] }) {
  return (
    <div className="chat-people-count">
      <span>{fillPlaceholders(label, people.length)}</span>
      <span className="chat-avatars">
        {people.slice(0, 3).map((p) => (
          <Avatar key={p.id} userId={p.id} name={p.fullName} picturePath={p.imagePath} size={26} />
        ))}
        {people.length > 3 ? <span className="chat-more">+{people.length - 3}</span> : null}
      </span>
    </div>
  );
}

/** Group details (spec 2 section 2): creator and date, description, counts, shared documents; admins edit and delete. */
export function GroupDetailsView(props: { groupId: number; onBack(): void; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useTranslation('chat');
  const view = useResource((id: number) => chatApi.groupDetails(id), props.groupId);
  const slider = useRef<HTMLDivElement>(null);
  // Logical direction: 'next' moves towards the reading end in Arabic too.
  const slide = (dir: 1 | -1) => slider.current?.scrollBy({ left: dir * SLIDE_PX * (i18n.dir() === 'rtl' ? -1 : 1), behavior: 'smooth' });
  return (
    <div className="chat-group-details">
      <button type="button" className="btn btn-small" onClick={props.onBack}>
        <Icon name="chevronStart" size={14} />
        {t('group.backToConversation')}
      </button>
      <Loaded view={view}>
        {(g: GroupDetails) => (
          <>
            <div className="profile-head">
              <ChatAvatar id={g.id} name={g.name} imagePath={g.imagePath} isGroup size={64} />
              <div>
                <h3>{g.name}</h3>
                <p className="muted small">{fillPlaceholders(t('group.createdBy'), g.groupCreator.fullName, shortDate(g.groupCreator.creationDate))}</p>
              </div>
            </div>
            <ClampText text={g.description} className="chat-group-description" />
            <People label={t('group.adminCount')} people={g.admins} />
            <People label={t('group.plainMemberCount')} people={g.members} />
            <h4>{t('group.documents')}</h4>
            {g.documents.length ? (
              <div className="chat-slider">
                <button type="button" className="icon-button" aria-label={t('group.slidePrevious')} onClick={() => slide(-1)}>
                  <Icon name="chevronStart" />
                </button>
                <div className="chat-slider-track" ref={slider} data-testid="group-documents">
                  {g.documents.map((d) => (
                    <FileChip key={d.id} file={{ name: d.name, path: d.path, mimeType: d.mimetype }} />
                  ))}
                </div>
                <button type="button" className="icon-button" aria-label={t('group.slideNext')} onClick={() => slide(1)}>
                  <Icon name="chevronEnd" />
                </button>
              </div>
            ) : (
              <p className="muted small">{t('group.noDocuments')}</p>
            )}
            {g.isAdmin ? (
              <div className="page-actions chat-group-actions">
                <button type="button" className="btn" onClick={props.onEdit}>
                  <Icon name="edit" size={16} />
                  {t('group.edit')}
                </button>
                <button type="button" className="btn btn-danger" onClick={props.onDelete}>
                  <Icon name="trash" size={16} />
                  {t('group.delete')}
                </button>
              </div>
            ) : null}
          </>
        )}
      </Loaded>
    </div>
  );
}
