import type { Caller, FakeContext } from '../http';
import { leaveRequests, type LeaveRequestRow } from '../models/leave';
import type { LeaveFilter, LeaveStatus } from '../../src/domain/leave';
import { canApprove } from './leave';
import { filterUsers, typeFilter } from './leave-views';

/**
 * Which requests a caller sees in the list and the export: HR (Golbal.Edit.Demand)
 * everyone's; others their own and those they approve or approved.
 */
export interface ListQuery {
  searchValue?: string;
  waiting?: boolean;
  status?: LeaveStatus;
  userId?: number;
  filter?: LeaveFilter;
  dateMin?: string;
  dateMax?: string;
  typeConges?: number[];
  ids?: number[];
}

/**
 * Who may open one request by id: the requester, its approvers, HR, and Conge.View
 * holders for what the company timeline already shows them (pending and accepted).
 */
export function maySeeRequest(caller: Caller, r: LeaveRequestRow): boolean {
  if (r.userId === caller.user.id || caller.can('Golbal.Edit.Demand') || r.approvals.some((a) => a.approverId === caller.user.id)) return true;
  return caller.can('Conge.View') && (r.status === 'Accepter' || r.status === 'En_Cour');
}

export function visibleRequests(ctx: FakeContext, caller: Caller, q: ListQuery): LeaveRequestRow[] {
  const me = caller.user.id;
  const everyone = caller.can('Golbal.Edit.Demand');
  const users = new Set(filterUsers(ctx.db, q.filter, q.searchValue).map((u) => u.id));
  const types = [...typeFilter(q.filter), ...(q.typeConges ?? [])];
  return leaveRequests(ctx.db)
    .filter(
      (r) =>
        (everyone || r.userId === me || r.approvals.some((a) => a.approverId === me)) &&
        users.has(r.userId) &&
        (!q.waiting || canApprove(r, me)) &&
        (!q.status || r.status === q.status) &&
        (!q.userId || r.userId === q.userId) &&
        (!types.length || types.includes(r.typeId)) &&
        (!q.ids?.length || q.ids.includes(r.id)) &&
        (!q.dateMin || r.endDate >= q.dateMin.slice(0, 10)) &&
        (!q.dateMax || r.startDate <= q.dateMax.slice(0, 10)),
    )
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
}
