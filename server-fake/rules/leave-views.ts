import type { Db } from '../db/db';
import type { Caller } from '../http';
import * as org from '../models/organisation';
import { leaveTypes, type LeaveRequestRow, type LeaveTypeRow } from '../models/leave';
import { files } from '../models/session';
import type { LeaveFilter } from '../../src/domain/leave';
import { overlaps } from '../../src/domain/leave-days';
import { balanceOf, canApprove, inUnit } from './leave';
import { requestsTouching } from './leave-months';

/** Shapes of the leave answers (spec 2 section 3), built from the tables. */
const image = (u: org.UserRow) => `upload/profileimages/${u.id}/${u.picturePath}`;
export const person = (db: Db, id: number) => {
  const u = org.users(db).get(id);
  return { id, fullName: u?.fullName ?? '?', image: u ? image(u) : null, fonctionName: org.fonctions(db).get(u?.fonctionId)?.name ?? null };
};

export const typeView = (t: LeaveTypeRow) => ({
  id: t.id, name: t.name, color: t.color, textColor: t.textColor, IsProjectLinked: t.isProjectLinked,
  IsExcatTimeRequired: t.isExactTimeRequired, noticeDays: t.noticeDays, unit: t.unit,
});

export const projectName = (db: Db, id: number | null) => {
  if (!id) return null;
  const p = db.table<{ id: number; name?: string; title?: string }>('projects').get(id);
  return p?.name ?? p?.title ?? `#${id}`;
};

function soldeOf(db: Db, r: LeaveRequestRow): number {
  const b = balanceOf(db, r.userId, r.typeId, Number(r.startDate.slice(0, 4)));
  return inUnit(db, r.userId, b.available, b.unit, r.durationUnit);
}

/** The requester, its approvers and HR (Golbal.Edit.Demand): who a request is the business of. */
export const concerns = (caller: Caller, r: LeaveRequestRow) => r.userId === caller.user.id || caller.can('Golbal.Edit.Demand') || r.approvals.some((a) => a.approverId === caller.user.id);

/**
 * Whether the caller may know why the person is away: a type that is health data (`LeaveTypeRow.private`) is told
 * only to those the request concerns; the company timeline shows the others an absence without its type, remark or
 * link (persona review: every employee read a colleague's sick leave on the dashboard).
 */
export function seesReason(db: Db, caller: Caller, r: LeaveRequestRow): boolean {
  return !isPrivate(db, r) || concerns(caller, r);
}

/** A request of a type that is health data (`LeaveTypeRow.private`). */
export const isPrivate = (db: Db, r: LeaveRequestRow) => !!leaveTypes(db).get(r.typeId)?.private;

/** `showBalance`: the caller may read the requester's balance (rules/leave-list mayReadBalance); otherwise it is left out. */
export function detailView(db: Db, r: LeaveRequestRow, caller: Caller, showBalance: boolean) {
  const callerId = caller.user.id;
  const type = leaveTypes(db).get(r.typeId);
  const done = r.approvals.filter((a) => a.status === 'Accepter').length;
  const requester = org.users(db).get(r.userId);
  const same = requestsTouching(db, r.startDate, r.endDate)
    .filter((o) => o.id !== r.id && (o.status === 'Accepter' || o.status === 'En_Cour'))
    .filter((o) => overlaps(o, r) && org.users(db).get(o.userId)?.departementId === requester?.departementId)
    .slice(0, 12);
  return {
    id: r.id, fk_User: r.userId, fk_RegimeType: r.typeId, type: type?.name ?? '?', statut: r.status,
    startDate: r.startDate, endDate: r.endDate, morning: r.morning, afternoon: r.afternoon, startTime: r.startTime, endTime: r.endTime,
    durationValue: r.durationValue, durationUnit: r.durationUnit,
    // In the detail's one unit, durationUnit: a type counted in days asked in hours (a 1 h 30 appointment) gave its
    // balance in days under the hours' word ('Solde disponible 4,69 heures', persona review).
    solde: showBalance ? soldeOf(db, r) : null,
    description: r.description, projectId: r.projectId, projectName: projectName(db, r.projectId),
    filesNames: r.fileIds.map((id) => ({ id, name: files(db).get(id)?.name ?? '?' })),
    levelType: r.levelType, canApproved: canApprove(r, callerId),
    createBy: { ...person(db, r.createdBy), date: r.createdDate, approvelTaux: r.approvals.length ? Math.round((done / r.approvals.length) * 100) : 0, approvelDone: done, approvelCount: r.approvals.length },
    approval: r.approvals.map((a) => ({ ...person(db, a.approverId), status: a.status, date: a.date, raison: a.raison, level: a.level })),
    demandeUser: person(db, r.userId),
    // A colleague's absence whose reason is not the caller's to know comes without its type (the screen says 'Absence').
    demanedInSameDepartment: same.map((o) => ({ ...person(db, o.userId), id: o.id, type: seesReason(db, caller, o) ? (leaveTypes(db).get(o.typeId)?.name ?? '?') : '', startDate: o.startDate, endDate: o.endDate, nbrDay: o.durationValue })),
  };
}

