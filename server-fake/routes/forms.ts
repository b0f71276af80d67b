import { badRequest, forbidden, notFound, ok, refused, route, type Caller, type FakeContext } from '../http';
import { forms, formStatuses, formResponses, type FormRow, type FormStatusRow } from '../models/forms';
import { users } from '../models/organisation';
import * as d from '../../src/domain/forms';
import { formTemplates } from '../../fixtures/form-templates';
import { nextFormState, type PublicationEvent } from '../../src/domain/form-publication';
import { canManage, defaultStatuses, defaultStatusKeys, inAudience, isStepApprover, ordered } from '../rules/forms';
import { exportWords } from '../rules/export-sheet';
import { formDetail, formSummary, personRef, statusView } from '../rules/forms-view';
import { notify } from '../rules/notify';
import { formResponseRoutes } from './forms-responses';

/** The forms calls of ../shared/spec/endpoints.tsv: definitions, publication, sharing, admins, statuses. */
const admin = ['Form.View', 'Form.Administrate'] as const;

export function managedForm(ctx: FakeContext, caller: Caller, id: unknown): FormRow {
  const f = forms(ctx.db).get(Number(id));
  if (!f) throw notFound();
  if (!canManage(caller, f)) throw forbidden();
  return f;
}

/** A publication move checked against the publication rule (the one the views' statechart follows). */
function move(ctx: FakeContext, caller: Caller, id: unknown, event: PublicationEvent['type']) {
  const f = managedForm(ctx, caller, id);
  const next = nextFormState(f.state, event, f.wasPublished);
  if (!next) return refused('Form.IllegalMove');
  if (next === 'Deleted') {
    for (const r of formResponses(ctx.db).by('formId', f.id)) formResponses(ctx.db).remove(r.id);
    for (const s of formStatuses(ctx.db).by('formId', f.id)) formStatuses(ctx.db).remove(s.id);
    forms(ctx.db).remove(f.id);
    return ok(null);
  }
  const row = forms(ctx.db).update(f.id, { state: next, wasPublished: f.wasPublished || next === 'Published' });
  return ok(formSummary(ctx.db, row));
}

/** What a new form is made of: everything else (id, dates, publication) is the server's. */
type FormDefinition = Pick<FormRow, 'title' | 'description' | 'iconPath' | 'isAnonymous' | 'audience' | 'usersList' | 'adminIds' | 'fields' | 'createdBy'>;

/**
 * A new form, built field by field: a spread of the caller's object would carry
 * whatever it holds (a copied row's id collided with its source, issue 26).
 * Statuses are the defaults unless given (a duplicate keeps its source's).
 */
export function createForm(ctx: FakeContext, o: FormDefinition & { state?: d.FormState }, statuses?: FormStatusRow[], names?: readonly string[]): FormRow {
  const state = o.state ?? 'Draft';
  const row = forms(ctx.db).insert({
    title: o.title, description: o.description, iconPath: o.iconPath, isAnonymous: o.isAnonymous, audience: o.audience, usersList: [...o.usersList],
    adminIds: [...o.adminIds], fields: o.fields, createdBy: o.createdBy, state, wasPublished: state === 'Published', createdDate: ctx.now().toISOString(),
  });
  const copied = statuses?.map(({ text, color, order, kind, isStep, approverId, active }) => ({ formId: row.id, text, color, order, kind, isStep, approverId, active }));
  for (const s of copied ?? defaultStatuses(row.id, names)) formStatuses(ctx.db).insert(s);
  return row;
}

/** A new form's four statuses in the caller's words (forms.json, by Accept-Language, as the exports read them). */
const callerStatusNames = (req: Parameters<typeof exportWords>[0]) => {
  const w = exportWords(req, 'forms');
  return defaultStatusKeys.map((k) => w.t(k));
};

