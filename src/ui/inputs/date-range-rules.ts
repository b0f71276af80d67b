import { addDays, addMonths, dayOf, endOfMonth, endOfWeek, endOfYear, startOfMonth, startOfWeek, startOfYear } from './iso-day';

/** Spec 1 sections 4, 5 and 9: the shared date picker's value and rules. */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
}
export type PickerMode = 'date' | 'week' | 'month' | 'year' | 'range';

export interface RangeRules {
  min?: string;
  max?: string;
  /** Largest number of calendar days the range may cover, both ends included. */
  maxSpanDays?: number;
  withTime?: boolean;
  timeStepMinutes?: number;
}

/** Week starts on Monday, on Sunday in Arabic. */
export const weekStartFor = (language: string) => (language.startsWith('ar') ? 0 : 1);

/** Years offered by the year select: 100 back and 100 forward. */
export function yearRange(currentYear: number, span = 100): number[] {
  return Array.from({ length: span * 2 + 1 }, (_, i) => currentYear - span + i);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Rounds 'HH:mm' to the nearest step; never spills past the last step of the day. */
export function roundTime(time: string, stepMinutes = 1): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return '00:00';
  const step = Math.max(1, Math.floor(stepMinutes));
  const minutes = Math.min(23 * 60 + 59, Number(m[1]) * 60 + Number(m[2]));
  let rounded = Math.round(minutes / step) * step;
  if (rounded > 24 * 60 - 1) rounded = Math.floor((24 * 60 - 1) / step) * step;
  return `${pad(Math.floor(rounded / 60))}:${pad(rounded % 60)}`;
}

/** Brings one ISO value to the picker's shape: a day, or a day with a rounded time. */
export function shapeValue(v: string, withTime: boolean, step: number, defaultTime = '00:00'): string {
  const day = dayOf(v);
  if (!withTime) return day;
  const time = v.length > 10 ? v.slice(11, 16) : defaultTime;
  return `${day}T${roundTime(time, step)}`;
}

/** Clamps a value between min and max, compared as days (a value's time of day is kept). */
export function clampValue(v: string, min?: string, max?: string): string {
  if (min && dayOf(v) < dayOf(min)) return v.length > 10 ? `${dayOf(min)}${v.slice(10)}` : dayOf(min);
  if (max && dayOf(v) > dayOf(max)) return v.length > 10 ? `${dayOf(max)}${v.slice(10)}` : dayOf(max);
  return v;
}

/**
 * The rules of spec 1 section 5, in order: time rounded to the step, min and
 * max clamp, an end earlier than the start becomes the start, a maximum span
 * clamps the end.
 */
export function normalizeRange(value: DateRangeValue, rules: RangeRules = {}): DateRangeValue {
  const step = rules.timeStepMinutes ?? 1;
  const withTime = !!rules.withTime;
  const start = value.start ? clampValue(shapeValue(value.start, withTime, step), rules.min, rules.max) : null;
  let end = value.end ? clampValue(shapeValue(value.end, withTime, step), rules.min, rules.max) : null;
  if (start && end && end < start) end = start;
  if (start && end && rules.maxSpanDays && rules.maxSpanDays > 0) {
    const last = addDays(dayOf(start), rules.maxSpanDays - 1);
    if (dayOf(end) > last) end = end.length > 10 ? `${last}${end.slice(10)}` : last;
  }
  if (start && end && end < start) end = start;
  return { start, end };
}

/** Whether a day can be picked at all. */
export function isDaySelectable(iso: string, o: { min?: string; max?: string; disabledDate?: (isoDay: string) => boolean }): boolean {
  if (o.min && iso < dayOf(o.min)) return false;
  if (o.max && iso > dayOf(o.max)) return false;
  return !o.disabledDate?.(iso);
}

/** What one click on a day selects in each mode (the range mode is two clicks: see pickRangeDay). */
export function selectionFor(mode: Exclude<PickerMode, 'range'>, iso: string, weekStart: number): DateRangeValue {
  switch (mode) {
    case 'week':
      return { start: startOfWeek(iso, weekStart), end: endOfWeek(iso, weekStart) };
    case 'month':
      return { start: startOfMonth(iso), end: endOfMonth(iso) };
    case 'year':
      return { start: startOfYear(iso), end: endOfYear(iso) };
    default:
      return { start: iso, end: iso };
  }
}

/**
 * Range mode: the first click sets the start, the second the end; a second
 * click before the start starts over from that day, and a third click starts
 * a new range.
 */
export function pickRangeDay(value: DateRangeValue, iso: string): { value: DateRangeValue; complete: boolean } {
  const start = value.start ? dayOf(value.start) : null;
  if (!start || value.end || iso < start) return { value: { start: iso, end: null }, complete: false };
  return { value: { start: value.start, end: iso }, complete: true };
}

/** Keeps the time of day of the previous value when a new day is picked. */
export function withTimeOf(previous: string | null, day: string | null, fallback: string): string | null {
  if (!day) return null;
  return `${day}T${previous && previous.length > 10 ? previous.slice(11, 16) : fallback}`;
}

/** Six weeks of days covering the month, starting on the week's first day. */
export function monthGrid(year: number, month0: number, weekStart: number): string[][] {
  const first = `${String(year).padStart(4, '0')}-${pad(month0 + 1)}-01`;
  const gridStart = startOfWeek(first, weekStart);
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(gridStart, w * 7 + d)));
}

/** Where the keyboard moves the focused day in the calendar grid (arrows mirror in right-to-left). */
export function moveFocus(iso: string, key: string, o: { weekStart: number; rtl?: boolean; shift?: boolean }): string | null {
  const forward = o.rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = o.rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return addDays(iso, 1);
    case back:
      return addDays(iso, -1);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'Home':
      return startOfWeek(iso, o.weekStart);
    case 'End':
      return endOfWeek(iso, o.weekStart);
    case 'PageUp':
      return addMonths(iso, o.shift ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, o.shift ? 12 : 1);
    default:
      return null;
  }
}

/** Whether a day lies inside the selected range (for highlighting). */
export function inRange(iso: string, value: DateRangeValue): boolean {
  if (!value.start) return false;
  const s = dayOf(value.start);
  const e = value.end ? dayOf(value.end) : s;
  return iso >= s && iso <= e;
}
