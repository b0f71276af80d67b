import { useTranslation } from 'react-i18next';
import type { Statistics } from '../../domain/documents';

/** The statistic cards over a list: total, on hold, accepted, refused, processed. */
export function StatisticsCards({ stats }: { stats: Statistics | null }) {
  const { t } = useTranslation('documents');
  const cards: Array<[keyof Statistics, string]> = [['total', 'neutral'], ['onHold', 'warning'], ['accepted', 'success'], ['refused', 'danger'], ['processed', 'info']];
  return (
    <ul className="documents-stats" aria-label={t('stats.title')}>
      {cards.map(([key, tone]) => (
        <li key={key} className={`card documents-stat documents-stat-${tone}`} data-stat={key}>
          <span className="documents-stat-value">{stats ? stats[key] : '–'}</span>
          <span className="documents-stat-label">{t(`stats.${key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
