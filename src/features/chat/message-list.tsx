import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../domain/chat';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { dayLabel, localDay, timeHm } from './chat-format';
import { FileChip, type ViewedFile } from './file-viewer';

const NEAR_TOP_PX = 50;

/**
 * Messages grouped by day, sent and received styles. Older pages load within
 * 50 px of the top; when they land, the scroll position is moved by the
 * height they added so what the user reads stays put. New messages at the
 * end scroll into view. Rendered plainly: a conversation holds pages of 5
 * and rarely more than a few hundred messages.
 */
export function MessageList(props: {
  me: number;
  isGroup: boolean;
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  canDelete(id: number): boolean;
  onDelete(id: number): void;
  onView(f: ViewedFile): void;
}) {
  const { t } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const last = useRef({ scrollHeight: 0, scrollTop: 0, firstId: 0, lastId: 0 });
  const firstId = props.messages[0]?.id ?? 0;
  const lastId = props.messages[props.messages.length - 1]?.id ?? 0;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = last.current;
    if (prev.firstId && firstId !== prev.firstId && lastId === prev.lastId) el.scrollTop = prev.scrollTop + (el.scrollHeight - prev.scrollHeight);
    else if (lastId !== prev.lastId) el.scrollTop = el.scrollHeight;
    last.current = { scrollHeight: el.scrollHeight, scrollTop: el.scrollTop, firstId, lastId };
    // A first page shorter than the view cannot be scrolled: ask for the next one now.
    if (props.hasOlder && !props.loadingOlder && el.scrollHeight <= el.clientHeight + NEAR_TOP_PX) props.onLoadOlder();
  });

  const onScroll = () => {
    const el = box.current!;
    last.current = { ...last.current, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop };
    if (el.scrollTop <= NEAR_TOP_PX && props.hasOlder && !props.loadingOlder) props.onLoadOlder();
  };

  const sections: Array<{ day: string; messages: ChatMessage[] }> = [];
  for (const m of props.messages) {
    const day = localDay(m.date);
    const s = sections[sections.length - 1];
    if (s && s.day === day) s.messages.push(m);
    else sections.push({ day, messages: [m] });
  }

  return (
    <div className="chat-messages" ref={box} onScroll={onScroll} role="log" aria-label={t('messages.label')} data-testid="chat-messages">
      {props.loadingOlder ? <p className="chat-older muted small">{t('messages.loadingOlder')}</p> : null}
      {!props.messages.length ? <p className="chat-empty-conversation muted">{t('messages.empty')}</p> : null}
      {sections.map((s) => (
        <section key={s.day} className="chat-day" aria-label={dayLabel(s.day)}>
          <h4 className="chat-day-label">{dayLabel(s.day)}</h4>
          {s.messages.map((m) => {
            const mine = m.user === props.me;
            return (
              <article key={m.id} className={`chat-message ${mine ? 'chat-sent' : 'chat-received'}`} data-message-id={m.id}>
                {!mine && props.isGroup ? <Avatar userId={m.user} name={m.userFullName} picturePath={m.image} size={26} /> : null}
                <div className="chat-bubble">
                  {!mine && props.isGroup ? <span className="chat-sender">{m.userFullName}</span> : null}
                  {m.message ? <p className="chat-text" dir="auto">{m.message}</p> : null}
                  {m.files.length ? (
                    <div className="chat-files">
                      {m.files.map((f) => (
                        <FileChip key={f.id} file={f} onView={props.onView} />
                      ))}
                    </div>
                  ) : null}
                  <span className="chat-meta">
                    <time dateTime={m.date}>{timeHm(m.date)}</time>
                    {mine ? <span className="visually-hidden">{m.seen ? t('message.seen') : t('message.unseen')}</span> : null}
                    {mine ? <Icon name={m.seen ? 'check' : 'clock'} size={12} /> : null}
                    {mine && props.canDelete(m.id) ? (
                      <button type="button" className="chat-delete" aria-label={t('message.delete')} title={t('message.delete')} onClick={() => props.onDelete(m.id)}>
                        <Icon name="trash" size={13} />
                      </button>
                    ) : null}
                  </span>
                </div>
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
