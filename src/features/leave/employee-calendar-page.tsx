import { useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { openPanel } from '../../app/panel-store';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../ui/use-resource';
import { Icon } from '../../ui/icon';
import { MonthNav, currentMonth, type Month } from './month-nav';
import { EmployeeMonthGrid } from './employee-month-grid';
import { onLeaveChanged } from './leave-events';
import { loadFullCalendar } from './calendar/load-kit';


/** /employee/:userId/conge/calendar: one employee's month, their requests and a 'new request' button. */
export default function EmployeeCalendarPage() {
  const { t } = useTranslation('leave');
  const userId = Number(useParams<{ userId: string }>().userId);
  // The month picked is plain view input; loading goes through the resource statechart.
  const [month, setMonth] = useState<Month>(currentMonth);
  const events = useResource(leaveApi.events, { ...month, userId });
  const who = useResource(leaveApi.resources, { ...month, userId, lenght: 1 });
  const kit = useResource(loadFullCalendar, null);
  const reload = useRef(events.reload);
  reload.current = events.reload;
  useEffect(() => onLeaveChanged(() => reload.current()), []);
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
      <Loaded view={kit}>{(k) => <Loaded view={events}>{(list) => <EmployeeMonthGrid kit={k} year={month.year} month={month.month} events={list} />}</Loaded>}</Loaded>
    </Page>
  );
}
