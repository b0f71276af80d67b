import * as z from 'zod';
import { badRequest, forbidden, notFound, ok, refused, route, type Caller, type FakeContext, type RouteDef } from '../http';
import * as org from '../models/organisation';
import { holidays, leaveRequests, leaveTypes, type LeaveRequestRow } from '../models/leave';
import { files } from '../models/session';
import { notify } from '../rules/notify';
import { checkedUploads, storeUpload } from '../rules/files';
import * as rules from '../rules/leave';
import { mayReadBalance, maySeeRequest, requestsWaitingOn, statusCounts, visibleRequests } from '../rules/leave-list';
import { detailView, listRowView, typeView } from '../rules/leave-views';
import { leaveCalendarRoutes } from './leave-calendar';
import { balanceRequest, dayCountRequest, daysOffRequest, decision, leaveForm, listRequest, rejection } from '../../src/domain/leave';
import { allowedLists } from '../../src/domain/uploads';

/** The leave calls of ../shared/spec/endpoints.tsv: requests, decisions, balances and rules. */
const byId = (ctx: FakeContext, id: string | number) => leaveRequests(ctx.db).get(Number(id)) ?? (() => { throw notFound(); })();

const notifyApprover = (ctx: FakeContext, r: LeaveRequestRow, senderId: number) => {
  const approver = rules.currentApprover(r);
  const requester = org.users(ctx.db).get(r.userId);
  if (approver) notify(ctx, { userId: approver, title: 'Notification.Leave.NewRequest', parameterTitle: requester?.fullName ?? '', sourceName: 'CongeRequests', sourceId: r.id, sourceUserId: r.userId, senderId });
};
const notifyRequester = (ctx: FakeContext, r: LeaveRequestRow, title: string, senderId: number) =>
  notify(ctx, { userId: r.userId, title, parameterTitle: org.users(ctx.db).get(senderId)?.fullName ?? '', sourceName: 'CongeRequests', sourceId: r.id, sourceUserId: r.userId, senderId });

/** Create and edit share everything but the row they write. */
function save(ctx: FakeContext, caller: Caller, body: z.infer<typeof leaveForm>, existing: LeaveRequestRow | null) {
  const forOther = body.fk_User !== caller.user.id;
  if (forOther && !caller.can('Conge.Create.Demand') && !caller.can('Golbal.Edit.Demand')) throw forbidden();
  if (!org.users(ctx.db).get(body.fk_User)) throw badRequest('RequiredAttribute');
  const uploads = checkedUploads(body.files, allowedLists.leave);
  const type = leaveTypes(ctx.db).get(body.fk_RegimeType);
  if (type?.isExactTimeRequired && (!body.startTime || !body.endTime)) throw badRequest('Leave.Error.TimesRequired');
  if (type?.isProjectLinked && !body.projectId) throw badRequest('Leave.Error.ProjectRequired');
  // Only a type linked to projects keeps one (spec 2 §3: IsProjectLinked); another would be dropped, so it is refused (issue 33).
  if (type && !type.isProjectLinked && body.projectId) throw badRequest('Invalid payload: projectId (this leave type is not linked to projects)');
  const startDate = body.startDate.slice(0, 10);
  const endDate = body.endDate.slice(0, 10);
  const period = { startDate, endDate, morning: body.morning, afternoon: body.afternoon, startTime: body.startTime ?? null, endTime: body.endTime ?? null };
  const m = rules.measure(ctx.db, type, body.fk_User, period);
  const refusal = rules.refusalOf(ctx.db, { ...period, userId: body.fk_User, type, durationValue: m.value, durationUnit: m.unit, today: ctx.now(), exceptId: existing?.id, skipNotice: forOther });
  if (refusal) return refused(refusal);
  const stored = uploads.map((f) => storeUpload(ctx.db, f, { ownerId: body.fk_User, area: 'leave', now: ctx.now() }).id);
  const fields = {
    ...period, userId: body.fk_User, typeId: type!.id, projectId: type!.isProjectLinked ? body.projectId ?? null : null,
    description: body.description ?? null, durationValue: m.value, durationUnit: m.unit,
  };
  if (existing) {
    const row = leaveRequests(ctx.db).update(existing.id, { ...fields, fileIds: [...existing.fileIds, ...stored] });
    return ok({ id: row.id });
  }
  const row = leaveRequests(ctx.db).insert({
    ...fields, fileIds: stored, status: 'En_Cour', levelType: 1, approvals: rules.newApprovals(ctx.db, body.fk_User),
    createdDate: ctx.now().toISOString(), createdBy: caller.user.id,
  });
  notifyApprover(ctx, row, caller.user.id);
  return ok({ id: row.id });
}

