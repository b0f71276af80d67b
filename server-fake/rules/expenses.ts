import { getNextSnapshot } from 'xstate';
import { eventForStatus, expenseNoteMachine, noteLifecycleAt, type NoteLifecycleEvent } from '../../machines/expenses/expense-note.machine';
import { ceilingOf, isFixed, isMileage, mileageTotal, NOTE } from '../../machines/expenses/codes';
import type { ChangeStatusBody, NoteListFilter } from '../../src/domain/expenses';
import type { CategoryRow, ExpenseRow, NoteRow } from '../models/expenses';

/**
 * Business rules of expense notes as plain functions. Status moves are
 * decided by the very statechart the views use (machines/expenses), so the
 * client never offers what the server would refuse.
 */
export interface Viewer {
  id: number;
  permissions: readonly string[];
}

const lifecycle = (note: Pick<NoteRow, 'affectedUserId' | 'status'>, viewer: Viewer) =>
  noteLifecycleAt({ ownerId: note.affectedUserId, viewerId: viewer.id, permissions: viewer.permissions, status: note.status });

/** Someone holding everything and owning nothing: tells "illegal in this status" from "not allowed to you". */
const anyone: Viewer = { id: -1, permissions: ['Expenses.Edit', 'Expenses.Delete', 'Profile.Expenses.Edit'] };

export type Verdict = { ok: true } | { ok: false; status: 400 | 403; message: string };
const illegal: Verdict = { ok: false, status: 400, message: 'Expenses.IllegalTransition' };
const denied: Verdict = { ok: false, status: 403, message: 'Error.Status.403' };

/** May the viewer do this to the note (edit, delete, change its expenses, or a status move)? */
export function judge(note: Pick<NoteRow, 'affectedUserId' | 'status'>, viewer: Viewer, event: NoteLifecycleEvent): Verdict {
  if (!lifecycle(note, anyone).can(event)) return illegal;
  return lifecycle(note, viewer).can(event) ? { ok: true } : denied;
}

/** Applies POST Notes/changestatus: the new row fields, or why not. */
export function changeStatus(note: NoteRow, viewer: Viewer, body: ChangeStatusBody, now: Date): { ok: true; patch: Partial<NoteRow> } | Extract<Verdict, { ok: false }> {
  const event = eventForStatus(body.status, { refundedBy: body.refundedBy, comment: body.comment, at: now.toISOString() });
  if (!event) return illegal as Extract<Verdict, { ok: false }>;
  const verdict = judge(note, viewer, event);
  if (!verdict.ok) return verdict;
  if (event.type === 'note.refund' && !event.refundedBy.trim()) return { ok: false, status: 400, message: 'RequiredAttribute' };
  if ((event.type === 'note.cancel' || event.type === 'note.reject') && !(event.comment ?? '').trim()) return { ok: false, status: 400, message: 'RequiredAttribute' };
  const c = getNextSnapshot(expenseNoteMachine, lifecycle(note, viewer), event).context;
  return {
    ok: true,
    patch: {
      status: c.status,
      history: [...note.history, c.history[c.history.length - 1]],
      actionBy: viewer.id,
      refundedBy: c.status === NOTE.refund ? c.refundedBy : note.refundedBy,
      refundComment: c.status === NOTE.refund ? c.refundComment : note.refundComment,
      remark: c.status === NOTE.canceled || c.status === NOTE.rejected ? c.remark : note.remark,
    },
  };
}

/** Employees see their own notes; Expenses.Edit holders see everyone's. */
export const canSee = (note: Pick<NoteRow, 'affectedUserId'>, viewer: Viewer) => note.affectedUserId === viewer.id || viewer.permissions.includes('Expenses.Edit');

/** Creating a note for someone else needs Expenses.Edit. */
export const canCreateFor = (userId: number, viewer: Viewer) =>
  viewer.permissions.includes('Expenses.Edit') || (userId === viewer.id && (viewer.permissions.includes('Profile.Expenses.Edit') || viewer.permissions.includes('Expenses.View')));

export interface ExpenseInput {
  amount?: number;
  distance?: number;
  payedBy?: string;
}

/**
 * The expense's amount and total per its category, or the validation
 * messages: amount required (unless fixed or mileage), payer required unless
 * mileage, distance for mileage, ceilings, fixed amounts imposed.
 */
export function priceExpense(cat: CategoryRow, input: ExpenseInput): { ok: true; amount: number; distance: number | null; total: number } | { ok: false; errors: Array<{ field: string; message: string }> } {
  const errors: Array<{ field: string; message: string }> = [];
  if (!isMileage(cat) && !input.payedBy?.trim()) errors.push({ field: 'payedBy', message: 'RequiredAttribute' });
  if (isMileage(cat)) {
    const rate = cat.expensesCatLimitsDto.mileage ?? 0;
    if (input.distance === undefined || !(input.distance > 0)) errors.push({ field: 'distance', message: 'RequiredAttribute' });
    if (errors.length) return { ok: false, errors };
    const total = mileageTotal(input.distance!, rate);
    return { ok: true, amount: rate, distance: input.distance!, total };
  }
  if (isFixed(cat)) {
    if (errors.length) return { ok: false, errors };
    const fixed = cat.expensesCatLimitsDto.amount ?? 0;
    return { ok: true, amount: fixed, distance: null, total: fixed };
  }
  if (input.amount === undefined || Number.isNaN(input.amount)) errors.push({ field: 'amount', message: 'RequiredAttribute' });
  else if (input.amount <= 0 && cat.positive) errors.push({ field: 'amount', message: 'Expenses.AmountPositive' });
  else {
    const ceiling = ceilingOf(cat);
    if (ceiling !== null && input.amount > ceiling) errors.push({ field: 'amount', message: 'Expenses.CeilingExceeded' });
  }
  if (errors.length) return { ok: false, errors };
  const amount = Math.round(input.amount! * 100) / 100;
  return { ok: true, amount, distance: null, total: amount };
}

export const noteTotal = (rows: readonly Pick<ExpenseRow, 'total'>[]) => Math.round(rows.reduce((s, r) => s + r.total, 0) * 100) / 100;

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Notes/List: visibility first, then status, user, date range (executionDate) and a search on title, person and description. */
export function filterNotes(rows: readonly NoteRow[], filter: NoteListFilter, viewer: Viewer, nameOf: (userId: number) => string): NoteRow[] {
  const q = filter.search ? fold(filter.search.trim()) : '';
  return rows
    .filter((n) => canSee(n, viewer))
    .filter((n) => !filter.mine || n.affectedUserId === viewer.id)
    .filter((n) => filter.status === null || filter.status === undefined || n.status === filter.status)
    .filter((n) => !filter.userId || n.affectedUserId === filter.userId)
    .filter((n) => !filter.dateFrom || n.executionDate >= filter.dateFrom)
    .filter((n) => !filter.dateTo || n.executionDate <= filter.dateTo)
    .filter((n) => !q || fold(`${n.title} ${nameOf(n.affectedUserId)} ${n.description ?? ''}`).includes(q))
    .sort((a, b) => b.executionDate.localeCompare(a.executionDate) || b.id - a.id);
}

/** Notes/NoteStatistics: count and total per status over the notes the viewer sees. */
export function statistics(rows: readonly NoteRow[], totalOf: (noteId: number) => number) {
  return [0, 1, 2, 3, 4, 5].map((status) => {
    const list = rows.filter((n) => n.status === status);
    return { status, count: list.length, total: Math.round(list.reduce((s, n) => s + totalOf(n.id), 0) * 100) / 100 };
  });
}