/** Fresh field ids for new fields (0 or duplicates), so answers always point at one field. */
function withIds(fields: d.FormField[]): d.FormField[] {
  const used = new Set<number>();
  let next = Math.max(0, ...fields.map((f) => f.id)) + 1;
  return fields.map((f) => {
    const id = f.id > 0 && !used.has(f.id) ? f.id : next++;
    used.add(id);
    return { ...f, id, response: undefined, filesNames: undefined };
  });
}

/** The form's assignees become these people (those who exist); a published form tells the new ones. */
function affect(ctx: FakeContext, caller: Caller, f: FormRow, userIds: readonly number[]) {
  const fresh = userIds.filter((id) => !f.usersList.includes(id) && users(ctx.db).get(id));
  forms(ctx.db).update(f.id, { usersList: userIds.filter((id) => users(ctx.db).get(id)) });
  if (f.state === 'Published')
    for (const id of fresh) notify(ctx, { userId: id, title: 'forms.notif.assigned', parameterTitle: f.title, sourceName: 'forms', sourceId: f.id, sourceUserId: caller.user.id, senderId: caller.user.id });
}

export const formsRoutes = [
  route({
    method: 'POST', path: '/api/Forms/list', permission: admin, body: d.formListFilter,
    handle: ({ ctx, caller, body }) => {
      const q = body.searchValue.trim().toLowerCase();
      const rows = forms(ctx.db)
        .filter((f) => (canManage(caller, f) || isStepApprover(caller.user.id, f, formStatuses(ctx.db).by('formId', f.id))) && (!body.state || f.state === body.state) && (!q || f.title.toLowerCase().includes(q)))
        .sort((a, b) => b.id - a.id);
      const page = rows.slice(body.currentPage * body.pageSize, (body.currentPage + 1) * body.pageSize);
      return ok({ forms: page.map((f) => formSummary(ctx.db, f)), total: rows.length });
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/edit', permission: 'Form.Administrate', body: d.formEditPayload,
    handle: ({ ctx, caller, body, req }) => {
      const fields = withIds(body.fields);
      if (body.id) {
        const f = managedForm(ctx, caller, body.id);
        if (f.state === 'Archived') return refused('Form.IllegalMove');
        forms(ctx.db).update(f.id, { title: body.title, description: body.description, iconPath: body.iconPath ?? f.iconPath, fields, isAnonymous: body.isAnonymous ?? f.isAnonymous });
        if (body.usersList) affect(ctx, caller, forms(ctx.db).get(f.id)!, body.usersList);
        return ok({ id: f.id });
      }
      const row = createForm(ctx, {
        title: body.title, description: body.description, iconPath: body.iconPath ?? 'form', isAnonymous: body.isAnonymous ?? false,
        audience: { kind: 'Public', ids: [] }, usersList: [], adminIds: [caller.user.id], fields, createdBy: caller.user.id,
      }, undefined, callerStatusNames(req));
      if (body.usersList) affect(ctx, caller, row, body.usersList);
      return ok({ id: row.id });
    },
  }),
  route({
    method: 'GET', path: '/api/Forms/Templates', permission: 'Form.Administrate',
    handle: () => ok(formTemplates),
  }),
  route({
    method: 'GET', path: '/api/Forms/detailForm/:id', permission: ['Form.User.View', ...admin],
    handle: ({ ctx, caller, params }) => {
      const f = forms(ctx.db).get(Number(params.id));
      if (!f) throw notFound();
      const visible = canManage(caller, f) || (f.state === 'Published' && inAudience(caller.user, f));
      if (!visible) throw notFound();
      return ok(formDetail(ctx.db, f, caller));
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/duplicate', permission: 'Form.Administrate', body: d.formIdPayload,
    handle: ({ ctx, caller, body, req }) => {
      const f = managedForm(ctx, caller, body.id);
      // A copy starts as a draft of the same definition: shared with nobody, no responses, no assignees; '(copie)' in
      // the caller's language (persona review s43: 'استبيان المطعم (copie)' in the Arabic interface).
      const copy = createForm(
        ctx,
        {
          title: exportWords(req, 'forms').t('copy.title').replace('{0}', () => f.title), description: f.description, iconPath: f.iconPath, isAnonymous: f.isAnonymous, audience: f.audience, usersList: [],
          adminIds: f.adminIds, fields: f.fields.map((x) => ({ ...x })), createdBy: caller.user.id,
        },
        ordered(formStatuses(ctx.db).by('formId', f.id)),
      );
      return ok({ id: copy.id });
    },
  }),
  route({ method: 'POST', path: '/api/Forms/Archive', permission: 'Form.Administrate', handle: ({ ctx, caller, query }) => move(ctx, caller, query.formId, 'form.archive') }),
  route({ method: 'POST', path: '/api/Forms/UnArchive', permission: 'Form.Administrate', handle: ({ ctx, caller, query }) => move(ctx, caller, query.formId, 'form.unarchive') }),
  route({ method: 'POST', path: '/api/Forms/Unpublished/:id', permission: 'Form.Administrate', handle: ({ ctx, caller, params }) => move(ctx, caller, params.id, 'form.unpublish') }),
  route({ method: 'DELETE', path: '/api/Forms/Delete/:id', permission: 'Form.Administrate', handle: ({ ctx, caller, params }) => move(ctx, caller, params.id, 'form.delete') }),
  route({
    // Sharing chooses the audience and publishes; the audience may be told.
    method: 'POST', path: '/api/Forms/Sharing', permission: 'Form.Administrate', body: d.sharingPayload,
    handle: ({ ctx, caller, body }) => {
      const f = managedForm(ctx, caller, body.formId);
      if (body.audience.kind !== 'Public' && body.audience.kind !== 'Company' && !body.audience.ids.length) throw badRequest('RequiredAttribute');
      if (!f.fields.some((x) => x.fieldType !== d.FieldType.Description)) return refused('Form.NoField');
      let state = f.state;
      if (state !== 'Published') {
        const next = nextFormState(f.state, 'form.publish', f.wasPublished);
        if (!next) return refused('Form.IllegalMove');
        state = next as d.FormState;
      }
      const row = forms(ctx.db).update(f.id, { audience: body.audience, state, wasPublished: true });
      if (body.notify) {
        for (const u of users(ctx.db).filter((x) => x.active && inAudience(x, row))) {
          notify(ctx, { userId: u.id, title: 'forms.notif.published', parameterTitle: row.title, sourceName: 'forms', sourceId: row.id, sourceUserId: caller.user.id, senderId: caller.user.id });
        }
      }
      return ok(formSummary(ctx.db, row));
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/Affectation', permission: 'Form.Administrate', body: d.affectationPayload,
    handle: ({ ctx, caller, body }) => {
      affect(ctx, caller, managedForm(ctx, caller, body.formId), body.userIds);
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ActivateAnonymous', permission: 'Form.Administrate', body: d.anonymousPayload,
    handle: ({ ctx, caller, body }) => {
      const f = managedForm(ctx, caller, body.formId);
      // Responses already stored keep their author; anonymity applies from now on.
      forms(ctx.db).update(f.id, { isAnonymous: body.isAnonymous });
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/api/Forms/admins/:id', permission: admin,
    handle: ({ ctx, caller, params }) => {
      const f = managedForm(ctx, caller, params.id);
      return ok(f.adminIds.map((id) => personRef(ctx.db, id)).filter(Boolean));
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/AffectAdmins', permission: 'Form.Administrate', body: d.adminsPayload,
    handle: ({ ctx, caller, body }) => {
      const f = managedForm(ctx, caller, body.formId);
      const add = body.userIds.filter((id) => users(ctx.db).get(id) && !f.adminIds.includes(id));
      forms(ctx.db).update(f.id, { adminIds: [...f.adminIds, ...add] });
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/UnaffectedAdmin', permission: 'Form.Administrate', body: d.unaffectAdminPayload,
    handle: ({ ctx, caller, body }) => {
      const f = managedForm(ctx, caller, body.formId);
      if (f.adminIds.length === 1 && f.adminIds[0] === body.userId) return refused('Form.LastAdmin');
      forms(ctx.db).update(f.id, { adminIds: f.adminIds.filter((id) => id !== body.userId) });
      return ok(null);
    },
  }),
  route({
    method: 'GET', path: '/api/Forms/Statues', permission: ['Form.User.View', ...admin],
    handle: () => ok(d.statusKinds.map((k) => ({ value: k, text: d.statusKindKey[k] }))),
  }),
  route({
    method: 'GET', path: '/api/Forms/Statuts/:id', permission: admin,
    handle: ({ ctx, caller, params }) => {
      const f = managedForm(ctx, caller, params.id);
      return ok(ordered(formStatuses(ctx.db).by('formId', f.id)).map((s) => statusView(ctx.db, s)));
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/EditStatue', permission: 'Form.Administrate', body: d.statusEditPayload,
    handle: ({ ctx, caller, body }) => {
      const f = managedForm(ctx, caller, body.formId);
      const table = formStatuses(ctx.db);
      if (body.id) {
        const s = table.get(body.id);
        if (!s || s.formId !== f.id) throw notFound();
        table.update(s.id, { text: body.text, color: body.color, kind: body.kind });
        return ok({ id: s.id });
      }
      const order = Math.max(0, ...table.by('formId', f.id).map((s) => s.order)) + 1;
      const row = table.insert({ formId: f.id, text: body.text, color: body.color, kind: body.kind, order, isStep: false, approverId: null, active: true });
      return ok({ id: row.id });
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ChangeOrderStatut', permission: 'Form.Administrate', body: d.statusOrderPayload,
    handle: ({ ctx, caller, body }) => {
      const f = managedForm(ctx, caller, body.formId);
      const mine = formStatuses(ctx.db).by('formId', f.id);
      if (body.ids.length !== mine.length || !mine.every((s) => body.ids.includes(s.id))) throw badRequest('Form.InvalidType');
      body.ids.forEach((id, i) => formStatuses(ctx.db).update(id, { order: i + 1 }));
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ChangeStepStatut', permission: 'Form.Administrate', body: d.statusStepPayload,
    handle: ({ ctx, caller, body }) => {
      const s = formStatuses(ctx.db).get(body.id);
      if (!s) throw notFound();
      managedForm(ctx, caller, s.formId);
      if (body.isStep && s.kind !== 'onHold') return refused('Form.StepMustWait');
      // A status that is not a step has no approver: one sent with isStep false would be dropped, so it is refused.
      if (!body.isStep && body.approverId != null) throw badRequest('Invalid payload: approverId (an approver goes with a step)');
      if (body.approverId && !users(ctx.db).get(body.approverId)) throw badRequest('RequiredAttribute');
      formStatuses(ctx.db).update(s.id, { isStep: body.isStep, approverId: body.isStep ? (body.approverId ?? null) : null });
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/Forms/ChangeStateStatut', permission: 'Form.Administrate', body: d.statusStatePayload,
    handle: ({ ctx, caller, body }) => {
      const s = formStatuses(ctx.db).get(body.id);
      if (!s) throw notFound();
      managedForm(ctx, caller, s.formId);
      formStatuses(ctx.db).update(s.id, { active: body.active });
      return ok(null);
    },
  }),
  route({
    method: 'DELETE', path: '/api/Forms/DeleteStatut/:id', permission: 'Form.Administrate',
    handle: ({ ctx, caller, params }) => {
      const s = formStatuses(ctx.db).get(Number(params.id));
      if (!s) throw notFound();
      managedForm(ctx, caller, s.formId);
      if (formResponses(ctx.db).by('formId', s.formId).some((r) => r.statutId === s.id)) return refused('Form.StatusInUse');
      formStatuses(ctx.db).remove(s.id);
      return ok(null);
    },
  }),
  ...formResponseRoutes,
];
