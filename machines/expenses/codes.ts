/**
 * The one table that translates the expense codes (conventions, habit 2):
 * note statuses 0–5 and category types 0–2. Views, machines and the fake
 * server read names, badge colours and text keys from here.
 */
export const noteStatuses = [
  { code: 0, name: 'draft', key: 'status.draft', badge: 'neutral' },
  { code: 1, name: 'pending', key: 'status.pending', badge: 'warning' },
  { code: 2, name: 'success', key: 'status.success', badge: 'success' },
  { code: 3, name: 'refund', key: 'status.refund', badge: 'info' },
  { code: 4, name: 'rejected', key: 'status.rejected', badge: 'danger' },
  { code: 5, name: 'canceled', key: 'status.canceled', badge: 'neutral' },
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

/** Mileage total: distance × rate, two decimals (spec 3 section 5). */
export const mileageTotal = (distance: number, rate: number) => Math.round(distance * rate * 100) / 100;

/** Amounts with two decimals and a comma, thousands grouped by a space: 1 234,50. */
export function formatAmount(n: number): string {
  const [int, dec] = Math.abs(n).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${n < 0 ? '-' : ''}${grouped},${dec}`;
}
