import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../domain/chat';
import { dayLabel } from './chat-format';
import { MessageBubble } from './message-row';
import { estimateRow, messageRows, type MessageRow } from './message-rows';

const NEAR_TOP_PX = 50;
/** Within this of the end the user is reading the newest messages: new ones are followed. */
const AT_END_PX = 40;
const PAD_PX = 10;
/** How long after a wheel, touch or key the scroll events are the user's (a smooth scroll runs on after the key). */
const GESTURE_MS = 1500;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

type Anchor = { key: string; delta: number };

/**
 * Messages grouped by day, virtualised: only the rows in view (and a few
 * around) are in the DOM, measured as they render, so a conversation of
 * thousands of messages costs what a screenful does. Older pages load when
 * the user scrolls within 50 px of the top (our own scrolls to the end, on
 * opening or when a message arrives, pass by the top and must not load), or
 * while the rows, as laid out, do not fill the view; when they land, the
 * first message in view is put back where it was (the virtualiser's own anchor could pick a date separator,
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
  // Held at the newest message: from opening, and whenever the person scrolls back down to it; dropped when they scroll up.
  const pinned = useRef(true);
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
  const loadOlder = useCallback(() => {
    const m = more.current;
    if (m.hasOlder && !m.loadingOlder) m.load();
  }, []);
  // The rows as laid out, not the virtualiser's total: on opening it still holds estimates, which a long message exceeds
  // (the list then asked for the older page at once). With a row not rendered the view is filled (rows lie outside it).
  const notFilled = useCallback((el: HTMLElement) => {
    const shown = el.querySelectorAll<HTMLElement>('.chat-row');
    if (shown.length < rowsRef.current.length) return false;
    let height = 2 * PAD_PX;
    shown.forEach((r) => (height += r.offsetHeight));
    return height <= el.clientHeight + NEAR_TOP_PX;
  }, []);
  // When the user last moved the list (wheel, touch, scroll keys) and whether a pointer holds the scrollbar.
  const gesture = useRef({ at: -Infinity, pointer: false });
  const userScrolling = () => gesture.current.pointer || performance.now() - gesture.current.at < GESTURE_MS;
  const onGesture = () => {
    gesture.current.at = performance.now();
  };

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = edges.current;
    edges.current = { first: firstKey, last: lastKey };
    if (!prev || !prev.last) {
      // Opening the conversation: start at the newest message.
      pinned.current = true;
      if (rows.length) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    } else if (prev.first !== firstKey && prev.last === lastKey && anchor.current) {
      const index = rows.findIndex((r) => r.key === anchor.current!.key);
      const item = index >= 0 ? virtualizer.getVirtualItems().find((v) => v.index === index) ?? virtualizer.measurementsCache[index] : undefined;
      if (item) virtualizer.scrollToOffset(item.start - anchor.current.delta);
    } else if (prev.last !== lastKey && (atEnd.current || pinned.current || (lastRow?.kind === 'message' && lastRow.message.user === props.me))) {
      pinned.current = true;
      virtualizer.scrollToEnd();
    }
    recordAnchor();
  }, [firstKey, lastKey, rows, lastRow, props.me, virtualizer, recordAnchor]);

  // Deliberate: a list too short to scroll could never reach the older pages by a scroll. Checked once the rows are
  // laid out (the first render has none: the virtualiser has no scroll element yet) and after each page lands.
  const items = virtualizer.getVirtualItems();

  // Rows are placed by estimate and then measured (and grow when a picture loads): the scroll to the newest message
  // landed short by what the estimates missed, the last message cut under the composer (issue 36 item 6). While pinned,
  // every render (a measurement re-renders) brings the real end back into view; not while the person scrolls.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !pinned.current || userScrolling()) return;
    const end = el.scrollHeight - el.clientHeight;
    if (end - el.scrollTop > 1) el.scrollTop = end;
  });
  useLayoutEffect(() => {
    if (box.current && !props.loadingOlder && rows.length && notFilled(box.current)) loadOlder();
  }, [items.length, rows, props.loadingOlder, loadOlder, notFilled]);

  const onScroll = () => {
    const el = box.current!;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_END_PX;
    if (userScrolling()) pinned.current = atEnd.current;
    recordAnchor();
    if (el.scrollTop <= NEAR_TOP_PX && userScrolling()) loadOlder();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the listeners only notice that the person scrolls (wheel, touch, scroll keys) to keep or drop the pin to the newest message; they act on nothing
    <div
      className="chat-messages"
      ref={box}
      onScroll={onScroll}
      onWheel={onGesture}
      onTouchMove={onGesture}
      onKeyDown={(e) => SCROLL_KEYS.has(e.key) && onGesture()}
      onPointerDown={() => void (gesture.current.pointer = true)}
      onPointerUp={() => void ((gesture.current.pointer = false), onGesture())}
      onPointerCancel={() => void (gesture.current.pointer = false)}
      role="log"
      aria-label={t('messages.label')}
      data-testid="chat-messages"
      data-loaded={props.messages.length}
    >
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
                <MessageBubble m={r.message} mine={r.message.user === props.me} isGroup={props.isGroup} deletable={r.message.user === props.me && props.canDelete(r.message.id)} onDelete={props.onDelete} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
