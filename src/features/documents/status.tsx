import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { documentStatusOf, documentVersionOf, statusBadge } from '../../domain/documents';

/** The one place where the area's codes become words (status 0/1/other, version 1/2/0). */
export function StatusBadge({ status, processed }: { status: number; processed?: boolean }) {
  const { t } = useTranslation('documents');
  const s = documentStatusOf(status);
  return (
    <span className="documents-badges">
      <span className={`badge ${statusBadge[s]}`} data-status={s}>
        {t(`status.${s}`)}
      </span>
      {processed ? <span className="badge badge-info">{t('status.processed')}</span> : null}
    </span>
  );
}

export const versionLabel = (t: TFunction, code: number) => t(`version.${documentVersionOf(code)}`);

