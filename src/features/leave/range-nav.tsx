import { useTranslation } from 'react-i18next';
import { dateFormatter } from '../../i18n/format';
import { Icon } from '../../ui/icon';
import { DateInput } from '../../ui/inputs/date-input';
import { useToday } from '../../ui/use-today';
import { TIMELINE_VIEWS, rangeAround, rangeEnd, shiftRange, switchView, type TimelineRange, type TimelineView } from '../../../machines/leave/timeline-range';
import { addDays, parseDay } from '../../domain/leave-days';

const viewLabel = { week: 'calendar.viewWeek', month: 'calendar.viewMonth', quarter: 'calendar.viewQuarter' } as const;
const stepLabel = {
  week: ['calendar.previousWeek', 'calendar.nextWeek'],
  month: ['calendar.previousMonth', 'calendar.nextMonth'],
  quarter: ['calendar.previousQuarter', 'calendar.nextQuarter'],
} as const;

/** The range as the language writes it, start to end in either direction: '23 – 29 nov. 2026', 'novembre 2026', 'octobre – décembre 2026'. */
export function rangeLabel(r: TimelineRange, lang: string): string {
  const last = addDays(rangeEnd(r), -1);
  if (r.view === 'week') return dateFormatter('shortDay', lang).formatRange(parseDay(r.start), parseDay(last));
  const f = dateFormatter('monthYear', lang);
  return r.view === 'month' ? f.format(parseDay(r.start)) : f.formatRange(parseDay(r.start), parseDay(last));
}

/** The calendar's views (week, month, quarter), previous / next, back to today, and a month picker. */
export function RangeNav({ value, onChange }: { value: TimelineRange; onChange(r: TimelineRange): void }) {
  const { t, i18n } = useTranslation('leave');
  const today = useToday();
  const [previous, next] = stepLabel[value.view];
  const month = value.view === 'month';
  // A week across two months is in the month of its Thursday, where most of its days are (ISO 8601): the week of
  // 30 November to 6 December 2026 is December's (persona review: the picker said 'novembre 2026').
  const shownMonth = (value.view === 'week' ? addDays(value.start, 3) : value.start).slice(0, 8) + '01';
  const picker = (
    <div className={month ? 'leave-month-picker is-between' : 'leave-month-picker'}>
      <DateInput mode="month" label={t('calendar.pickMonth')} labelHidden required value={shownMonth} onChange={(iso) => /^\d{4}-\d{2}/.test(iso) && onChange(rangeAround(value.view, `${iso.slice(0, 7)}-01`))} />
    </div>
  );
  return (
    <div className="leave-month-nav">
      <div className="leave-view-switch" role="group" aria-label={t('calendar.view')}>
        {TIMELINE_VIEWS.map((v: TimelineView) => (
          <button key={v} type="button" className={`btn btn-small${v === value.view ? ' btn-primary' : ''}`} aria-pressed={v === value.view} onClick={() => onChange(switchView(value, v, today))}>
            {t(viewLabel[v])}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn-small" onClick={() => onChange(rangeAround(value.view, today))}>
        {t('calendar.today')}
      </button>
      {/* The arrows and what they move hold together on one line. A month shown is the picker's own text: it stands
          between the arrows instead of being written twice (the label stays for screen readers, told each move). */}
      <div className="leave-month-step">
        <button type="button" className="icon-button" aria-label={t(previous)} onClick={() => onChange(shiftRange(value, -1))}>
          <Icon name="chevronStart" />
        </button>
        {month ? picker : null}
        <strong className={month ? 'leave-month-label visually-hidden' : 'leave-month-label'} aria-live="polite">
          {rangeLabel(value, i18n.language)}
        </strong>
        <button type="button" className="icon-button" aria-label={t(next)} onClick={() => onChange(shiftRange(value, 1))}>
          <Icon name="chevronEnd" />
        </button>
      </div>
      {month ? null : picker}
    </div>
  );
}
