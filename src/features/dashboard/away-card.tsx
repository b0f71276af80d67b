import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { listUsers } from '../../api/users-api';
import { useResource } from '../../kernel/use-resource';
import { usePermissions } from '../../kernel/services';
import { opensOnTeam } from '../../domain/leave-team';
import { Avatar } from '../../kernel/avatar';
import { changes } from '../../realtime/changes';
import { useToday } from '../../ui/use-today';
import { CardView, FirstRows, Nothing, RowText, SHOWN } from './card-view';
import type { CardBodyProps } from './work-card';
import { DaySpan } from '../../ui/date-range';
import { awayAhead, awayOn, daysAhead, type Away } from './away-week';
import { leaveStatusTable } from '../../domain/leave';

/** Whose leave touches today, and that of the six days after. */
interface AwayAhead {
  now: Away[];
  later: Away[];
  /** The people of the rows the card shows (SHOWN of each part): a company of 10,000 is not all named for it. */
  people: ReadonlyMap<number, { fullName: string; picturePath: string | null }>;
  /** The requests still waiting for approval among those the viewer's list holds (their own, those they decide). */
  pending: ReadonlySet<number>;
}

/** How many waiting requests the card reads to mark rows: far more than a team has waiting in a week. */
const PENDING_READ = 100;

/**
 * Who is away today and in the six days after: the leave calendar's own events (every
 * holder of Conge.View reads them) of the month or two those days span (a
 * manager's team only), and the names of the people the card shows.
 */
async function loadAway({ today, myTeam }: { today: string; myTeam: boolean }): Promise<AwayAhead> {
  const { first, last } = daysAhead(today);
  const months = [...new Set([first.slice(0, 7), last.slice(0, 7)])];
  // The calendar's events carry pending and accepted leave alike, with no status: the requests still waiting that the
  // viewer's list holds mark theirs (persona review: Karim's card showed as away a leave he had not yet decided).
  const [monthsEvents, waiting] = await Promise.all([
    Promise.all(months.map((m) => leaveApi.events({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)), ...(myTeam ? { myTeam } : {}) }))),
    leaveApi.list({ status: 'En_Cour', page: 1, pageSize: PENDING_READ }).catch(() => null),
  ]);
  const events = monthsEvents.flat();
  const away = awayAhead(events, today);
  const now = away.filter((a) => awayOn(a, today));
  const later = away.filter((a) => !awayOn(a, today));
  const ids = [...new Set([...now.slice(0, SHOWN), ...later.slice(0, SHOWN)].map((a) => a.userId))];
  const named = ids.length ? (await listUsers({ ids, lenght: ids.length })).users : [];
  return { now, later, people: new Map(named.map((p) => [p.id, p])), pending: new Set(waiting?.rows.map((r) => r.id) ?? []) };
}

/** Distinct people of some rows: a person may be away twice in a week (or twice in a day, by half days). */
const peopleIn = (rows: readonly Away[]) => new Set(rows.map((a) => a.userId)).size;

function People({ rows, people, pending, more }: { rows: readonly Away[]; people: AwayAhead['people']; pending: AwayAhead['pending']; more: (count: number) => string }) {
  const { t } = useTranslation('cards');
  // The link stands for the people not shown, not the rows.
  const left = peopleIn(rows) - peopleIn(rows.slice(0, SHOWN));
  return (
    <FirstRows rows={rows} left={left} href="/conge/timeline" more={more} className="work-list away-list">
      {(a) => {
        const person = people.get(a.userId);
        return (
          <li key={`${a.userId}-${a.start}-${a.end}`} className="work-row">
            <Avatar userId={a.userId} name={person?.fullName ?? '?'} picturePath={person?.picturePath} size={28} />
            <RowText
              first={
                // The mark beside the name, read whole: at the end of the second line the days cut it off (review).
                <span className="work-titled">
                  <strong className="work-who">{person?.fullName ?? '—'}</strong>
                  {a.request !== null && pending.has(a.request) ? (
                    <span className="work-amount">
                      &nbsp;<span className={`badge ${leaveStatusTable.En_Cour.badge} away-pending`}>{t('away.pending')}</span>
                    </span>
                  ) : null}
                </span>
              }
              second={
                // A long type is cut, the days stay whole (persona review: 'Congé exceptionnel pour événement familial …' hid them).
                <span className="work-split">
                  <span className="work-cut">{a.type || t('away.absence')}</span>
                  <span className="work-keep">
                    &nbsp;· <DaySpan start={a.start} end={a.end} />
                  </span>
                </span>
              }
            />
          </li>
        );
      }}
    </FirstRows>
  );
}

export default function AwayCard({ title }: CardBodyProps) {
  const { t } = useTranslation('cards');
  const today = useToday();
  // A manager's card is about the team whose leave they approve, as the calendar opens for them (issue 36 item 2).
  const myTeam = opensOnTeam(usePermissions());
  const view = useResource(loadAway, { today, myTeam }, { refreshOn: changes.leave });
  const more = (count: number) => t('away.more', { count });
  return (
    <CardView view={view} title={title}>
      {({ now, later, people, pending }) => (
        <>
          <h3 className="work-kind-title">
            {t('away.today')} <span className="badge badge-info">{peopleIn(now)}</span>
          </h3>
          {now.length ? <People rows={now} people={people} pending={pending} more={more} /> : <Nothing>{t('away.nobodyToday')}</Nothing>}
          <h3 className="work-kind-title">
            {t('away.week')} {later.length ? <span className="badge badge-info">{peopleIn(later)}</span> : null}
          </h3>
          {later.length ? <People rows={later} people={people} pending={pending} more={more} /> : <Nothing>{t('away.nobodyWeek')}</Nothing>}
        </>
      )}
    </CardView>
  );
}
