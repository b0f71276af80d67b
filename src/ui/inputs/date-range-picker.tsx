import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import { CalendarPopover } from './calendar-popover';
import { TimeInput } from './time-input';
import { normalizeRange, pickRangeDay, roundTime, selectionFor, weekStartFor, withTimeOf, type DateRangeValue, type PickerMode } from './date-range-rules';
import { dayOf, todayIso } from './iso-day';
import { dateLocale, formatValue, monthNames } from './date-locale';
import type { Unreadable } from '../../domain/typed-entry';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
  mode?: PickerMode;
  min?: string;
  max?: string;
  maxSpanDays?: number;
  disabledDate?: (isoDay: string) => boolean;
  /** A note for some days (a public holiday, say): marked in the grid and read with the day's name. */
  dayNote?: (isoDay: string) => string | undefined;
  /** A note of the person's own for some days (a request of theirs already covers it): marked apart from dayNote's. */
  dayOwn?: (isoDay: string) => string | undefined;
  /** Why a day of disabledDate cannot be picked: read with the day's name, shown on hover and in the legend under the grid. */
  disabledReason?: (isoDay: string) => string | undefined;
  withTime?: boolean;
  timeStepMinutes?: number;
  /** A time typed beside the day that cannot be read (null once it reads): the value keeps its last good time, and the owner must not send it. */
  onUnreadable?(entry: Unreadable | null): void;
  /** The form tried to send: the time's message shows even before the box is left. */
  showError?: boolean;
  disabled?: boolean;
  /** The picker's own label. Left out inside a Field, whose label (id '<id>-label') names the trigger and the calendar. */
  label?: string;
  /** Keeps the own label for screen readers only (a picker in a toolbar). */
  labelHidden?: boolean;
  /** A value that cannot be emptied: no clear button. */
  required?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const DEFAULT_START_TIME = '09:00';
const DEFAULT_END_TIME = '18:00';

/**
 * The shared date and date-range picker. Values are ISO strings
 * ('YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' with time) and every change goes
 * through normalizeRange, so what the caller receives already obeys the rules
 * of spec 1 section 5. A single date comes back as start = end.
 */
