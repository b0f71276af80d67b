import { fromPromise } from 'xstate';
import { notificationsMachine } from '../../../machines/shell/notifications.machine';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '../../api/shell-api';
import { hasPanel } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { notificationTarget, type NotificationTarget } from '../../kernel/notification-route';
import { toast } from '../../ui/toast-store';

const describe = (target: NotificationTarget) => ('panel' in target ? target.panel : target.navigate);

/**
 * The bell's statechart: the list read and marked read, and an opened
 * notification routed to its page (`navigate`, the router's) or its panel.
 * `routed` hears where each one led (the bell shows it to tests).
 */
export const notificationsLogic = (o: { navigate(path: string): void; routed(target: string): void }) =>
  notificationsMachine.provide({
    actors: {
      load: fromPromise(() => getNotifications()),
      markOne: fromPromise<unknown, { id: number }>(({ input }) => markNotificationRead(input.id)),
      markAll: fromPromise<unknown>(() => markAllNotificationsRead()),
    },
    actions: {
      route: (_, { notification }) => {
        if (!notification) return;
        const target = notificationTarget(notification);
        o.routed(describe(target));
        if ('navigate' in target) o.navigate(target.navigate);
        else if (hasPanel(target.panel)) openPanel(target.panel, target.params);
        // An area not in this build yet: say so rather than open a broken panel.
        else toast.info('notification.unavailable', { ns: 'deferred' });
      },
      showError: (_, { message }) => toast.error(message),
      announceAllRead: () => toast.success('Default.succesMessage'),
      logError: (_, { message }) => console.warn('notifications failed to load:', message),
    },
  });
