import { badRequest, forbidden, notFound, ok, refused, route, type Caller, type FakeContext, type RouteDef } from '../http';
import { users } from '../models/organisation';
import { documentRequestFiles, documentRequests, documentTypes, type DocumentRequestRow } from '../models/documents';
import { canDelete, canEdit, canSee, isOnHold, MANAGE, processStep, sanitizeHtml, statisticsOf, toDemand } from '../rules/documents';
import { produceDocument, requestHtml, requestPdf } from '../rules/document-output';
import { checkedUploads, storeUpload, uploadedFiles } from '../rules/files';
import { allowedLists } from '../../src/domain/uploads';
import { notify } from '../rules/notify';
import { demandInput, demandListFilter, documentStatusCode, processedInput, updateTextInput } from '../../src/domain/documents';
import { documentsCompanyRoutes } from './documents-company';

const VIEW_OWN = 'DemandDocument.Profil.View.HimSelf';
const VIEW = 'DemandDocument.View';
const anyDocs = [VIEW_OWN, VIEW, MANAGE];

/** Projects belong to another area: read their name if that table exists, without depending on its module. */
const projectName = (ctx: FakeContext) => (id: number | null) => {
  if (!id) return null;
  const p = ctx.db.table<{ id: number; name?: string; title?: string }>('projects').get(id);
  return p?.name ?? p?.title ?? `#${id}`;
};

function requestOf(ctx: FakeContext, caller: Caller, id: string | number): DocumentRequestRow {
  const r = documentRequests(ctx.db).get(Number(id));
  if (!r) throw notFound();
  if (!canSee(ctx.db, caller, r)) throw forbidden();
  return r;
}

/** Who hears of a new request: the requester's manager and every DemandDocument.Manage holder. */
function approversOf(ctx: FakeContext, r: DocumentRequestRow): number[] {
  const manager = users(ctx.db).get(r.userId)?.managerId;
  const hr = users(ctx.db).filter((u) => u.active && u.permissions.includes(MANAGE)).map((u) => u.id);
  return [...new Set([...(manager ? [manager] : []), ...hr])].filter((id) => id !== r.userId);
}

const visibleRows = (ctx: FakeContext, caller: Caller) => documentRequests(ctx.db).filter((r) => canSee(ctx.db, caller, r));
const newestFirst = (a: DocumentRequestRow, b: DocumentRequestRow) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id;

