import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { saveOrOpen } from '../../api/files';
import { useCan } from '../../app/app-context';
import { openPanel } from '../../app/panel-store';
import type { LeaveFilter } from '../../domain/leave';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../ui/use-resource';
import { Icon } from '../../ui/icon';
import { LeaveFilterBar } from './leave-filter-bar';
import { MonthNav, currentMonth, monthDays, type Month } from './month-nav';
import { TimelineGrid } from './timeline-grid';
import { onLeaveChanged } from './leave-events';

const PAGE = 15;

/** /conge/timeline: who is away this month, one row per employee, 15 more rows as the list scrolls. */
export default function TimelinePage() {
  const { t } = useTranslation('leave');
  const canReserve = useCan(['Conge.Create.Demand']);
  const [month, setMonth] = useState<Month>(currentMonth);
  const [filter, setFilter] = useState<LeaveFilter>({});
  const [search, setSearch] = useState('');
  const [hidden, setHidden] = useState<number[]>([]);
  const [pages, setPages] = useState(1);
  const index = useResource(() => leaveApi.dataIndex(), null);
  const count = useResource(() => leaveApi.count(), null);
  const types = index.data?.conge ?? [];
  // Legend chips narrow the types unless the filter bar already picked one.
  const typeFilter = filter.TypeConge ?? (hidden.length ? types.filter((x) => !hidden.includes(x.id)).map((x) => x.id).join(',') || '0' : undefined);
  const query = { ...month, searchValue: search, filter: { ...filter, TypeConge: typeFilter } };
  const resources = useResource(leaveApi.resources, { ...query, lenght: PAGE * pages, currentList: 0 });
  const events = useResource(leaveApi.events, query);
  const headcount = useResource(leaveApi.headcount, query);
  const reload = useRef(() => {});
  reload.current = () => (events.reload(), resources.reload());
  useEffect(() => onLeaveChanged(() => reload.current()), []);
  useEffect(() => setPages(1), [search, JSON.stringify(filter)]);

  const sentinel = useRef<HTMLDivElement>(null);
  const full = (resources.data?.length ?? 0) < PAGE * pages;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || full || resources.busy || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && setPages((p) => p + 1), { rootMargin: '50px' });
    io.observe(el);
    return () => io.disconnect();
  }, [full, resources.busy, resources.data]);

  const days = monthDays(month);
  const exportXlsx = async () => {
    try {
      const { blob, fileName } = await leaveApi.exportXlsx({ dateMin: days[0], dateMax: days[days.length - 1], filter: query.filter, searchValue: search });
      saveOrOpen(blob, fileName ?? 'conges.xlsx', true);
    } catch (e) {
      console.warn('leave export failed', e);
    }
  };

  const actions = (
    <>
      <Link href="/conge/demande?waiting=true" className="btn">
        {t('calendar.pending')}
        {count.data?.waiting ? <span className="badge badge-warning">{count.data.waiting}</span> : null}
      </Link>
      <Link href="/conge/demande" className="btn">
        {t('calendar.history')}
      </Link>
      <button type="button" className="btn" onClick={exportXlsx}>
        <Icon name="download" /> {t('list.export')}
      </button>
      {canReserve ? (
        <button type="button" className="btn btn-primary" onClick={() => openPanel('leave.form', {})}>
          <Icon name="plus" /> {t('calendar.reserve')}
        </button>
      ) : null}
    </>
  );

  return (
    <Page title={t('calendar.title')} actions={actions}>
      <div className="leave-toolbar">
        <MonthNav value={month} onChange={setMonth} />
        <span className="badge badge-info" data-testid="leave-headcount" title={t('calendar.headcount')}>
          <span className="visually-hidden">{t('calendar.headcount')} </span>
          {headcount.data ? `${headcount.data.filterUsers}/${headcount.data.totalUsers}` : '…'}
        </span>
      </div>
      <div className="leave-legend" role="group" aria-label={t('calendar.legend')}>
        {types.map((x) => {
          const on = !hidden.includes(x.id);
          return (
            <button
              key={x.id}
              type="button"
              className={`leave-chip${on ? '' : ' is-off'}`}
              aria-pressed={on}
              style={{ borderColor: x.color, background: on ? `color-mix(in srgb, ${x.color} 22%, var(--surface))` : 'transparent', color: 'var(--text)' }}
              onClick={() => setHidden(on ? [...hidden, x.id] : hidden.filter((h) => h !== x.id))}
            >
              {x.name}
            </button>
          );
        })}
      </div>
      <LeaveFilterBar value={filter} onChange={setFilter} search={search} onSearch={setSearch} />
      <Loaded view={resources}>
        {(rows) => (
          <>
            <TimelineGrid days={days} resources={rows} events={events.data ?? []} />
            {!full ? (
              <div ref={sentinel} className="leave-more">
                <button type="button" className="btn btn-small" disabled={resources.busy} onClick={() => setPages(pages + 1)}>
                  {t('calendar.more')}
                </button>
              </div>
            ) : null}
          </>
        )}
      </Loaded>
    </Page>
  );
}
