import type { Caller, FakeContext } from '../http';
import { leaveRequests, type LeaveRequestRow } from '../models/leave';
import type { LeaveFilter, LeaveStatus } from '../../src/domain/leave';
import { approvalChain, canApprove, currentApprover } from './leave';
import type { Db } from '../db/db';
import { activeCount, activeIds, concerns, filterUserIds, seesReason, typeFilter } from './leave-views';
import { requestsTouching } from './leave-months';

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
 * holders for what the company timeline already shows them (pending and accepted, of a reason they may know).
 */
export function maySeeRequest(db: Db, caller: Caller, r: LeaveRequestRow): boolean {
  if (concerns(caller, r)) return true;
  return caller.can('Conge.View') && (r.status === 'Accepter' || r.status === 'En_Cour') && seesReason(db, caller, r);
}

/**
 * Whose balance a caller may read: their own; HR's (Golbal.Edit.Demand) and
 * those who book leave for others (Conge.Create.Demand, the form shows the
 * balance of the person chosen) anyone's; an approver the people whose
 * requests come to them. Seeing a request on the company timeline is not enough.
 */
export function mayReadBalance(db: Db, caller: Caller, userId: number): boolean {
  const me = caller.user.id;
  if (userId === me || caller.can('Golbal.Edit.Demand') || caller.can('Conge.Create.Demand')) return true;
  if (approvalChain(db, userId).includes(me)) return true;
  return leaveRequests(db).by('userId', userId).some((r) => r.approvals.some((a) => a.approverId === me));
}

// ISO dates order as plain strings (localeCompare's ICU collation is far slower on 50,000 rows).
const newestFirst = (a: LeaveRequestRow, b: LeaveRequestRow) => (a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : b.id - a.id);

/**
 * Read-side indexes over the requests (issue 13: 50,000 rows answer a page
 * in milliseconds): all rows newest first, and requests by approver. Both
 * are rebuilt after a write, on the next read.
 */
export const requestsNewestFirst = (ctx: FakeContext) => leaveRequests(ctx.db).memo('newestFirst', (rows) => rows.sort(newestFirst));
export const requestsByApprover = (ctx: FakeContext) =>
  leaveRequests(ctx.db).memo('byApprover', (rows) => {
    const index = new Map<number, LeaveRequestRow[]>();
    for (const r of rows)
      for (const approverId of new Set(r.approvals.map((a) => a.approverId))) {
        let list = index.get(approverId);
        if (!list) index.set(approverId, (list = []));
        list.push(r);
      }
    return index;
  });

/**
 * Requests of active people, newest first: the unfiltered list HR opens on, kept until the requests or the set of
 * active people change. Other writes to the people keep it (at 10,000 people each sign-in's presence on the hub
 * refiltered 500,000 requests: about 300 ms on HR's next page).
 */
function activeNewestFirst(ctx: FakeContext): LeaveRequestRow[] {
  const active = activeIds(ctx.db);
  const kept = leaveRequests(ctx.db).memo('activeNewestFirst', () => ({ of: null as ReadonlySet<number> | null, rows: [] as LeaveRequestRow[] }));
  if (kept.of !== active) {
    kept.rows = requestsNewestFirst(ctx).filter((r) => active.has(r.userId));
    kept.of = active;
  }
  return kept.rows;
}

/** Position of each request in the list order, by id: sorting a subset by it costs a fraction of comparing dates. */
const listRank = (ctx: FakeContext) =>
  leaveRequests(ctx.db).memo('listRank', () => {
    const ordered = requestsNewestFirst(ctx);
    let top = 0;
    for (const r of ordered) top = Math.max(top, r.id);
    const rank = new Int32Array(top + 1);
    ordered.forEach((r, i) => (rank[r.id] = i));
    return rank;
  });
