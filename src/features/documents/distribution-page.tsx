import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { Avatar } from '../../kernel/avatar';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { saveStoredFile } from '../../kernel/view-file';
import { openPanel } from '../../kernel/panel-store';
import { documentsApi } from '../../api/documents-api';
import { versionLabel } from './status';
import { formatDate } from '../../i18n/format';
import { changes } from '../../realtime/changes';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { ListEmpty } from '../../ui/list-empty';
import { Field } from '../../ui/inputs/field';

/** /documentdistribution (DemandDocument.Manage.Distribution): which documents were sent to whom, and when. */
export default function DistributionPage() {
  const { t } = useTranslation('documents');
  const [search, setSearch] = useState('');
  const [typeId, setTypeId] = useState<number | null>(null);
  const types = useResource(() => documentsApi.types(), null);
  const list = useResource((f: { search: string; typeId: number | null }) => documentsApi.distribution({ search: f.search, typeId: f.typeId }), { search, typeId }, { refreshOn: changes.documents });
  // How many filters are set: counted on the Filters button, and whether an empty list says they find nothing.
  const active = countActive(search, typeId);
  return (
    <Page title={t('page.distribution')}>
      <FiltersFold className="documents-filters" role="search" active={active}>
        <Field label={t('action.search')} className="documents-filter">
          <input className="input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Field label={t('field.type')} className="documents-filter">
          <select className="input" value={typeId ?? ''} onChange={(e) => setTypeId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('filter.allTypes')}</option>
            {(types.data ?? []).map((o) => <option key={o.value} value={o.value}>{o.text}</option>)}
          </select>
        </Field>
      </FiltersFold>
      <Loaded view={list}>
        {(rows) =>
          rows.length === 0 ? (
            <ListEmpty filtered={active > 0} onClear={() => (setSearch(''), setTypeId(null))} />
          ) : (
            <table className="table documents-table list-cards">
              <thead>
                <tr>
                  <th>{t('distribution.recipient')}</th>
                  <th>{t('distribution.document')}</th>
                  <th>{t('field.version')}</th>
                  <th>{t('distribution.sentDate')}</th>
                  <th>{t('distribution.sentBy')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className="list-card-head">
                      <span className="documents-user">
                        <Avatar userId={r.userId} name={r.userFullName} picturePath={r.pathImg} size={26} />
                        {r.userFullName}
                      </span>
                    </td>
                    <td data-label={t('distribution.document')}>
                      <div className="documents-doc-cell">
                        <button type="button" className="link-button" onClick={() => openPanel('documents.detail', { id: r.demandId })}>
                          {r.type}
                        </button>
                        {r.fileId ? (
                          <button type="button" className="btn btn-small" onClick={() => saveStoredFile({ path: `/upload/DownloadFile/${r.fileId}`, name: r.documentName })}>
                            {t('action.download')}
                          </button>
                        ) : null}
                      </div>
                    </td>
                    <td data-label={t('field.version')}>{versionLabel(t, r.version)}</td>
                    <td data-label={t('distribution.sentDate')}>{formatDate(r.sentDate)}</td>
                    <td data-label={t('distribution.sentBy')}>{r.sentBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </Page>
  );
}
