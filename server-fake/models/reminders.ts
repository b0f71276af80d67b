import { tableOf } from '../db/db';

/** A personal reminder; `notified` is set once its due notification went out. */
export interface ReminderRow {
  id: number;
  userId: number;
  title: string;
  description: string | null;
  dueDate: string;
  done: boolean;
  notified: boolean;
  createdDate: string;
}
export const reminders = tableOf<ReminderRow>('reminders', ['userId']);
