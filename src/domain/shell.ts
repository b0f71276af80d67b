import * as z from 'zod';
import { envelope } from './envelope';

/** Spec 1 section 3: a notification of the bell (user is the sender, null for the system). */
export const notification = z.object({
  id: z.number(),
  title: z.string(),
  parameterTitle: z.string().nullish(),
  sourceName: z.string(),
  sourceId: z.number().nullish(),
  sourceUserId: z.number().nullish(),
  isView: z.boolean(),
  createdDate: z.string(),
  user: z.object({ id: z.number(), picturePath: z.string().nullish() }).nullish(),
});
export type Notification = z.infer<typeof notification>;
export const notificationsAnswer = envelope(z.array(notification));

/** Spec 1 section 3: a task of the header dropdown (plus a description for the task page). */
export const task = z.object({
  id: z.number(),
  title: z.string(),
  codeCategory: z.string(),
  endDate: z.string(),
  remainingTime: z.object({ isObsolute: z.boolean(), duration: z.number(), dateRepresentation: z.string() }),
  totalSubTask: z.number(),
  totalMessage: z.number(),
  totalFiles: z.number(),
  description: z.string().nullish(),
});
export type Task = z.infer<typeof task>;
export const tasksAnswer = envelope(z.array(task));

/** POST /api/home/GlobalSearch: `regex` true means value is a pattern, not plain text. */
export const globalSearchBody = z.object({ value: z.string().max(200), regex: z.boolean().optional().default(false) });
export type GlobalSearchBody = z.input<typeof globalSearchBody>;
export const searchResultType = z.enum(['UserDoc', 'CompanyDoc', 'User']);
export const searchResult = z.object({ type: searchResultType, text: z.string(), value: z.number(), imagePath: z.string().nullish() });
export type SearchResult = z.infer<typeof searchResult>;
export const searchAnswer = envelope(z.array(searchResult));

/** Spec 4 shows the reminder calls but not their fields: these are ours. */
export const reminder = z.object({
  id: z.number(),
  userId: z.number(),
  title: z.string(),
  description: z.string().nullish(),
  dueDate: z.string(),
  done: z.boolean(),
  notified: z.boolean(),
  createdDate: z.string(),
});
export type Reminder = z.infer<typeof reminder>;
export const remindersAnswer = envelope(z.array(reminder));
export const reminderAnswer = envelope(reminder);

const required = (s: z.ZodString) => s.trim().min(1, 'RequiredAttribute');
export const reminderCreateBody = z.object({
  title: required(z.string({ message: 'RequiredAttribute' })).max(120),
  description: z.string().max(1000).nullish(),
  dueDate: required(z.string({ message: 'RequiredAttribute' })).refine((v) => !Number.isNaN(Date.parse(v)), 'Reminder.InvalidDate'),
  userId: z.number().int().optional(),
});
export type ReminderCreateBody = z.infer<typeof reminderCreateBody>;
export const reminderEditBody = reminderCreateBody.omit({ userId: true }).extend({ id: z.number().int(), done: z.boolean().optional() });
export type ReminderEditBody = z.infer<typeof reminderEditBody>;
