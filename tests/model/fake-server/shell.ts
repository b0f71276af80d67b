import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { reminderEditorMachine, type ReminderDraft } from '../../../machines/shell/reminder-editor.machine';
import { notificationsMachine } from '../../../machines/shell/notifications.machine';
import { searchMachine, userSearchMachine } from '../../../machines/shell/search.machine';
import { hoverCardMachine } from '../../../machines/shell/hover-card.machine';
import { createReminder, deleteReminder, editReminder, getNotifications, markAllNotificationsRead, markNotificationRead } from '../../../src/api/shell-api';
import { getProfileUser } from '../../../src/api/profile-api';
import { reminders } from '../../../server-fake/models/reminders';
import { notifications } from '../../../server-fake/models/notifications';
import { users } from '../../../server-fake/models/organisation';
import { hoverCardAdapter, notificationsAdapter, reminderEditorAdapter } from '../ui/adapters/shell';
import { searchAdapter, userSearchAdapter } from '../ui/adapters/search';
import type { FakeBinding, WalkContext } from './walk';
import { globalSearchActor } from '../../../src/kernel/search-actor';

/**
 * The shell's machines against the fake server: reminders, the bell, the
 * header search and the hover card, each provided as its view provides it.
 */
const title = (w: WalkContext) => `Rappel du parcours ${w.path.index}`;
const mine = (w: WalkContext) => reminders(w.db).by('userId', w.userId);

const reminderEditor: FakeBinding = {
  machine: 'shell.reminderEditor',
  persona: 'employee',
  like: reminderEditorAdapter,
  provide: () =>
    reminderEditorMachine.provide({
      actors: {
        save: fromPromise<unknown, ReminderDraft>(({ input }) => (input.kind === 'create' ? createReminder(input.body) : editReminder(input.body))),
        remove: fromPromise<unknown, { id: number }>(({ input }) => deleteReminder(input.id)),
      },
    }),
  // Yasmine's own reminders: edit and delete take her first one; the form sends what the view would.
  event(e, w, snap) {
    const first = mine(w).sort((a, b) => a.id - b.id)[0]!;
    if (e.type === 'reminder.delete') return { ...e, id: (w.data.deleted = first.id) };
    if (e.type === 'reminder.edit') return { ...e, reminder: first };
    if (e.type === 'reminder.submit') {
      const editing = (snap.context as { editing: { id: number; dueDate: string } | null }).editing;
      const body = { title: title(w), dueDate: editing?.dueDate ?? new Date(Date.parse('2026-11-20T08:00:00Z')).toISOString(), description: null };
      return { ...e, draft: editing ? { kind: 'edit', body: { ...body, id: (w.data.edited = editing.id) } } : { kind: 'create', body: { ...body, userId: w.userId } } };
    }
    return e;
  },
  checks: {
    'xstate.done.actor.save': (w) => assert.ok(mine(w).some((r) => r.title === title(w) && (!w.data.edited || r.id === w.data.edited)), 'the saved reminder is in the database'),
    'xstate.error.actor.save': (w) => assert.not.ok(mine(w).some((r) => r.title === title(w)), 'a failed save wrote nothing'),
    'xstate.done.actor.remove': (w) => assert.not.ok(reminders(w.db).get(w.data.deleted), 'the deleted reminder is gone'),
    'xstate.error.actor.remove': (w) => assert.ok(reminders(w.db).get(w.data.deleted), 'a failed delete kept the reminder'),
  },
};

const unreadOf = (w: WalkContext) => notifications(w.db).by('userId', w.userId).filter((n) => !n.isView);
const notificationsBinding: FakeBinding = {
  machine: 'shell.notifications',
  persona: 'employee',
  like: notificationsAdapter,
  // As the model loads: one unread notification (the newest), the others read; no reminder falls due meanwhile.
  seed(w) {
    for (const n of notifications(w.db).by('userId', w.userId)) notifications(w.db).update(n.id, { isView: true });
    for (const r of mine(w)) reminders(w.db).update(r.id, { notified: true });
    w.data.unread = notifications(w.db).insert({ userId: w.userId, senderId: 2, title: 'notification.birthday', parameterTitle: 'Karim Benali', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView: false, createdDate: '2026-11-20T08:00:00Z' }).id;
  },
  provide: () =>
    notificationsMachine.provide({
      actors: {
        load: fromPromise(() => getNotifications()),
        markOne: fromPromise<unknown, { id: number }>(({ input }) => markNotificationRead(input.id)),
        markAll: fromPromise<unknown>(() => markAllNotificationsRead()),
      },
    }),
  event(e, w) {
    // Model id 1 is the unread one loaded; 9 is one the list does not hold.
    if (e.type === 'notifications.open') return { ...e, id: e.id === 1 ? w.data.unread : 999999 };
    if (e.type === 'notifications.received') {
      // What the server's notify() does before the hub pushes it: the row exists.
      const row = notifications(w.db).insert({ userId: w.userId, senderId: 2, title: 'notification.birthday', parameterTitle: 'Karim', sourceName: 'Reminder', sourceId: 2, sourceUserId: 2, isView: false, createdDate: '2026-11-21T08:00:00Z' });
      return { ...e, notification: { ...row, user: null } };
    }
    return e;
  },
  checks: {
    'xstate.done.actor.markOne': (w) => assert.ok(notifications(w.db).get(w.data.unread)?.isView, 'the opened notification is read on the server'),
    'xstate.error.actor.markOne': (w) => assert.not.ok(notifications(w.db).get(w.data.unread)?.isView, 'a failed mark left it unread'),
    'xstate.done.actor.markAll': (w) => assert.is(unreadOf(w).length, 0, 'no unread notification left on the server'),
    'xstate.error.actor.markAll': (w) => assert.ok(unreadOf(w).length > 0, 'a failed mark-all changed nothing'),
  },
};

/**
 * The header's search (a pick opens the result) and the organisation chart's
 * users-only search (a pick locks the field, nothing is sent for it): the same
 * call, provided as the search box provides it.
 */
const searchBinding = (machine: 'shell.search' | 'shell.userSearch', logic: typeof userSearchMachine, like: typeof searchAdapter): FakeBinding => ({
  machine,
  persona: 'employee',
  like,
  feasible: (e, context: { value: string }) => e.type !== 'search.clear' || !!context.value,
  provide: () => logic.provide({ actors: { search: globalSearchActor } }),
  checks: {
    // 'ka' finds Karim Benali among the users.
    'xstate.done.actor.search': (_w, s) => assert.ok((s.context as { results: Array<{ text: string }> }).results.some((r) => /Karim/.test(r.text)), 'the server found Karim'),
  },
});
const search = searchBinding('shell.search', searchMachine as unknown as typeof userSearchMachine, searchAdapter);
const userSearch = searchBinding('shell.userSearch', userSearchMachine, userSearchAdapter);

const hoverCard: FakeBinding = {
  machine: 'shell.hoverCard',
  persona: 'employee',
  like: hoverCardAdapter,
  provide: () => hoverCardMachine.provide({ actors: { load: fromPromise(({ input }: { input: { userId: number } }) => getProfileUser(input.userId)) } }),
  checks: {
    'xstate.done.actor.load': (w, s) => assert.is((s.context as { data: { fullName: string } }).data.fullName, users(w.db).get(2)!.fullName),
  },
};

export const shellBindings = [reminderEditor, notificationsBinding, search, userSearch, hoverCard];
