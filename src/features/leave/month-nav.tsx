import { formatDate } from '../../i18n/format';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon';
import { appNow } from '../../domain/clock';
import { DateInput } from '../../ui/inputs/date-input';

export interface Month {
  year: number;
  month: number;
}
/** The month of today on the app's clock (the demo's may have travelled). */
export const currentMonth = (): Month => {
  const d = appNow();
  return { year: d.getFullYear(), month: d.getMonth() + 1 };
};
export const shiftMonth = (m: Month, n: number): Month => {
  const i = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
};

/** Previous / next month and a month picker. */
export function MonthNav({ value, onChange }: { value: Month; onChange(m: Month): void }) {
  const { t, i18n } = useTranslation('leave');
  const label = formatDate(Date.UTC(value.year, value.month - 1, 1), 'monthYear', i18n.language);
  return (
    <div className="leave-month-nav">
      <button type="button" className="icon-button" aria-label={t('calendar.previousMonth')} onClick={() => onChange(shiftMonth(value, -1))}>
        <Icon name="chevronStart" />
      </button>
      <strong className="leave-month-label" aria-live="polite">
        {label}
      </strong>
      <button type="button" className="icon-button" aria-label={t('calendar.nextMonth')} onClick={() => onChange(shiftMonth(value, 1))}>
        <Icon name="chevronEnd" />
      </button>
      <div className="leave-month-picker">
        <DateInput
          mode="month"
          label={t('calendar.pickMonth')}
          labelHidden
          required
          value={`${value.year}-${String(value.month).padStart(2, '0')}-01`}
          onChange={(iso) => {
            const [y, m] = iso.split('-').map(Number);
            if (y && m) onChange({ year: y, month: m });
          }}
        />
      </div>
    </div>
  );
}