const mayEdit = (caller: Caller, r: LeaveRequestRow) => caller.can('Golbal.Edit.Demand') || (r.userId === caller.user.id && r.status === 'En_Cour');

export const leaveRoutes: RouteDef[] = [
  ...leaveCalendarRoutes,
  route({ method: 'GET', path: '/api/typeconge/list', handle: ({ ctx }) => ok(leaveTypes(ctx.db).all().map(typeView)) }),
  route({ method: 'GET', path: '/api/demandeconge/RegimeTypes/:id', handle: ({ ctx }) => ok(leaveTypes(ctx.db).all().map(typeView)) }),
  route({
    method: 'GET', path: '/api/demandeconge/NoticePeriod/:id',
    handle: ({ ctx, params }) => ok(leaveTypes(ctx.db).get(params.id)?.noticeDays ?? 0),
  }),
  route({
    method: 'POST', path: '/api/demandeconge/DaysOff', body: daysOffRequest,
    handle: ({ ctx, body }) => {
      const t = body.typeId ? leaveTypes(ctx.db).get(body.typeId) : undefined;
      return ok({ dates: t?.blockedDates ?? [], weekdays: t?.blockedWeekdays ?? [], holidays: holidays(ctx.db).all().map((h) => h.date) });
    },
  }),
  route({
    method: 'GET', path: '/api/solde/UserDailyWorkAverage/:a/:b',
    handle: ({ ctx, params }) => ok(rules.dailyAverage(ctx.db, Number(params.a))),
  }),
  route({
    method: 'POST', path: '/api/solde/GetHolidaySolde', body: balanceRequest,
    handle: ({ ctx, body, caller }) => {
      // Spec 2 §7 names 'year, month, full-year flag' only. Balances are kept per year: the full year's is the one
      // answered (the client asks it, fullYear true); a month's is not kept, so month and fullYear false are refused (issue 33).
      if (body.month !== undefined) throw badRequest('Invalid payload: month (balances are kept per year)');
      if (body.fullYear === false) throw badRequest('Invalid payload: fullYear (only the full year\'s balance is kept)');
      if (!mayReadBalance(ctx.db, caller, body.user)) throw forbidden();
      if (!leaveTypes(ctx.db).get(body.type)) return refused('Leave.Error.UnknownType');
      return ok(rules.balanceOf(ctx.db, body.user, body.type, body.year ?? ctx.now().getUTCFullYear()));
    },
  }),
  route({
    method: 'POST', path: '/api/solde/NumberofDays', body: dayCountRequest,
    handle: ({ ctx, body, caller }) => ok(rules.measure(ctx.db, leaveTypes(ctx.db).get(body.typeId ?? 0), body.userId ?? caller.user.id, { ...body, endDate: body.endDate || body.startDate })),
  }),
  route({
    method: 'GET', path: '/api/demandeconge/GetInfo/:id',
    handle: ({ ctx, params, caller }) => {
      const r = byId(ctx, params.id);
      if (!maySeeRequest(ctx.db, caller, r)) throw forbidden();
      return ok(detailView(ctx.db, r, caller, mayReadBalance(ctx.db, caller, r.userId)));
    },
  }),
  route({
    method: 'POST', path: '/api/demandeconge/Create', body: leaveForm,
    handle: ({ ctx, caller, body }) => {
      // A new request has no id (Edit changes one): an id here would be dropped, so it is refused (issue 33).
      if (body.id) throw badRequest('Invalid payload: id (a new request has none; Edit changes one)');
      return save(ctx, caller, body, null);
    },
  }),
  route({
    method: 'POST', path: '/api/demandeconge/Edit', body: leaveForm,
    handle: ({ ctx, caller, body }) => {
      const r = byId(ctx, body.id ?? 0);
      if (!mayEdit(caller, r)) throw forbidden();
      if (r.status !== 'En_Cour') return refused('Leave.Error.NotPending');
      return save(ctx, caller, body, r);
    },
  }),
  route({
    method: 'POST', path: '/api/demandeconge/Accept', body: decision,
    handle: ({ ctx, caller, body }) => {
      const r = byId(ctx, body.id);
      if (r.userId === caller.user.id) return refused('Leave.Error.OwnRequest');
      if (!rules.canApprove(r, caller.user.id) || (body.levelType && body.levelType !== r.levelType)) return refused('Leave.Error.NotYourTurn');
      const next = rules.accept(ctx.db, r, ctx.now());
      if (next.status === 'Accepter') notifyRequester(ctx, next, 'Notification.Leave.Accepted', caller.user.id);
      else notifyApprover(ctx, next, r.userId);
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/demandeconge/Reject', body: rejection,
    handle: ({ ctx, caller, body }) => {
      const r = byId(ctx, body.id);
      if (r.userId === caller.user.id) return refused('Leave.Error.OwnRequest');
      // levelType names the approval level decided, as for Accept: another level than the request's is not this approver's turn.
      if (!rules.canApprove(r, caller.user.id) || (body.levelType && body.levelType !== r.levelType)) return refused('Leave.Error.NotYourTurn');
      notifyRequester(ctx, rules.reject(ctx.db, r, ctx.now(), body.raison), 'Notification.Leave.Rejected', caller.user.id);
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/api/demandeconge/Cancel/:id',
    handle: ({ ctx, caller, params }) => {
      const r = byId(ctx, params.id);
      const own = r.userId === caller.user.id && r.status === 'En_Cour';
      if (!own && !caller.can('Conge.Cancel.Demand')) throw forbidden();
      if (r.status !== 'En_Cour' && r.status !== 'Accepter') return refused('Leave.Error.NotCancellable');
      const next = rules.cancel(ctx.db, r, ctx.now());
      if (!own) notifyRequester(ctx, next, 'Notification.Leave.Cancelled', caller.user.id);
      return ok(null);
    },
  }),
  route({
    method: 'DELETE', path: '/api/demandeconge/Delete/:id', permission: 'Conge.Delete.Demand',
    handle: ({ ctx, params }) => {
      const r = byId(ctx, params.id);
      if (r.status === 'Accepter') rules.moveBalance(ctx.db, r, -1);
      leaveRequests(ctx.db).remove(r.id);
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/api/demandeconge/DeleteFile/:id',
    handle: ({ ctx, caller, params }) => {
      const fileId = Number(params.id);
      const r = leaveRequests(ctx.db).find((x) => x.fileIds.includes(fileId));
      if (!r || !files(ctx.db).get(fileId)) throw notFound();
      if (!mayEdit(caller, r)) throw forbidden();
      leaveRequests(ctx.db).update(r.id, { fileIds: r.fileIds.filter((f) => f !== fileId) });
      files(ctx.db).remove(fileId);
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/api/demandeconge/GetCount',
    handle: ({ ctx, caller }) => {
      const me = caller.user.id;
      // From the indexes: the pending requests waiting on me, and my own.
      const waiting = (requestsWaitingOn(ctx).get(me) ?? []).filter((r) => rules.canApprove(r, me)).length;
      return ok({ waiting, mine: leaveRequests(ctx.db).by('userId', me).filter((r) => r.status === 'En_Cour').length });
    },
  }),
  route({
    method: 'POST', path: '/api/demandeconge/GetDemandes', body: listRequest,
    handle: ({ ctx, caller, body }) => {
      const rows = visibleRequests(ctx, caller, body);
      const start = (body.page - 1) * body.pageSize;
      // Counted once per kept list: 500,000 rows in the bench's company (issue 25).
      const { accepted, rejected, pending } = statusCounts(rows);
      return ok({
        rows: rows.slice(start, start + body.pageSize).map((r) => ({ ...listRowView(ctx.db, r), canApproved: rules.canApprove(r, caller.user.id) })),
        total: rows.length,
        stats: { accepted, rejected, demandeCount: rows.length, pending },
      });
    },
  }),
];
