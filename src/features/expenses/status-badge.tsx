import { useTranslation } from 'react-i18next';
import { statusInfo } from '../../../machines/expenses/codes';
import { badgeOf } from '../../domain/status-tones';

/** A note status as a coloured chip (the code table lives in machines/expenses/codes.ts). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('expenses');
  const s = statusInfo(status);
  return <span className={`badge ${badgeOf(s.badge)}`} data-status={s.name}>{t(s.key)}</span>;
}