/** Sorted as ranks in a typed array, without a comparator: a name search's 18,000 rows take about a millisecond. */
function inListOrder(ctx: FakeContext, rows: LeaveRequestRow[]): LeaveRequestRow[] {
  const rank = listRank(ctx);
  const ordered = requestsNewestFirst(ctx);
  const ranks = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i++) ranks[i] = rank[rows[i].id];
  ranks.sort();
  const out = new Array<LeaveRequestRow>(ranks.length);
  for (let i = 0; i < ranks.length; i++) out[i] = ordered[ranks[i]];
  return out;
}

/** Everyone's list narrowed to one status, from the unfiltered list (HR's status tabs on 500,000 requests). */
function activeWithStatus(ctx: FakeContext, status: LeaveStatus): LeaveRequestRow[] {
  const all = activeNewestFirst(ctx);
  const kept = leaveRequests(ctx.db).memo('activeByStatus', () => ({ of: null as LeaveRequestRow[] | null, byStatus: new Map<LeaveStatus, LeaveRequestRow[]>() }));
  if (kept.of !== all) {
    kept.of = all;
    kept.byStatus.clear();
  }
  let rows = kept.byStatus.get(status);
  if (!rows) kept.byStatus.set(status, (rows = all.filter((r) => r.status === status)));
  return rows;
}

/** Pending requests by the approver whose turn it is: 'waiting on me' without reading everyone's. */
export const requestsWaitingOn = (ctx: FakeContext) =>
  leaveRequests(ctx.db).memo('waitingOn', () => {
    const index = new Map<number, LeaveRequestRow[]>();
    for (const r of leaveRequests(ctx.db).by('status', 'En_Cour')) {
      const who = currentApprover(r);
      if (who === null) continue;
      let list = index.get(who);
      if (!list) index.set(who, (list = []));
      list.push(r);
    }
    return index;
  });

/** The list's counters by status, once per list kept (the unfiltered list is the same array until a write; a search's people are counted ahead). */
const counted = new WeakMap<readonly LeaveRequestRow[], Counts>();
export function statusCounts(rows: readonly LeaveRequestRow[]) {
  let c = counted.get(rows);
  if (!c) counted.set(rows, (c = countOf(rows)));
  return c;
}

/** Requests overlapping [first, last] (ISO days within one month), from the month index. */
export const requestsInMonth = (ctx: FakeContext, first: string, last: string): LeaveRequestRow[] => requestsTouching(ctx.db, first, last);

/**
 * The narrowest index that holds every answer (ids, one user, the caller's
 * own and approved, one status); with none, the rows already in list order.
 */
function candidates(ctx: FakeContext, me: number, everyone: boolean, q: ListQuery): LeaveRequestRow[] | null {
  const table = leaveRequests(ctx.db);
  if (q.ids?.length) return q.ids.map((id) => table.get(id)).filter((r): r is LeaveRequestRow => !!r);
  if (q.userId) return table.by('userId', q.userId);
  // Waiting on me: only requests whose turn is mine, whoever asks.
  if (q.waiting) return requestsWaitingOn(ctx).get(me) ?? [];
  if (!everyone) {
    const mine = new Map<number, LeaveRequestRow>();
    for (const r of table.by('userId', me)) mine.set(r.id, r);
    for (const r of requestsByApprover(ctx).get(me) ?? []) mine.set(r.id, r);
    return [...mine.values()];
  }
  if (q.status) return table.by('status', q.status);
  return null;
}

type Counts = { accepted: number; rejected: number; pending: number };
const countOf = (rows: Iterable<LeaveRequestRow>): Counts => {
  const c = { accepted: 0, rejected: 0, pending: 0 };
  for (const r of rows) {
    if (r.status === 'Accepter') c.accepted++;
    else if (r.status === 'Refuser') c.rejected++;
    else if (r.status === 'En_Cour') c.pending++;
  }
  return c;
};

/**
 * Each person's requests as list ranks, ascending, and their counters by
 * status: a search's people merge into list order, and are counted, without
 * reading a row.
 */
