import { formatDate } from '../../i18n/format';
import { useTranslation } from 'react-i18next';
import type { PolicyDetail, PolicyVersion } from '../../domain/policy';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';

const badge = { draft: 'badge-info', current: 'badge-success', archived: 'badge-neutral' } as const;

/** Every text of every version, newest first, with its acceptances; each can be deleted after confirmation. */
export function PolicyVersions({ detail, busy, onDelete }: { detail: PolicyDetail; busy: boolean; onDelete(v: PolicyVersion): void }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  return (
    <section className="card" aria-labelledby="policy-versions-title">
      <h3 id="policy-versions-title">{t('policy.versions')}</h3>
      <table className="table list-cards">
        <thead>
          <tr>
            <th scope="col">{t('policy.version')}</th>
            <th scope="col">{t('policy.language')}</th>
            <th scope="col">{t('policy.state')}</th>
            <th scope="col">{t('policy.updated')}</th>
            <th scope="col">{t('policy.acceptances')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('action.delete')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.versions.map((v) => (
            <tr key={v.id}>
              <td data-label={t('policy.version')}>{v.version}</td>
              <td data-label={t('policy.language')}>{v.language.toUpperCase()}</td>
              <td data-label={t('policy.state')}>
                <span className={`badge ${badge[v.state]}`}>{t(`policy.state.${v.state}`)}</span>
              </td>
              <td data-label={t('policy.updated')}>{formatDate(v.updatedDate, 'day', i18n.language)}</td>
              <td data-label={t('policy.acceptances')}>{v.state === 'draft' ? '—' : v.acceptedCount}</td>
              <td className="list-card-actions">
                <button type="button" className="icon-button" disabled={busy} aria-label={fillPlaceholders(t('policy.deleteVersion'), v.version, v.language.toUpperCase())} onClick={() => onDelete(v)}>
                  <Icon name="trash" size={16} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