export function DateRangePicker(p: DateRangePickerProps) {
  const { t, i18n } = useTranslation('common');
  const mode = p.mode ?? 'date';
  const lang = i18n.language ?? 'fr';
  const weekStart = weekStartFor(lang);
  const rtl = i18n.dir?.(lang) === 'rtl';
  const [open, setOpen] = useState(false);
  // A range waits for its second click here; the caller only sees finished ranges.
  const [draft, setDraft] = useState<DateRangeValue | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const autoId = useId();
  const id = p.id ?? `date-${autoId}`;
  const labelId = `${id}-label`;
  const rules = { min: p.min, max: p.max, maxSpanDays: p.maxSpanDays, withTime: p.withTime, timeStepMinutes: p.timeStepMinutes };
  const step = p.timeStepMinutes ?? 1;

  const emit = (v: DateRangeValue) => p.onChange(normalizeRange(mode === 'date' ? { start: v.start, end: v.start } : v, rules));
  const close = () => {
    setOpen(false);
    setDraft(null);
    triggerRef.current?.focus();
  };
  const withTimes = (v: DateRangeValue): DateRangeValue =>
    p.withTime ? { start: withTimeOf(p.value.start, v.start, DEFAULT_START_TIME), end: withTimeOf(p.value.end, v.end, DEFAULT_END_TIME) } : v;

  const onPick = (iso: string) => {
    if (mode === 'range') {
      const r = pickRangeDay(draft ?? { start: null, end: null }, iso);
      if (!r.complete) return setDraft(r.value);
      emit(withTimes(r.value));
      return close();
    }
    emit(withTimes(selectionFor(mode, iso, weekStart)));
    close();
  };

  /**
   * A press outside the calendar once a range's first day is picked: that day alone (persona review: on a phone the
   * calendar waited for an end day over the half-day choice, and a tap beside it lost the day). Escape still cancels.
   */
  const finish = () => {
    if (mode === 'range' && draft?.start) emit(withTimes({ start: draft.start, end: draft.start }));
    close();
  };

  const setTime = (which: 'start' | 'end', time: string) => {
    const current = p.value[which];
    if (!current || !time) return;
    emit({ ...p.value, [which]: `${dayOf(current)}T${roundTime(time, step)}` });
  };

  const text = describe(p.value, mode, lang) || t('input.date.placeholder');
  const initialFocus = draft?.start ? dayOf(draft.start) : p.value.start ? dayOf(p.value.start) : clampToday(p.min, p.max);

  return (
    <div className="date-picker">
      {p.label ? (
        <span id={labelId} className={p.labelHidden ? 'visually-hidden' : 'date-picker-label'}>
          {p.label}
        </span>
      ) : null}
      <div className="date-picker-row">
        <button
          ref={triggerRef}
          id={id}
          type="button"
          className="input date-picker-trigger"
          data-calendar-trigger=""
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${id}`}
          aria-describedby={p['aria-describedby']}
          // A button takes no aria-invalid: the error is read through aria-describedby, and styled by this mark.
          data-invalid={p['aria-invalid'] ? '' : undefined}
          disabled={p.disabled}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <span className={p.value.start ? undefined : 'muted'}>{text}</span>
        </button>
        {p.withTime && p.value.start ? (
          <TimeInput className="date-picker-time" required stepMinutes={step} label={t('input.date.startTime')} disabled={p.disabled} value={p.value.start.slice(11, 16)} onChange={(v) => setTime('start', v)} onUnreadable={p.onUnreadable} showError={p.showError} />
        ) : null}
        {p.withTime && p.value.end && mode !== 'date' ? (
          <TimeInput className="date-picker-time" required stepMinutes={step} label={t('input.date.endTime')} disabled={p.disabled} value={p.value.end.slice(11, 16)} onChange={(v) => setTime('end', v)} onUnreadable={p.onUnreadable} showError={p.showError} />
        ) : null}
        {p.value.start && !p.disabled && !p.required ? (
          <button type="button" className="icon-button" aria-label={t('action.clear')} onClick={() => (p.onUnreadable?.(null), p.onChange({ start: null, end: null }))}>
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </div>
      {open ? (
        <CalendarPopover
          highlight={draft ?? p.value}
          initialFocus={initialFocus}
          weekStart={weekStart}
          rtl={rtl}
          min={p.min}
          max={p.max}
          disabledDate={p.disabledDate}
          dayNote={p.dayNote}
          dayOwn={p.dayOwn}
          disabledReason={p.disabledReason}
          labelledBy={labelId}
          onPick={onPick}
          onClose={(how) => (how === 'outside' ? finish() : close())}
        />
      ) : null}
      {mode === 'range' && draft?.start ? (
        <p className="small muted date-picker-hint">
          <span aria-live="polite">{t('input.date.pickEnd')}</span>{' '}
          <button type="button" className="link-button" onClick={finish}>
            {t('input.date.oneDay')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function clampToday(min?: string, max?: string): string {
  const today = todayIso();
  if (min && today < dayOf(min)) return dayOf(min);
  if (max && today > dayOf(max)) return dayOf(max);
  return today;
}

/** The trigger's text: one day, a range, a month or a year as people say them. */
export function describe(v: DateRangeValue, mode: PickerMode, lang: string): string {
  if (!v.start) return '';
  if (mode === 'year') return v.start.slice(0, 4);
  if (mode === 'month') return `${monthNames(dateLocale(lang))[Number(v.start.slice(5, 7)) - 1]} ${v.start.slice(0, 4)}`;
  const a = formatValue(v.start, lang);
  if (!v.end || v.end === v.start) return a;
  return `${a} – ${formatValue(v.end, lang)}`;
}
