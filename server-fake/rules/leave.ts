import type { Db } from '../db/db';
import * as org from '../models/organisation';
import { balances, holidays, leaveRequests, leaveTypes, type LeaveRequestRow, type LeaveTypeRow } from '../models/leave';
import { countDays, countHours, firstBlocked, LEAVE_OVERLAP, overlaps, parseDay, round2, HOURLY_TYPE_ID, type TimedPeriod } from '../../src/domain/leave-days';

/**
 * Leave rules of spec 2 as plain functions over the tables: measuring a
 * period, balances (available = balance − pending), the approval chain and
 * who may decide. Routes only translate these into answers.
 */
export const HR_APPROVER_ID = 3;
export const FALLBACK_APPROVER_ID = 4;

export const holidaySet = (db: Db) => new Set(holidays(db).all().map((h) => h.date));

/** Hours in a working day for the user's regime (the hourly type converts with it). */
export function dailyAverage(db: Db, userId: number): number {
  const u = org.users(db).get(userId);
  return org.regimes(db).get(u?.regimeId)?.hoursPerDay ?? 8;
}

export interface PeriodInput {
  startDate: string;
  endDate?: string;
  morning?: boolean;
  afternoon?: boolean;
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * Duration of a period for a type: days, or hours for the hourly type (id 5)
 * and for a timed request of a day-counted type (a 1 h 30 medical
 * appointment is 1,50 hours, not 0,19 day: issue 34 item 5). The balance
 * still moves in the type's unit (chargeOf).
 */
export function measure(db: Db, type: LeaveTypeRow | undefined, userId: number, p: PeriodInput): { value: number; unit: 0 | 1 } {
  const input = { ...p, endDate: p.endDate || p.startDate };
  const hol = holidaySet(db);
  if (type?.id === HOURLY_TYPE_ID) return { value: countHours(input, hol, dailyAverage(db, userId)), unit: 1 };
  if (type?.isExactTimeRequired && input.startDate.slice(0, 10) === input.endDate.slice(0, 10) && p.startTime && p.endTime)
    return { value: countHours(input, hol, dailyAverage(db, userId)), unit: 1 };
  return { value: countDays(input, hol), unit: 0 };
}

/** What a request takes from its balance, in the type's unit: a timed request of a day-counted type converts at the user's daily hours. */
export function chargeOf(db: Db, r: { userId: number; typeId: number; durationValue: number; durationUnit: 0 | 1 }): number {
  return inUnit(db, r.userId, r.durationValue, r.durationUnit, leaveTypes(db).get(r.typeId)?.unit ?? 0);
}

/** An amount of leave from one unit to another (0 days, 1 hours), by the user's working day. */
export function inUnit(db: Db, userId: number, value: number, from: number, to: number): number {
  if (from === to) return value;
  return round2(from === 1 ? value / dailyAverage(db, userId) : value * dailyAverage(db, userId));
}

const yearOf = (iso: string) => parseDay(iso).getUTCFullYear();

const storedBalance = (db: Db, userId: number, typeId: number, year: number) => balances(db).by('userId', userId).find((b) => b.typeId === typeId && b.year === year);

/** The year's balance row, made when a decision first moves it. */
function balanceRow(db: Db, userId: number, typeId: number, year: number) {
  return storedBalance(db, userId, typeId, year) ?? balances(db).insert({ userId, typeId, year, initial: leaveTypes(db).get(typeId)?.entitlement ?? 0, used: 0 });
}

/** What a user sees: pending requests already count so nobody books past the balance. */
export function balanceOf(db: Db, userId: number, typeId: number, year: number, exceptId?: number) {
  // A read writes nothing: a year not yet moved is the type's entitlement, nothing used.
  const row = storedBalance(db, userId, typeId, year) ?? { initial: leaveTypes(db).get(typeId)?.entitlement ?? 0, used: 0 };
  const pending = leaveRequests(db)
    .by('userId', userId)
    .filter((r) => r.typeId === typeId && r.status === 'En_Cour' && r.id !== exceptId && yearOf(r.startDate) === year)
    .reduce((s, r) => s + chargeOf(db, r), 0);
  const unit = leaveTypes(db).get(typeId)?.unit ?? 0;
  return { balance: round2(row.initial), used: round2(row.used), pending: round2(pending), available: round2(row.initial - row.used - pending), unit };
}

/** Moves the used amount: +value when a request is accepted, −value when an accepted one is cancelled. */
export function moveBalance(db: Db, r: LeaveRequestRow, sign: 1 | -1) {
  const row = balanceRow(db, r.userId, r.typeId, yearOf(r.startDate));
  balances(db).update(row.id, { used: round2(row.used + sign * chargeOf(db, r)) });
}

/** Level 1 the manager, level 2 HR; nobody approves their own request, so such levels are skipped. */
export function approvalChain(db: Db, userId: number): number[] {
  const manager = org.users(db).get(userId)?.managerId ?? null;
  const chain = [manager, HR_APPROVER_ID].filter((id): id is number => !!id && id !== userId);
  const unique = [...new Set(chain)];
  return unique.length ? unique : [FALLBACK_APPROVER_ID];
}

/** The approver whose turn it is, if the request still waits. */
export const currentApprover = (r: LeaveRequestRow) => (r.status === 'En_Cour' ? r.approvals.find((a) => a.level === r.levelType)?.approverId ?? null : null);
export const canApprove = (r: LeaveRequestRow, callerId: number) => r.userId !== callerId && currentApprover(r) === callerId;

export interface RequestCheck extends TimedPeriod {
  userId: number;
  type: LeaveTypeRow | undefined;
  startDate: string;
  endDate: string;
  durationValue: number;
  durationUnit: 0 | 1;
  today: Date;
  exceptId?: number;
  /** The requester's own rights are checked in routes; HR booking for later skips the notice. */
  skipNotice?: boolean;
}

/** Business refusals of a new or edited request, as message keys (null when it may be saved). */
export function refusalOf(db: Db, c: RequestCheck): string | null {
  if (!c.type) return 'Leave.Error.UnknownType';
  if (c.endDate < c.startDate) return 'Leave.Error.EndBeforeStart';
  if (firstBlocked(c.startDate, c.endDate, { dates: c.type.blockedDates, weekdays: c.type.blockedWeekdays })) return 'Leave.Error.BlockedDay';
  if (c.durationValue <= 0) return 'Leave.Error.NoWorkingDay';
  const todayIso = c.today.toISOString().slice(0, 10);
  const noticeDays = Math.round((parseDay(c.startDate).getTime() - parseDay(todayIso).getTime()) / 86400000);
  if (!c.skipNotice && c.type.noticeDays > 0 && noticeDays < c.type.noticeDays) return 'Leave.Error.NoticePeriod';
  const clash = leaveRequests(db)
    .by('userId', c.userId)
    .some((r) => r.id !== c.exceptId && (r.status === 'En_Cour' || r.status === 'Accepter') && overlaps(r, c));
  if (clash) return LEAVE_OVERLAP;
  const b = balanceOf(db, c.userId, c.type.id, yearOf(c.startDate), c.exceptId);
  if (chargeOf(db, { userId: c.userId, typeId: c.type.id, durationValue: c.durationValue, durationUnit: c.durationUnit }) > b.available) return 'Leave.Error.Balance';
  return null;
}

/** Accepting: the next level's turn, or Accepter at the last level (the balance moves then). */
export function accept(db: Db, r: LeaveRequestRow, now: Date): LeaveRequestRow {
  const approvals = r.approvals.map((a) => (a.level === r.levelType ? { ...a, status: 'Accepter' as const, date: now.toISOString() } : a));
  const last = r.levelType >= Math.max(...r.approvals.map((a) => a.level));
  const next = leaveRequests(db).update(r.id, { approvals, levelType: r.levelType + 1, status: last ? 'Accepter' : 'En_Cour' });
  if (last) moveBalance(db, next, 1);
  return next;
}

export function reject(db: Db, r: LeaveRequestRow, now: Date, raison: string): LeaveRequestRow {
  const approvals = r.approvals.map((a) => (a.level === r.levelType ? { ...a, status: 'Refuser' as const, date: now.toISOString(), raison } : a));
  return leaveRequests(db).update(r.id, { approvals, status: 'Refuser' });
}

/** Cancelling an accepted request gives its days back. */
export function cancel(db: Db, r: LeaveRequestRow, now: Date): LeaveRequestRow {
  if (r.status === 'Accepter') moveBalance(db, r, -1);
  const approvals = r.approvals.map((a) => (a.status === 'En_Cour' ? { ...a, status: 'Holiday_Canceled' as const, date: now.toISOString() } : a));
  return leaveRequests(db).update(r.id, { status: 'Annuler', approvals });
}

export const newApprovals = (db: Db, userId: number) =>
  approvalChain(db, userId).map((approverId, i) => ({ level: i + 1, approverId, status: 'En_Cour' as const, date: null, raison: null }));
