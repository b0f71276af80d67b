import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/**
 * A list with no row. Filtered to nothing (a search, a status, a date set), it says that the filters find nothing and
 * offers to clear them; unfiltered, that there is nothing (review s30: 'Aucune donnée' under a search read as if the
 * notes were gone).
 */
export function ListEmpty({ filtered, onClear, icon }: { filtered: boolean; onClear(): void; icon?: string }) {
  const { t } = useTranslation('deferred');
  if (!filtered) return <EmptyState icon={icon} title={t('NoData.Empty')} />;
  return (
    <EmptyState icon="search" title={t('filters.noMatch')}>
      <button type="button" className="btn" onClick={onClear}>
        {t('filters.clear')}
      </button>
    </EmptyState>
  );
}
