import { formatDate } from '../../i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { viewUsersAccepted } from '../../api/policy-api';
import type { PolicyDetail } from '../../domain/policy';
import { useResource } from '../../kernel/use-resource';
import { Loaded } from '../../ui/loaded';
import { Avatar } from '../../kernel/avatar';
import { DateRangePicker } from '../../ui/inputs/date-range-picker';
import type { DateRangeValue } from '../../ui/inputs/date-range-rules';
import { todayIso } from '../../ui/inputs/iso-day';
import { fillPlaceholders } from '../../i18n/i18n';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { Field } from '../../ui/inputs/field';
import { Pager, pageCount } from '../../ui/pager';

const PAGE = 10;

/** Who accepted a version: a progress meter, a name search, an acceptance date range, ten a page. */
export function PolicyAcceptedUsers({ policy }: { policy: PolicyDetail }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const versions = [...new Set(policy.versions.filter((v) => v.state !== 'draft').map((v) => v.version))].sort((a, b) => b - a);
  const [version, setVersion] = useState(policy.version || versions[0] || 1);
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<DateRangeValue>({ start: null, end: null });
  const [page, setPage] = useState(0);
  const view = useResource(viewUsersAccepted, { policyId: policy.id, version, searchValue: search, from: range.start, to: range.end, currentList: page, length: PAGE });
  const filtered = !!(search || range.start);

  return (
    <section className="card" aria-labelledby="policy-accepted-title">
      <h3 id="policy-accepted-title">{t('policy.acceptedUsers')}</h3>
      <FiltersFold className="policy-filters" role="search" active={countActive(search, range.start)}>
        <Field label={t('policy.version')}>
          <select className="input" value={version} onChange={(e) => (setVersion(Number(e.target.value)), setPage(0))}>
            {versions.map((v) => (
              <option key={v} value={v}>
                {fillPlaceholders(t('policy.versionN'), v)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('action.search')}>
          <input className="input" type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(0))} />
        </Field>
        <Field label={t('policy.acceptedBetween')}>
          <DateRangePicker id="policy-accepted-range" mode="range" value={range} max={todayIso()} onChange={(v) => (setRange(v), setPage(0))} />
        </Field>
      </FiltersFold>
      <Loaded view={view}>
        {(r) => {
          const pct = r.totalUsers ? Math.round((r.total / r.totalUsers) * 100) : 0;
          const pages = pageCount(r.total, PAGE);
          return (
            <>
              <div className="policy-meter">
                <span>{fillPlaceholders(t(filtered ? 'policy.matching' : 'policy.acceptedOf'), r.total, r.totalUsers)}</span>
                {!filtered ? <meter min={0} max={100} value={pct} aria-label={fillPlaceholders(t('policy.acceptedPct'), pct)} /> : null}
              </div>
              {r.users.length === 0 ? (
                <p className="muted">{t('NoData.Empty')}</p>
              ) : (
                <table className="table list-cards" aria-labelledby="policy-accepted-title">
                  <thead>
                    <tr>
                      <th scope="col">{t('policy.user')}</th>
                      <th scope="col">{t('policy.acceptedOn')}</th>
                      <th scope="col">{t('policy.language')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.users.map((u) => (
                      <tr key={u.id}>
                        <td className="list-card-head">
                          <span className="policy-user">
                            <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={26} />
                            {u.fullName}
                          </span>
                        </td>
                        <td data-label={t('policy.acceptedOn')}>{formatDate(u.acceptedDate, 'dateTime', i18n.language)}</td>
                        <td data-label={t('policy.language')}>{u.language.toUpperCase()}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <Pager page={page + 1} pages={pages} onPage={(p) => setPage(p - 1)} />
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
