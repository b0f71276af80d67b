import { badRequest } from '../http';
import { idList } from './user-list';

/** The filter chatlist and GroupList share (spec 2 §7): the names of spec 1 §3's user list filter, `assigend` and `isApprovalEvpLevel` aside. */
export interface ChatListQuery {
  id?: number;
  roleName?: string;
  userid?: number;
  roleId?: number;
  ids?: string | number[];
  selectAll?: boolean;
  isGroup?: boolean;
}

/** What a chat list keeps: people's or groups' conversations, and which of them by id and role. */
export interface ChatListScope {
  groups: boolean;
  keeps(id: number): boolean;
  roleName: string | null;
}

const refuse = (field: keyof ChatListQuery, why: string) => badRequest(`Invalid payload: ${field} (${why})`);

/**
 * Reads a chat list filter field by field; every field is honoured or refused with a 400 naming it (issue 33).
 * The spec gives only the names; the readings, after the user list's (server-fake/rules/user-list.ts):
 * - isGroup: which conversations the list answers, groups (true) or people (false). Without it, the call's own:
 *   chatlist people, GroupList groups (the client sends the one that matches the call).
 * - ids: only the conversations with those people (chatlist) or in those groups (GroupList); with selectAll, the
 *   others (spec 1 §4: select-all inverts the meaning of the individual choices).
 * - selectAll: that inversion; without ids it keeps everything, as no filter does.
 * - roleName: only people holding that role; a group holds no role, so on a group list it is refused.
 * - id, userid, roleId: refused. The list is the caller's conversations: no record is named by id, the spec does
 *   not say whose user id would narrow it (the caller is the token's), and roles have no numeric ids here.
 */
export function chatListScope(filter: ChatListQuery, groupsCall: boolean): ChatListScope {
  if (filter.id !== undefined) throw refuse('id', 'this list is about no record');
  if (filter.userid !== undefined) throw refuse('userid', 'the list is the signed-in user\'s; whose user id would narrow it is not specified');
  if (filter.roleId !== undefined) throw refuse('roleId', 'roles have no numeric ids; filter by roleName');
  const groups = filter.isGroup ?? groupsCall;
  if (groups && filter.roleName) throw refuse('roleName', 'a group holds no role');
  const ids = idList(filter.ids);
  const named = new Set(ids ?? []);
  return {
    groups,
    keeps: (id) => !ids || named.has(id) !== !!filter.selectAll,
    roleName: filter.roleName || null,
  };
}