export function listRowView(db: Db, r: LeaveRequestRow) {
  const u = org.users(db).get(r.userId);
  return {
    id: r.id,
    user: { value: r.userId, text: u?.fullName ?? '?', imagePath: u ? image(u) : null, valueGroup: org.departements(db).get(u?.departementId)?.name ?? null },
    type: leaveTypes(db).get(r.typeId)?.name ?? '?',
    createdDate: r.createdDate, startDate: r.startDate, endDate: r.endDate, totalDays: r.durationValue, durationUnit: r.durationUnit, status: r.status,
  };
}

const ids = (s: string | undefined) => (s ? s.split(',').map(Number).filter(Boolean) : []);

/** Whether a user is kept by the filter bar (comma lists of ids) and the search box: inactive people never are. */
export function userFilter(filter: LeaveFilter | undefined, searchValue = '') {
  const f = filter ?? {};
  const dep = ids(f.Departemant), site = ids(f.Sites), fn = ids(f.Function), soc = ids(f.society), team = ids(f.Teams);
  const q = searchValue.trim().toLowerCase();
  return (u: org.UserRow) =>
    u.active &&
    (!dep.length || dep.includes(u.departementId)) && (!site.length || site.includes(u.siteId)) &&
    (!fn.length || fn.includes(u.fonctionId)) && (!soc.length || soc.includes(u.societyId)) &&
    (!team.length || team.includes(u.teamId)) && (!q || u.fullName.toLowerCase().includes(q));
}

/**
 * The timeline's own criteria (issue 36 item 2): `myTeam` keeps the people
 * whose leave the caller approves first (their manager, approval level 1);
 * a person search looks at everyone, so it lifts `myTeam`.
 */
export function teamFilter(callerId: number, myTeam: boolean | undefined, searchValue = '') {
  if (!myTeam || searchValue.trim()) return () => true;
  return (u: org.UserRow) => u.managerId === callerId;
}

/** Who has a leave shown on the calendar (accepted or pending) touching these days. */
export function awayBetween(db: Db, first: string, last: string): ReadonlySet<number> {
  return new Set(requestsTouching(db, first, last).filter((r) => r.status === 'Accepter' || r.status === 'En_Cour').map((r) => r.userId));
}

/** Users kept by the filter bar and the search box. */
export const filterUsers = (db: Db, filter: LeaveFilter | undefined, searchValue = '') => org.users(db).filter(userFilter(filter, searchValue));

const peopleCriteria = ['Departemant', 'Sites', 'Function', 'society', 'Teams'] as const;
/**
 * Active people's ids, read without a pass over 10,000 people per call. The same set until someone's `active`
 * changes: the people are written far more often than that (presence, as each person comes and goes on the hub),
 * and the unfiltered requests list derived from it is kept while it is the same.
 */
export const activeIds = (db: Db): ReadonlySet<number> =>
  org.users(db).memo('activeIds', (rows, previous: ReadonlySet<number> | undefined) => {
    const now = new Set(rows.filter((u) => u.active).map((u) => u.id));
    return previous && previous.size === now.size && [...now].every((id) => previous.has(id)) ? previous : now;
  });

/** Active people's names lower-cased once (userFilter's rule), kept until the users change: a search reads 10,000 names without lower-casing them again. */
const activeNames = (db: Db) =>
  org.users(db).memo('activeNames', (rows) => {
    const active = rows.filter((u) => u.active);
    return { ids: active.map((u) => u.id), names: active.map((u) => u.fullName.toLowerCase()) };
  });

/** The ids filterUsers keeps; with no criterion and no search, the kept set of everyone active (read it, never change it). */
export function filterUserIds(db: Db, filter: LeaveFilter | undefined, searchValue = ''): ReadonlySet<number> {
  if (peopleCriteria.some((k) => ids(filter?.[k]).length > 0)) return new Set(filterUsers(db, filter, searchValue).map((u) => u.id));
  const q = searchValue.trim().toLowerCase();
  if (!q) return activeIds(db);
  const { ids: who, names } = activeNames(db);
  const kept = new Set<number>();
  for (let i = 0; i < names.length; i++) if (names[i].includes(q)) kept.add(who[i]);
  return kept;
}

/** How many people are active: whether a filter left everyone in. */
export const activeCount = (db: Db) => activeIds(db).size;

export const typeFilter = (filter: LeaveFilter | undefined) => ids(filter?.TypeConge);
