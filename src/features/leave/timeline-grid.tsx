import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../domain/leave';
import { addDays, isWeekend } from '../../domain/leave-days';
import { openPanel } from '../../app/panel-store';
import { Avatar } from '../../ui/avatar';

interface Resource {
  id: number;
  user: { id: number; fullName: string; fonctionName: string | null; image: string | null };
}

/**
 * The company month timeline: one row per employee, one column per day,
 * weekends greyed and public holidays marked; a leave spans its days and
 * opens its detail. (A plain table: accessible, and light on the bundle.)
 */
export function TimelineGrid({ days, resources, events }: { days: string[]; resources: Resource[]; events: CalendarEvent[] }) {
  const { t, i18n } = useTranslation('leave');
  const holidays = new Map(events.filter((e) => e.isHoliday).map((e) => [e.start.slice(0, 10), e.fauTitle]));
  const first = days[0];
  const last = days[days.length - 1];
  const weekdayLetter = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString(i18n.language, { weekday: 'narrow', timeZone: 'UTC' });
  const dayClass = (d: string) => `leave-day${isWeekend(d) ? ' is-weekend' : ''}${holidays.has(d) ? ' is-holiday' : ''}`;

  const rowCells = (userId: number) => {
    const mine = events.filter((e) => e.resourceId === userId);
    const cells = [];
    for (let i = 0; i < days.length; ) {
      const d = days[i];
      const ev = mine.find((e) => addDays(e.end, -1) >= d && (e.start.slice(0, 10) === d || (i === 0 && e.start < first)));
      if (ev) {
        const endIso = addDays(ev.end, -1) > last ? last : addDays(ev.end, -1);
        const span = days.slice(i).filter((x) => x <= endIso).length;
        cells.push(
          <td key={d} colSpan={span} className="leave-event-cell">
            <button type="button" className="leave-event" style={{ background: ev.color, color: ev.textColor }} title={ev.fauTitle} onClick={() => openPanel('leave.detail', { id: ev.demande })}>
              {ev.fauTitle}
            </button>
          </td>,
        );
        i += Math.max(1, span);
      } else {
        cells.push(<td key={d} className={dayClass(d)} title={holidays.get(d)} />);
        i++;
      }
    }
    return cells;
  };

  return (
    <div className="leave-timeline-scroll">
      <table className="leave-timeline-grid" style={{ width: `${14 + days.length * 2.2}rem` }}>
        <caption className="visually-hidden">{t('calendar.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="leave-resource-head">
              {t('calendar.employee')}
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className={dayClass(d)} title={holidays.get(d)}>
                <span className="small muted">{weekdayLetter(d)}</span>
                <br />
                {Number(d.slice(8))}
                {holidays.has(d) ? <span className="leave-holiday-dot" role="img" aria-label={holidays.get(d)} title={holidays.get(d)} /> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((r) => (
            <tr key={r.id}>
              <th scope="row" className="leave-resource">
                <Link href={`/employee/${r.user.id}/conge/calendar`} className="leave-resource-link">
                  <Avatar userId={r.user.id} name={r.user.fullName} picturePath={r.user.image} size={24} />
                  <span>
                    {r.user.fullName}
                    <span className="small muted"> {r.user.fonctionName}</span>
                  </span>
                </Link>
              </th>
              {rowCells(r.id)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
