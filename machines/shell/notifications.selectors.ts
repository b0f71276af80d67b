import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';

type Snap = SnapshotFrom<typeof notificationsMachine>;

export const selectItems = (s: Snap) => s.context.items;
export const selectUnreadCount = (s: Snap) => s.context.items.filter((n) => !n.isView).length;
export const selectLoading = (s: Snap) => s.matches('loading');
/** The first read failed, or the last refresh did (the list held is then not known to be current). */
export const selectFailed = (s: Snap) => s.matches('failure') || s.context.error !== null;
export const selectMarking = (s: Snap) => s.hasTag('marking');
