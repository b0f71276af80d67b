import * as z from 'zod';
import { envelope } from './envelope';
import { uploadLimits } from './uploads';

/** Spec 2 section 9: chat lists page 5 at a time, the user picker 10, messages 5. */
export const CHAT_LIST_PAGE = 5;
export const CHAT_USERS_PAGE = 10;
export const CHAT_MESSAGES_PAGE = 5;
export const PREVIEW_LENGTH = 30;

/** Multipart fields and JSON both carry flags: 'true' and true mean yes (z.coerce.boolean would read 'false' as true). */
const boolField = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true');

/** The list filter of chatlist and GroupList (spec 2 section 7). */
export const chatListFilter = z.object({
  searchValue: z.string().max(200).optional().default(''),
  lenght: z.coerce.number().int().min(1).max(100).optional().default(CHAT_LIST_PAGE),
  currentList: z.coerce.number().int().min(0).optional().default(0),
  id: z.coerce.number().int().optional(),
  roleName: z.string().optional(),
  userid: z.coerce.number().int().optional(),
  roleId: z.coerce.number().int().optional(),
  ids: z.union([z.string(), z.array(z.coerce.number().int())]).optional(),
  selectAll: z.boolean().optional(),
  isGroup: z.boolean().optional(),
});
export type ChatListFilter = z.input<typeof chatListFilter>;

export const chatListItem = z.object({
  chatUser: z.object({ value: z.number(), text: z.string(), imagePath: z.string().nullable() }),
  isGroup: z.boolean(),
  groupsEnd: z.boolean(),
  lastAction: z.object({ message: z.string().nullable(), fileName: z.string().nullable(), date: z.string() }).nullable(),
  messageUnread: z.number(),
});
export type ChatListItem = z.infer<typeof chatListItem>;
export const chatListAnswer = z.object({ success: z.boolean(), message: z.string().nullish(), chatList: z.array(chatListItem), total: z.number() });

export const chatFile = z.object({ id: z.number(), name: z.string(), path: z.string(), mimeType: z.string() });
export type ChatFile = z.infer<typeof chatFile>;

export const chatMessage = z.object({
  id: z.number(),
  user: z.number(),
  image: z.string().nullable(),
  userFullName: z.string(),
  message: z.string(),
  files: z.array(chatFile),
  seen: z.boolean(),
  date: z.string(),
  isgroup: z.boolean(),
  type: z.number(),
  /** Which conversation the message belongs to: the group, or the direct recipient. */
  groupId: z.number().nullable(),
  recieverId: z.number().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const messagesFilter = z.object({
  searchValue: z.string().optional().default(''),
  lenght: z.coerce.number().int().min(1).max(100).optional().default(CHAT_MESSAGES_PAGE),
  currentList: z.coerce.number().int().min(0).optional().default(0),
  userid: z.coerce.number().int(),
  isGroup: boolField.optional().default(false),
});
export type MessagesFilter = z.input<typeof messagesFilter>;
export const dateSection = z.object({ date: z.string(), messages: z.array(chatMessage) });
export type DateSection = z.infer<typeof dateSection>;
export const messagesAnswer = z.object({ success: z.boolean(), message: z.string().nullish(), data: z.array(dateSection), total: z.number() });

/** SendMessage is multipart: fields arrive as strings. */
export const sendMessageFields = z.object({
  recieverId: z.coerce.number().int().min(1, 'RequiredAttribute'),
  isGroup: boolField.optional().default(false),
  message: z.string().max(uploadLimits.chatMessageChars, 'Chat.MessageTooLong').optional().default(''),
  files: z.unknown().optional(),
});
export const sendMessageAnswer = envelope(chatMessage);

/** ChatHeader (spec 2 §7: id, isgroup, ids). The header's members are the group's: a list of ids would be dropped, so it is refused (issue 33). */
export const chatHeaderPayload = z.object({ id: z.coerce.number().int(), isgroup: boolField.optional().default(false), ids: z.never().nullish() });
export const chatHeader = z.object({
  id: z.number(),
  name: z.string(),
  imagePath: z.string().nullable(),
  isGroup: z.boolean(),
  isAdmin: z.boolean(),
  /** The legacy API carries the member's picture in `birthday`. */
  groupMembers: z.array(z.object({ id: z.number(), birthday: z.string().nullable(), fullName: z.string() })),
  online: z.boolean(),
  lastSeen: z.string().nullable(),
});
export type ChatHeader = z.infer<typeof chatHeader>;
export const chatHeaderAnswer = envelope(chatHeader);

export const chatUsersFilter = z.object({
  searchValue: z.string().optional().default(''),
  lenght: z.coerce.number().int().min(1).max(100).optional().default(CHAT_USERS_PAGE),
  pageNumber: z.coerce.number().int().min(0).optional().default(0),
  groupId: z.coerce.number().int().optional(),
});
export const chatUser = z.object({ id: z.number(), fullName: z.string(), picturePath: z.string().nullable(), fonction: z.string().nullable() });
export type ChatUser = z.infer<typeof chatUser>;
export const chatUsersAnswer = envelope(z.object({ users: z.array(chatUser), total: z.number() }));

const idList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .transform((v) => (Array.isArray(v) ? v.join(',') : (v ?? '')).split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0));
/** The group form (spec 2 section 3 and 5), multipart with its image. */
export const groupFields = z.object({
  id: z.coerce.number().int().optional().default(0),
  title: z.string().trim().min(1, 'RequiredAttribute'),
  description: z.string().trim().min(1, 'RequiredAttribute'),
  usersIds: idList,
  adminsIds: idList,
  image: z.unknown().optional(),
});
export const groupAnswer = envelope(z.object({ id: z.number() }));

const person = z.object({ id: z.number(), fullName: z.string(), imagePath: z.string().nullable() });
export type ChatPerson = z.infer<typeof person>;
export const groupDetails = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  imagePath: z.string().nullable(),
  isAdmin: z.boolean(),
  groupCreator: z.object({ id: z.number(), fullName: z.string(), creationDate: z.string() }),
  admins: z.array(person),
  members: z.array(person),
  documents: z.array(z.object({ id: z.number(), name: z.string(), path: z.string(), mimetype: z.string() })),
});
export type GroupDetails = z.infer<typeof groupDetails>;
export const groupDetailsAnswer = envelope(groupDetails);

/** Spec 2 section 5: 30 characters, then '...'. */
export function previewText(text: string | null | undefined, max = PREVIEW_LENGTH): string {
  const s = (text ?? '').replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max)}...` : s;
}

/** Images and PDFs open in the viewer; everything else downloads. */
export const isViewable = (mimeType: string) => mimeType.startsWith('image/') || mimeType === 'application/pdf';
export const chatDocumentPath = (id: number) => `/upload/GetChatDocument/${id}`;
