import type { LeaveFormEvent, LeaveFormValues } from '../../../machines/leave/leave-form.machine';
import { HOURLY_TYPE_ID } from '../../domain/leave-days';

export const isHourly = (typeId: number) => typeId === HOURLY_TYPE_ID;

/** What a leave form's draft keeps (picked files cannot be kept). */
export type LeaveDraft = Omit<LeaveFormValues, 'files'>;
export const leaveDraftOf = ({ files: _files, ...v }: LeaveFormValues): LeaveDraft => v;

/** Gives a kept draft back through the form's own events, so its rules run as if typed (the type first: it enables the dates). */
export function restoreLeaveDraft(send: (e: LeaveFormEvent) => void, d: LeaveDraft) {
  if (d.fk_User) send({ type: 'leave.setUser', userId: d.fk_User });
  if (d.fk_RegimeType) send({ type: 'leave.setType', typeId: d.fk_RegimeType });
  if (d.startDate) send({ type: 'leave.setDates', startDate: d.startDate, endDate: d.endDate || d.startDate });
  if (d.morning || d.afternoon) send({ type: 'leave.setHalf', morning: d.morning, afternoon: d.afternoon });
  if (d.startTime || d.endTime) send({ type: 'leave.setTimes', startTime: d.startTime, endTime: d.endTime });
  if (d.projectId) send({ type: 'leave.setField', field: 'projectId', value: d.projectId });
  if (d.description) send({ type: 'leave.setField', field: 'description', value: d.description });
}