const ranksByUser = (ctx: FakeContext) =>
  leaveRequests(ctx.db).memo('ranksByUser', () => {
    const lists = new Map<number, LeaveRequestRow[]>();
    const rank = listRank(ctx);
    requestsNewestFirst(ctx).forEach((r) => {
      let list = lists.get(r.userId);
      if (!list) lists.set(r.userId, (list = []));
      list.push(r);
    });
    return new Map([...lists].map(([id, rows]) => [id, { ranks: Int32Array.from(rows, (r) => rank[r.id]), counts: countOf(rows) }]));
  });

/**
 * The requests of a few people (a name search, a department), in list order:
 * their ranks marked in a bitmap of the list and read back in order, which
 * costs a fraction of sorting a search's 18,000 ranks.
 */
function peopleInListOrder(ctx: FakeContext, people: ReadonlySet<number>): LeaveRequestRow[] {
  const index = ranksByUser(ctx);
  const ordered = requestsNewestFirst(ctx);
  const marks = new Int32Array((ordered.length + 31) >>> 5);
  const counts = { accepted: 0, rejected: 0, pending: 0 };
  let n = 0;
  for (const id of people) {
    const mine = index.get(id);
    if (!mine) continue;
    for (const r of mine.ranks) marks[r >>> 5] |= 1 << (r & 31);
    n += mine.ranks.length;
    counts.accepted += mine.counts.accepted;
    counts.rejected += mine.counts.rejected;
    counts.pending += mine.counts.pending;
  }
  const out = new Array<LeaveRequestRow>(n);
  let at = 0;
  for (let w = 0; w < marks.length; w++) {
    for (let bits = marks[w]; bits !== 0; ) {
      const lowest = bits & -bits;
      out[at++] = ordered[(w << 5) | (31 - Math.clz32(lowest))];
      bits ^= lowest;
    }
  }
  counted.set(out, counts);
  return out;
}

export function visibleRequests(ctx: FakeContext, caller: Caller, q: ListQuery): LeaveRequestRow[] {
  const me = caller.user.id;
  const everyone = caller.can('Golbal.Edit.Demand');
  const users = filterUserIds(ctx.db, q.filter, q.searchValue);
  const types = [...typeFilter(q.filter), ...(q.typeConges ?? [])];
  const keep = (r: LeaveRequestRow) =>
    (everyone || r.userId === me || r.approvals.some((a) => a.approverId === me)) &&
    users.has(r.userId) &&
    (!q.waiting || canApprove(r, me)) &&
    (!q.status || r.status === q.status) &&
    (!q.userId || r.userId === q.userId) &&
    (!types.length || types.includes(r.typeId)) &&
    (!q.ids?.length || q.ids.includes(r.id)) &&
    (!q.dateMin || r.endDate >= q.dateMin.slice(0, 10)) &&
    (!q.dateMax || r.startDate <= q.dateMax.slice(0, 10));
  // Everyone's requests, no filter narrowing the people (an empty filter object counts as none).
  const allPeople = users.size === activeCount(ctx.db);
  const unfiltered = everyone && allPeople && !q.waiting && !q.status && !q.userId && !types.length && !q.ids?.length && !q.dateMin && !q.dateMax;
  if (unfiltered) return activeNewestFirst(ctx);
  if (everyone && allPeople && q.status && !q.waiting && !q.userId && !types.length && !q.ids?.length && !q.dateMin && !q.dateMax) return activeWithStatus(ctx, q.status);
  const some = candidates(ctx, me, everyone, q);
  const size = leaveRequests(ctx.db).size;
  // A search or filter down to a few people: their own rows, already in list order (and all of the answer when nothing else narrows it).
  if (!some && !allPeople && users.size * 20 < size) {
    const theirs = peopleInListOrder(ctx, users);
    return everyone && !types.length && !q.dateMin && !q.dateMax ? theirs : theirs.filter(keep);
  }
  // A large share of the table: read it in list order rather than sort it again.
  if (!some || some.length * 4 > size) return requestsNewestFirst(ctx).filter(keep);
  return inListOrder(ctx, some.filter(keep));
}
