import { endOfMonth } from './iso-day';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

export interface DateInputProps extends Omit<DateRangePickerProps, 'value' | 'onChange' | 'mode'> {
  /** 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm' with time), or '' when empty. */
  value: string;
  onChange(value: string): void;
  mode?: 'date' | 'month';
}

/**
 * One day (with its time when asked), or one month, through the app's own
 * calendar, where a native input would speak the browser's language. A month
 * comes back as its first day.
 */
export function DateInput({ value, onChange, mode = 'date', ...rest }: DateInputProps) {
  // A server's day may come with a time ('2026-11-10T00:00:00'): shown as the picker's shape.
  const start = value ? value.slice(0, rest.withTime ? 16 : 10) : null;
  return <DateRangePicker {...rest} mode={mode} value={{ start, end: start && mode === 'month' ? endOfMonth(start) : start }} onChange={(r) => onChange(r.start ?? '')} />;
}
