import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../domain/chat';
import { dayLabel } from './chat-format';
import type { ViewedFile } from './file-viewer';
import { MessageBubble } from './message-row';
import { estimateRow, messageRows, type MessageRow } from './message-rows';

const NEAR_TOP_PX = 50;
/** Within this of the end the user is reading the newest messages: new ones are followed. */
const AT_END_PX = 40;
const PAD_PX = 10;

type Anchor = { key: string; delta: number };

/**
 * Messages grouped by day, virtualised: only the rows in view (and a few
 * around) are in the DOM, measured as they render, so a conversation of
 * thousands of messages costs what a screenful does. Older pages load within
 * 50 px of the top; when they land, the first message in view is put back
 * where it was (the virtualiser's own anchor could pick a date separator,
 * which keeps its key while messages land under it). At the bottom, new
 * messages are followed; the user's own message is always brought into view.
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
  const rows = useMemo(() => messageRows(props.messages), [props.messages]);
  const rowsRef = useRef<MessageRow[]>(rows);
  rowsRef.current = rows;
  const getItemKey = useCallback((i: number) => rowsRef.current[i]?.key ?? i, []);
  const estimateSize = useCallback((i: number) => estimateRow(rowsRef.current[i]), []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    paddingStart: PAD_PX,
    paddingEnd: PAD_PX,
    anchorTo: 'end',
    followOnAppend: true,
  });

  // The first message in view and how far its top sits below the scroll position.
  const anchor = useRef<Anchor | null>(null);
  const atEnd = useRef(true);
  const recordAnchor = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const top = el.scrollTop;
    // Over every row, not just the rendered ones: a jump to the top (scrollbar drag) lands far from the rendered window.
    const all = virtualizer.measurementsCache;
    let lo = 0;
    let hi = all.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (all[mid].end > top) hi = mid;
      else lo = mid + 1;
    }
    while (lo < all.length && rowsRef.current[lo]?.kind !== 'message') lo++;
    const found = all[lo];
    anchor.current = found ? { key: String(found.key), delta: found.start - top } : null;
  }, [virtualizer]);

  const firstKey = rows.find((r) => r.kind === 'message')?.key ?? '';
  const lastRow = rows[rows.length - 1];
  const lastKey = lastRow?.key ?? '';
  const edges = useRef<{ first: string; last: string } | null>(null);
  const more = useRef({ hasOlder: props.hasOlder, loadingOlder: props.loadingOlder, load: props.onLoadOlder });
  more.current = { hasOlder: props.hasOlder, loadingOlder: props.loadingOlder, load: props.onLoadOlder };
  const maybeLoadOlder = useCallback((el: HTMLElement) => {
    const m = more.current;
    // Near the top, or a list too short to scroll at all: ask for the page before.
    if (m.hasOlder && !m.loadingOlder && (el.scrollTop <= NEAR_TOP_PX || el.scrollHeight <= el.clientHeight + NEAR_TOP_PX)) m.load();
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = edges.current;
    edges.current = { first: firstKey, last: lastKey };
    if (!prev || !prev.last) {
      // Opening the conversation: start at the newest message.
      if (rows.length) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    } else if (prev.first !== firstKey && prev.last === lastKey && anchor.current) {
      const index = rows.findIndex((r) => r.key === anchor.current!.key);
      const item = index >= 0 ? virtualizer.getVirtualItems().find((v) => v.index === index) ?? virtualizer.measurementsCache[index] : undefined;
      if (item) virtualizer.scrollToOffset(item.start - anchor.current.delta);
    } else if (prev.last !== lastKey && (atEnd.current || (lastRow?.kind === 'message' && lastRow.message.user === props.me))) {
      virtualizer.scrollToEnd();
    }
    recordAnchor();
    if (el.scrollHeight <= el.clientHeight + NEAR_TOP_PX) maybeLoadOlder(el);
  }, [firstKey, lastKey, rows, lastRow, props.me, virtualizer, recordAnchor, maybeLoadOlder]);

  // After a page lands, the list may still be too short to scroll.
  useEffect(() => {
    if (box.current && !props.loadingOlder && box.current.scrollHeight <= box.current.clientHeight + NEAR_TOP_PX) maybeLoadOlder(box.current);
  }, [props.loadingOlder, maybeLoadOlder]);

  const onScroll = () => {
    const el = box.current!;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
    recordAnchor();
    if (el.scrollTop <= NEAR_TOP_PX) maybeLoadOlder(el);
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div className="chat-messages" ref={box} onScroll={onScroll} role="log" aria-label={t('messages.label')} data-testid="chat-messages" data-loaded={props.messages.length}>
      {props.loadingOlder ? <p className="chat-older muted small">{t('messages.loadingOlder')}</p> : null}
      {!props.messages.length ? <p className="chat-empty-conversation muted">{t('messages.empty')}</p> : null}
      <div className="chat-rows" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((v) => {
          const r = rows[v.index];
          if (!r) return null;
          return (
            <div key={v.key} ref={virtualizer.measureElement} data-index={v.index} className="chat-row" style={{ transform: `translateY(${v.start}px)` }}>
              {r.kind === 'day' ? (
                <h4 className="chat-day-label">{dayLabel(r.day)}</h4>
              ) : (
                <MessageBubble m={r.message} mine={r.message.user === props.me} isGroup={props.isGroup} deletable={r.message.user === props.me && props.canDelete(r.message.id)} onDelete={props.onDelete} onView={props.onView} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
