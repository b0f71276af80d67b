import { leaveApi } from '../../src/api/leave-api';
import { documentsApi } from '../../src/api/documents-api';
import * as expenses from '../../src/api/expenses-api';
import { formsApi } from '../../src/api/forms-api';
import * as interventions from '../../src/api/interventions-api';
import * as inventory from '../../src/api/inventory-api';
import * as projects from '../../src/api/projects-api';
import * as policy from '../../src/api/policy-api';
import { checkUserAcceptance } from '../../src/api/policy-status-api';
import * as profile from '../../src/api/profile-api';
import * as reference from '../../src/api/reference-api';
import * as shell from '../../src/api/shell-api';
import { chatApi } from '../../src/api/chat-api';
import { listUsers } from '../../src/api/users-api';
import { fetchPermissions } from '../../src/api/session-api';
import { pathOf } from '../../src/api/paths';
import { defaultPaths, type PathKey } from '../../src/domain/paths';

/**
 * The reads `npm run probe` makes, in order, each through the client's own
 * function, so the path and the zod schema are the ones the app uses. An
 * id a read needs comes from an earlier answer (a list, then one of its
 * ids); without one the read is skipped, and says so. Nothing here writes:
 * the probe's fetch guard refuses any call that is not on `readCalls`.
 */
export interface Ctx {
  userId: number;
  year: number;
  month: number;
  ids: Partial<Record<IdKind, number>>;
}
type IdKind = 'leave' | 'leaveType' | 'demand' | 'note' | 'category' | 'expense' | 'form' | 'response' | 'intervention' | 'hardware' | 'software' | 'reminder' | 'policy' | 'project' | 'group' | 'person';

export interface Step {
  /** The call as endpoints.tsv (or docs/deploying.md) writes it. */
  call: string;
  /** The read, or null when an id it needs was not found. */
  run(c: Ctx): Promise<unknown> | null;
  /** Ids this answer gives later steps. */
  keep?: IdKind;
}

