import { tableOf } from '../db/db';
import type { Audience, FormField, FormState, StatusKind } from '../../src/domain/forms';

/** Spec 3 section 3: a custom form, its response statuses and its responses. */
export interface FormRow {
  id: number;
  title: string;
  description: string;
  iconPath: string | null;
  state: FormState;
  /** Set once published, so an unarchived form comes back Unpublished rather than Draft. */
  wasPublished: boolean;
  isAnonymous: boolean;
  audience: Audience;
  /** People the form was assigned to (Affectation): they see it whatever the audience. */
  usersList: number[];
  adminIds: number[];
  fields: FormField[];
  createdBy: number;
  createdDate: string;
}
export const forms = tableOf<FormRow>('forms', ['state']);

export interface FormStatusRow {
  id: number;
  formId: number;
  text: string;
  color: string;
  order: number;
  kind: StatusKind;
  /** An approval step: the response waits for approverId (or any form admin when null). */
  isStep: boolean;
  approverId: number | null;
  active: boolean;
}
export const formStatuses = tableOf<FormStatusRow>('formStatuses', ['formId']);

export interface AnswerRow {
  fieldId: number;
  response: string;
  files: Array<{ name: string; fileId: number }>;
}
export interface ApprovalRow {
  statutId: number;
  status: 'pending' | 'approved' | 'refused';
  actorId: number | null;
  actionDate: string | null;
}
export interface FormResponseRow {
  id: number;
  formId: number;
  /** Whom the response is about; null on anonymous forms (nobody is stored). */
  userId: number | null;
  createdBy: number | null;
  createdDate: string;
  statutId: number;
  answers: AnswerRow[];
  approvals: ApprovalRow[];
}
export const formResponses = tableOf<FormResponseRow>('formResponses', ['formId', 'userId']);
