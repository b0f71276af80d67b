import type { Db } from '../db/db';
import type { Caller } from '../http';
import { departements, fonctions, sites, societies, users, type UserRow } from '../models/organisation';
import { documentRequestFiles, documentTypes, type DocumentRequestRow, type DocumentTypeRow } from '../models/documents';
import { files } from '../models/session';
import { documentStatusOf, type Demand } from '../../src/domain/documents';

/** Business rules of document requests (spec 3 sections 4 and 6), as plain functions. */
export const MANAGE = 'DemandDocument.Manage';

export const isOnHold = (r: Pick<DocumentRequestRow, 'status'>) => documentStatusOf(r.status) === 'onHold';

/** Approvers: the requester's manager and HR holding DemandDocument.Manage; never the requester. */
export function isApprover(db: Db, caller: Caller, r: DocumentRequestRow): boolean {
  if (caller.user.id === r.userId) return false;
  return caller.can(MANAGE) || users(db).get(r.userId)?.managerId === caller.user.id;
}

/** Edit: DemandDocument.Manage, or the owner on their own request; only while on hold. */
export const canEdit = (caller: Caller, r: DocumentRequestRow) => isOnHold(r) && (caller.can(MANAGE) || caller.user.id === r.userId);
export const canDelete = (caller: Caller, r: DocumentRequestRow) => isOnHold(r) && caller.can(MANAGE);

/** Who may read a request: the owner, their manager, DemandDocument.View holders (their reports) and Manage (everyone). */
export function canSee(db: Db, caller: Caller, r: DocumentRequestRow): boolean {
  if (caller.user.id === r.userId || caller.can(MANAGE)) return true;
  const owner = users(db).get(r.userId);
  return owner?.managerId === caller.user.id;
}

/** The decision (accept or refuse) is the approver's while on hold; processing is Manage's once accepted. */
export type ProcessStep = 'decide' | 'process' | null;
export function processStep(db: Db, caller: Caller, r: DocumentRequestRow): ProcessStep {
  if (isOnHold(r)) return isApprover(db, caller, r) ? 'decide' : null;
  if (documentStatusOf(r.status) === 'accepted' && !r.processed) return caller.can(MANAGE) ? 'process' : null;
  return null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/**
 * A day as a French letter writes it: 'le 4 décembre 2026', 'le 1er mars 2027' (persona review: a
 * certificate read 'le 04/12/2026'). The templates are the company's French text.
 */
const frLong = new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const frDate = (iso: string) => {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return day.getUTCDate() === 1 ? frLong.format(day).replace(/^1 /, '1er ') : frLong.format(day);
};

/** The employee's data a template may use. */
export function templateData(db: Db, u: UserRow, today: Date, type: DocumentTypeRow): Record<string, string> {
  return {
    fullName: u.fullName,
    function: fonctions(db).get(u.fonctionId)?.name ?? '',
    department: departements(db).get(u.departementId)?.name ?? '',
    hireDate: frDate(u.hireDate),
    society: societies(db).get(u.societyId)?.name ?? '',
    city: (sites(db).get(u.siteId)?.name ?? 'Casablanca').split(/\s+[–-]\s+/)[0],
    salaryBand: type.needsSalary ? u.salaryBand : '',
    today: frDate(today.toISOString()),
  };
}

/** Fills {{placeholders}} with the employee's data, HTML-escaped; unknown ones are left empty. */
export function fillTemplate(template: string, data: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => escapeHtml(data[k] ?? ''));
}

const allowedTags = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'span', 'div', 'hr', 'code']);
const allowedAttrs = new Set(['class', 'style']);

/**
 * Server-side allow-list sanitiser for the edited template (the client's
 * DOMPurify is not a guarantee): script/style/iframe blocks are dropped with
 * their content, other unknown tags are unwrapped, attributes outside the
 * list (every on* handler) are removed, and url() or expression() styles too.
 */
export function sanitizeHtml(html: string): string {
  let out = html.replace(/<!--[\s\S]*?-->/g, '');
  out = out.replace(/<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '');
  out = out.replace(/<(script|style|iframe|object|embed|link|meta|base)\b[^>]*>/gi, '');
  return out.replace(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g, (whole, name: string, attrs: string) => {
    const tag = name.toLowerCase();
    if (!allowedTags.has(tag)) return '';
    if (whole.startsWith('</')) return `</${tag}>`;
    const kept: string[] = [];
    for (const m of attrs.matchAll(/([a-zA-Z-:]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const attr = m[1].toLowerCase();
      const value = m[3] ?? m[4] ?? m[5] ?? '';
      if (!allowedAttrs.has(attr) || /url\s*\(|expression\s*\(|javascript:/i.test(value)) continue;
      kept.push(`${attr}="${value.replace(/"/g, '&quot;')}"`);
    }
    const selfClosing = tag === 'br' || tag === 'hr';
    return `<${tag}${kept.length ? ` ${kept.join(' ')}` : ''}${selfClosing ? '>' : '>'}`;
  });
}

/** The request as the API answers it (spec 3 section 3), seen by one caller. */
export function toDemand(db: Db, caller: Caller, r: DocumentRequestRow, projectName: (id: number | null) => string | null): Demand {
  const u = users(db).get(r.userId);
  const type = documentTypes(db).get(r.typeId);
  const attached = documentRequestFiles(db).by('requestId', r.id);
  return {
    id: r.id,
    remark: r.remark,
    typeId: r.typeId,
    version: r.version,
    userid: r.userId,
    processingDate: r.processingDate,
    projectId: r.projectId,
    status: r.status,
    createdDate: r.createdDate,
    type: type?.name ?? '',
    userFullName: u?.fullName ?? '',
    pathImg: u ? `upload/profileimages/${u.id}/${u.picturePath}` : null,
    projectName: projectName(r.projectId),
    filesNames: attached.flatMap((a) => {
      const f = files(db).get(a.fileId);
      return f ? [{ id: f.id, name: f.name, path: `/upload/DownloadFile/${f.id}`, document: a.document }] : [];
    }),
    template: !!type?.template,
    isApprover: isApprover(db, caller, r),
    processed: r.processed,
    raison: r.raison,
  };
}

/** Counts by status for a set of requests. */
export function statisticsOf(rows: DocumentRequestRow[]) {
  const by = (s: string) => rows.filter((r) => documentStatusOf(r.status) === s).length;
  return { total: rows.length, onHold: by('onHold'), accepted: by('accepted'), refused: by('refused'), processed: rows.filter((r) => r.processed).length };
}

/** A file name for a produced document. */
export const documentFileName = (typeName: string, fullName: string) => `${typeName} - ${fullName}.pdf`.replace(/[\\/:*?"<>|]/g, '_');
