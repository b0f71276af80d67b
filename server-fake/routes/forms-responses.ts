import * as z from 'zod';
import { forbidden, notFound, ok, refused, route, type Caller, type FakeContext } from '../http';
import { forms, formStatuses, formResponses, type FormResponseRow, type FormRow } from '../models/forms';
import { files } from '../models/session';
import { users } from '../models/organisation';
import * as d from '../../src/domain/forms';
import { allowedFileTypes, answerText, validateAnswers } from '../../src/domain/form-validation';
import { activeOrdered, allowedStatuses, applyStatusChange, approversOf, canFill, canManage, initialStatus, isCurrentApprover, isPrivileged, isStepApprover, parseSubmission, partText } from '../rules/forms';
import { formSummary, responseDetail, responseSummary } from '../rules/forms-view';
import { checkedUploads, serveFile, storeUpload } from '../rules/files';
import { callerLanguage, exportWords, xlsxAnswer } from '../rules/export-sheet';
import { day } from '../rules/xlsx';
import { notify } from '../rules/notify';

/** Filling, responses with their approval, the export, and the published lists of the quick-create menu. */
const admin = ['Form.View', 'Form.Administrate'] as const;
const anyone = ['Form.User.View', ...admin] as const;

/** Who may read a response: its author or subject, the form's managers, its step approvers, privileged roles. */
function readable(ctx: FakeContext, caller: Caller, id: unknown): { r: FormResponseRow; f: FormRow } {
  const r = formResponses(ctx.db).get(Number(id));
  const f = r && forms(ctx.db).get(r.formId);
  if (!r || !f) throw notFound();
  const me = caller.user.id;
  const statuses = formStatuses(ctx.db).by('formId', f.id);
  const approver = statuses.some((s) => s.isStep && approversOf(s, f).includes(me));
  if (r.userId === me || r.createdBy === me || canManage(caller, f) || approver || isPrivileged(caller.user, caller.can)) return { r, f };
  throw forbidden();
}

function page<T>(rows: T[], currentPage: number, pageSize: number) {
  return rows.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
}

function publishedFor(ctx: FakeContext, caller: Caller, search = '') {
  const q = search.trim().toLowerCase();
  return forms(ctx.db)
    .filter((f) => canFill(caller.user, f) && (!q || f.title.toLowerCase().includes(q)))
    .sort((a, b) => b.id - a.id)
    .map((f) => ({ id: f.id, title: f.title, iconPath: f.iconPath }));
}
/** The menu shows this many; the rest open in the 'all forms' panel. */
export const MENU_FORMS = 5;

