import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';

type Snap = SnapshotFrom<typeof notificationsMachine>;

export const selectItems = (s: Snap) => s.context.items;
export const selectUnreadCount = (s: Snap) => s.context.items.filter((n) => !n.isView).length;
export const selectLoading = (s: Snap) => s.matches('loading');
export const selectFailed = (s: Snap) => s.matches('failure');
export const selectMarking = (s: Snap) => s.hasTag('marking');
