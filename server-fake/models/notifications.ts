import { tableOf } from '../db/db';

/** Spec 1 section 3: a notification of the bell. */
export interface NotificationRow {
  id: number;
  /** Recipient. */
  userId: number;
  /** Translation key with a {0} placeholder. */
  title: string;
  parameterTitle: string;
  sourceName: string;
  sourceId: number;
  sourceUserId: number;
  /** Who caused it (the picture shown). */
  senderId: number;
  isView: boolean;
  createdDate: string;
}
export const notifications = tableOf<NotificationRow>('notifications', ['userId']);
