import { tableOf } from '../db/db';
import type { LeaveStatus } from '../../src/domain/leave';

/** A leave type with its rules (spec 2 section 3, 'leave type rule info'). */
export interface LeaveTypeRow {
  id: number;
  name: string;
  color: string;
  textColor: string;
  isProjectLinked: boolean;
  isExactTimeRequired: boolean;
  noticeDays: number;
  blockedDates: string[];
  blockedWeekdays: number[];
  /** Yearly entitlement, in days (unit 0) or hours (unit 1). */
  entitlement: number;
  unit: 0 | 1;
  /**
   * A reason that is health data (sick leave, a medical appointment): colleagues see that the person is away, not
   * why (rules/leave-list.ts, `seesReason`). The real API's rule is its own; this is the fake server's.
   */
  private?: boolean;
}

export interface HolidayRow {
  id: number;
  date: string;
  name: string;
}

/** A user's entitlement for one type and year; `used` moves with accepted requests. */
export interface BalanceRow {
  id: number;
  userId: number;
  typeId: number;
  year: number;
  initial: number;
  used: number;
}

export interface ApprovalStep {
  level: number;
  approverId: number;
  status: LeaveStatus;
  date: string | null;
  raison: string | null;
}

export interface LeaveRequestRow {
  id: number;
  userId: number;
  typeId: number;
  startDate: string;
  endDate: string;
  morning: boolean;
  afternoon: boolean;
  startTime: string | null;
  endTime: string | null;
  projectId: number | null;
  description: string | null;
  fileIds: number[];
  status: LeaveStatus;
  durationValue: number;
  durationUnit: 0 | 1;
  /** The level whose turn it is (1-based); past the last one once decided. */
  levelType: number;
  approvals: ApprovalStep[];
  createdDate: string;
  createdBy: number;
}

export const leaveTypes = tableOf<LeaveTypeRow>('leaveTypes');
export const holidays = tableOf<HolidayRow>('publicHolidays', ['date']);
export const balances = tableOf<BalanceRow>('leaveBalances', ['userId']);
export const leaveRequests = tableOf<LeaveRequestRow>('leaveRequests', ['userId', 'status']);
