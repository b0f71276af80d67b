import type { ChatListItem, ChatMessage } from '../../domain/chat';

/** A chat list row with the key the paged-list statechart merges on. */
export type KeyedItem = ChatListItem & { key: string };
export const itemKey = (isGroup: boolean, id: number) => `${isGroup ? 'g' : 'u'}:${id}`;
export const keyed = (i: ChatListItem): KeyedItem => ({ ...i, key: itemKey(i.isGroup, i.chatUser.value) });

/** Which conversation a message belongs to, seen from `me`. */
export function conversationKeyOf(m: ChatMessage, me: number) {
  if (m.groupId !== null) return itemKey(true, m.groupId);
  return itemKey(false, m.user === me ? (m.recieverId ?? 0) : m.user);
}

/**
 * A new message moves its conversation to the top with the new preview; the
 * unread count grows unless the message is the user's own or the
 * conversation is open. Returns null when the row is not loaded and cannot
 * be built from the message (a group: the list must be refetched).
 */
export function bumpList(items: readonly KeyedItem[], m: ChatMessage, o: { me: number; openKey: string | null }): KeyedItem[] | null {
  const key = conversationKeyOf(m, o.me);
  const unread = m.user !== o.me && key !== o.openKey ? 1 : 0;
  const lastAction = { message: m.message || null, fileName: m.files[0]?.name ?? null, date: m.date };
  const found = items.find((i) => i.key === key);
  if (!found && (m.groupId !== null || m.user === o.me)) return null;
  const row: KeyedItem = found
    ? { ...found, lastAction, messageUnread: found.messageUnread + unread }
    : { key, chatUser: { value: m.user, text: m.userFullName, imagePath: m.image }, isGroup: false, groupsEnd: false, lastAction, messageUnread: unread };
  return [row, ...items.filter((i) => i.key !== key)];
}

/** Opening a conversation reads it. */
export const markRead = (items: readonly KeyedItem[], key: string) => items.map((i) => (i.key === key && i.messageUnread ? { ...i, messageUnread: 0 } : i));