/** The first object with a numeric `id` (or `value`) anywhere in an answer: a list's first row. */
export function firstId(answer: unknown, depth = 0): number | null {
  if (depth > 6 || answer === null || typeof answer !== 'object') return null;
  if (Array.isArray(answer)) {
    for (const x of answer) {
      const found = firstId(x, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  const o = answer as Record<string, unknown>;
  if (depth > 0 && typeof o.id === 'number') return o.id;
  // A picker's item ({ value, text }), as the chat's lists answer.
  if (depth > 0 && typeof o.value === 'number' && 'text' in o) return o.value;
  for (const v of Object.values(o)) {
    const found = firstId(v, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

const withId = (c: Ctx, kind: IdKind, read: (id: number) => Promise<unknown>) => (c.ids[kind] === undefined ? null : read(c.ids[kind]));

export const steps: Step[] = [
  { call: 'GET /api/auth/permissions', run: () => fetchPermissions() },
  { call: 'GET /api/tasks/assigned', run: () => shell.getAssignedTasks() },
  { call: 'GET /api/Reminder/GetNotifications', run: () => shell.getNotifications() },
  { call: 'GET /api/Reminder/GetList/{id}', run: (c) => shell.listReminders(c.userId), keep: 'reminder' },
  { call: 'POST /api/home/GlobalSearch', run: () => shell.globalSearch({ value: 'a', regex: false }) },
  { call: 'POST /api/users/list', run: () => listUsers({ searchValue: '', length: 10, currentList: 0 }), keep: 'person' },
  { call: 'GET /api/profile/public/{id}', run: (c) => profile.getPublicProfile(c.userId) },
  { call: 'POST /api/profile/GetProfileUser/{id}', run: (c) => withId(c, 'person', profile.getProfileUser) },
  { call: 'GET /api/collaborateur/list', run: () => profile.listCollaborators() },
  { call: 'GET /api/society/list', run: () => reference.societies() },
  { call: 'GET /api/departement/list', run: () => reference.departments() },
  { call: 'GET /api/fonction/list', run: () => reference.functions() },
  { call: 'GET /api/site/list', run: () => reference.sites() },
  // Leave
  { call: 'GET /api/typeconge/list', run: () => leaveApi.types(), keep: 'leaveType' },
  { call: 'GET /api/congee/GetFilterData', run: () => leaveApi.filterData() },
  { call: 'GET /api/congee/GetDataIndex', run: () => leaveApi.dataIndex() },
  { call: 'GET /api/demandeconge/GetCount', run: () => leaveApi.count() },
  { call: 'POST /api/demandeconge/GetDemandes', run: () => leaveApi.list({ page: 1, pageSize: 10 }), keep: 'leave' },
  { call: 'GET /api/demandeconge/GetInfo/{id}', run: (c) => withId(c, 'leave', leaveApi.detail) },
  { call: 'GET /api/demandeconge/RegimeTypes/{id}', run: (c) => leaveApi.typesFor(c.userId) },
  { call: 'GET /api/demandeconge/NoticePeriod/{id}', run: (c) => withId(c, 'leaveType', leaveApi.notice) },
  { call: 'POST /api/solde/GetHolidaySolde', run: (c) => withId(c, 'leaveType', (t) => leaveApi.balance(t, c.userId, c.year)) },
  { call: 'GET /api/solde/UserDailyWorkAverage/{a}/{b}', run: (c) => leaveApi.dailyAverage(c.userId, c.year) },
  { call: 'POST /api/congee/GetResources', run: (c) => leaveApi.resources({ month: c.month, year: c.year }) },
  { call: 'POST /api/congee/GetEffectif', run: (c) => leaveApi.headcount({ month: c.month, year: c.year }) },
  { call: 'POST /api/congee/GetEvents', run: (c) => leaveApi.events({ month: c.month, year: c.year }) },
  // Documents
  { call: 'GET /api/demanddocument/Typelist', run: () => documentsApi.types() },
  { call: 'GET /api/demanddocument/statistic', run: () => documentsApi.statistics() },
  { call: 'POST /api/demanddocument/listing', run: () => documentsApi.list({ page: 0, pageSize: 10 }), keep: 'demand' },
  { call: 'GET /api/demanddocument/info/{id}', run: (c) => withId(c, 'demand', documentsApi.info) },
  { call: 'GET /api/demanddocument/demand/{id}', run: (c) => withId(c, 'demand', documentsApi.demand) },
  { call: 'GET /api/companyfile/categories', run: () => documentsApi.companyCategories() },
  { call: 'POST /api/companyfile/list', run: () => documentsApi.companyFiles({}) },
  // Expenses
  { call: 'GET /api/Notes/NoteStatistics', run: () => expenses.noteStatistics() },
  { call: 'POST /api/Notes/List', run: () => expenses.listNotes({ currentPage: 0, pageSize: 10 }), keep: 'note' },
  { call: 'GET /api/Notes/GetById/{id}', run: (c) => withId(c, 'note', expenses.getNote) },
  { call: 'GET /api/ExpensesCat/List/{noteId}', run: (c) => withId(c, 'note', expenses.listCategories), keep: 'category' },
  { call: 'GET /api/ExpensesCat/GetById/{id}', run: (c) => withId(c, 'category', expenses.getCategory), keep: 'expense' },
  { call: 'GET /api/Expenses/GetById/{id}', run: (c) => withId(c, 'expense', expenses.getExpense) },
  { call: 'GET /api/Expenses/createformdata', run: () => expenses.expenseFormData() },
  { call: 'GET /api/settings/CurrencyList', run: () => reference.currencies() },
  // Forms
  { call: 'GET /api/Forms/ListPublished', run: () => formsApi.published(), keep: 'form' },
  { call: 'POST /api/Forms/ListPublishedSecondary', run: () => formsApi.publishedPage({ searchValue: '', pageSize: 10, currentPage: 0 }) },
  { call: 'GET /api/Forms/detailForm/{id}', run: (c) => withId(c, 'form', formsApi.detail) },
  { call: 'POST /api/Forms/ResponsesByUser', run: (c) => formsApi.responsesByUser({ userId: c.userId }) },
  { call: 'POST /api/Forms/Responses', run: (c) => withId(c, 'form', (formId) => formsApi.responses({ formId })), keep: 'response' },
  { call: 'GET /api/Forms/DetailResponse/{id}', run: (c) => withId(c, 'response', (id) => formsApi.response(id)) },
  // Interventions and inventory
  { call: 'POST /api/intervention/List', run: () => interventions.listInterventions({}), keep: 'intervention' },
  { call: 'GET /api/intervention/GetById/{id}', run: (c) => withId(c, 'intervention', interventions.getIntervention) },
  { call: 'GET /api/intervention/History/{id}', run: (c) => withId(c, 'intervention', interventions.interventionHistory) },
  { call: 'POST /api/hardware/List', run: () => inventory.listItems({ kind: 'hardware' }), keep: 'hardware' },
  { call: 'GET /api/hardware/GetById/{id}', run: (c) => withId(c, 'hardware', (id) => inventory.getItem({ kind: 'hardware', id })) },
  { call: 'GET /api/hardware/History/{id}', run: (c) => withId(c, 'hardware', (id) => inventory.itemHistory({ kind: 'hardware', id })) },
  { call: 'POST /api/software/List', run: () => inventory.listItems({ kind: 'software' }), keep: 'software' },
  { call: 'GET /api/software/GetById/{id}', run: (c) => withId(c, 'software', (id) => inventory.getItem({ kind: 'software', id })) },
  // Projects, policies, chat
  { call: 'POST /api/project/listprojects', run: () => projects.listProjects({}), keep: 'project' },
  { call: 'POST /api/project/getbyId', run: (c) => withId(c, 'project', projects.getProject) },
  { call: 'GET /api/policy/checkUserAcceptance?userId={id}', run: (c) => checkUserAcceptance(c.userId) },
  { call: 'POST /api/policy/getPolicies', run: () => policy.getPolicies(), keep: 'policy' },
  { call: 'GET /api/policy/getPolicy/{id}?language={language}', run: (c) => withId(c, 'policy', (id) => policy.getPolicy(id, 'fr')) },
  { call: 'POST /api/chat/GroupList', run: () => chatApi.list({ searchValue: '' }, true), keep: 'group' },
  { call: 'GET /api/chat/GetGroupDetails/{id}', run: (c) => withId(c, 'group', chatApi.groupDetails) },
];

/**
 * The only calls the probe lets out: sign-in, sign-out, the hub's negotiate,
 * and the reads of `steps`, by method and path. Some of this API's GETs
 * write (Cancel/{id}, delete/{id}, MarkAsReadNotifications), so no method is
 * trusted as such: anything not listed is refused before it leaves, and the
 * probe cannot change a live API. Paths overridden in config.json are
 * followed (pathOf).
 */
export function allowedCalls(): Array<{ method: string; path: RegExp }> {
  const current = (p: string) => {
    for (const [key, value] of Object.entries(defaultPaths)) if (p === value || p.startsWith(`${value}/`)) return pathOf(key as PathKey) + p.slice(value.length);
    return p;
  };
  const pattern = (p: string) => new RegExp(`^${current(p.replace(/\?.*$/, '')).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`, 'i');
  return [
    { method: 'POST', path: pattern(defaultPaths['auth.login']) },
    { method: 'POST', path: /^\/api\/auth\/logout$/i },
    { method: 'POST', path: /\/negotiate$/i },
    ...steps.map((s) => {
      const [method, p] = s.call.split(' ');
      return { method: method!, path: pattern(p!) };
    }),
  ];
}
