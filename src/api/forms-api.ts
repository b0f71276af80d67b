import { ack } from '../domain/envelope';
import { answers, type Audience, type FormEditPayload, type FormField, type FormListFilter, type FormState, type PublishedFilter, type ResponsesFilter, type StatusKind } from '../domain/forms';
import { call, callBlob, callData } from './client';
import { appendField, sendMultipart, type SendOptions } from './multipart';

/** The forms calls of spec 3 section 7, one function each. */
const post = (path: string, body: unknown) => call(path, { method: 'POST', body, schema: ack });

export const formsApi = {
  list: (f: FormListFilter) => callData('/api/Forms/list', { method: 'POST', body: f, schema: answers.list }),
  detail: (id: number) => callData(`/api/Forms/detailForm/${id}`, { schema: answers.detail }),
  templates: () => callData('/api/Forms/Templates', { schema: answers.templates }),
  /** The definition only: a field's response and files belong to responses, and the server refuses them here. */
  save: (p: Omit<FormEditPayload, 'fields'> & { fields: FormField[] }) =>
    callData('/api/Forms/edit', { method: 'POST', body: { ...p, fields: p.fields.map(({ response: _response, filesNames: _files, ...f }) => f) }, schema: answers.saved }),
  duplicate: (id: number) => callData('/api/Forms/duplicate', { method: 'POST', body: { id }, schema: answers.saved }),
  archive: (id: number) => post(`/api/Forms/Archive?formId=${id}`, {}),
  unarchive: (id: number) => post(`/api/Forms/UnArchive?formId=${id}`, {}),
  unpublish: (id: number) => post(`/api/Forms/Unpublished/${id}`, {}),
  remove: (id: number) => call(`/api/Forms/Delete/${id}`, { method: 'DELETE', schema: ack }),
  share: (formId: number, audience: Audience, notify: boolean) => post('/api/Forms/Sharing', { formId, audience, notify }),
  affect: (formId: number, userIds: number[]) => post('/api/Forms/Affectation', { formId, userIds }),
  anonymous: (formId: number, isAnonymous: boolean) => post('/api/Forms/ActivateAnonymous', { formId, isAnonymous }),
  admins: (id: number) => callData(`/api/Forms/admins/${id}`, { schema: answers.admins }),
  addAdmins: (formId: number, userIds: number[]) => post('/api/Forms/AffectAdmins', { formId, userIds }),
  removeAdmin: (formId: number, userId: number) => post('/api/Forms/UnaffectedAdmin', { formId, userId }),
  statuses: (formId: number) => callData(`/api/Forms/Statuts/${formId}`, { schema: answers.statuses }),
  editStatus: (p: { id?: number; formId: number; text: string; color: string; kind: StatusKind }) => call('/api/Forms/EditStatue', { method: 'POST', body: p, schema: answers.saved }),
  orderStatuses: (formId: number, ids: number[]) => post('/api/Forms/ChangeOrderStatut', { formId, ids }),
  stepStatus: (id: number, isStep: boolean, approverId: number | null) => post('/api/Forms/ChangeStepStatut', { id, isStep, approverId }),
  activateStatus: (id: number, active: boolean) => post('/api/Forms/ChangeStateStatut', { id, active }),
  deleteStatus: (id: number) => call(`/api/Forms/DeleteStatut/${id}`, { method: 'DELETE', schema: ack }),
  responses: (f: ResponsesFilter, signal?: AbortSignal) => callData('/api/Forms/Responses', { method: 'POST', body: f, signal, schema: answers.responses }),
  responsesByUser: (f: ResponsesFilter) => callData('/api/Forms/ResponsesByUser', { method: 'POST', body: f, schema: answers.responses }),
  information: (formId: number) => callData(`/api/Forms/FormResponseInformation/${formId}`, { schema: answers.information }),
  response: (id: number, signal?: AbortSignal) => callData(`/api/Forms/DetailResponse/${id}`, { signal, schema: answers.response }),
  changeStatus: (id: number, statutId: number) => post('/api/Forms/ChangeStatutResponse', { id, statutId }),
  deleteResponse: (id: number) => call(`/api/Forms/DeleteResponse/${id}`, { method: 'DELETE', schema: ack }),
  exportExcel: (formId: number) => callBlob('/api/Forms/ExportResponsesToExcel', { method: 'POST', body: { formId } }),
  downloadByName: (name: string) => callBlob(`/api/files/DownloadFileByName?name=${encodeURIComponent(name)}`, { method: 'POST' }),
  published: () => callData('/api/Forms/ListPublished', { schema: answers.published }),
  publishedPage: (f: PublishedFilter) => callData('/api/Forms/ListPublishedSecondary', { method: 'POST', body: f, schema: answers.publishedPage }),
};

export interface Submission {
  formId: number;
  userId: number | null;
  forSomeone: boolean;
  fields: Array<{ id: number; response: string; files: File[] }>;
}
/** SubmitForm: multipart with FormId, UserId and one Fields[i] group per answer. */
export function submissionForm(s: Submission): FormData {
  const form = new FormData();
  appendField(form, 'FormId', s.formId);
  if (s.userId) appendField(form, 'UserId', s.userId);
  if (s.forSomeone) appendField(form, 'ForSomeone', 'true');
  s.fields.forEach((f, i) => {
    appendField(form, `Fields[${i}].Id`, f.id);
    appendField(form, `Fields[${i}].Response`, f.response);
    for (const file of f.files) appendField(form, `Fields[${i}].Files`, file);
  });
  return form;
}
/** A filled form: multipart with its files, progress and abort, the submit's idempotency key. */
export const submitForm = (s: Submission, o: SendOptions = {}) => sendMultipart('/api/Forms/SubmitForm', { form: submissionForm(s), schema: answers.saved, ...o });

export const stateFilterValues: Array<FormState | ''> = ['', 'Draft', 'Published', 'Unpublished', 'Archived'];
