import { forbidden, notFound, ok, route, type Caller, type RouteDef } from '../http';
import { notifications } from '../models/notifications';
import { reminders, type ReminderRow } from '../models/reminders';
import { users } from '../models/organisation';
import { fireDueReminders } from '../rules/reminders';
import { notificationView } from '../rules/shell';
import { reminderCreateBody, reminderEditBody, type ReminderCreateBody, type ReminderEditBody } from '../../src/domain/shell';

/** How many notifications the bell gets: the spec leaves the page size out and the app sends none, so the server picks it. */
const NOTIFICATIONS_PAGE = 20;

/** People manage their own reminders; settings administrators anyone's. */
const mayManage = (caller: Caller, userId: number) => caller.user.id === userId || caller.can('Settings.View');

function ownReminder(db: Parameters<typeof reminders>[0], caller: Caller, id: string): ReminderRow {
  const r = reminders(db).get(Number(id));
  if (!r) throw notFound();
  if (!mayManage(caller, r.userId)) throw forbidden();
  return r;
}

const iso = (v: string) => new Date(v).toISOString();

/** The api/Reminder calls of spec 4: reminders, and the bell's notifications. */
export const remindersRoutes: RouteDef[] = [
  route({
    method: 'GET', path: '/api/Reminder/GetList/:id',
    handle: ({ ctx, caller, params }) => {
      const userId = Number(params.id);
      if (!users(ctx.db).get(userId)) throw notFound();
      if (!mayManage(caller, userId)) throw forbidden();
      return ok(reminders(ctx.db).by('userId', userId).sort((a, b) => a.dueDate.localeCompare(b.dueDate)));
    },
  }),
  route({
    method: 'GET', path: '/api/Reminder/GetById/:id',
    handle: ({ ctx, caller, params }) => ok(ownReminder(ctx.db, caller, params.id)),
  }),
  route<ReminderCreateBody>({
    method: 'POST', path: '/api/Reminder/Create', body: reminderCreateBody,
    handle: ({ ctx, caller, body }) => {
      const userId = body.userId ?? caller.user.id;
      if (!users(ctx.db).get(userId)) throw notFound();
      if (!mayManage(caller, userId)) throw forbidden();
      const row = reminders(ctx.db).insert({
        userId, title: body.title.trim(), description: body.description ?? null, dueDate: iso(body.dueDate), done: false, notified: false, createdDate: ctx.now().toISOString(),
      });
      return ok(row);
    },
  }),
  route<ReminderEditBody>({
    method: 'POST', path: '/api/Reminder/Edit', body: reminderEditBody,
    handle: ({ ctx, caller, body }) => {
      const r = ownReminder(ctx.db, caller, String(body.id));
      const dueDate = iso(body.dueDate);
      // A new due date re-arms the notification.
      const notified = dueDate === r.dueDate ? r.notified : false;
      return ok(reminders(ctx.db).update(r.id, { title: body.title.trim(), description: body.description ?? null, dueDate, done: body.done ?? r.done, notified }));
    },
  }),
  route({
    method: 'DELETE', path: '/api/Reminder/Delete/:id',
    handle: ({ ctx, caller, params }) => {
      const r = ownReminder(ctx.db, caller, params.id);
      reminders(ctx.db).remove(r.id);
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/api/Reminder/GetNotifications', permission: 'Notifications.View',
    handle: ({ ctx, caller }) => {
      fireDueReminders(ctx, caller.user.id);
      const rows = notifications(ctx.db)
        .by('userId', caller.user.id)
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id)
        .slice(0, NOTIFICATIONS_PAGE);
      return ok(rows.map((n) => notificationView(ctx.db, n)));
    },
  }),
  route({
    method: 'GET', path: '/api/Reminder/MarkAsReadNotifications', permission: 'Notifications.View',
    handle: ({ ctx, caller }) => {
      const table = notifications(ctx.db);
      for (const n of table.by('userId', caller.user.id)) if (!n.isView) table.update(n.id, { isView: true });
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/api/Reminder/MarkAsReadNotification/:id', permission: 'Notifications.View',
    handle: ({ ctx, caller, params }) => {
      const n = notifications(ctx.db).get(Number(params.id));
      if (!n || n.userId !== caller.user.id) throw notFound();
      notifications(ctx.db).update(n.id, { isView: true });
      return ok(null);
    },
  }),
];
