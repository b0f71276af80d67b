import * as z from 'zod';
import { ack } from '../domain/envelope';
import {
  createdAnswer, historyAnswer, interventionAnswer, interventionListAnswer, selectItem,
  type AssignInput, type InterventionFilter,
} from '../domain/interventions';
import { userListAnswer, type UserListFilter } from '../domain/users';
import { envelope } from '../domain/envelope';
import { call, callData } from './client';
import { appendField, sendMultipart, type SendOptions } from './multipart';

export const listInterventions = (filter: InterventionFilter) => callData('/api/intervention/List', { method: 'POST', body: filter, schema: interventionListAnswer });
export const getIntervention = (id: number) => callData(`/api/intervention/GetById/${id}`, { schema: interventionAnswer });
export const interventionHistory = (id: number) => callData(`/api/intervention/History/${id}`, { schema: historyAnswer });
export const assignIntervention = (input: AssignInput) => call('/api/intervention/AssignedTo', { method: 'POST', body: input, schema: ack });
export const addInterventionStep = (id: number, description: string) => call('/api/intervention/AddStep', { method: 'POST', body: { id, description }, schema: ack });
export const closeIntervention = (id: number, resolut: boolean, description: string) => call('/api/intervention/Close', { method: 'POST', body: { id, resolut, description }, schema: ack });
export const deleteIntervention = (id: number) => call(`/api/intervention/delete/${id}`, { method: 'DELETE', schema: ack });
/** Users to choose from (assigend false) or already assigned (assigend true), page size 10. */
export const interventionUsers = (filter: UserListFilter) => callData('/api/intervention/GetUsers', { method: 'POST', body: filter, schema: userListAnswer });
export const usersScroll = (filter: UserListFilter) => callData('/api/approval/GetUsersScroll/', { method: 'POST', body: filter, schema: userListAnswer });

const itemsAnswer = envelope(z.array(selectItem));
/** Linked item options: the hardware inventory or the software list (of the requester when given). */
export const linkedItemOptions = (source: 'hardware' | 'software', userId?: number | null) =>
  callData(`/api/${source}/SelectItems`, { query: { userId: userId ?? undefined }, schema: itemsAnswer });

/** Create and Update are multipart (fields and files, with progress and abort); Create answers value = the new id. */
export async function sendInterventionForm(path: 'Create' | 'Update', fields: Record<string, unknown>, files: File[], o: SendOptions = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) appendField(form, k, v);
  for (const f of files) form.append('Files', f, f.name);
  const res = await sendMultipart(`/api/intervention/${path}`, { form, schema: createdAnswer.partial({ value: true }), ...o });
  return res.value ?? (typeof res.data === 'number' ? res.data : 0);
}
