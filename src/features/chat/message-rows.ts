import type { ChatMessage } from '../../domain/chat';
import { localDay } from './chat-format';

/**
 * The message list flattened into rows for the virtualiser: a date separator
 * before the first message of each day, then the messages. Keys are stable
 * across prepends (a day by its date, a message by its id) so measured
 * heights survive a page of older messages landing above.
 */
export type MessageRow = { kind: 'day'; key: string; day: string } | { kind: 'message'; key: string; message: ChatMessage };

export const messageKey = (id: number) => `m:${id}`;

export function messageRows(messages: readonly ChatMessage[]): MessageRow[] {
  const rows: MessageRow[] = [];
  let day = '';
  for (const m of messages) {
    const d = localDay(m.date);
    if (d !== day) rows.push({ kind: 'day', key: `d:${(day = d)}`, day: d });
    rows.push({ kind: 'message', key: messageKey(m.id), message: m });
  }
  return rows;
}

/** Rough heights before a row is measured: a separator, a text bubble, a bubble with files. */
export const estimateRow = (r: MessageRow | undefined) => (!r ? 60 : r.kind === 'day' ? 40 : r.message.files.length ? 96 : 62);
