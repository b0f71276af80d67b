import { useParams } from 'wouter';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { openPanel } from '../../kernel/panel-store';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { Spinner } from '../../ui/empty-state';
import { useResource } from '../../kernel/use-resource';
import { Icon } from '../../ui/icon';
import { MonthNav, currentMonth } from './month-nav';
import { EmployeeMonthGrid } from './employee-month-grid';
import { employeeCalendarLogic } from './employee-calendar.effects';
import { changes } from '../../realtime/changes';
import { useChanges } from '../../kernel/use-changes';
import { loadFullCalendar } from './calendar/load-kit';
import { useActorRef } from '../../kernel/actors';
import { RetryBanner } from '../../ui/retry-banner';

/** /employee/:userId/conge/calendar: one employee's month, their requests and a 'new request' button. */
export default function EmployeeCalendarPage() {
  const userId = Number(useParams<{ userId: string }>().userId);
  // Another employee is another calendar: a fresh statechart.
  return <EmployeeCalendar key={userId} userId={userId} />;
}

function EmployeeCalendar({ userId }: { userId: number }) {
  const { t } = useTranslation('leave');
  const actor = useActorRef(employeeCalendarLogic, { input: { userId, ...currentMonth() } });
  const month = useSelector(actor, (s) => ({ year: s.context.year, month: s.context.month }), (a, b) => a.year === b.year && a.month === b.month);
  const shown = useSelector(actor, (s) => s.context.shown);
  const name = useSelector(actor, (s) => s.context.name);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null));
  const kit = useResource(loadFullCalendar, null);
  useChanges(changes.leave, () => actor.send({ type: 'calendar.reload' }));

  return (
    <Page
      title={name ? `${t('calendar.employeeTitle')} · ${name}` : t('calendar.employeeTitle')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => openPanel('leave.form', { userId })}>
          <Icon name="plus" /> {t('calendar.newRequest')}
        </button>
      }
    >
      <MonthNav value={month} onChange={(m) => actor.send({ type: 'calendar.setMonth', ...m })} />
      {failed ? (
        <RetryBanner message={t(failed)} onRetry={() => actor.send({ type: 'calendar.reload' })} />
      ) : null}
      <div className="leave-more" aria-live="polite">
        {busy && shown ? <Spinner label={t('state.loading')} /> : null}
      </div>
      {/* The month shown stays while another one loads. */}
      <Loaded view={kit}>{(k) => (shown ? <EmployeeMonthGrid kit={k} year={shown.year} month={shown.month} events={shown.events} /> : !failed ? <Spinner label={t('state.loading')} /> : null)}</Loaded>
    </Page>
  );
}
