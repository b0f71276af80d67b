import { ack } from '../domain/envelope';
import {
  assignmentHistoryAnswer, countersAnswer, formDataAnswer, importAnswer, importReport, inventoryItemAnswer, inventoryListAnswer, itemHistoryAnswer, uploadAnswer,
  type HardwareInput, type ImportReport, type InventoryFilter, type ItemKind, type SoftwareInput,
} from '../domain/inventory';
import { userListAnswer, type UserListFilter } from '../domain/users';
import * as z from 'zod';
import { envelope } from '../domain/envelope';
import { ApiError } from './api-error';
import { call, callBlob, callData } from './client';
import { sendMultipart, type SendOptions } from './multipart';

const base = (kind: ItemKind) => `/api/${kind}`;
export const listItems = ({ kind, ...filter }: InventoryFilter & { kind: ItemKind }) => callData(`${base(kind)}/List`, { method: 'POST', body: filter, schema: inventoryListAnswer });
export const itemCounters = (kind: ItemKind) => callData(`${base(kind)}/dataIndex`, { schema: countersAnswer });
export const itemFormData = (kind: ItemKind) => callData(`${base(kind)}/createformdata`, { schema: formDataAnswer });
export const getItem = ({ kind, id }: { kind: ItemKind; id: number }) => callData(`${base(kind)}/GetById/${id}`, { schema: inventoryItemAnswer });
export const itemHistory = ({ kind, id }: { kind: ItemKind; id: number }) => callData(`${base(kind)}/History/${id}`, { schema: itemHistoryAnswer });
export const itemAssignments = ({ kind, id }: { kind: ItemKind; id: number }) =>
  callData(`${base(kind)}/${kind === 'hardware' ? 'AffectHardwareHistory' : 'AffectSoftwareHistory'}/${id}`, { schema: assignmentHistoryAnswer });
export const saveItem = (kind: ItemKind, input: (HardwareInput | SoftwareInput) & { id?: number }) =>
  callData(`${base(kind)}/${input.id ? 'Update' : 'create'}`, { method: 'POST', body: input, schema: envelope(z.number()) });
/** AssignedTo both assigns (userIds) and, for software, unassigns (assign false). */
const assignedTo = (kind: ItemKind, body: { id: number; userIds: number[] } | { id: number; assign: false; userId: number }) => call(`${base(kind)}/AssignedTo`, { method: 'POST', body, schema: ack });
export const assignItem = (kind: ItemKind, id: number, userIds: number[]) => assignedTo(kind, { id, userIds });
/** Hardware has its own unassign call; software unassigns through AssignedTo with assign false. */
export const unassignItem = (kind: ItemKind, id: number, userId: number) =>
  kind === 'hardware' ? call('/api/hardware/UnassignProfile', { method: 'POST', body: { id, userId }, schema: ack }) : assignedTo(kind, { id, assign: false, userId });
export const setHardwareActive = (id: number, active: boolean) => call('/api/hardware/active', { method: 'POST', body: { id, active }, schema: ack });
export const itemUsers = (kind: ItemKind, filter: UserListFilter) => callData(`${base(kind)}/GetUsers`, { method: 'POST', body: filter, schema: userListAnswer });

export function uploadSheet(kind: ItemKind, file: File, o: SendOptions = {}) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendMultipart(`${base(kind)}/Upload`, { form, schema: uploadAnswer, ...o }).then((r) => r.data);
}
/** A file with a bad row is refused whole; the refusal's report (every bad row by line) is what the panel shows. */
export async function addExcelData(kind: ItemKind, fileId: number): Promise<ImportReport> {
  try {
    return await callData(`${base(kind)}/AddExcelData`, { method: 'POST', body: { fileId }, schema: importAnswer });
  } catch (e) {
    const refusal = e instanceof ApiError && e.kind === 'server' ? importReport.safeParse(e.data) : null;
    if (refusal?.success && refusal.data.errors.length) return refusal.data;
    throw e;
  }
}

export const downloadInventory = (kind: ItemKind) => callBlob(`${base(kind)}/Download`, { method: 'GET' });
