import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPanel } from '../../kernel/panel-store';
import { Loaded } from '../../ui/loaded';
import { Avatar } from '../../kernel/avatar';
import { useResource } from '../../kernel/use-resource';
import { listNotes, noteStatistics } from '../../api/expenses-api';
import type { NoteListFilter } from '../../domain/expenses';
import { noteStatuses } from '../../domain/expense-codes';
import { StatusBadge } from './status-badge';
import { changes } from '../../realtime/changes';
import { formatDay } from '../../i18n/format';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { ListEmpty } from '../../ui/list-empty';
import { SearchBox } from '../../ui/inputs/search-box';
import { Field } from '../../ui/inputs/field';
import { DateInput } from '../../ui/inputs/date-input';
import { formatAmount } from '../../i18n/format-measures';
import { noteTotals } from '../../domain/currency-totals';
import { NoteTotals } from './note-totals';
import { Pager, pageCount } from '../../ui/pager';

const PAGE = 20;

/**
 * The notes list of /expenses and of the profile page: statistics cards,
 * status chips, date range and search filters, and the table. `userId`
 * pins the list to one person (the profile page).
 */
export function NoteListView({ userId, showPeople }: { userId?: number; showPeople: boolean }) {
  const { t } = useTranslation('expenses');
  const [status, setStatus] = useState<number | null>(null);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const filter: NoteListFilter = { status, userId: userId ?? null, dateFrom: dateFrom || null, dateTo: dateTo || null, search: search.trim() || null, currentPage: page, pageSize: PAGE };
  const list = useResource((i: { filter: NoteListFilter }) => listNotes(i.filter), { filter }, { refreshOn: changes.expenses });
  const stats = useResource(() => noteStatistics(), null, { refreshOn: changes.expenses });
  const pick = (s: number | null) => (setStatus(s), setPage(0));
  return (
    <div className="expenses-list">
      {userId === undefined && stats.data ? (
        <ul className="expenses-stats" aria-label={t('list.statistics')}>
          {stats.data.map((s) => (
            <li key={s.status}>
              <button type="button" className="card expenses-stat" aria-pressed={status === s.status} onClick={() => pick(status === s.status ? null : s.status)}>
                <StatusBadge status={s.status} />
                <strong className="expenses-stat-count">{s.count}</strong>
                {s.totals.map((m) => (
                  <span key={m.currency} className="muted small expenses-stat-amount">
                    {formatAmount(m.total, m.currency)}
                  </span>
                ))}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="expenses-chips" role="group" aria-label={t('list.statusFilter')}>
        <button type="button" className={`btn btn-small${status === null ? ' btn-primary' : ''}`} aria-pressed={status === null} onClick={() => pick(null)}>
          {t('list.all')}
        </button>
        {noteStatuses.map((s) => (
          <button key={s.code} type="button" className={`btn btn-small${status === s.code ? ' btn-primary' : ''}`} aria-pressed={status === s.code} onClick={() => pick(s.code)}>
            {t(s.key)}
          </button>
        ))}
      </div>
      <FiltersFold className="expenses-filters" role="search" active={countActive(search, dateFrom, dateTo)}>
        <SearchBox placeholder={t('list.search')} value={search} onChange={(s) => (setSearch(s), setPage(0))} />
        <Field label={t('list.from')}>
          <DateInput value={dateFrom} onChange={(d) => (setDateFrom(d), setPage(0))} />
        </Field>
        <Field label={t('list.to')}>
          <DateInput value={dateTo} onChange={(d) => (setDateTo(d), setPage(0))} />
        </Field>
      </FiltersFold>
      <Loaded view={list}>
        {(d) =>
          d.notes.length === 0 ? (
            <ListEmpty filtered={countActive(search, dateFrom, dateTo, status) > 0} onClear={() => (setSearch(''), setDateFrom(''), setDateTo(''), pick(null))} />
          ) : (
            <>
              <table className="table expenses-table list-cards" data-testid="notes-table">
                <thead>
                  <tr>
                    <th>{t('field.title')}</th>
                    {showPeople ? <th>{t('field.user')}</th> : null}
                    <th>{t('field.date')}</th>
                    <th>{t('field.status')}</th>
                    <th className="num">{t('field.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.notes.map((n) => (
                    <tr key={n.id} data-testid="note-row">
                      <td className="list-card-head">
                        <button type="button" className="expenses-link" onClick={() => openPanel('expenses.noteDetail', { id: n.id })}>
                          {n.title}
                        </button>
                        {n.projectName ? <div className="muted small">{n.projectName}</div> : null}
                      </td>
                      {showPeople ? (
                        <td data-label={t('field.user')}>
                          <span className="expenses-person">
                            <Avatar userId={n.userImage.id} name={n.userImage.fullName} picturePath={n.userImage.picturePath} size={24} />
                            {n.userImage.fullName}
                          </span>
                        </td>
                      ) : null}
                      <td data-label={t('field.date')}>{formatDay(n.executionDate)}</td>
                      <td data-label={t('field.status')}>
                        <StatusBadge status={n.status} />
                      </td>
                      <td className="num" data-label={t('field.total')}>
                        <NoteTotals totals={noteTotals(n)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page + 1} pages={pageCount(d.total, PAGE)} total={d.total} onPage={(p) => setPage(p - 1)} />
            </>
          )
        }
      </Loaded>
    </div>
  );
}
