import type { Caller } from '../http';
import type { Db } from '../db/db';
import { users, fonctions } from '../models/organisation';
import { formResponses, formStatuses, type FormResponseRow, type FormRow, type FormStatusRow } from '../models/forms';
import type { FormDetail, FormStatus, FormSummary, ResponseDetail, ResponseSummary } from '../../src/domain/forms';
import type { LanguageCode } from '../../src/i18n/languages';
import { allowedStatuses, canManage, isCurrentApprover, isPrivileged, ordered, responsePreview } from './forms';

/** Rows as the API shows them (the shapes of src/domain/forms.ts). */
const picture = (u: { id: number; picturePath: string }) => `upload/profileimages/${u.id}/${u.picturePath}`;

export function personRef(db: Db, id: number) {
  const u = users(db).get(id);
  return u ? { id: u.id, fullName: u.fullName, picturePath: picture(u) } : null;
}

export function formSummary(db: Db, f: FormRow): FormSummary {
  return {
    id: f.id, title: f.title, iconPath: f.iconPath, state: f.state, wasPublished: f.wasPublished, kind: 'Form', isAnonymous: f.isAnonymous,
    responsesCount: formResponses(db).by('formId', f.id).length, fieldsCount: f.fields.length, createdDate: f.createdDate, audience: f.audience,
  };
}

export function formDetail(db: Db, f: FormRow, caller: Caller): FormDetail {
  const first = ordered(formStatuses(db).by('formId', f.id))[0];
  return {
    ...formSummary(db, f), description: f.description, statutId: first?.id ?? null, usersList: f.usersList, fields: f.fields,
    admins: f.adminIds.map((id) => personRef(db, id)).filter((p): p is NonNullable<typeof p> => !!p), canManage: canManage(caller, f),
  };
}

export function statusView(db: Db, s: FormStatusRow): FormStatus {
  return { ...s, approverName: s.approverId ? (users(db).get(s.approverId)?.fullName ?? null) : null };
}

const statut = (s: FormStatusRow | undefined) => ({ text: s?.text ?? '?', type: s?.color ?? '#888888', value: s?.id ?? 0, kind: s?.kind ?? 'onHold' });

/** `lng`: the caller's language, which the preview's numbers are written in. */
export function responseSummary(db: Db, r: FormResponseRow, f: FormRow, lng: LanguageCode): ResponseSummary {
  const u = r.userId ? users(db).get(r.userId) : undefined;
  return {
    id: r.id, formId: f.id, formTitle: f.title, createdDate: r.createdDate, preview: responsePreview(f.fields, r.answers, lng),
    user: u ? { value: u.id, text: u.fullName, imagePath: picture(u) } : null,
    statut: statut(formStatuses(db).get(r.statutId)),
  };
}

export function responseDetail(db: Db, r: FormResponseRow, f: FormRow, caller: Caller, lng: LanguageCode): ResponseDetail {
  const statuses = formStatuses(db).by('formId', f.id);
  const privileged = isPrivileged(caller.user, caller.can);
  const allowed = allowedStatuses({ userId: caller.user.id, privileged, response: r, form: f, statuses });
  const creator = r.createdBy ? users(db).get(r.createdBy) : undefined;
  const done = r.approvals.filter((a) => a.status !== 'pending').length;
  return {
    ...responseSummary(db, r, f, lng),
    fields: f.fields.map((field) => {
      const a = r.answers.find((x) => x.fieldId === field.id);
      return { ...field, response: a?.response ?? null, filesNames: a?.files.map((x) => ({ name: x.name, path: `${x.fileId}_${x.name}` })) ?? [] };
    }),
    statutList: allowed.map(statut),
    approvalList: r.approvals.map((a) => {
      const step = statuses.find((s) => s.id === a.statutId);
      const who = a.actorId ?? step?.approverId ?? null;
      const u = who ? users(db).get(who) : undefined;
      return { statutId: a.statutId, stepName: step?.text ?? '?', userId: u?.id ?? null, fullName: u?.fullName ?? null, picturePath: u ? picture(u) : null, status: a.status, actionDate: a.actionDate };
    }),
    activedApproval: isCurrentApprover(caller.user.id, r, f, statuses),
    canChangeAny: privileged,
    createBy: creator
      ? {
          id: creator.id, fullName: creator.fullName, image: picture(creator), fonctionName: fonctions(db).get(creator.fonctionId)?.name ?? null, date: r.createdDate,
          approvelTaux: r.approvals.length ? Math.round((done / r.approvals.length) * 100) : 100, approvelDone: done, approvelCount: r.approvals.length,
        }
      : null,
  };
}
