import type { Caller, UploadedFile } from '../http';
import type { UserRow } from '../models/organisation';
import type { FormResponseRow, FormRow, FormStatusRow } from '../models/forms';
import type { FormField } from '../../src/domain/forms';
import { uploadedFiles } from './files';
import { writtenAnswer } from '../../src/i18n/form-answer';
import type { LanguageCode } from '../../src/i18n/languages';

/** Business rules of custom forms as plain functions (spec 3 sections 4 to 6). */

/** Spec 3 section 6: these roles, or Form.Administrate, may set any allowed status. */
export const privilegedRoles = ['Proprietaire', 'Support'] as const;
export function isPrivileged(user: Pick<UserRow, 'roleName'>, can: (code: string) => boolean): boolean {
  return (privilegedRoles as readonly string[]).includes(user.roleName) || user.roleName.startsWith('Support') || can('Form.Administrate');
}

export const canManage = (caller: Caller, form: Pick<FormRow, 'adminIds'>) => caller.can('Form.Administrate') || form.adminIds.includes(caller.user.id);

/** Who is in a form's audience (assigned people always are). */
export function inAudience(user: Pick<UserRow, 'id' | 'societyId' | 'departementId' | 'fonctionId' | 'siteId'>, form: Pick<FormRow, 'audience' | 'usersList'>): boolean {
  if (form.usersList.includes(user.id)) return true;
  const ids = form.audience.ids;
  switch (form.audience.kind) {
    case 'Public':
    case 'Company':
      return true;
    case 'Society':
      return ids.includes(user.societyId);
    case 'Department':
      return ids.includes(user.departementId);
    case 'Function':
      return ids.includes(user.fonctionId);
    case 'Site':
      return ids.includes(user.siteId);
    case 'Employee':
      return ids.includes(user.id);
  }
}

export const canFill = (user: UserRow, form: FormRow) => form.state === 'Published' && inAudience(user, form);

export const ordered = (statuses: readonly FormStatusRow[]) => [...statuses].sort((a, b) => a.order - b.order || a.id - b.id);
export const activeOrdered = (statuses: readonly FormStatusRow[]) => ordered(statuses).filter((s) => s.active);

/** A new response starts at the first approval step, else at the first waiting status. */
export function initialStatus(statuses: readonly FormStatusRow[]): FormStatusRow | undefined {
  const act = activeOrdered(statuses);
  return act.find((s) => s.isStep) ?? act.find((s) => s.kind === 'onHold') ?? act[0];
}

/** After an approval: the next step, else the first accepting status. */
export function nextAfterApproval(statuses: readonly FormStatusRow[], current: FormStatusRow): FormStatusRow | undefined {
  const act = activeOrdered(statuses);
  const later = act.filter((s) => s.order > current.order || (s.order === current.order && s.id > current.id));
  return later.find((s) => s.isStep) ?? act.find((s) => s.kind === 'accept');
}

export const approversOf = (step: FormStatusRow, form: Pick<FormRow, 'adminIds'>) => (step.approverId ? [step.approverId] : form.adminIds);

/** Someone named as the approver of one of the form's steps. */
export const isStepApprover = (userId: number, form: FormRow, statuses: readonly FormStatusRow[]) => statuses.some((s) => s.isStep && s.active && approversOf(s, form).includes(userId));

export function isCurrentApprover(userId: number, response: FormResponseRow, form: FormRow, statuses: readonly FormStatusRow[]) {
  const current = statuses.find((s) => s.id === response.statutId);
  return !!current && current.isStep && approversOf(current, form).includes(userId);
}

/**
 * Which statuses the caller may move a response to: privileged people any
 * other active status; the approver of the current step approve (the next
 * status) or refuse; nobody else anything.
 */
