import { tableOf } from '../db/db';

/**
 * Chat rows. `conversation` keys a direct pair ('u:3-17', lower id first) or
 * a group ('g:4'), so one index answers both kinds of conversation.
 */
export interface ChatMessageRow {
  id: number;
  conversation: string;
  senderId: number;
  receiverId: number | null;
  groupId: number | null;
  text: string;
  fileIds: number[];
  date: string;
  /** Direct messages: read by the recipient. */
  seen: boolean;
  /** Group messages: members other than the sender who have read it. */
  seenBy: number[];
}

export interface ChatGroupRow {
  id: number;
  name: string;
  description: string;
  imageFileId: number | null;
  creatorId: number;
  createdDate: string;
  /** Admins (the creator always among them) and plain members never overlap. */
  adminIds: number[];
  memberIds: number[];
}

export const chatMessages = tableOf<ChatMessageRow>('chatMessages', ['conversation']);
export const chatGroups = tableOf<ChatGroupRow>('chatGroups');
