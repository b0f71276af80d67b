import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../domain/chat';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { timeHm } from './chat-format';
import { FileChip } from './file-chip';

/** One message: sent or received style, sender in groups, files, time, seen mark and the delete button. */
export const MessageBubble = memo(function MessageBubble(props: { m: ChatMessage; mine: boolean; isGroup: boolean; deletable: boolean; onDelete(id: number): void}) {
  const { t } = useTranslation('chat');
  const { m, mine } = props;
  return (
    <article className={`chat-message ${mine ? 'chat-sent' : 'chat-received'}`} data-message-id={m.id}>
      {!mine && props.isGroup ? <Avatar userId={m.user} name={m.userFullName} picturePath={m.image} size={26} /> : null}
      <div className="chat-bubble">
        {!mine && props.isGroup ? <span className="chat-sender">{m.userFullName}</span> : null}
        {m.message ? <p className="chat-text" dir="auto">{m.message}</p> : null}
        {m.files.length ? (
          <div className="chat-files">
            {m.files.map((f) => (
              <FileChip key={f.id} file={f} />
            ))}
          </div>
        ) : null}
        <span className="chat-meta">
          <time dateTime={m.date}>{timeHm(m.date)}</time>
          {mine ? <span className="visually-hidden">{m.seen ? t('message.seen') : t('message.unseen')}</span> : null}
          {/* One check: sent, not read yet; two: read (review: a clock read as 'not sent yet', as chat apps draw a send under way). */}
          {mine ? <Icon name={m.seen ? 'checks' : 'check'} size={12} /> : null}
          {props.deletable ? (
            <button type="button" className="chat-delete" aria-label={t('message.delete')} title={t('message.delete')} onClick={() => props.onDelete(m.id)}>
              <Icon name="trash" size={13} />
            </button>
          ) : null}
        </span>
      </div>
    </article>
  );
});
