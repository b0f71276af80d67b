import { tableOf } from '../db/db';
import type { NoteStatus } from '../../src/domain/expense-codes';
import type { ExpenseCategory } from '../../src/domain/expenses';

/** One line of a note's history: who moved it, when, and the comment given. */
export interface LifecycleEntry {
  action: 'Submitted' | 'Validated' | 'Refunded' | 'Rejected' | 'Canceled';
  userId: number;
  actionDate: string;
  comment: string | null;
}

export interface NoteRow {
  id: number;
  title: string;
  currency: string;
  executionDate: string;
  description: string | null;
  affectedUserId: number;
  projectId: number | null;
  fileIds: number[];
  status: NoteStatus;
  actionBy: number | null;
  refundedBy: string | null;
  refundComment: string | null;
  remark: string | null;
  createdBy: number;
  createdDate: string;
  history: LifecycleEntry[];
}

export interface ExpenseRow {
  id: number;
  noteId: number;
  catId: number;
  date: string;
  supplier: string | null;
  /** What was typed (mileage: unused; fixed: the fixed amount). */
  amount: number;
  distance: number | null;
  description: string | null;
  payedBy: string | null;
  fileIds: number[];
  /** Computed on the server: mileage distance × rate, otherwise the amount. */
  total: number;
  /** The expense's own currency (mileage: the rate's). Absent from sandboxes saved before it existed: the note's. */
  currency?: string;
}

export type CategoryRow = ExpenseCategory;

export const notes = tableOf<NoteRow>('expenseNotes', ['affectedUserId', 'status']);
export const expenses = tableOf<ExpenseRow>('expenses', ['noteId']);
export const expenseCategories = tableOf<CategoryRow>('expenseCategories');
