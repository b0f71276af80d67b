import { ApiError, statusMessage } from './api-error';
import { call, callData, callResponse } from './client';
import { appendField } from './multipart';
import { ack } from '../domain/envelope';
import {
  categoriesAnswer, categoryAnswer, createFormDataAnswer, currencyList, expenseAnswer, noteAnswer, noteListAnswer, noteStatisticsAnswer,
  savedIdAnswer, type NoteListFilter,
} from '../domain/expenses';

/** The expenses calls of spec 3 section 7, one function each. */
export const listNotes = (filter: NoteListFilter) => callData('/api/Notes/List', { method: 'POST', body: filter, schema: noteListAnswer });
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
export const currencies = () => callData('/api/settings/CurrencyList', { schema: currencyList });

/** Multipart form of a payload: files as files, empty values left out. */
export function toForm(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== '' && v !== undefined && v !== null) appendField(form, k, v);
  return form;
}

/**
 * Multipart POST that keeps the validation list of a 400: spec 3 section 8
 * shows the first message for a note and every message for an expense, so
 * the error's message carries them one per line.
 */
async function postMultipart(path: string, form: FormData, idempotencyKey?: string | null) {
  const res = await callResponse(path, { method: 'POST', form, idempotencyKey });
  const json = (await res.json().catch(() => null)) as { success?: boolean; message?: string; errors?: Array<{ message: string }> } | null;
  if (!res.ok || json?.success === false) {
    // The answer of a failure is read defensively: a proxy may send anything.
    const listed = Array.isArray(json?.errors) ? json.errors.map((e) => e?.message).filter((m): m is string => typeof m === 'string' && !!m) : [];
    const messages = [...new Set(listed)];
    const message = typeof json?.message === 'string' && json.message ? json.message : res.ok ? 'Error.Unknown' : statusMessage(res.status);
    throw new ApiError(messages.length > 1 ? messages.join('\n') : message, res.status);
  }
  const parsed = savedIdAnswer.safeParse(json);
  if (!parsed.success) throw new ApiError('Error.MalformedAnswer', res.status, 'malformed');
  return parsed.data.data;
}

export const saveNote = (values: Record<string, unknown>, idempotencyKey?: string | null) => postMultipart('/api/Notes/Create', toForm(values), idempotencyKey);
export const saveExpense = (values: Record<string, unknown>, idempotencyKey?: string | null) => postMultipart('/api/Expenses/Create', toForm(values), idempotencyKey);
