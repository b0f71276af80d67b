import type { Db } from '../db/db';
import { badRequest } from '../http';
import { departements, fonctions, users, type UserRow } from '../models/organisation';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The user list request filter as the shared schema leaves it (spec 1 §3: twelve fields, `length` also spelt `lenght`). */
export interface UserListQuery {
  searchValue?: string;
  length?: number;
  lenght?: number;
  currentList?: number;
  id?: number;
  roleName?: string;
  userid?: number;
  roleId?: number;
  ids?: string | number[];
  assigend?: boolean;
  selectAll?: boolean;
  isGroup?: boolean;
  isApprovalEvpLevel?: boolean;
}

/**
 * Where the filter is read: the plain list (/api/users/list, /api/approval/GetUsersScroll) has no record, while
 * an assignment list (intervention, hardware, software GetUsers) is about the record `id` and its assignees.
 */
export type UserListPlace = 'list' | 'record';

/** The permission that makes someone an approver at the EVP level (the EVP payment menu's, spec 1 §6). */
const EVP_APPROVER = 'Evp.Payment.View';
/** How many people one `ids` list may name: the callers name the few rows they draw. */
export const MAX_IDS = 1000;

const refuse = (field: keyof UserListQuery, why: string) => badRequest(`Invalid payload: ${field} (${why})`);

/** `ids` as a list of numbers: an array, or the string form some callers send ("3,7,12"). */
export function idList(ids: string | number[] | undefined): number[] | undefined {
  if (ids === undefined) return undefined;
  const list = typeof ids === 'string' ? (ids.trim() ? ids.split(',').map((s) => s.trim()) : []).map((s) => (/^\d+$/.test(s) ? Number(s) : NaN)) : ids;
  if (list.some((n) => !Number.isSafeInteger(n))) throw refuse('ids', 'a list of user ids, or their comma-separated string');
  if (list.length > MAX_IDS) throw refuse('ids', `at most ${MAX_IDS} people`);
  return list;
}

/**
 * Pages a user list by the shared filter. Every field of the spec's filter is either honoured or refused
 * with a 400 naming it, never accepted and dropped. The readings, where the spec gives only the name:
 * - searchValue: folded substring of the name, the department or the function.
 * - length / lenght: the page size (the two spellings of one field; both sent and different is refused).
 * - currentList: the page, from 0.
 * - ids: only those people (someone who has left included: a row naming them must still name them), and all of
 *   them on one page unless a page size is sent. With selectAll, the inverse (below).
 * - selectAll: spec 1 §4, 'the select-all checkbox clears the explicit id list and inverts the meaning of
 *   individual checks': with selectAll true, `ids` are the people excluded from everyone.
 * - roleName: only people holding that role (the persona roles: Employe, Responsable, Administrateur…).
 * - isApprovalEvpLevel: true keeps only the approvers at the EVP level, read as holders of Evp.Payment.View.
 * - id, assigend: on an assignment list (place 'record'), the record and whether its assignees (true) or
 *   the others (false) are listed, decided by the caller's route through `pool`; on a plain list there is
 *   no record, so both are refused.
 * - userid, roleId: refused; the spec does not say whose user id narrows the list (the caller? someone to
 *   leave out? a manager's team?) and roles have no numeric ids here (filter by roleName).
 * - isGroup: true is refused (this list answers people; groups are the chat's GroupList), false is the default.
 */
export function pageUsers(db: Db, filter: UserListQuery, pool?: UserRow[], place: UserListPlace = pool ? 'record' : 'list') {
  if (filter.userid !== undefined) throw refuse('userid', 'whose user id narrows this list is not specified');
  if (filter.roleId !== undefined) throw refuse('roleId', 'roles have no numeric ids; filter by roleName');
  if (filter.isGroup === true) throw refuse('isGroup', 'this list answers people, not groups');
  if (place === 'list' && filter.id !== undefined) throw refuse('id', 'this list is about no record');
  if (place === 'list' && filter.assigend !== undefined) throw refuse('assigend', 'this list is about no record');
  if (filter.length !== undefined && filter.lenght !== undefined && filter.length !== filter.lenght) throw refuse('lenght', 'length and lenght disagree');
  const ids = idList(filter.ids);
  const table = users(db);
  const q = fold(filter.searchValue ?? '');
  const base = pool ?? table.filter((u) => u.active);
  let chosen: UserRow[];
  if (ids && !filter.selectAll) {
    const inPool = pool ? new Set(pool.map((u) => u.id)) : undefined;
    chosen = [...new Set(ids)].flatMap((id) => {
      const u = table.get(id);
      return u && (!inPool || inPool.has(id)) ? [u] : [];
    });
  } else if (ids) {
    const out = new Set(ids);
    chosen = base.filter((u) => !out.has(u.id));
  } else chosen = base;
  const all = chosen.filter(
    (u) =>
      (!filter.roleName || u.roleName === filter.roleName) &&
      (!filter.isApprovalEvpLevel || u.permissions.includes(EVP_APPROVER)) &&
      (!q || fold(`${u.fullName} ${departements(db).get(u.departementId)?.name ?? ''} ${fonctions(db).get(u.fonctionId)?.name ?? ''}`).includes(q)),
  );
  const size = filter.length ?? filter.lenght ?? (ids && !filter.selectAll ? Math.max(all.length, 1) : 10);
  const page = filter.currentList ?? 0;
  return {
    users: all.slice(page * size, page * size + size).map((u) => ({ id: u.id, fullName: u.fullName, picturePath: `upload/profileimages/${u.id}/${u.picturePath}`, displayNameRole: fonctions(db).get(u.fonctionId)?.name ?? null })),
    totalUsers: all.length,
    allUsers: pool ? pool.length : table.size,
  };
}
