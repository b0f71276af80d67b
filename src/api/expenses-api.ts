import { pathOf } from './paths';
import { call, callData } from './client';
import { appendField, sendMultipart, type SendOptions } from './multipart';
import { ack } from '../domain/envelope';
import {
  categoriesAnswer, categoryAnswer, createFormDataAnswer, expenseAnswer, noteAnswer, noteListAnswer, noteStatisticsAnswer,
  savedIdAnswer, type NoteListFilter,
} from '../domain/expenses';

/** The expenses calls of spec 3 section 7, one function each. */
export const listNotes = (filter: NoteListFilter) => callData(pathOf('expenses.noteList'), { method: 'POST', body: filter, schema: noteListAnswer });
export const noteStatistics = () => callData('/api/Notes/NoteStatistics', { schema: noteStatisticsAnswer });
export const getNote = (id: number) => callData(`/api/Notes/GetById/${id}`, { schema: noteAnswer });
export const deleteNote = (id: number) => call(`/api/Notes/Delete/${id}`, { method: 'DELETE', schema: ack });
export const changeNoteStatus = (body: { id: number; status: number; refundedBy?: string | null; comment?: string | null }) =>
  call('/api/Notes/changestatus', { method: 'POST', body, schema: ack });
export const listCategories = (noteId: number) => callData(`/api/ExpensesCat/List/${noteId}`, { schema: categoriesAnswer });
export const getCategory = (id: number) => callData(`/api/ExpensesCat/GetById/${id}`, { schema: categoryAnswer });
export const expenseFormData = () => callData('/api/Expenses/createformdata', { schema: createFormDataAnswer });
export const getExpense = (id: number) => callData(`/api/Expenses/GetById/${id}`, { schema: expenseAnswer });
export const deleteExpense = (id: number) => call(`/api/Expenses/Delete/${id}`, { method: 'DELETE', schema: ack });

/** Multipart form of a payload: files as files, empty values left out. */
export function toForm(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== '' && v !== undefined && v !== null) appendField(form, k, v);
  return form;
}

/**
 * Spec 3 section 8 shows the first message for a note and every message for
 * an expense: a refusal's list of messages comes back one per line.
 */
function listedMessages(json: unknown): string | undefined {
  const errors = (json as { errors?: unknown } | null | undefined)?.errors;
  // The answer of a failure is read defensively: a proxy may send anything.
  const listed = Array.isArray(errors) ? errors.map((e) => (e as { message?: unknown } | null)?.message).filter((m): m is string => typeof m === 'string' && !!m) : [];
  const messages = [...new Set(listed)];
  return messages.length > 1 ? messages.join('\n') : undefined;
}

/** Multipart POST with progress and abort; the answer is the saved record's id. */
const postMultipart = async (path: string, values: Record<string, unknown>, o: SendOptions) =>
  (await sendMultipart(path, { form: toForm(values), schema: savedIdAnswer, messageOf: listedMessages, ...o })).data;

export const saveNote = (values: Record<string, unknown>, o: SendOptions = {}) => postMultipart('/api/Notes/Create', values, o);
export const saveExpense = (values: Record<string, unknown>, o: SendOptions = {}) => postMultipart('/api/Expenses/Create', values, o);