export const formResponseRoutes = [
  route({
    method: 'GET', path: '/api/Forms/ListPublished', permission: anyone,
    handle: ({ ctx, caller }) => {
      const all = publishedFor(ctx, caller);
      return ok({ forms: all.slice(0, MENU_FORMS), countSecondaryForms: all.length > MENU_FORMS ? all.length - MENU_FORMS : null });
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ListPublishedSecondary', permission: anyone, body: d.publishedFilter,
    handle: ({ ctx, caller, body }) => {
      const all = publishedFor(ctx, caller, body.searchValue);
      return ok({ forms: page(all, body.currentPage, body.pageSize), total: all.length });
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/SubmitForm', permission: anyone, body: z.record(z.string(), z.unknown()),
    handle: ({ ctx, caller, body }) => {
      const sub = parseSubmission(body);
      const f = forms(ctx.db).get(sub.formId);
      if (!f) throw notFound();
      const forSomeone = partText(body.ForSomeone) === 'true' || (!!sub.userId && sub.userId !== caller.user.id);
      if (forSomeone ? !canManage(caller, f) : !canFill(caller.user, f)) throw forbidden();
      if (f.state !== 'Published' && !canManage(caller, f)) return refused('Form.NotPublished');
      const errors = validateAnswers(f.fields, { values: sub.values, files: sub.files, userId: sub.userId }, { forSomeone, isAnonymous: f.isAnonymous });
      const keys = Object.keys(errors);
      if (keys.length) return { status: 400, body: { success: false, message: errors[keys[0]], errors: keys.map((k) => ({ field: k, message: errors[k] })), data: null } };
      if (forSomeone && !f.isAnonymous && !users(ctx.db).get(sub.userId)) throw notFound();
      const now = ctx.now();
      // Anonymous forms store nobody: neither the author nor the subject.
      const author = f.isAnonymous ? null : caller.user.id;
      const kept = f.fields.filter((x) => x.fieldType !== d.FieldType.Description);
      // Every field's files checked by content against its own rule (images, PDF or any) before one is stored.
      const uploads = new Map(kept.map((x) => [x.id, checkedUploads(sub.files[x.id] ?? [], allowedFileTypes(x.parametres))]));
      const answers = kept.map((x) => ({
        fieldId: x.id,
        response: x.fieldType === d.FieldType.File ? '' : (sub.values[x.id] ?? '').trim(),
        files: (uploads.get(x.id) ?? []).map((file) => ({ name: file.name, fileId: storeUpload(ctx.db, file, { ownerId: author, area: 'forms', now }).id })),
      }));
      const statuses = formStatuses(ctx.db).by('formId', f.id);
      const first = initialStatus(statuses);
      if (!first) return refused('Form.NoStatus');
      const approvals = activeOrdered(statuses)
        .filter((s) => s.isStep)
        .map((s) => ({ statutId: s.id, status: 'pending' as const, actorId: null, actionDate: null }));
      const row = formResponses(ctx.db).insert({
        formId: f.id, userId: f.isAnonymous ? null : (forSomeone ? sub.userId : caller.user.id), createdBy: author,
        createdDate: now.toISOString(), statutId: first.id, answers, approvals,
      });
      const told = new Set([...f.adminIds, ...(first.isStep ? approversOf(first, f) : [])]);
      for (const id of told)
        notify(ctx, { userId: id, title: 'forms.notif.newResponse', parameterTitle: f.title, sourceName: 'ResponseForm', sourceId: row.id, sourceUserId: author ?? 0, senderId: author ?? 0 });
      return ok({ id: row.id });
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/Responses', permission: admin, body: d.responsesFilter,
    handle: ({ ctx, caller, body, req }) => {
      const f = forms(ctx.db).get(body.formId);
      if (!f) throw notFound();
      const statuses = formStatuses(ctx.db).by('formId', f.id);
      const mayAll = canManage(caller, f) || isPrivileged(caller.user, caller.can);
      const q = body.searchValue.trim().toLowerCase();
      const rows = formResponses(ctx.db)
        .by('formId', f.id)
        .filter((r) => mayAll || isCurrentApprover(caller.user.id, r, f, statuses) || r.approvals.some((a) => a.actorId === caller.user.id))
        .map((r) => responseSummary(ctx.db, r, f, callerLanguage(req)))
        .filter((r) => !q || (r.user?.text ?? '').toLowerCase().includes(q) || r.preview.toLowerCase().includes(q))
        // userId (the shared filter's): that person's responses, as the list shows them (an anonymous one names nobody) (issue 33).
        .filter((r) => !body.userId || r.user?.value === body.userId)
        .sort((a, b) => b.id - a.id);
      return ok({ responses: page(rows, body.currentPage, body.pageSize), total: rows.length });
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ResponsesByUser', permission: anyone, body: d.responsesFilter,
    handle: ({ ctx, caller, body, req }) => {
      const userId = body.userId ?? caller.user.id;
      if (userId !== caller.user.id && !caller.can('Form.Administrate')) throw forbidden();
      const rows = formResponses(ctx.db)
        .by('userId', userId)
        .map((r) => responseSummary(ctx.db, r, forms(ctx.db).get(r.formId)!, callerLanguage(req)))
        .filter((r) => !body.formId || r.formId === body.formId)
        // searchValue (the shared filter's): the form's title or the answers' preview, as on Responses (issue 33).
        .filter((r) => !body.searchValue.trim() || `${r.formTitle} ${r.preview}`.toLowerCase().includes(body.searchValue.trim().toLowerCase()))
        .sort((a, b) => b.id - a.id);
      return ok({ responses: page(rows, body.currentPage, body.pageSize), total: rows.length });
    },
  }),
  route({
    method: 'GET', path: '/api/Forms/DetailResponse/:id', permission: anyone,
    handle: ({ ctx, caller, params, req }) => {
      const { r, f } = readable(ctx, caller, params.id);
      return ok(responseDetail(ctx.db, r, f, caller, callerLanguage(req)));
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/detailFormResponse', permission: anyone, body: d.formIdPayload,
    handle: ({ ctx, caller, body, req }) => {
      const { r, f } = readable(ctx, caller, body.id);
      return ok(responseDetail(ctx.db, r, f, caller, callerLanguage(req)));
    },
  }),
  route({
    method: 'GET', path: '/api/Forms/FormResponseInformation/:id', permission: admin,
    handle: ({ ctx, caller, params }) => {
      const f = forms(ctx.db).get(Number(params.id));
      if (!f) throw notFound();
      if (!canManage(caller, f) && !isPrivileged(caller.user, caller.can) && !isStepApprover(caller.user.id, f, formStatuses(ctx.db).by('formId', f.id))) throw forbidden();
      const rows = formResponses(ctx.db).by('formId', f.id);
      const byStatus = activeOrdered(formStatuses(ctx.db).by('formId', f.id)).map((s) => ({
        statut: { text: s.text, type: s.color, value: s.id, kind: s.kind }, count: rows.filter((r) => r.statutId === s.id).length,
      }));
      return ok({ form: formSummary(ctx.db, f), total: rows.length, byStatus });
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ChangeStatutResponse', permission: anyone, body: d.changeStatusPayload,
    handle: ({ ctx, caller, body, req }) => {
      const { r, f } = readable(ctx, caller, body.id);
      const statuses = formStatuses(ctx.db).by('formId', f.id);
      const privileged = isPrivileged(caller.user, caller.can);
      const allowed = allowedStatuses({ userId: caller.user.id, privileged, response: r, form: f, statuses });
      const target = allowed.find((s) => s.id === body.statutId);
      if (!target) throw forbidden('Form.StatusNotAllowed');
      const actingAsApprover = isCurrentApprover(caller.user.id, r, f, statuses);
      const next = formResponses(ctx.db).update(r.id, applyStatusChange(r, target, { actorId: caller.user.id, actingAsApprover, now: ctx.now() }));
      if (next.userId) notify(ctx, { userId: next.userId, title: 'forms.notif.statusChanged', parameterTitle: target.text, sourceName: 'ResponseForm', sourceId: r.id, sourceUserId: caller.user.id, senderId: caller.user.id });
      if (target.isStep) for (const id of approversOf(target, f)) notify(ctx, { userId: id, title: 'forms.notif.toApprove', parameterTitle: f.title, sourceName: 'ResponseForm', sourceId: r.id, sourceUserId: caller.user.id, senderId: caller.user.id });
      return ok(responseSummary(ctx.db, next, f, callerLanguage(req)));
    },
  }),
  route({
    method: 'DELETE', path: '/api/Forms/DeleteResponse/:id', permission: 'Form.Administrate',
    handle: ({ ctx, caller, params }) => {
      const r = formResponses(ctx.db).get(Number(params.id));
      const f = r && forms(ctx.db).get(r.formId);
      if (!r || !f) throw notFound();
      if (!canManage(caller, f)) throw forbidden();
      formResponses(ctx.db).remove(r.id);
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ExportResponsesToExcel', permission: admin, body: d.exportPayload,
    handle: ({ ctx, caller, body, req }) => {
      const f = forms(ctx.db).get(body.formId);
      if (!f) throw notFound();
      if (!canManage(caller, f) && !isPrivileged(caller.user, caller.can)) throw forbidden();
      // The responses list's columns in the caller's language, then one per field; choices by their labels, as the response panel shows them.
      const w = exportWords(req, 'forms');
      const fields = f.fields.filter((x) => x.fieldType !== d.FieldType.Description);
      const header = ['#', w.t('response.date'), w.t('response.user'), w.t('response.status'), ...fields.map((x) => x.title)];
      const rows = formResponses(ctx.db)
        .by('formId', f.id)
        .sort((a, b) => a.id - b.id)
        .map((r) => {
          const s = responseSummary(ctx.db, r, f, w.lng);
          return [r.id, day(r.createdDate), s.user?.text ?? w.t('response.anonymous'), s.statut.text, ...fields.map((x) => {
            const a = r.answers.find((y) => y.fieldId === x.id);
            // A Number answer as a number: the spreadsheet writes it as its reader's language does ('3,5' in French).
            if (a && x.fieldType === d.FieldType.Number && a.response?.trim() && Number.isFinite(Number(a.response))) return Number(a.response);
            return a ? answerText(x, a.response) || a.files.map((y) => y.name).join(', ') : '';
          })];
        });
      return xlsxAnswer(`${f.title.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'form'}.xlsx`, w.t('responses.title'), header, rows);
    },
  }),
  route({
    method: 'POST', path: '/api/files/DownloadFileByName', permission: anyone,
    handle: ({ ctx, caller, query }) => {
      const name = query.name ?? '';
      const id = Number(/^(\d+)_/.exec(name)?.[1]);
      const row = (id && files(ctx.db).get(id)) || files(ctx.db).find((x) => x.name === name);
      // Only the files of form answers are reachable by name, and only by whoever may read that response.
      if (!row || row.area !== 'forms') throw notFound();
      const owner = formResponses(ctx.db).find((r) => r.answers.some((a) => a.files.some((f) => f.fileId === row.id)));
      if (!owner) throw notFound();
      readable(ctx, caller, owner.id);
      return serveFile(row, 'download');
    },
  }),
];
