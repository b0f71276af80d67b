import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { listUsers } from '../../api/users-api';
import { useResource } from '../../kernel/use-resource';
import { Avatar } from '../../kernel/avatar';
import { changes } from '../../realtime/changes';
import { useToday } from '../../ui/use-today';
import { CardView, Nothing, RowText } from './card-view';
import type { CardBodyProps } from './work-card';
import { DaySpan } from '../../ui/date-range';
import { awayInWeek, weekOf, type Away } from './away-week';

/**
 * Who is away today and this week: the leave calendar's own events (every
 * holder of Conge.View reads them) of the month or two the week spans, and the
 * names of the people they belong to.
 */
async function loadAway(today: string) {
  const { monday, sunday } = weekOf(today);
  const months = [...new Set([monday.slice(0, 7), sunday.slice(0, 7)])];
  const events = (
    await Promise.all(months.map((m) => leaveApi.events({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)) })))
  ).flat();
  const away = awayInWeek(events, today);
  const ids = [...new Set(away.map((a) => a.userId))];
  const people = ids.length ? (await listUsers({ ids, lenght: 100 })).users : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return away.map((a) => ({ ...a, person: byId.get(a.userId) ?? null }));
}

function People({ rows }: { rows: Array<Away & { person: { fullName: string; picturePath: string | null } | null }> }) {
  return (
    <ul className="work-list away-list">
      {rows.map((a) => (
        <li key={`${a.userId}-${a.start}`} className="work-row">
          <Avatar userId={a.userId} name={a.person?.fullName ?? '?'} picturePath={a.person?.picturePath} size={28} />
          <RowText
            first={<strong className="work-who">{a.person?.fullName ?? '—'}</strong>}
            second={
              <>
                {a.type} · <DaySpan start={a.start} end={a.end} />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}

export default function AwayCard({ title }: CardBodyProps) {
  const { t } = useTranslation('dashboard');
  const today = useToday();
  const view = useResource(loadAway, today, { refreshOn: changes.leave });
  return (
    <CardView view={view} title={title}>
      {(rows) => {
        const now = rows.filter((a) => a.start <= today && a.end >= today);
        const later = rows.filter((a) => !(a.start <= today && a.end >= today));
        return (
          <>
            <h3 className="work-kind-title">
              {t('away.today')} <span className="badge badge-info">{new Set(now.map((a) => a.userId)).size}</span>
            </h3>
            {now.length ? <People rows={now} /> : <Nothing>{t('away.nobodyToday')}</Nothing>}
            <h3 className="work-kind-title">{t('away.week')}</h3>
            {later.length ? <People rows={later} /> : <Nothing>{t('away.nobodyWeek')}</Nothing>}
          </>
        );
      }}
    </CardView>
  );
}
