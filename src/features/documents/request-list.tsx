import { Link } from 'wouter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPanel } from '../../kernel/panel-store';
import { Avatar } from '../../kernel/avatar';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { documentsApi } from '../../api/documents-api';
import { UserPicker } from '../../kernel/user-picker';
import { StatisticsCards } from './statistics-cards';
import { StatusBadge, versionLabel } from './status';
import { formatDate } from '../../i18n/format';
import { changes } from '../../realtime/changes';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { ListEmpty } from '../../ui/list-empty';
import { Field } from '../../ui/inputs/field';

const chips: Array<{ key: string; status: number | null }> = [
  { key: 'filter.all', status: null }, { key: 'status.onHold', status: 0 }, { key: 'status.accepted', status: 1 }, { key: 'status.refused', status: 2 },
];

/** Requests with status chips, type (and user) filters and statistics; a row opens the info panel. */
export function RequestList({ userId, showUser }: { userId: number | null; showUser: boolean }) {
  const { t } = useTranslation('documents');
  const [status, setStatus] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [filterUser, setFilterUser] = useState<number | null>(null);
  const types = useResource(() => documentsApi.types(), null);
  const forUser = userId ?? filterUser;
  const stats = useResource((i: { u: number | null }) => documentsApi.statistics(i.u ?? undefined), { u: userId }, { refreshOn: changes.documents });
  const list = useResource((f: { status: number | null; typeId: number | null; userId: number | null }) => documentsApi.list({ status: f.status, typeId: f.typeId, userId: f.userId, pageSize: 200 }), { status, typeId, userId: forUser }, { refreshOn: changes.documents });
  // How many filters are set: counted on the Filters button, and whether an empty list says they find nothing.
  const active = countActive(status, typeId, filterUser);
  return (
    <div className="documents-list">
      <StatisticsCards stats={stats.data} />
      <FiltersFold className="documents-filters" active={active}>
        <div className="documents-chips" role="group" aria-label={t('filter.status')}>
          {chips.map((c) => (
            <button key={c.key} type="button" className={`chip${status === c.status ? ' chip-active' : ''}`} aria-pressed={status === c.status} onClick={() => setStatus(c.status)}>
              {t(c.key)}
            </button>
          ))}
        </div>
        <Field label={t('field.type')} className="documents-filter">
          <select className="input" value={typeId ?? ''} onChange={(e) => setTypeId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('filter.allTypes')}</option>
            {(types.data ?? []).map((o) => <option key={o.value} value={o.value}>{o.text}</option>)}
          </select>
        </Field>
        {showUser ? (
          <div className="field documents-filter documents-filter-user">
            <UserPicker label={t('field.user')} value={filterUser} onChange={(v) => setFilterUser(v)} />
          </div>
        ) : null}
      </FiltersFold>
      <Loaded view={list}>
        {(data) =>
          data.items.length === 0 ? (
            <ListEmpty filtered={active > 0} onClear={() => (setStatus(null), setTypeId(null), setFilterUser(null))} />
          ) : (
            <table className="table documents-table list-cards">
              <thead>
                <tr>
                  {showUser ? <th>{t('field.user')}</th> : null}
                  <th>{t('field.type')}</th>
                  <th>{t('field.version')}</th>
                  <th>{t('field.date')}</th>
                  <th>{t('field.status')}</th>
                  {!showUser ? <th>{t('list.reason')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.items.map((d) => (
                  <tr key={d.id} data-request={d.id}>
                    {showUser ? (
                      <td className="list-card-head">
                        {/* The person leads to their profile, as in the leave list (persona review: a name that did nothing). */}
                        <Link href={`/employee/${d.userid}/profile/public`} className="documents-user">
                          <Avatar userId={d.userid} name={d.userFullName} picturePath={d.pathImg} size={26} />
                          <span>{d.userFullName}</span>
                        </Link>
                      </td>
                    ) : null}
                    <td className={showUser ? undefined : 'list-card-head'} data-label={showUser ? t('field.type') : undefined}>
                      <button type="button" className="link-button" onClick={() => openPanel('documents.detail', { id: d.id })}>
                        {d.type}
                      </button>
                    </td>
                    <td data-label={t('field.version')}>{versionLabel(t, d.version)}</td>
                    <td data-label={t('field.date')}>{formatDate(d.createdDate)}</td>
                    <td data-label={t('field.status')}><StatusBadge status={d.status} processed={d.processed} /></td>
                    {!showUser ? <td className="documents-reason" data-label={d.raison ? t('list.reason') : undefined}>{d.raison ?? ''}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </div>
  );
}