export const documentsRoutes: RouteDef[] = [
  route({ method: 'GET', path: '/api/documenttype/list', permission: anyDocs, handle: ({ ctx }) => ok(documentTypes(ctx.db).all().map((t) => ({ id: t.id, name: t.name, paperVersion: t.paperVersion, template: !!t.template, needsSalary: t.needsSalary }))) }),
  route({ method: 'GET', path: '/api/demanddocument/Typelist', permission: anyDocs, handle: ({ ctx }) => ok(documentTypes(ctx.db).all().map((t) => ({ value: t.id, text: t.name, flag: t.paperVersion }))) }),
  route({
    method: 'GET', path: '/api/demanddocument/statistic', permission: anyDocs,
    handle: ({ ctx, caller }) => ok(statisticsOf(caller.can(VIEW) || caller.can(MANAGE) ? visibleRows(ctx, caller) : documentRequests(ctx.db).by('userId', caller.user.id))),
  }),
  route({
    method: 'GET', path: '/api/demanddocument/statistic/:id', permission: anyDocs,
    handle: ({ ctx, caller, params }) => {
      const userId = Number(params.id);
      const rows = documentRequests(ctx.db).by('userId', userId).filter((r) => canSee(ctx.db, caller, r));
      if (userId !== caller.user.id && !caller.can(MANAGE) && users(ctx.db).get(userId)?.managerId !== caller.user.id) throw forbidden();
      return ok(statisticsOf(rows));
    },
  }),
  route({
    method: 'POST', path: '/api/demanddocument/listing', permission: anyDocs, body: demandListFilter,
    handle: ({ ctx, caller, body }) => {
      // Without DemandDocument.View one sees one's own requests only, whatever the filter asks.
      const userId = caller.can(VIEW) || caller.can(MANAGE) ? body.userId : caller.user.id;
      const q = (body.search ?? '').trim().toLowerCase();
      const rows = visibleRows(ctx, caller)
        .filter((r) => (userId ? r.userId === userId : true))
        .filter((r) => (body.status === null || body.status === undefined ? true : body.status === 2 ? r.status !== 0 && r.status !== 1 : r.status === body.status))
        .filter((r) => (body.typeId ? r.typeId === body.typeId : true))
        .filter((r) => !q || (users(ctx.db).get(r.userId)?.fullName ?? '').toLowerCase().includes(q) || (documentTypes(ctx.db).get(r.typeId)?.name ?? '').toLowerCase().includes(q))
        .sort(newestFirst);
      const page = rows.slice(body.page * body.pageSize, (body.page + 1) * body.pageSize);
      return ok({ items: page.map((r) => toDemand(ctx.db, caller, r, projectName(ctx))), total: rows.length });
    },
  }),
  route({ method: 'GET', path: '/api/demanddocument/info/:id', permission: anyDocs, handle: ({ ctx, caller, params }) => ok(toDemand(ctx.db, caller, requestOf(ctx, caller, params.id), projectName(ctx))) }),
  route({ method: 'GET', path: '/api/demanddocument/demand/:id', permission: anyDocs, handle: ({ ctx, caller, params }) => ok(toDemand(ctx.db, caller, requestOf(ctx, caller, params.id), projectName(ctx))) }),
  route({
    method: 'POST', path: '/api/demanddocument/update', permission: anyDocs, body: demandInput,
    handle: ({ ctx, caller, body }) => {
      const type = documentTypes(ctx.db).get(body.typeId);
      if (!type) throw badRequest('RequiredAttribute');
      const owner = users(ctx.db).get(body.userid);
      if (!owner) throw badRequest('RequiredAttribute');
      if (body.userid !== caller.user.id && !caller.can(MANAGE)) throw forbidden();
      // Paper only for types flagged for it; 0 stays 0 (treated as digital).
      if (body.version === 2 && !type.paperVersion) return refused('Documents.PaperNotOffered');
      const fields = { typeId: body.typeId, userId: body.userid, version: body.version, projectId: body.projectId ?? null, remark: body.remark };
      if (body.id) {
        const r = requestOf(ctx, caller, body.id);
        if (!isOnHold(r)) return refused('Documents.NotOnHold');
        if (!canEdit(caller, r)) throw forbidden();
        documentRequests(ctx.db).update(r.id, { ...fields, templateText: r.typeId === body.typeId && r.userId === body.userid ? r.templateText : null });
        return ok({ id: r.id });
      }
      const row = documentRequests(ctx.db).insert({ ...fields, status: documentStatusCode.onHold, createdDate: ctx.now().toISOString(), processingDate: null, processed: false, raison: null, templateText: null, decidedBy: null, processedBy: null });
      for (const userId of approversOf(ctx, row)) {
        notify(ctx, { userId, title: 'Documents.Notification.New', parameterTitle: owner.fullName, sourceName: 'DocumentsRequest', sourceId: row.id, sourceUserId: owner.id, senderId: caller.user.id });
      }
      return ok({ id: row.id });
    },
  }),
  route({
    method: 'GET', path: '/api/demanddocument/delete/:id', permission: anyDocs,
    handle: ({ ctx, caller, params }) => {
      const r = requestOf(ctx, caller, params.id);
      if (!caller.can(MANAGE)) throw forbidden();
      if (!canDelete(caller, r)) return refused('Documents.NotOnHold');
      for (const f of documentRequestFiles(ctx.db).by('requestId', r.id)) documentRequestFiles(ctx.db).remove(f.id);
      documentRequests(ctx.db).remove(r.id);
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/demanddocument/processed', permission: anyDocs, body: processedInput,
    handle: ({ ctx, caller, body }) => {
      const r = requestOf(ctx, caller, body.id);
      const step = processStep(ctx.db, caller, r);
      if (!step) {
        if (isOnHold(r) || (r.status === 1 && !r.processed)) throw forbidden();
        return refused('Documents.AlreadyProcessed');
      }
      const raison = body.raison?.trim() ?? '';
      if (!body.processed && !raison) throw badRequest('Documents.ReasonRequired');
      // Spec 3 §4: a reason is requested on refusal; with an acceptance it would be dropped, so it is refused (issue 33).
      if (body.processed && raison) throw badRequest('Invalid payload: raison (a reason goes with a refusal)');
      const now = ctx.now();
      if (uploadedFiles(body.files).length && !caller.can(MANAGE)) throw forbidden();
      const uploads = checkedUploads(body.files, allowedLists.documents);
      for (const f of uploads) {
        const stored = storeUpload(ctx.db, f, { ownerId: r.userId, area: 'documents', now });
        documentRequestFiles(ctx.db).insert({ requestId: r.id, fileId: stored.id, document: true });
      }
      let next: DocumentRequestRow;
      if (!body.processed) next = documentRequests(ctx.db).update(r.id, { status: documentStatusCode.refused, raison, decidedBy: caller.user.id, processingDate: step === 'process' ? now.toISOString() : r.processingDate });
      else if (step === 'decide') next = documentRequests(ctx.db).update(r.id, { status: documentStatusCode.accepted, decidedBy: caller.user.id });
      else {
        next = documentRequests(ctx.db).update(r.id, { processed: true, processingDate: now.toISOString(), processedBy: caller.user.id });
        if (documentTypes(ctx.db).get(r.typeId)?.template) produceDocument(ctx.db, next, { now, by: caller.user.id });
      }
      const title = !body.processed ? 'Documents.Notification.Refused' : step === 'decide' ? 'Documents.Notification.Accepted' : 'Documents.Notification.Processed';
      notify(ctx, { userId: r.userId, title, parameterTitle: documentTypes(ctx.db).get(r.typeId)?.name ?? '', sourceName: 'DocumentsRequest', sourceId: r.id, sourceUserId: r.userId, senderId: caller.user.id });
      return ok(toDemand(ctx.db, caller, next, projectName(ctx)));
    },
  }),
  route({
    method: 'POST', path: '/api/demanddocument/uploadfiles/:id', permission: MANAGE,
    handle: ({ ctx, caller, params, body }) => {
      const r = requestOf(ctx, caller, params.id);
      // Spec 3 §2: the upload is offered while the request is on hold (status 0), not once it is decided.
      if (!isOnHold(r)) throw badRequest('Documents.NotOnHold');
      const list = checkedUploads((body as { files?: unknown } | null)?.files, allowedLists.documents);
      if (!list.length) throw badRequest('RequiredAttribute');
      for (const f of list) {
        const stored = storeUpload(ctx.db, f, { ownerId: r.userId, area: 'documents', now: ctx.now() });
        documentRequestFiles(ctx.db).insert({ requestId: r.id, fileId: stored.id, document: true });
      }
      return ok(toDemand(ctx.db, caller, r, projectName(ctx)));
    },
  }),
  route({
    method: 'GET', path: '/api/demanddocument/ExtractHtmlFromTemplate/:id/:typeId/:flag', permission: MANAGE,
    handle: ({ ctx, caller, params }) => {
      const r = requestOf(ctx, caller, params.id);
      const typeId = Number(params.typeId) || r.typeId;
      if (!documentTypes(ctx.db).get(typeId)?.template) throw notFound();
      // flag true asks for the type's template afresh, ignoring HR's edits.
      const fresh = params.flag === 'true' || params.flag === '1' || typeId !== r.typeId;
      return ok({ html: requestHtml(ctx.db, { ...r, typeId }, ctx.now(), fresh) });
    },
  }),
  route({
    method: 'POST', path: '/api/demanddocument/updateText', permission: MANAGE, body: updateTextInput,
    handle: ({ ctx, caller, body }) => {
      const r = requestOf(ctx, caller, body.id);
      if (r.processed || !(r.status === 0 || r.status === 1)) return refused('Documents.AlreadyProcessed');
      const text = sanitizeHtml(body.text);
      if (!text.replace(/<[^>]+>/g, '').trim()) throw badRequest('RequiredAttribute');
      documentRequests(ctx.db).update(r.id, { templateText: text });
      return ok({ html: text });
    },
  }),
  route({
    method: 'GET', path: '/api/downloadtemplatedemand/:id/:withHeaders', permission: MANAGE,
    handle: ({ ctx, caller, params }) => {
      const r = requestOf(ctx, caller, params.id);
      if (!documentTypes(ctx.db).get(r.typeId)?.template) throw notFound();
      const { name, bytes } = requestPdf(ctx.db, r, ctx.now(), params.withHeaders === 'true' || params.withHeaders === '1');
      return { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` }, binary: bytes };
    },
  }),
  ...documentsCompanyRoutes,
];
