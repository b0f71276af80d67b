import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A span from `start` to `end` that reads start first in both directions
 * (issue 26 item 5): each end isolated so a date's own marks do not reorder
 * its neighbours, and the arrow pointing the way the line reads (→ in
 * French, ← in Arabic, where the start stands on the right).
 */
export function DateRange({ start, end, className }: { start: ReactNode; end: ReactNode; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={className ? `date-range ${className}` : 'date-range'}>
      <bdi>{start}</bdi> {i18n.dir() === 'rtl' ? '←' : '→'} <bdi>{end}</bdi>
    </span>
  );
}
