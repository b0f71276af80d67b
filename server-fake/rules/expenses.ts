import { CEILING_EXCEEDED, ceilingOf, isFixed, isMileage, mileageTotal, NOTE, type NoteStatus } from '../../src/domain/expense-codes';
import type { ChangeStatusBody, NoteListFilter } from '../../src/domain/expenses';
import { totalsByCurrency, type CurrencyTotal } from '../../src/domain/currency-totals';
import type { CategoryRow, ExpenseRow, LifecycleEntry, NoteRow } from '../models/expenses';

/**
 * Business rules of expense notes as plain functions. Who may move a note
 * from which status to which is transcribed here from spec 3 sections 4 and
 * 6, on its own: the client's statechart is not asked, so a guard wrong on
 * one side is refused by the other.
 */
export interface Viewer {
  id: number;
  permissions: readonly string[];
}

type Note = Pick<NoteRow, 'affectedUserId' | 'status'>;
const EDIT = 'Expenses.Edit';
const OWN_EDIT = 'Profile.Expenses.Edit';
const DELETE = 'Expenses.Delete';
const holds = (v: Viewer, code: string) => v.permissions.includes(code);
const owns = (n: Note, v: Viewer) => n.affectedUserId === v.id;
/** Section 6: Expenses.Edit, or Profile.Expenses.Edit on one's own note but not when it is Success or Refund. */
const edits = (n: Note, v: Viewer) => holds(v, EDIT) || (owns(n, v) && holds(v, OWN_EDIT) && n.status !== NOTE.success && n.status !== NOTE.refund);
/** Validating, refusing and refunding: a validator (Expenses.Edit), never on their own note. */
const decides = (n: Note, v: Viewer) => holds(v, EDIT) && !owns(n, v);

/**
 * Section 4, per status asked for: from which statuses, who may, and the
 * history line it writes. The main button submits from Draft or Canceled (1),
 * validates from Pending (2), refunds from Success (3, with the payer and a
 * comment); a validator refuses from Pending (4); the X cancels (5, with a
 * comment) whenever the note is not Draft or Canceled; Refund has no further
 * main action.
 */
const moves: Record<number, { to: NoteStatus; from: readonly NoteStatus[]; may(n: Note, v: Viewer): boolean; action: LifecycleEntry['action'] }> = {
  [NOTE.pending]: { to: NOTE.pending, from: [NOTE.draft, NOTE.canceled], may: edits, action: 'Submitted' },
  [NOTE.success]: { to: NOTE.success, from: [NOTE.pending], may: decides, action: 'Validated' },
  [NOTE.refund]: { to: NOTE.refund, from: [NOTE.success], may: decides, action: 'Refunded' },
  [NOTE.rejected]: { to: NOTE.rejected, from: [NOTE.pending], may: decides, action: 'Rejected' },
  [NOTE.canceled]: { to: NOTE.canceled, from: [NOTE.pending, NOTE.success, NOTE.refund, NOTE.rejected], may: edits, action: 'Canceled' },
};

/** What else is asked of a note: editing it, deleting it, adding, changing or deleting its expenses. */
export type NoteRequest = { type: 'note.edit' } | { type: 'note.delete' } | { type: 'note.editExpenses' };
const whileOpen: readonly NoteStatus[] = [NOTE.draft, NOTE.pending];
const requests: Record<NoteRequest['type'], { in: readonly NoteStatus[]; may(n: Note, v: Viewer): boolean }> = {
  // Edit and delete of a note only in Draft or Pending; expenses added, edited or deleted only while 0 or 1.
  'note.edit': { in: whileOpen, may: edits },
  'note.editExpenses': { in: whileOpen, may: edits },
  // Expenses.Delete, or the owner while Draft.
  'note.delete': { in: whileOpen, may: (n, v) => holds(v, DELETE) || (owns(n, v) && n.status === NOTE.draft) },
};

export type Verdict = { ok: true } | { ok: false; status: 400 | 403; message: string };
type Refusal = Extract<Verdict, { ok: false }>;
const illegal: Refusal = { ok: false, status: 400, message: 'Expenses.IllegalTransition' };
const denied: Refusal = { ok: false, status: 403, message: 'Error.Status.403' };
const allowed: Verdict = { ok: true };

/** May the viewer do this to the note? 400 when nobody may in its status, 403 when someone could but not this viewer. */
export function judge(note: Note, viewer: Viewer, request: NoteRequest): Verdict {
  const rule = requests[request.type];
  if (!rule.in.includes(note.status)) return illegal;
  return rule.may(note, viewer) ? allowed : denied;
}

