import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { openPanel } from '../../app/panel-store';
import { addDays, isWeekend, weekday } from '../../domain/leave-days';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../ui/use-resource';
import { Icon } from '../../ui/icon';
import { MonthNav, currentMonth, monthDays, type Month } from './month-nav';
import { onLeaveChanged } from './leave-events';

/** /employee/:userId/conge/calendar: one employee's month, their requests and a 'new request' button. */
export default function EmployeeCalendarPage() {
  const { t, i18n } = useTranslation('leave');
  const userId = Number(useParams<{ userId: string }>().userId);
  const [month, setMonth] = useState<Month>(currentMonth);
  const events = useResource(leaveApi.events, { ...month, userId });
  const who = useResource(leaveApi.resources, { ...month, userId, lenght: 1 });
  const reload = useRef(events.reload);
  reload.current = events.reload;
  useEffect(() => onLeaveChanged(() => reload.current()), []);
  const days = monthDays(month);
  // Weeks start on Monday: pad the first week with the previous month's days.
  const lead = (weekday(days[0]) + 6) % 7;
  const cells = [...Array.from({ length: lead }, (_, i) => addDays(days[0], i - lead)), ...days];
  while (cells.length % 7) cells.push(addDays(cells[cells.length - 1], 1));
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const weekdayNames = weeks[0].map((d) => new Date(`${d}T00:00:00Z`).toLocaleDateString(i18n.language, { weekday: 'short', timeZone: 'UTC' }));
  const name = who.data?.[0]?.user.fullName ?? '';

  return (
    <Page
      title={name ? `${t('calendar.employeeTitle')} · ${name}` : t('calendar.employeeTitle')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => openPanel('leave.form', { userId })}>
          <Icon name="plus" /> {t('calendar.newRequest')}
        </button>
      }
    >
      <MonthNav value={month} onChange={setMonth} />
      <Loaded view={events}>
        {(list) => (
          <table className="leave-month-grid">
            <thead>
              <tr>
                {weekdayNames.map((n) => (
                  <th key={n} scope="col">
                    {n}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((w) => (
                <tr key={w[0]}>
                  {w.map((d) => {
                    const holiday = list.find((e) => e.isHoliday && e.start.slice(0, 10) === d);
                    const mine = list.filter((e) => !e.isHoliday && e.start.slice(0, 10) <= d && addDays(e.end, -1) >= d);
                    const outside = !days.includes(d);
                    return (
                      <td key={d} className={`leave-month-day${isWeekend(d) ? ' is-weekend' : ''}${holiday ? ' is-holiday' : ''}${outside ? ' is-outside' : ''}`}>
                        <span className="leave-month-date">{Number(d.slice(8))}</span>
                        {holiday ? <span className="small leave-holiday-name">{holiday.fauTitle}</span> : null}
                        {!outside && !isWeekend(d) && !holiday
                          ? mine.map((e) => (
                              <button key={e.id} type="button" className="leave-event" style={{ background: e.color, color: e.textColor }} onClick={() => openPanel('leave.detail', { id: e.demande })}>
                                {e.fauTitle}
                              </button>
                            ))
                          : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
    </Page>
  );
}
