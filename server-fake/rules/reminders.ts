import type { FakeContext } from '../http';
import { reminders, type ReminderRow } from '../models/reminders';
import { notify } from './notify';

/** The system sends reminder notifications: no user, so no sender picture. */
export const SYSTEM_SENDER = 0;
export const REMINDER_CHECK_MS = 30_000;

export const isDue = (r: ReminderRow, now: Date) => !r.done && !r.notified && Date.parse(r.dueDate) <= now.getTime();

/**
 * Reminders whose due date has passed produce one notification each (bell row
 * and hub push), once. Checked on every GetNotifications and by a timer.
 */
export function fireDueReminders(ctx: FakeContext, userId?: number): number {
  const now = ctx.now();
  const table = reminders(ctx.db);
  const candidates = userId === undefined ? table.all() : table.by('userId', userId);
  let fired = 0;
  for (const r of candidates) {
    if (!isDue(r, now)) continue;
    table.update(r.id, { notified: true });
    notify(ctx, { userId: r.userId, senderId: SYSTEM_SENDER, title: 'notification.reminder', parameterTitle: r.title, sourceName: 'Reminder', sourceId: r.id, sourceUserId: r.userId });
    fired++;
  }
  return fired;
}

/** The fake server's life loop for reminders: demo and sandbox run it while the page lives. */
export function startReminderClock(ctx: FakeContext, everyMs = REMINDER_CHECK_MS): () => void {
  const timer = setInterval(() => fireDueReminders(ctx), everyMs);
  return () => clearInterval(timer);
}
