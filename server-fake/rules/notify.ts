import type { FakeContext } from '../http';
import { notifications, type NotificationRow } from '../models/notifications';
import { users } from '../models/organisation';

/**
 * Every area tells people about events through here: a row for the bell and
 * a live push through the hub ('ReceiveNotification'). sourceName follows the
 * routing table of spec 1 section 2.4 (CongeRequests, DocumentsRequest,
 * CollaboratorExpensesRequests, forms, ResponseForm, Anniversary…).
 */
export function notify(ctx: FakeContext, n: Omit<NotificationRow, 'id' | 'isView' | 'createdDate'>): NotificationRow | null {
  if (n.userId === n.senderId || !users(ctx.db).get(n.userId)) return null;
  const row = notifications(ctx.db).insert({ ...n, isView: false, createdDate: ctx.now().toISOString() });
  const sender = users(ctx.db).get(n.senderId);
  ctx.hub.sendToUser(n.userId, 'ReceiveNotification', {
    ...row,
    user: sender ? { id: sender.id, picturePath: `upload/profileimages/${sender.id}/${sender.picturePath}` } : null,
  });
  return row;
}
