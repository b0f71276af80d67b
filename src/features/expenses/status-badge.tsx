import { useTranslation } from 'react-i18next';
import { statusInfo } from '../../domain/expense-codes';
import { badgeOf } from '../../domain/status-tones';

/** A note status as a coloured chip (the code table lives in src/domain/expense-codes.ts). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('expenses');
  const s = statusInfo(status);
  return <span className={`badge ${badgeOf(s.badge)}`} data-status={s.name}>{t(s.key)}</span>;
}
