import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { notificationsMachine } from '../../../../machines/shell/notifications.machine';
import { notifications } from '../../../../server-fake/models/notifications';
import { reminders } from '../../../../server-fake/models/reminders';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '../../../../src/api/shell-api';
import type { FakeBinding, WalkContext } from '../../fake-server/walk';
import type { MachineModel } from '../../model-types';
import { graphEvents, type RegisteredMachine } from '../../registry-types';
import type { UiAdapter } from '../../ui/types';
import { mine } from './common';

// ── Registry entry: the events the traversal may send and the input it starts from.

const { done, error } = graphEvents;

const unread = { id: 1, title: 'notification.birthday', parameterTitle: 'Karim', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView: false, createdDate: '2026-11-20T08:00:00Z', user: null };

const live = { ...unread, id: 2, sourceName: 'Reminder' };

const entry: RegisteredMachine = {
  id: 'shell.notifications',
  file: 'shell/notifications.machine.ts',
  machine: notificationsMachine,
  events: [
    done('load', [unread]), error('load'), { type: 'notifications.reload' },
    done('refresh', [unread]), error('refresh'),
    { type: 'notifications.received', notification: live },
    { type: 'notifications.open', id: 1 }, { type: 'notifications.open', id: 9 }, done('markOne'), error('markOne'),
    { type: 'notifications.markAll' }, done('markAll'), error('markAll'),
  ],
};

// ── Through the UI (tests/model/ui/executor.ts, ADAPTERS.md).

/**
 * The bell in the header. Its actor lives as long as the shell: start() leaves
 * the shell (the terms page has none) and comes back, so the bell mounts and
 * loads afresh. Opening the dropdown sends 'notifications.reload' (the bell
 * refreshes when opened): an action that needs the dropdown open may pass
 * through refreshing first, as a user's click does.
 */
const bell = (page: Page) => page.getByTestId('header-bell');

const menuOpen = async (page: Page) => (await bell(page).getAttribute('aria-expanded')) === 'true';

async function openBell(page: Page) {
  // Opening a notification routes to its source, maybe a side panel over the header: close it first.
  for (let i = 0; i < 3 && (await page.locator('.side-panel').count()); i++) await page.keyboard.press('Escape');
  await page.locator('.side-panel').waitFor({ state: 'detached' });
  if (!(await menuOpen(page))) await bell(page).click();
  await page.locator('.notifications-list').waitFor();
}

/**
 * Where the bell is walked: a page that reads no notifications of its own. The dashboard's 'À venir' card
 * reads the same list (GET Reminder/GetNotifications), and when it asked first it took the failure armed for
 * the bell's load, which then loaded fine (a full run's retry-pass, 4 December 2026).
 */
const quietPage = '/employee/1/usersettings/preference';

export const notificationsAdapter: UiAdapter = {
  machine: 'shell.notifications',
  persona: 'employee',
  home: quietPage,
  writes: ['notifications.open', 'notifications.markAll'],
  interruptible: ['notifications.ready.refreshing'],
  async start(ui) {
    await ui.navigate('/account/termsacceptance?returnUrl=%2F');
    await ui.page.locator('.terms-card').waitFor();
    await ui.navigate(quietPage);
    await bell(ui.page).waitFor();
  },
  actions: {
    async 'notifications.reload'(ui) {
      // A user step planned in refreshing needs the refresh to last.
      if (ui.path.steps[ui.step]?.kind === 'user') await ui.latency(1500);
      if (await menuOpen(ui.page)) await ui.page.keyboard.press('Escape');
      await openBell(ui.page);
    },
    async 'notifications.open'(ui) {
      await openBell(ui.page);
      // The model says whether the one opened is unread (marked, then routed) or read (routed).
      const unread = ui.path.steps[ui.step - 1]!.value.includes('marking');
      await ui.page.locator(`.notification-item[data-unread="${unread}"]`).first().click();
    },
    async 'notifications.markAll'(ui) {
      await openBell(ui.page);
      await ui.page.getByTestId('notifications-mark-all').click();
    },
    async 'notifications.received'(ui) {
      // What the server's notify() does: a row, then a push through the hub.
      await ui.backend((b: any) => {
        const row = b.db.table('notifications').insert({ userId: 1, senderId: 2, title: 'notification.birthday', parameterTitle: 'Karim Benali', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView: false, createdDate: new Date().toISOString() });
        b.hub.sendToUser(1, 'ReceiveNotification', { ...row, user: null });
      });
    },
  },
  faults: {
    'xstate.error.actor.load': { method: 'GET', path: '^/api/Reminder/GetNotifications$' },
    'xstate.error.actor.refresh': { method: 'GET', path: '^/api/Reminder/GetNotifications$' },
    'xstate.error.actor.markOne': { method: 'GET', path: '^/api/Reminder/MarkAsReadNotification/\\d+$' },
    'xstate.error.actor.markAll': { method: 'GET', path: '^/api/Reminder/MarkAsReadNotifications$' },
  },
  states: {
    async 'notifications.ready.idle'(ui) {
      await bell(ui.page).waitFor();
      if (ui.path.steps[ui.step - 1]?.event.type === 'xstate.done.actor.markAll') await ui.page.getByTestId('header-bell-count').waitFor({ state: 'detached' });
    },
  },
};

// ── Against the fake server (tests/model/fake-server/walk.ts, BINDINGS.md).

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

export const model: MachineModel = { entry, server: notificationsBinding, ui: notificationsAdapter };
