import { statusTones } from './status-tones';

/**
 * The one table that translates the expense codes (conventions, habit 2):
 * note statuses 0–5 and category types 0–2. Views, machines and the fake
 * server read names, badge colours (from the one colour table,
 * src/domain/status-tones.ts) and text keys from here.
 */
export const noteStatuses = [
  { code: 0, name: 'draft', key: 'status.draft', badge: statusTones.expenses.draft },
  { code: 1, name: 'pending', key: 'status.pending', badge: statusTones.expenses.pending },
  { code: 2, name: 'success', key: 'status.success', badge: statusTones.expenses.success },
  { code: 3, name: 'refund', key: 'status.refund', badge: statusTones.expenses.refund },
  { code: 4, name: 'rejected', key: 'status.rejected', badge: statusTones.expenses.rejected },
  { code: 5, name: 'canceled', key: 'status.canceled', badge: statusTones.expenses.canceled },
] as const;

export type NoteStatusName = (typeof noteStatuses)[number]['name'];
export type NoteStatus = (typeof noteStatuses)[number]['code'];

export const NOTE = { draft: 0, pending: 1, success: 2, refund: 3, rejected: 4, canceled: 5 } as const satisfies Record<NoteStatusName, NoteStatus>;

export const statusName = (code: number): NoteStatusName => noteStatuses.find((s) => s.code === code)?.name ?? 'draft';
export const statusInfo = (code: number) => noteStatuses.find((s) => s.code === code) ?? noteStatuses[0];

/** Category types: mileage totals distance × rate, fixed disables the amount. */
export const CATEGORY = { standard: 0, mileage: 1, fixed: 2 } as const;
export const isMileage = (c: { type: number }) => c.type === CATEGORY.mileage;
export const isFixed = (c: { type: number; expensesCatLimitsDto?: { type: string | null } }) => c.type === CATEGORY.fixed || c.expensesCatLimitsDto?.type === 'Fixed';
export const ceilingOf = (c: { limited: boolean; expensesCatLimitsDto: { type: string | null; amount: number | null } }) =>
  c.limited && c.expensesCatLimitsDto.type === 'Ceiling' ? c.expensesCatLimitsDto.amount : null;

/** The refusal of an amount over its category's ceiling: the fake server's answer, and what the expense form says at the field instead. */
export const CEILING_EXCEEDED = 'Expenses.CeilingExceeded';
/** Mileage total: distance × rate, two decimals (spec 3 section 5). */
export const mileageTotal = (distance: number, rate: number) => Math.round(distance * rate * 100) / 100;
