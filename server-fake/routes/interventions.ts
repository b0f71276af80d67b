
import { addStepInput, assignInput, closeInput, interventionCreate, interventionFilter, interventionStatuses, interventionUpdate } from '../../src/domain/interventions';
import { userListFilter } from '../../src/domain/users';
import { badRequest, forbidden, notFound, ok, refused, route, type FakeContext, type RouteDef } from '../http';
import { users } from '../models/organisation';
import { interventions, interventionHistory, type InterventionRow } from '../models/interventions';
import { checkedUploads, storeUpload } from '../rules/files';
import { allowedLists } from '../../src/domain/uploads';
import { notify } from '../rules/notify';
import { pageUsers } from '../rules/user-list';
import {
  addHistory, canAddStep, canClose, canDelete, canEdit, canSee, checkLinkedItem, history, interventionOf, listItem, nextStatus, readIntervention, type Viewer,
} from '../rules/interventions';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const viewer = (caller: { user: { id: number }; can(c: string): boolean }): Viewer => ({ id: caller.user.id, can: (c) => caller.can(c) });

function visible(ctx: FakeContext, id: unknown, v: Viewer): InterventionRow {
  const row = interventionOf(ctx.db, id);
  if (!row) throw notFound();
  if (!canSee(v, row)) throw forbidden();
  return row;
}

/** Tells the requester and the assignees (never the person who acted). */
function tellPeople(ctx: FakeContext, row: InterventionRow, senderId: number, title: string, only?: number[]) {
  for (const userId of only ?? new Set([row.fk_DemadeBy, ...row.assignees])) {
    notify(ctx, { userId, title, parameterTitle: row.title, sourceName: 'Intervention', sourceId: row.id, sourceUserId: row.fk_DemadeBy, senderId });
  }
}

function storeFiles(ctx: FakeContext, checked: ReturnType<typeof checkedUploads>, ownerId: number) {
  return checked.map((f) => storeUpload(ctx.db, f, { ownerId, area: 'interventions', now: ctx.now() }).id);
}

