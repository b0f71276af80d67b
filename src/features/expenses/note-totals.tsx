import type { CurrencyTotal } from '../../domain/currency-totals';
import { formatAmount } from '../../i18n/format-measures';

/** A note's total per currency (issue 34 item 2), one amount a line, in the order given (the note's own currency first). */
export function NoteTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  return (
    <span className="expenses-totals">
      {totals.map((m) => (
        <span key={m.currency} data-currency={m.currency}>
          {formatAmount(m.total, m.currency)}
        </span>
      ))}
    </span>
  );
}
