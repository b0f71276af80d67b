import type { ChatGroupRow, ChatMessageRow } from '../models/chat';

/** Chat business rules (spec 2 sections 4, 5 and 9) as plain functions. */
export const directKey = (a: number, b: number) => `u:${Math.min(a, b)}-${Math.max(a, b)}`;
export const groupKey = (groupId: number) => `g:${groupId}`;

export const isAdmin = (g: Pick<ChatGroupRow, 'adminIds' | 'creatorId'>, userId: number) => g.creatorId === userId || g.adminIds.includes(userId);
export const isMember = (g: Pick<ChatGroupRow, 'adminIds' | 'memberIds' | 'creatorId'>, userId: number) => isAdmin(g, userId) || g.memberIds.includes(userId);

/**
 * The group's people from the form: the creator is always an admin, and
 * making someone admin takes them out of the plain members (and back).
 */
export function groupPeople(creatorId: number, usersIds: readonly number[], adminsIds: readonly number[]) {
  const adminIds = [...new Set([creatorId, ...adminsIds])];
  const memberIds = [...new Set(usersIds)].filter((id) => !adminIds.includes(id));
  return { adminIds, memberIds };
}

/** Seen by the recipient (direct) or by any other member (group). */
export const isSeen = (m: Pick<ChatMessageRow, 'groupId' | 'seen' | 'seenBy'>) => (m.groupId === null ? m.seen : m.seenBy.length > 0);

/** Unread for `userId`: messages of others they have not read yet. */
export function isUnreadFor(m: ChatMessageRow, userId: number) {
  if (m.senderId === userId) return false;
  return m.groupId === null ? !m.seen : !m.seenBy.includes(userId);
}

export type DeleteVerdict = 'ok' | 'notOwner' | 'seen';
/** Only the sender deletes, and only while nobody has seen the message. */
export function deleteVerdict(m: ChatMessageRow, userId: number): DeleteVerdict {
  if (m.senderId !== userId) return 'notOwner';
  return isSeen(m) ? 'seen' : 'ok';
}

// ISO dates order as plain strings; localeCompare (ICU) made a 10,000-message history slow to page.
const byDate = (a: ChatMessageRow, b: ChatMessageRow) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);

/** A conversation's messages in date order. */
export const inDateOrder = (rows: readonly ChatMessageRow[]) => [...rows].sort(byDate);

/**
 * Messages are paged from the newest: page 0 holds the latest `size`
 * messages, page 1 the ones before. `sorted` is in date order (inDateOrder);
 * each page is returned oldest first.
 */
export function pageMessages(sorted: readonly ChatMessageRow[], page: number, size: number): ChatMessageRow[] {
  const end = Math.max(0, sorted.length - page * size);
  return sorted.slice(Math.max(0, end - size), end);
}

/** Date sections (yyyy-mm-dd of the message date), in order. */
export function groupByDay<T extends { date: string }>(messages: readonly T[]): Array<{ date: string; messages: T[] }> {
  const out: Array<{ date: string; messages: T[] }> = [];
  for (const m of messages) {
    const day = m.date.slice(0, 10);
    const last = out[out.length - 1];
    if (last && last.date === day) last.messages.push(m);
    else out.push({ date: day, messages: [m] });
  }
  return out;
}

export const latest = (rows: readonly ChatMessageRow[]) => rows.reduce<ChatMessageRow | null>((best, m) => (!best || byDate(best, m) < 0 ? m : best), null);

/** A page of any list, from the page index and its size. */
export const pageOf = <T>(all: readonly T[], page: number, size: number) => all.slice(page * size, page * size + size);
