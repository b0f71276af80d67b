import { leaveRequests } from '../../../../server-fake/models/leave';
import type { WalkContext } from '../../fake-server/walk';
import type { UiContext } from '../../ui/types';

/** What several test models of the leave area share (their helpers; each model file is tests/model/machines/leave/<name>.model.ts). */

/**
 * UI adapters of the leave area (machines/leave/): the request's lifecycle in
 * the detail panel ('leave.detail'), the request form ('leave.form', with the
 * shared range picker) and the company calendar (/conge/timeline,
 * FullCalendar). Nadia (HR: Golbal.Edit.Demand, Conge.Delete.Demand,
 * Conge.Cancel.Demand) works on someone else's request she is the approver of.
 */
export const NADIA = 3;

/** What a leave notification does: a row, then a push through the hub (lists, calendars and the open detail reload). */
export const pushLeaveNotification = (ui: UiContext) =>
  ui.backend((b: any, me: number) => {
    const row = b.db.table('notifications').insert({ userId: me, senderId: 2, title: 'Notification.Leave.Accepted', parameterTitle: 'Karim Benali', sourceName: 'CongeRequests', sourceId: 1, sourceUserId: 2, isView: false, createdDate: new Date().toISOString() });
    b.hub.sendToUser(me, 'ReceiveNotification', { ...row, user: null });
  }, NADIA);

export const request = (w: WalkContext) => leaveRequests(w.db).get(w.data.id);
