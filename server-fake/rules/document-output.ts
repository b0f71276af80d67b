import type { Db } from '../db/db';
import { sites, societies, users } from '../models/organisation';
import { documentDistributions, documentRequestFiles, documentTypes, type DocumentRequestRow } from '../models/documents';
import { files } from '../models/session';
import { documentFileName, fillTemplate, sanitizeHtml, templateData } from './documents';
import { htmlToBlocks, renderPdf } from './pdf';

/** What a request's template reads: HR's edited text, or the type's template filled for the employee. */
export function requestHtml(db: Db, r: DocumentRequestRow, today: Date, fresh = false): string {
  if (r.templateText && !fresh) return r.templateText;
  const type = documentTypes(db).get(r.typeId);
  const u = users(db).get(r.userId);
  if (!type || !u) return '';
  return sanitizeHtml(fillTemplate(type.template, templateData(db, u, today, type)));
}

/** The request's document as PDF bytes, with the company letterhead or without (pre-printed paper). */
export function requestPdf(db: Db, r: DocumentRequestRow, today: Date, withHeaders: boolean): { name: string; bytes: Uint8Array } {
  const type = documentTypes(db).get(r.typeId);
  const u = users(db).get(r.userId);
  const society = u ? societies(db).get(u.societyId)?.name : null;
  const site = u ? sites(db).get(u.siteId)?.name : null;
  const name = documentFileName(type?.name ?? 'Document', u?.fullName ?? '');
  const bytes = renderPdf({
    title: name.replace(/\.pdf$/, ''),
    blocks: htmlToBlocks(requestHtml(db, r, today)),
    letterhead: withHeaders ? { company: society ?? 'Atlas Industries', address: `${site ?? 'Casablanca'} · contact@atlas-industries.example · +212 5 22 00 00 00` } : null,
  });
  return { name, bytes };
}

const base64 = (bytes: Uint8Array) => {
  let bin = '';
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
  return btoa(bin);
};

/** Processing produces the document: stored as a `files` row (area 'documents'), attached, and recorded as distributed. */
export function produceDocument(db: Db, r: DocumentRequestRow, o: { now: Date; by: number }) {
  const { name, bytes } = requestPdf(db, r, o.now, true);
  const file = files(db).insert({ name, mimeType: 'application/pdf', size: bytes.length, content: `data:application/pdf;base64,${base64(bytes)}`, ownerId: r.userId, area: 'documents', createdDate: o.now.toISOString() });
  documentRequestFiles(db).insert({ requestId: r.id, fileId: file.id, document: true });
  documentDistributions(db).insert({ requestId: r.id, fileId: file.id, userId: r.userId, sentBy: o.by, sentDate: o.now.toISOString() });
  return file;
}

export const pdfDataUrl = (bytes: Uint8Array) => `data:application/pdf;base64,${base64(bytes)}`;