/** Applies POST Notes/changestatus: the new row fields, or why not. */
export function changeStatus(note: NoteRow, viewer: Viewer, body: ChangeStatusBody, now: Date): { ok: true; patch: Partial<NoteRow> } | Refusal {
  const move = moves[body.status];
  if (!move || !move.from.includes(note.status)) return illegal;
  if (!move.may(note, viewer)) return denied;
  const comment = body.comment ?? null;
  // The refund prompt asks the payer, the cancel and refusal prompts a comment (issue 33): sent with a move that asks
  // none, they would be dropped, so they are refused (null, as the client sends there, is no value).
  const said = body.status === NOTE.refund || body.status === NOTE.canceled || body.status === NOTE.rejected;
  if (body.status !== NOTE.refund && body.refundedBy != null) return { ok: false, status: 400, message: 'Invalid payload: refundedBy (only a refund has a payer)' };
  if (!said && comment != null) return { ok: false, status: 400, message: 'Invalid payload: comment (only a refund, a cancel or a refusal carries one)' };
  if (body.status === NOTE.refund && !body.refundedBy?.trim()) return { ok: false, status: 400, message: 'RequiredAttribute' };
  if ((body.status === NOTE.canceled || body.status === NOTE.rejected) && !comment?.trim()) return { ok: false, status: 400, message: 'RequiredAttribute' };
  const entry: LifecycleEntry = { action: move.action, userId: viewer.id, actionDate: now.toISOString(), comment: said ? comment : null };
  return {
    ok: true,
    patch: {
      status: move.to,
      history: [...note.history, entry],
      actionBy: viewer.id,
      ...(body.status === NOTE.refund ? { refundedBy: body.refundedBy ?? null, refundComment: comment } : {}),
      ...(body.status === NOTE.canceled || body.status === NOTE.rejected ? { remark: comment } : {}),
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
    if (ceiling !== null && input.amount > ceiling) errors.push({ field: 'amount', message: CEILING_EXCEEDED });
  }
  if (errors.length) return { ok: false, errors };
  const amount = Math.round(input.amount! * 100) / 100;
  return { ok: true, amount, distance: null, total: amount };
}

/**
 * A value the category would drop (issue 33): a mileage is priced by its rate (no amount) in the rate's currency,
 * a fixed category imposes its amount, and only a mileage has a distance. Sent, they are refused, naming the field;
 * the client sends none of them (an empty amount or distance is no value, a fixed category's amount is its own).
 */
export function strayExpenseField(cat: CategoryRow, input: { amount?: number; distance?: number; currency?: string }, rateCurrency: string): string | null {
  if (isMileage(cat) && input.amount !== undefined) return 'Invalid payload: amount (a mileage is priced by its rate per kilometre)';
  if (isMileage(cat) && input.currency !== undefined && input.currency !== rateCurrency) return `Invalid payload: currency (a mileage is in its rate's currency, ${rateCurrency})`;
  if (!isMileage(cat) && input.distance !== undefined) return 'Invalid payload: distance (only a mileage has one)';
  if (isFixed(cat) && input.amount !== undefined && input.amount !== (cat.expensesCatLimitsDto.amount ?? 0)) return 'Invalid payload: amount (this category\'s amount is fixed)';
  return null;
}

/** A note's totals per currency, its own first: each expense counts in its own currency (issue 34 item 2), never converted. */
export const noteTotals = (note: Pick<NoteRow, 'currency'>, rows: readonly Pick<ExpenseRow, 'total' | 'currency'>[]): CurrencyTotal[] =>
  totalsByCurrency(rows.map((r) => ({ currency: r.currency ?? note.currency, amount: r.total })), note.currency);

/** The currency an expense is kept in: mileage in its rate's (the rate is per KM in that currency), otherwise the one asked, else the note's. */
export const expenseCurrency = (cat: CategoryRow, asked: string | undefined, note: Pick<NoteRow, 'currency'>, rateCurrency: string) =>
  isMileage(cat) ? rateCurrency : (asked ?? note.currency);

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

/**
 * Notes/NoteStatistics: count per status over the notes the viewer sees, and
 * the amounts per currency (issue 26 item 4): MAD and EUR are never added
 * into one figure.
 */
export function statistics(rows: readonly NoteRow[], totalsOf: (note: NoteRow) => readonly CurrencyTotal[]) {
  return [0, 1, 2, 3, 4, 5].map((status) => {
    const list = rows.filter((n) => n.status === status);
    const totals = totalsByCurrency(list.flatMap((n) => totalsOf(n).map((t) => ({ currency: t.currency, amount: t.total }))));
    return { status, count: list.length, totals };
  });
}
