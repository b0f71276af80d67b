import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '../../i18n/i18n';
import { formatDate } from '../../i18n/format';

/**
 * The half-day ticks (spec 2: morning and afternoon checkboxes). On one day they say which half is taken. Over
 * several days the same two flags mean the first day starts at noon and the last day ends at noon
 * (src/domain/leave-days.ts countDays): each then names its day, first day first, so nobody has to guess which
 * day 'Matin' takes (persona review: a half day on a leave of several days did not say which day).
 */
export function HalfDayChoice({ startDate, endDate, morning, afternoon, disabled, onChange }: {
  startDate: string;
  endDate: string;
  morning: boolean;
  afternoon: boolean;
  disabled: boolean;
  onChange: (half: { morning: boolean; afternoon: boolean }) => void;
}) {
  const { t } = useTranslation('leave');
  const start = startDate.slice(0, 10);
  const end = (endDate || startDate).slice(0, 10);
  const several = !!start && end > start;
  const morningBox = (
    <label key="morning">
      {/* On one day the two halves are one or the other: both ticked read as a whole day without a word (persona review). */}
      <input type="checkbox" checked={morning} disabled={disabled} onChange={(e) => onChange({ morning: e.target.checked, afternoon: several ? afternoon : afternoon && !e.target.checked })} />{' '}
      {several ? fillPlaceholders(t('form.lastDayMorning'), formatDate(end, 'dayMonth')) : t('form.morning')}
    </label>
  );
  const afternoonBox = (
    <label key="afternoon">
      <input type="checkbox" checked={afternoon} disabled={disabled} onChange={(e) => onChange({ morning: several ? morning : morning && !e.target.checked, afternoon: e.target.checked })} />{' '}
      {several ? fillPlaceholders(t('form.firstDayAfternoon'), formatDate(start, 'dayMonth')) : t('form.afternoon')}
    </label>
  );
  return (
    <fieldset className="leave-half">
      <legend>{t(several ? 'form.halfDays' : 'form.halfDay')}</legend>
      {several ? [afternoonBox, morningBox] : [morningBox, afternoonBox]}
    </fieldset>
  );
}
