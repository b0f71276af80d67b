import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { saveFile } from '../../api/files';
import { openPanel } from '../../kernel/panel-store';
import type { LeaveFilter, LeaveStatus } from '../../domain/leave';
import { leaveStatuses } from '../../domain/leave';
import { Page } from '../../ui/page';
import { formatNumber } from '../../i18n/format';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { Icon } from '../../ui/icon';
import { LeaveFilterBar } from './leave-filter-bar';
import { ListEmpty } from '../../ui/list-empty';
import { countActive } from '../../ui/filters-fold';
import { LeaveTable } from './leave-table';
import { leaveStatusTable as statusTable } from '../../domain/leave';
import { changes } from '../../realtime/changes';
import { usePageSize } from '../../kernel/use-page-size';
import { useKeptRows } from '../../kernel/use-kept-rows';
import { Pager, pageCount } from '../../ui/pager';
import { useCan } from '../../kernel/services';
import { decisionKinds } from '../../kernel/decision-kinds';

const PAGE_SIZES = [10, 25, 50, 100];

/** /conge/demande: the requests list (and ?waiting=true, what waits for me). */
export default function RequestsPage() {
  const { t, i18n } = useTranslation('leave');
  // A counter as the language writes it: 'En cours : 12' in French (a space before the colon), 'Pending: 12' in English.
  const chip = (label: string, n: number) => t('list.chip', { label: t(label), value: formatNumber(n, 0, i18n.language) });
  const waiting = new URLSearchParams(useSearch()).get('waiting') === 'true';
  // Whoever may be asked to decide has 'what waits for me' one click away, not only from the dashboard's card (persona
  // review: HR's 315 requests and no way to find hers; Odoo opens on 'To Approve', OrangeHRM on 'Pending Approval').
  const decides = useCan(decisionKinds.leave);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = usePageSize('leave.requests', PAGE_SIZES);
  const [searchValue, setSearch] = useState('');
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const [filter, setFilter] = useState<LeaveFilter>({});
  const [selected, setSelected] = useState<number[]>([]);
  const query = { page, pageSize, searchValue, waiting: waiting || undefined, status: status || undefined, filter };
  const view = useResource(leaveApi.list, query, { refreshOn: changes.leave });
  // A request decided from its row stays where it was, marked sent, while the list is read again (issue 36 item 1):
  // in 'what waits for me' it would otherwise vanish, and the next row slide under the pointer. One decided elsewhere
  // (its panel, another person) goes: its row would show what is no longer so.
  const sentHere = useRef(new Set<number>());
  const rows = useKeptRows(view.data?.rows, JSON.stringify(query), (r) => sentHere.current.has(r.id));
  const onSent = useCallback((id: number) => void sentHere.current.add(id), []);
  // The filter is compared by content: choosing the same filters again keeps the page.
  const filterKey = JSON.stringify(filter);
  useEffect(() => setPage(1), [waiting, searchValue, status, filterKey, pageSize]);

  const exportXlsx = async () => {
    try {
      const { blob, fileName } = await leaveApi.exportXlsx({ ...query, ids: selected.length ? selected : undefined });
      saveFile(blob, fileName ?? 'conges.xlsx');
    } catch (e) {
      // Spec 2 section 8: an export failure is only logged.
      console.warn('leave export failed', e);
    }
  };

  const actions = (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger className="btn">
          {t('list.actions')} <Icon name="chevronDown" size={14} />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="dropdown" align="end" sideOffset={6}>
            <Menu.Item className="dropdown-item" onSelect={exportXlsx}>
              <Icon name="download" /> {t('list.export')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <button type="button" className="btn btn-primary" onClick={() => openPanel('leave.form', {})}>
        <Icon name="plus" /> {t('list.new')}
      </button>
    </>
  );

  return (
    <Page title={waiting ? t('list.waitingTitle') : t('list.title')} actions={actions}>
      <LeaveFilterBar value={filter} onChange={setFilter} search={searchValue} onSearch={setSearch} extraActive={status && !waiting ? 1 : 0}>
        <select aria-label={t('filter.status')} value={status} onChange={(e) => setStatus(e.target.value as LeaveStatus | '')} disabled={waiting}>
          <option value="">{t('filter.status')}</option>
          {leaveStatuses.map((s) => (
            <option key={s} value={s}>
              {t(statusTable[s].label)}
            </option>
          ))}
        </select>
      </LeaveFilterBar>
      <Loaded view={view}>
        {(data) => (
          <>
            <div className="leave-chips" aria-label={t('list.summary')}>
              {decides ? (
                <Link href={waiting ? '/conge/demande' : '/conge/demande?waiting=true'} className={`badge badge-info leave-chip-mine${waiting ? ' is-on' : ''}`} aria-current={waiting ? 'page' : undefined} data-testid="waiting-chip">
                  {t('list.waitingMine')}
                </Link>
              ) : null}
              <button type="button" className={`badge ${statusTable.En_Cour.badge} leave-chip-pending${status === 'En_Cour' || waiting ? ' is-on' : ''}`} aria-pressed={status === 'En_Cour' || waiting} disabled={waiting} data-testid="pending-chip" onClick={() => setStatus(status === 'En_Cour' ? '' : 'En_Cour')}>
                {data.stats.pending === undefined ? t('list.pending') : chip('list.pending', data.stats.pending)}
              </button>
              <span className={`badge ${statusTable.Accepter.badge}`}>{chip('list.accepted', data.stats.accepted)}</span>
              <span className={`badge ${statusTable.Refuser.badge}`}>{chip('list.rejected', data.stats.rejected)}</span>
              <span className="badge badge-info">{chip('list.count', data.stats.demandeCount)}</span>
            </div>
            {rows.length === 0 ? (
              <ListEmpty filtered={countActive(searchValue, status, ...Object.values(filter)) > 0} onClear={() => (setSearch(''), setStatus(''), setFilter({}))} />
            ) : (
              <LeaveTable rows={rows} onSent={onSent} selected={selected} onSelect={setSelected} />
            )}
            <Pager page={page} pages={pageCount(data.total, pageSize)} total={data.total} onPage={setPage}>
              <label>
                {t('list.perPage')}{' '}
                <select value={pageSize} onChange={(e) => setPageSize(Number(e.target.value))}>
                  {PAGE_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </Pager>
          </>
        )}
      </Loaded>
    </Page>
  );
}
