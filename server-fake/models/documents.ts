import { tableOf } from '../db/db';

/** Document types with their template (fixtures/document-types.ts). */
export interface DocumentTypeRow {
  id: number;
  name: string;
  paperVersion: boolean;
  needsSalary: boolean;
  template: string;
}
export const documentTypes = tableOf<DocumentTypeRow>('documentTypes');

/** Spec 3 section 3: a document request. */
export interface DocumentRequestRow {
  id: number;
  userId: number;
  typeId: number;
  /** 1 digital, 2 paper, 0 treated as digital. */
  version: number;
  remark: string;
  projectId: number | null;
  /** 0 on hold, 1 accepted, anything else refused. */
  status: number;
  createdDate: string;
  processingDate: string | null;
  processed: boolean;
  raison: string | null;
  /** The template text as edited by HR (sanitised HTML); null until edited. */
  templateText: string | null;
  decidedBy: number | null;
  processedBy: number | null;
}
export const documentRequests = tableOf<DocumentRequestRow>('documentRequests', ['userId']);

/** Files of a request: attachments (document false) and produced documents (document true). */
export interface DocumentRequestFileRow {
  id: number;
  requestId: number;
  fileId: number;
  document: boolean;
}
export const documentRequestFiles = tableOf<DocumentRequestFileRow>('documentRequestFiles', ['requestId']);

/** Who received which document, when (the distribution page). */
export interface DocumentDistributionRow {
  id: number;
  requestId: number;
  fileId: number | null;
  userId: number;
  sentBy: number;
  sentDate: string;
}
export const documentDistributions = tableOf<DocumentDistributionRow>('documentDistributions', ['requestId']);

/** Metadata of a company file; the bytes are a `files` row with area 'company'. */
export interface CompanyFileRow {
  id: number;
  fileId: number;
  categoryId: number;
  description: string;
  date: string;
}
export const companyFiles = tableOf<CompanyFileRow>('companyFiles');
export const companyFileCategories = tableOf<{ id: number; name: string }>('companyFileCategories');
