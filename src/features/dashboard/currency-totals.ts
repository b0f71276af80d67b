/** A status row of the note statistics, with its totals per currency when the server gives them. */
interface StatusRow {
  status: number;
  totals?: ReadonlyArray<{ currency: string; total: number }>;
}

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
