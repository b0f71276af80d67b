import * as z from 'zod';
import { call, callBlob, callData } from './client';
import { appendField, sendMultipart, type SendOptions } from './multipart';
import * as d from '../domain/leave';
import { pathOf } from './paths';

/** The leave calls of spec 2 section 7, one function each. */
export const leaveApi = {
  detail: (id: number) => callData(`/api/demandeconge/GetInfo/${id}`, { schema: d.leaveDetailAnswer }),
  accept: (id: number, levelType: number) => call('/api/demandeconge/Accept', { method: 'POST', body: { id, levelType }, schema: d.ack }),
  reject: (id: number, levelType: number, raison: string) => call('/api/demandeconge/Reject', { method: 'POST', body: { id, levelType, raison }, schema: d.ack }),
  cancel: (id: number) => call(`/api/demandeconge/Cancel/${id}`, { schema: d.ack }),
  remove: (id: number) => call(`/api/demandeconge/Delete/${id}`, { method: 'DELETE', schema: d.ack }),
  deleteFile: (id: number) => call(`/api/demandeconge/DeleteFile/${id}`, { schema: d.ack }),
  typesFor: (userId: number) => callData(`/api/demandeconge/RegimeTypes/${userId}`, { schema: d.leaveTypesAnswer }),
  types: () => callData('/api/typeconge/list', { schema: d.leaveTypesAnswer }),
  notice: (typeId: number) => callData(`/api/demandeconge/NoticePeriod/${typeId}`, { schema: d.numberAnswer }),
  daysOff: (typeId: number) => callData('/api/demandeconge/DaysOff', { method: 'POST', body: { typeId }, schema: d.daysOffAnswer }),
  balance: (type: number, user: number, year: number) => callData('/api/solde/GetHolidaySolde', { method: 'POST', body: { type, user, year, fullYear: true }, schema: d.balanceAnswer }),
  dayCount: (body: z.input<typeof d.dayCountRequest>) => callData('/api/solde/NumberofDays', { method: 'POST', body, schema: d.dayCountAnswer }),
  dailyAverage: (userId: number, year: number) => callData(`/api/solde/UserDailyWorkAverage/${userId}/${year}`, { schema: d.numberAnswer }),
  count: () => callData('/api/demandeconge/GetCount', { schema: d.countAnswer }),
  list: (body: d.ListRequest) => callData('/api/demandeconge/GetDemandes', { method: 'POST', body, schema: d.listAnswer }),
  exportXlsx: (body: z.input<typeof d.exportRequest>) => callBlob('/api/congee/ExportConge', { method: 'POST', body }),
  resources: (body: d.TimelineRequest) => callData('/api/congee/GetResources', { method: 'POST', body, schema: d.resourcesAnswer }),
  events: (body: d.EventsRequest) => callData('/api/congee/GetEvents', { method: 'POST', body, schema: d.eventsAnswer }),
  headcount: (body: d.HeadcountRequest) => callData('/api/congee/GetEffectif', { method: 'POST', body, schema: d.headcountAnswer }),
  dataIndex: () => callData('/api/congee/GetDataIndex', { schema: d.dataIndexAnswer }),
  filterData: () => callData(pathOf('leave.filterData'), { schema: d.filterDataAnswer }),
  /** Creates (id 0) or edits a request: multipart with its files, progress and abort, the submit's idempotency key. */
  save: (values: LeaveFields, o: SendOptions = {}) =>
    sendMultipart(values.id ? '/api/demandeconge/Edit' : '/api/demandeconge/Create', { form: leaveForm(values), schema: d.ack, ...o }),
};

/** The form's values as the request carries them (files are File objects). */
export interface LeaveFields {
  id: number;
  files: readonly unknown[];
}

/** Empty values, no project and no id (a create) are left out. */
function leaveForm(v: LeaveFields): FormData {
  const form = new FormData();
  const { files, ...fields } = v;
  for (const [k, value] of Object.entries(fields as Record<string, unknown>)) if (value !== '' && !(k === 'projectId' && !value) && !(k === 'id' && !value)) appendField(form, k, value);
  for (const f of files) appendField(form, 'files', f);
  return form;
}
