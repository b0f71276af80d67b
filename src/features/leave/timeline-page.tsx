import { useRef } from 'react';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { saveFile } from '../../api/files';
import { useCan } from '../../kernel/services';
import { openPanel } from '../../kernel/panel-store';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { Spinner } from '../../ui/empty-state';
import { useResource } from '../../kernel/use-resource';
import { Icon } from '../../ui/icon';
import { selectCanLoadMore, selectHeadcount, selectHolidays, selectMonth, selectVisibleEvents } from '../../../machines/leave/leave-timeline.selectors';
import { LeaveFilterBar } from './leave-filter-bar';
import { MonthNav, currentMonth, monthDays } from './month-nav';
import { TimelineGrid } from './timeline-grid';
import { timelineLogic } from './leave-timeline.effects';
import { changes } from '../../realtime/changes';
import { useChanges } from '../../kernel/use-changes';
import { loadFullCalendar } from './calendar/load-kit';
import { useActorRef } from '../../kernel/actors';


/** /conge/timeline: who is away this month, one row per employee, 15 more rows as the list scrolls. */
export default function TimelinePage() {
  const { t } = useTranslation('leave');
  const canReserve = useCan(['Conge.Create.Demand']);
  const actor = useActorRef(timelineLogic, { input: currentMonth() });
  const month = useSelector(actor, selectMonth, (a, b) => a.year === b.year && a.month === b.month);
  const query = useSelector(actor, (s) => s.context.query);
  const resources = useSelector(actor, (s) => s.context.resources);
  const events = useSelector(actor, selectVisibleEvents);
  const holidays = useSelector(actor, selectHolidays);
  const headcount = useSelector(actor, selectHeadcount);
  const hidden = useSelector(actor, (s) => s.context.hidden);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const paging = useSelector(actor, (s) => s.hasTag('paging'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  // A failed first load, next page or month refresh: the message with a retry (the rows loaded stay).
  const failed = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'timeline.retry' }));
  const kit = useResource(loadFullCalendar, null);
  // FullCalendar is built once, with the first rows and events (a drawing of an empty month first would cost as much again);
  // later loads (filter, search, month) keep it and feed it what changed.
  const drawn = useRef(false);
  if (!drawn.current && !loading) drawn.current = true;
  const index = useResource(() => leaveApi.dataIndex(), null);
  const count = useResource(() => leaveApi.count(), null);
  const types = index.data?.conge ?? [];
  useChanges(changes.leave, () => actor.send({ type: 'timeline.reload' }));

  const exportXlsx = async () => {
    const days = monthDays(month);
    try {
      const { blob, fileName } = await leaveApi.exportXlsx({ dateMin: days[0], dateMax: days[days.length - 1], filter: query.filter, searchValue: query.searchValue });
      saveFile(blob, fileName ?? 'conges.xlsx');
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
        <MonthNav value={month} onChange={(m) => actor.send({ type: 'timeline.setMonth', ...m })} />
        <span className="badge badge-info" data-testid="leave-headcount" title={t('calendar.headcount')}>
          <span className="visually-hidden">{t('calendar.headcount')} </span>
          {headcount}
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
              onClick={() => actor.send({ type: 'timeline.toggleType', typeId: x.id })}
            >
              {x.name}
            </button>
          );
        })}
      </div>
      <LeaveFilterBar
        value={query.filter}
        onChange={(filter) => actor.send({ type: 'timeline.setFilter', filter })}
        search={query.searchValue}
        onSearch={(searchValue) => actor.send({ type: 'timeline.setSearch', searchValue })}
      />
      {failed ? (
        <div className="banner banner-error" role="alert">
          {t(failed)}
          {canRetry ? (
            <button type="button" className="btn btn-small" onClick={() => actor.send({ type: 'timeline.retry' })}>
              {t('Error.Retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {drawn.current ? (
        <Loaded view={kit}>
          {(k) => <TimelineGrid kit={k} year={month.year} month={month.month} resources={resources} events={events} holidays={holidays} canLoadMore={canLoadMore} onMore={() => actor.send({ type: 'timeline.more' })} />}
        </Loaded>
      ) : (
        <div className="leave-fc leave-fc-timeline leave-fc-waiting">
          <Spinner label={t('state.loading')} />
        </div>
      )}
      <div className="leave-more" aria-live="polite">
        {paging ? <Spinner label={t('calendar.loadingMore')} /> : null}
        {canLoadMore ? (
          <button type="button" className="btn btn-small" disabled={paging} onClick={() => actor.send({ type: 'timeline.more' })}>
            {t('calendar.more')}
          </button>
        ) : null}
      </div>
    </Page>
  );
}
