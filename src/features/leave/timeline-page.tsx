import { useRef } from 'react';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { saveFile } from '../../api/files';
import { useCan, usePermissions } from '../../kernel/services';
import { openPanel } from '../../kernel/panel-store';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { Spinner } from '../../ui/empty-state';
import { useResource } from '../../kernel/use-resource';
import { Icon } from '../../ui/icon';
import { offersTeam, opensOnTeam } from '../../domain/leave-team';
import { firstDayAway, sameRange, selectAwayByDay, selectCanLoadMore, selectHeadcount, selectHolidays, selectRange, selectVisibleEvents } from '../../../machines/leave/leave-timeline.selectors';
import { rangeAround, rangeEnd } from '../../../machines/leave/timeline-range';
import { addDays } from '../../domain/leave-days';
import { todayIso } from '../../ui/inputs/iso-day';
import { LeaveFilterBar } from './leave-filter-bar';
import { RangeNav } from './range-nav';
import { TimelineGrid } from './timeline-grid';
import { timelineLogic } from './leave-timeline.effects';
import { changes } from '../../realtime/changes';
import { useChanges } from '../../kernel/use-changes';
import { loadFullCalendar } from './calendar/load-kit';
import { useActorRef } from '../../kernel/actors';
import { RetryBanner } from '../../ui/retry-banner';


/** /conge/timeline: who is away this week, month or quarter (this month first), one row per employee, 15 more rows as the list scrolls. */
export default function TimelinePage() {
  const { t } = useTranslation('leave');
  const canReserve = useCan(['Conge.Create.Demand']);
  const permissions = usePermissions();
  // A manager opens on the people whose leave they approve; everyone else on the whole company (absentees first either way).
  const actor = useActorRef(timelineLogic, { input: { ...rangeAround('month', todayIso()), myTeam: opensOnTeam(permissions) } });
  const range = useSelector(actor, selectRange, sameRange);
  const query = useSelector(actor, (s) => s.context.query);
  const resources = useSelector(actor, (s) => s.context.resources);
  const events = useSelector(actor, selectVisibleEvents);
  const holidays = useSelector(actor, selectHolidays);
  const headcount = useSelector(actor, selectHeadcount);
  const away = useSelector(actor, selectAwayByDay, sameCounts);
  // A search's people: the first day one of them is away, which the grid brings into view once their rows are in (persona
  // review: a search that found Hicham showed his row empty, his leave further in the month, out of the frame).
  const focusDay = query.searchValue.trim() ? firstDayAway(away) : null;
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
    try {
      const { blob, fileName } = await leaveApi.exportXlsx({ dateMin: range.start, dateMax: addDays(rangeEnd(range), -1), filter: query.filter, searchValue: query.searchValue });
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
        <RangeNav value={range} onChange={(r) => actor.send({ type: 'timeline.setRange', range: r })} />
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
        {/* The grey bars: absences whose reason is not the viewer's to know (health data), said in the legend (review). */}
        {events.some((e) => !e.isHoliday && !e.fauTitle) ? (
          <span className="leave-chip leave-chip-absence" title={t('calendar.absenceHint')}>
            {t('calendar.absence')}
            <span className="visually-hidden"> ({t('calendar.absenceHint')})</span>
          </span>
        ) : null}
      </div>
      <LeaveFilterBar
        value={query.filter}
        onChange={(filter) => actor.send({ type: 'timeline.setFilter', filter })}
        search={query.searchValue}
        onSearch={(searchValue) => actor.send({ type: 'timeline.setSearch', searchValue })}
        extraActive={query.myTeam ? 1 : 0}
      >
        {offersTeam(permissions) ? (
          <label className="leave-team-toggle" title={t('calendar.myTeamHint')}>
            <input type="checkbox" checked={query.myTeam} onChange={(e) => actor.send({ type: 'timeline.setTeam', myTeam: e.target.checked })} aria-describedby="leave-team-hint" />
            {t('calendar.myTeam')}
            <span id="leave-team-hint" className="visually-hidden">
              {t('calendar.myTeamHint')}
            </span>
          </label>
        ) : null}
      </LeaveFilterBar>
      {failed ? <RetryBanner message={t(failed)} onRetry={canRetry ? () => actor.send({ type: 'timeline.retry' }) : undefined} /> : null}
      {drawn.current && (kit.data || kit.error) ? (
        <div className="leave-fc-stack">
          <Loaded view={kit}>
            {(k) => <TimelineGrid kit={k} range={range} resources={resources} events={events} holidays={holidays} away={away} canLoadMore={canLoadMore} onMore={() => actor.send({ type: 'timeline.more' })} focusDay={focusDay} />}
          </Loaded>
          {/* Another range, a filter or a search reads the rows again: the grid, emptied meanwhile, says it is loading (persona review). */}
          {loading ? (
            <div className="leave-fc-busy">
              <Spinner label={t('calendar.loading')} shown />
            </div>
          ) : null}
        </div>
      ) : (
        // The calendar's own frame, saying what it waits for, until its rows and its code are both in: no blank box, no jump.
        <div className="leave-fc leave-fc-timeline leave-fc-waiting">
          <Spinner label={t('calendar.loading')} shown />
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

/** The day counts compared by value: the legend's toggles and reloads draw the header again only when a count moved. */
function sameCounts(a: Record<string, number>, b: Record<string, number>) {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
