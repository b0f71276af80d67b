import { call, callData } from './client';
import { ack } from '../domain/envelope';
import { pathOf } from './paths';
import {
  notificationsAnswer, reminderAnswer, remindersAnswer, searchAnswer, tasksAnswer,
  type GlobalSearchBody, type ReminderCreateBody, type ReminderEditBody,
} from '../domain/shell';

export const getNotifications = () => callData(pathOf('notifications.list'), { schema: notificationsAnswer });
export const markNotificationRead = (id: number) => call(`/api/Reminder/MarkAsReadNotification/${id}`, { schema: ack });
export const markAllNotificationsRead = () => call('/api/Reminder/MarkAsReadNotifications', { schema: ack });

export const getAssignedTasks = () => callData(pathOf('tasks.assigned'), { schema: tasksAnswer });

export const globalSearch = (body: GlobalSearchBody, signal?: AbortSignal) => callData('/api/home/GlobalSearch', { method: 'POST', body, signal, schema: searchAnswer });

export const listReminders = (userId: number) => callData(`/api/Reminder/GetList/${userId}`, { schema: remindersAnswer });
export const createReminder = (body: ReminderCreateBody) => callData('/api/Reminder/Create', { method: 'POST', body, schema: reminderAnswer });
export const editReminder = (body: ReminderEditBody) => callData('/api/Reminder/Edit', { method: 'POST', body, schema: reminderAnswer });
export const deleteReminder = (id: number) => call(`/api/Reminder/Delete/${id}`, { method: 'DELETE', schema: ack });
