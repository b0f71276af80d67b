import type { Notification } from '../domain/shell';

/** The hub's server events (spec 2 section 7) and their arguments. */
export interface RealtimeEvents {
  ReceiveMessage: [sender: number, text: string, message: unknown];
  UserStatus: [userId: number, online: boolean, lastSeenText: string];
  updatedTheme: [message: { subDomain: string; theme: string }];
  updatedUserRole: [];
  /** Parsed with the domain's schema when it arrives (realtime-service.ts). */
  ReceiveNotification: [notification: Notification];
}
export type RealtimeEventName = keyof RealtimeEvents;
export const realtimeEventNames: RealtimeEventName[] = ['ReceiveMessage', 'UserStatus', 'updatedTheme', 'updatedUserRole', 'ReceiveNotification'];