export function allowedStatuses(o: { userId: number; privileged: boolean; response: FormResponseRow; form: FormRow; statuses: readonly FormStatusRow[] }): FormStatusRow[] {
  const act = activeOrdered(o.statuses);
  if (o.privileged) return act.filter((s) => s.id !== o.response.statutId);
  if (!isCurrentApprover(o.userId, o.response, o.form, o.statuses)) return [];
  const current = o.statuses.find((s) => s.id === o.response.statutId)!;
  const next = nextAfterApproval(o.statuses, current);
  return [...(next ? [next] : []), ...act.filter((s) => s.kind === 'refuse')];
}

/** The response after a status change: the current step's approval is recorded when its approver acts. */
export function applyStatusChange(response: FormResponseRow, target: FormStatusRow, o: { actorId: number; actingAsApprover: boolean; now: Date }): FormResponseRow {
  const approvals = response.approvals.map((a) => {
    if (a.statutId !== response.statutId || a.status !== 'pending') return a;
    const status: 'approved' | 'refused' = target.kind === 'refuse' ? 'refused' : 'approved';
    return o.actingAsApprover || target.kind !== 'onHold' ? { ...a, status, actorId: o.actorId, actionDate: o.now.toISOString() } : a;
  });
  return { ...response, statutId: target.id, approvals };
}

/** The four statuses a new form starts with, by their words' keys (forms.json). */
export const defaultStatusKeys = ['defaultStatus.new', 'defaultStatus.inProgress', 'defaultStatus.accepted', 'defaultStatus.refused'] as const;

/**
 * A new form's statuses, named in its maker's language (persona review s42: a form built in Arabic answered with
 * 'Nouveau', 'En cours'…); the seed's forms are the company's, in French.
 */
export const defaultStatuses = (formId: number, names: readonly string[] = ['Nouveau', 'En cours', 'Accepté', 'Refusé']): Array<Omit<FormStatusRow, 'id'>> => [
  { formId, text: names[0]!, color: '#f59e0b', order: 1, kind: 'onHold', isStep: false, approverId: null, active: true },
  { formId, text: names[1]!, color: '#3b82f6', order: 2, kind: 'onHold', isStep: false, approverId: null, active: true },
  { formId, text: names[2]!, color: '#16a34a', order: 3, kind: 'accept', isStep: false, approverId: null, active: true },
  { formId, text: names[3]!, color: '#dc2626', order: 4, kind: 'refuse', isStep: false, approverId: null, active: true },
];

export interface Submission {
  formId: number;
  userId: number | null;
  values: Record<number, string>;
  files: Record<number, UploadedFile[]>;
}

/** A multipart part as text: a repeated part by its first value; a file part is no text. */
export function partText(v: unknown): string {
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean' ? String(first) : '';
}

/** SubmitForm's multipart body: FormId, UserId and Fields[i].Id / .Response / .Files parts. */
export function parseSubmission(body: Record<string, unknown>): Submission {
  const out: Submission = { formId: Number(partText(body.FormId ?? body.formId)), userId: Number(partText(body.UserId ?? body.userId)) || null, values: {}, files: {} };
  for (const key of Object.keys(body)) {
    const m = /^Fields\[(\d+)\]\.Id$/i.exec(key);
    if (!m) continue;
    const id = Number(partText(body[key]));
    out.values[id] = partText(body[`Fields[${m[1]}].Response`]);
    out.files[id] = uploadedFiles(body[`Fields[${m[1]}].Files`]);
  }
  return out;
}

/** Short text of a response for lists (spec 3 section 9: 60 characters when longer than 27). */
/** The responses list's preview, in the caller's language: a Number answer written as the panel writes it ('3,5' in French). */
export function responsePreview(fields: readonly FormField[], answers: FormResponseRow['answers'], lng: LanguageCode): string {
  const text = answers
    .map((a) => {
      const field = fields.find((f) => f.id === a.fieldId) ?? { fieldType: -1, parametres: '' };
      return writtenAnswer(field, a.response, lng) || a.files.map((f) => f.name).join(', ');
    })
    .filter(Boolean)
    .join(' · ');
  return text.length > 27 ? `${text.slice(0, 60)}${text.length > 60 ? '…' : ''}` : text;
}

