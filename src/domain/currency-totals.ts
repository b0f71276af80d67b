/** An amount of one currency. */
export interface CurrencyTotal {
  currency: string;
  total: number;
}

/** A status row of the note statistics, with its totals per currency when the server gives them. */
interface StatusRow {
  status: number;
  totals?: ReadonlyArray<CurrencyTotal>;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Amounts per status and per currency, never added across currencies (issue
 * 26: 'MAD and EUR in one figure'). An answer without per-currency totals
 * gives no amounts at all rather than a sum of mixed money.
 */
export function currencyTotals<R extends StatusRow>(rows: readonly R[]) {
  const currencies = [...new Set(rows.flatMap((r) => (r.totals ?? []).map((x) => x.currency)))].sort();
  return {
    currencies,
    rows: rows
      .filter((r) => r.totals?.length)
      .map((r) => ({ status: r.status, amounts: Object.fromEntries(r.totals!.map((x) => [x.currency, x.total])) as Record<string, number> })),
  };
}

/**
 * Amounts added per currency, never across (issue 34 item 2: each expense
 * has its own currency): `first` (the note's own currency) leads, the others
 * follow by code, so a list reads the same on every screen. Nothing at all
 * still shows `first` at zero.
 */
export function totalsByCurrency(items: ReadonlyArray<{ currency: string; amount: number }>, first?: string): CurrencyTotal[] {
  const sums = new Map<string, number>();
  for (const i of items) sums.set(i.currency, (sums.get(i.currency) ?? 0) + i.amount);
  if (!sums.size && first) sums.set(first, 0);
  return [...sums]
    .sort(([a], [b]) => (a === first ? -1 : b === first ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, total]) => ({ currency, total: cents(total) }));
}

/** What a note shows as its total (its own currency first): from its expenses when they came with it, else the server's per-currency totals, else its one figure. */
export function noteTotals(note: { currency: string; totalExpenses: number; totals?: readonly CurrencyTotal[]; allExpenses?: ReadonlyArray<{ currency: string; infoAmount: number }> }): CurrencyTotal[] {
  if (note.allExpenses) return totalsByCurrency(note.allExpenses.map((e) => ({ currency: e.currency, amount: e.infoAmount })), note.currency);
  if (note.totals?.length) return totalsByCurrency(note.totals.map((t) => ({ currency: t.currency, amount: t.total })), note.currency);
  return [{ currency: note.currency, total: note.totalExpenses }];
}
