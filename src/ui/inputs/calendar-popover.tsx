import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEscapeLayer } from '../layers';
import { inRange, isDaySelectable, monthGrid, moveFocus, yearRange, type DateRangeValue } from './date-range-rules';
import { addMonths, isoOf, daysInMonth, todayIso } from './iso-day';
import { monthNames, weekdayNames } from './date-locale';
import { formatLongDay } from '../../i18n/format';
import { appNow } from '../../domain/clock';

export interface CalendarPopoverProps {
  /** The range to highlight (the draft while a range is half picked). */
  highlight: DateRangeValue;
  /** Day focused when the popover opens. */
  initialFocus: string;
  weekStart: number;
  rtl: boolean;
  min?: string;
  max?: string;
  disabledDate?: (isoDay: string) => boolean;
  dayNote?: (isoDay: string) => string | undefined;
  /** A note of the person's own (a request of theirs already covers the day): marked apart from dayNote's. */
  dayOwn?: (isoDay: string) => string | undefined;
  disabledReason?: (isoDay: string) => string | undefined;
  /** The id of the element naming the calendar (the picker's label). */
  labelledBy: string;
  onPick(isoDay: string): void;
  /** Escape (the person cancels), or a press outside the calendar (the person is done with it). */
  onClose(how: 'escape' | 'outside'): void;
}

/**
 * The calendar grid of the date picker: a dialog with month and year selects
 * and a grid of days moved through with the keyboard (arrows, Home/End,
 * PageUp/PageDown, Shift for years; Enter or Space picks; Escape closes).
 */
export function CalendarPopover(p: CalendarPopoverProps) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  const [focused, setFocused] = useState(p.initialFocus);
  const gridRef = useRef<HTMLTableElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusOnRender = useRef(true);
  const titleId = useId();
  const year = Number(focused.slice(0, 4));
  const month0 = Number(focused.slice(5, 7)) - 1;
  const weeks = useMemo(() => monthGrid(year, month0, p.weekStart), [year, month0, p.weekStart]);
  const months = useMemo(() => monthNames(lang), [lang]);
  const days = useMemo(() => weekdayNames(lang, p.weekStart), [lang, p.weekStart]);
  const longDays = useMemo(() => weekdayNames(lang, p.weekStart, 'dddd'), [lang, p.weekStart]);
  const years = useMemo(() => yearRange(appNow().getFullYear()), []);
  const today = todayIso();

  useEffect(() => {
    if (!focusOnRender.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

  // Escape closes the calendar alone (ui/layers.ts); the caller gives focus back to its trigger.
  useEscapeLayer(true, () => p.onClose('escape'), rootRef);

  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node) && !(e.target as HTMLElement).closest?.('[data-calendar-trigger]')) p.onClose('outside');
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [p]);

  const selectable = (iso: string) => isDaySelectable(iso, p);
  // A day's notes, the reason it is greyed last: its name alone said nothing of why it could not be picked.
  const reasonOf = (iso: string) => (selectable(iso) ? undefined : p.disabledReason?.(iso));
  const notesOf = (iso: string) => [p.dayNote?.(iso), p.dayOwn?.(iso), reasonOf(iso)].filter((x): x is string => !!x);
  const legend = monthLegend(weeks, month0, { note: (iso) => p.dayNote?.(iso), own: (iso) => p.dayOwn?.(iso), reason: reasonOf });
  const goTo = (iso: string, focusGrid: boolean) => {
    focusOnRender.current = focusGrid;
    setFocused(iso);
  };
  const setMonthYear = (y: number, m: number) => goTo(isoOf(y, m, Math.min(Number(focused.slice(8, 10)), daysInMonth(y, m))), false);

  const onGridKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = moveFocus(focused, e.key, { weekStart: p.weekStart, rtl: p.rtl, shift: e.shiftKey });
    if (next) {
      e.preventDefault();
      goTo(next, true);
    }
  };
  return (
    <div ref={rootRef} className="calendar-popover" role="dialog" aria-modal="false" aria-labelledby={p.labelledBy}>
      <div className="calendar-head">
        <button type="button" className="icon-button" onClick={() => goTo(addMonths(focused, -1), false)} aria-label={t('input.date.prevMonth')}>
          <span aria-hidden="true" className="icon-mirror">‹</span>
        </button>
        <span id={titleId} className="visually-hidden" aria-live="polite">
          {months[month0]} {year}
        </span>
        <select className="input" aria-label={t('input.date.month')} value={month0} onChange={(e) => setMonthYear(year, Number(e.target.value))}>
          {months.map((m, i) => (
            <option key={m} value={i}>
              {m}
            </option>
          ))}
        </select>
        <select className="input" aria-label={t('input.date.year')} value={year} onChange={(e) => setMonthYear(Number(e.target.value), month0)}>
          {(years.includes(year) ? years : [...years, year].sort((a, b) => a - b)).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button type="button" className="icon-button" onClick={() => goTo(addMonths(focused, 1), false)} aria-label={t('input.date.nextMonth')}>
          <span aria-hidden="true" className="icon-mirror">›</span>
        </button>
      </div>
      <table ref={gridRef} className="calendar-grid" role="grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {days.map((d, i) => (
              <th key={i} scope="col" abbr={longDays[i]}>
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const outside = Number(iso.slice(5, 7)) - 1 !== month0;
                const can = selectable(iso);
                const selected = inRange(iso, p.highlight);
                const note = p.dayNote?.(iso);
                const own = p.dayOwn?.(iso);
                const notes = notesOf(iso);
                return (
                  <td key={iso} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      data-day={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      className={['calendar-day', outside && 'is-outside', selected && 'is-selected', iso === today && 'is-today', note && 'is-marked', own && 'is-own'].filter(Boolean).join(' ')}
                      aria-label={[formatLongDay(iso, lang), ...notes].join(' · ')}
                      title={notes.join(' · ') || undefined}
                      aria-disabled={!can || undefined}
                      aria-current={iso === today ? 'date' : undefined}
                      onKeyDown={onGridKey}
                      // A day of the next or last month, greyed: the grid turns to its month after the click,
                      // not on the mousedown's focus (the row moved under the pointer and the click was lost).
                      onFocus={() => iso !== focused && !outside && goTo(iso, true)}
                      onClick={() => {
                        if (!can) return;
                        if (outside) goTo(iso, true);
                        p.onPick(iso);
                      }}
                    >
                      {Number(iso.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {legend.length ? (
        <ul className="calendar-legend" aria-label={t('input.date.legend')}>
          {legend.map((l) => (
            <li key={`${l.kind}${l.text}`}>
              <span className={`calendar-legend-swatch is-${l.kind}`} aria-hidden="true" />
              {l.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type DayText = (iso: string) => string | undefined;
/**
 * What the greyed and marked days of the month shown mean, each said once (the days of the next and last month
 * aside); the greyed first, the ones a person cannot pick, then the marked, then the person's own.
 */
export function monthLegend(weeks: string[][], month0: number, of: { note: DayText; own: DayText; reason: DayText }) {
  const days = weeks.flat().filter((d) => Number(d.slice(5, 7)) - 1 === month0);
  const said = (kind: 'disabled' | 'marked' | 'own', textOf: DayText) => [...new Set(days.map(textOf).filter((x): x is string => !!x))].map((text) => ({ kind, text }));
  return [...said('disabled', of.reason), ...said('marked', of.note), ...said('own', of.own)];
}