/** The interventions calls of ../shared/spec/endpoints.tsv. */
export const interventionsRoutes: RouteDef[] = [
  route({
    method: 'GET', path: '/api/intervention/statuslist',
    handle: () => ok(interventionStatuses.map((s) => ({ value: s, text: `Intervention.Status.${s}` }))),
  }),
  route({
    method: 'POST', path: '/api/intervention/List', permission: ['Intervention.View', 'Profil.Intervention.Create', 'Intervention.Create'], body: interventionFilter,
    handle: ({ ctx, body, caller }) => {
      const v = viewer(caller);
      const q = fold(body.searchValue);
      const rows = interventions(ctx.db)
        .filter((r) => canSee(v, r))
        .filter((r) => (!body.statut || r.statut === body.statut) && (!body.priority || r.priority === body.priority) && (body.hardware == null || r.hardware === body.hardware))
        .filter((r) => (!body.requesterId || r.fk_DemadeBy === body.requesterId) && (!q || fold(`${r.title} ${r.description}`).includes(q)))
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
      return ok({ items: rows.slice(body.page * body.size, (body.page + 1) * body.size).map((r) => listItem(ctx.db, r)), total: rows.length });
    },
  }),
  route({
    method: 'GET', path: '/api/intervention/GetById/:id',
    handle: ({ ctx, params, caller }) => ok(readIntervention(ctx.db, visible(ctx, params.id, viewer(caller)))),
  }),
  route({
    method: 'GET', path: '/api/intervention/History/:id',
    handle: ({ ctx, params, caller }) => ok(history(ctx.db, visible(ctx, params.id, viewer(caller)).id)),
  }),
  route({
    method: 'POST', path: '/api/intervention/Create', permission: ['Intervention.Create', 'Profil.Intervention.Create'], body: interventionCreate,
    handle: ({ ctx, body, caller, req }) => {
      const requester = body.Fk_DemadeBy ?? caller.user.id;
      if (requester !== caller.user.id && !caller.can('Intervention.Create')) throw forbidden();
      if (!users(ctx.db).get(requester)) return refused('Error.Status.404');
      const itemError = checkLinkedItem(ctx.db, body.Hardware, body.Fk_Material);
      if (itemError) return refused(itemError);
      const uploads = checkedUploads((req.body as Record<string, unknown>)?.Files, allowedLists.interventions);
      const now = ctx.now().toISOString();
      const row = interventions(ctx.db).insert({
        title: body.Title, description: body.Description, nature: body.Nature ?? '', priority: body.Priority, statut: 'Pending', type: body.Type, hardware: body.Hardware,
        fk_Material: body.Hardware === 2 ? 0 : body.Fk_Material, fk_DemadeBy: requester, createdBy: caller.user.id, createdDate: now, fileIds: storeFiles(ctx, uploads, caller.user.id), assignees: [], nbrActions: 0,
      });
      addHistory(ctx.db, { interventionId: row.id, title: 'Intervention.Created', description: body.Title, whoDid: caller.user.id, date: now });
      if (requester !== caller.user.id) tellPeople(ctx, row, caller.user.id, 'Notification.Intervention.Created', [requester]);
      return { success: true, message: 'Default.succesMessage', value: row.id, data: row.id };
    },
  }),
  route({
    method: 'POST', path: '/api/intervention/Update', body: interventionUpdate,
    handle: ({ ctx, body, caller, req }) => {
      const row = interventionOf(ctx.db, body.Id);
      if (!row) throw notFound();
      if (!canEdit(viewer(caller), row)) throw forbidden();
      // The requester is set at creation (the edit form sends the same one back): another would be dropped, so it is refused (issue 33).
      if (body.Fk_DemadeBy !== undefined && body.Fk_DemadeBy !== row.fk_DemadeBy) throw badRequest('Invalid payload: Fk_DemadeBy (the requester is set at creation)');
      const itemError = checkLinkedItem(ctx.db, body.Hardware, body.Fk_Material);
      if (itemError) return refused(itemError);
      const uploads = checkedUploads((req.body as Record<string, unknown>)?.Files, allowedLists.interventions);
      const keep = body.FilesNames ? row.fileIds.filter((id) => body.FilesNames!.includes(id)) : row.fileIds;
      const updated = interventions(ctx.db).update(row.id, {
        title: body.Title, description: body.Description, nature: body.Nature ?? row.nature, priority: body.Priority, type: body.Type, hardware: body.Hardware,
        fk_Material: body.Hardware === 2 ? 0 : body.Fk_Material, fileIds: [...keep, ...storeFiles(ctx, uploads, caller.user.id)],
      });
      addHistory(ctx.db, { interventionId: row.id, title: 'Intervention.Updated', description: null, whoDid: caller.user.id, date: ctx.now().toISOString() });
      return ok(updated.id);
    },
  }),
  route({
    method: 'POST', path: '/api/intervention/AssignedTo', body: assignInput,
    handle: ({ ctx, body, caller }) => {
      const row = interventionOf(ctx.db, body.id);
      if (!row) throw notFound();
      if (!canEdit(viewer(caller), row)) throw forbidden();
      if (!['Pending', 'Progressing', 'Affected'].includes(row.statut)) return refused('Intervention.AlreadyClosed');
      const now = ctx.now().toISOString();
      let assignees = [...row.assignees];
      const removed: number[] = [];
      if (body.user_id && assignees.includes(body.user_id)) {
        assignees = assignees.filter((id) => id !== body.user_id);
        removed.push(body.user_id);
      }
      // allUsers: spec 1 §4's select-all, which clears the explicit list and inverts the checks: everyone active but userIds.
      const wanted = body.allUsers ? users(ctx.db).filter((u) => u.active && !body.userIds.includes(u.id)).map((u) => u.id) : body.userIds;
      const added = body.assign ? [...new Set(wanted)].filter((id) => !assignees.includes(id) && users(ctx.db).get(id)) : [];
      if (body.assign && !added.length && !removed.length) return refused('Intervention.NoUserToAssign');
      assignees = [...assignees, ...added];
      for (const id of removed) addHistory(ctx.db, { interventionId: row.id, title: 'Intervention.UnAssigned', description: body.description || null, whoDid: caller.user.id, userId: id, date: now, assigned: false, active: false });
      for (const id of added) addHistory(ctx.db, { interventionId: row.id, title: 'Intervention.Assigned', description: body.description || null, whoDid: caller.user.id, userId: id, date: now, assigned: true });
      const updated = interventions(ctx.db).update(row.id, { assignees, statut: nextStatus(row.statut, { type: 'assign', assignees }) });
      tellPeople(ctx, updated, caller.user.id, 'Notification.Intervention.Assigned', added);
      tellPeople(ctx, updated, caller.user.id, 'Notification.Intervention.Assignment', [row.fk_DemadeBy]);
      return ok(updated.id);
    },
  }),
  route({
    method: 'POST', path: '/api/intervention/AddStep', body: addStepInput,
    handle: ({ ctx, body, caller }) => {
      const row = interventionOf(ctx.db, body.id);
      if (!row) throw notFound();
      if (!canAddStep(viewer(caller), row)) throw forbidden();
      addHistory(ctx.db, { interventionId: row.id, title: 'Intervention.Step', description: body.description, whoDid: caller.user.id, date: ctx.now().toISOString() });
      const updated = interventions(ctx.db).update(row.id, { statut: nextStatus(row.statut, { type: 'step' }), nbrActions: row.nbrActions + 1 });
      tellPeople(ctx, updated, caller.user.id, 'Notification.Intervention.Step');
      return ok(updated.id);
    },
  }),
  route({
    method: 'POST', path: '/api/intervention/Close', body: closeInput,
    handle: ({ ctx, body, caller }) => {
      const row = interventionOf(ctx.db, body.id);
      if (!row) throw notFound();
      if (!canClose(viewer(caller), row)) throw forbidden();
      addHistory(ctx.db, { interventionId: row.id, title: 'Intervention.Closed', description: body.description || null, whoDid: caller.user.id, date: ctx.now().toISOString(), closed: true, resolved: body.resolut });
      const updated = interventions(ctx.db).update(row.id, { statut: nextStatus(row.statut, { type: 'close', resolved: body.resolut }) });
      tellPeople(ctx, updated, caller.user.id, body.resolut ? 'Notification.Intervention.Solved' : 'Notification.Intervention.Closed');
      return ok(updated.id);
    },
  }),
  route({
    method: 'DELETE', path: '/api/intervention/delete/:id', permission: 'Intervention.Delete',
    handle: ({ ctx, params, caller }) => {
      const row = interventionOf(ctx.db, params.id);
      if (!row) throw notFound();
      if (!canDelete(viewer(caller))) throw forbidden();
      for (const h of interventionHistory(ctx.db).by('interventionId', row.id)) interventionHistory(ctx.db).remove(h.id);
      interventions(ctx.db).remove(row.id);
      return ok(row.id);
    },
  }),
  route({
    // Users to choose from (assigend false) or already assigned (assigend true), for intervention `id`.
    method: 'POST', path: '/api/intervention/GetUsers', body: userListFilter,
    handle: ({ ctx, body }) => {
      const row = body.id ? interventionOf(ctx.db, body.id) : undefined;
      const taken = new Set(row?.assignees ?? []);
      const pool = users(ctx.db).filter((u) => u.active && (body.assigend ? taken.has(u.id) : !taken.has(u.id)));
      return ok(pageUsers(ctx.db, body, pool));
    },
  }),
  route({
    method: 'POST', path: '/api/approval/GetUsersScroll', body: userListFilter,
    handle: ({ ctx, body }) => ok(pageUsers(ctx.db, body)),
  }),
];
