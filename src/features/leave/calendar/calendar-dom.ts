import i18next from 'i18next';
import { initials } from '../../../kernel/avatar';
import type { CalendarEvent } from '../../../domain/leave';
import type { TimelineResource } from '../../../../machines/leave/leave-timeline.machine';

/** Small pieces the FullCalendar views share: locale, event inputs, row labels and scroll checks. */
export const calendarLocale = (lang: string) => (['fr', 'ar', 'es'].find((l) => lang.startsWith(l)) ?? 'en');
export const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
export const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Leave requests as FullCalendar events; holidays are marked on their columns instead. */
export const eventInputs = (events: CalendarEvent[]) =>
  events
    .filter((e) => !e.isHoliday)
    .map((e) => ({
      id: e.id,
      resourceId: e.resourceId === null ? undefined : String(e.resourceId),
      // No type: an absence whose reason is not the viewer's to know (health data; the server leaves it out).
      title: e.fauTitle || i18next.t('calendar.absence', { ns: 'leave' }),
      start: e.start.slice(0, 10),
      end: e.end.slice(0, 10),
      allDay: true,
      color: e.color,
      contrastColor: e.textColor,
      demande: e.demande,
      typeId: e.typeId,
    }));

/**
 * The events of the rows loaded, no more: the month's answer covers the
 * whole company (hundreds of events at 1,000 people), FullCalendar parses
 * every event it is given, and the rows come 15 at a time. Holidays are
 * marked on their columns, not given as events.
 */
export const rowEvents = (events: CalendarEvent[], resources: ReadonlyArray<{ id: number }>) => {
  const ids = new Set(resources.map((r) => r.id));
  return eventInputs(events.filter((e) => e.resourceId !== null && ids.has(e.resourceId)));
};

/** A row label: a real link to the employee's own calendar (plain DOM: FullCalendar owns these cells). */
export function resourceLabel(user: TimelineResource['user']): HTMLElement {
  const a = document.createElement('a');
  a.className = 'leave-resource-link';
  a.href = `/employee/${user.id}/conge/calendar`;
  const avatar = document.createElement('span');
  avatar.className = 'avatar avatar-initials leave-resource-avatar';
  avatar.setAttribute('aria-hidden', 'true');
  avatar.textContent = initials(user.fullName);
  const text = document.createElement('span');
  text.className = 'leave-resource-text';
  const name = document.createElement('span');
  name.textContent = user.fullName;
  text.append(name);
  if (user.fonctionName) {
    const fn = document.createElement('span');
    fn.className = 'small muted';
    fn.textContent = user.fonctionName;
    text.append(fn);
  }
  a.append(avatar, text);
  return a;
}

/** Spec 2 section 9: more rows load within 50 px of the bottom of a scroller that really scrolls vertically. */
export const isNearBottom = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 1 && el.scrollHeight - el.scrollTop - el.clientHeight < 50;

/** The calendar's vertical scroller (the tallest element whose content overflows in y), if any. */
export function verticalScroller(root: HTMLElement): HTMLElement | null {
  let best: HTMLElement | null = null;
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    const oy = getComputedStyle(el).overflowY;
    if ((oy === 'auto' || oy === 'scroll') && (!best || el.clientHeight > best.clientHeight)) best = el;
  }
  return best;
}

/**
 * How many of the range's days come before the `index`th in a frame `width` wide of columns `column` wide: as many as
 * put it nearest the middle, in whole days; none, the range's first day at the start edge, while that day and the one
 * after it are in the frame from there (review s30: in Arabic, with wider columns, 1 December went out of the frame
 * so that the 6th stood one column nearer the middle, and three people away on the 1st with it; on a phone's seven
 * columns, 3 to 9 December showed where 1 to 7 held the 6th too).
 */
export function daysBeforeInFrame(index: number, width: number, column: number): number {
  if ((index + 2) * column <= width) return index;
  return Math.max(0, Math.min(Math.floor(width / column) - 1, Math.round((width - column) / 2 / column)));
}

/**
 * Scrolls the timeline's days (`days`, the range's, in order) so that `day`
 * sits in the middle of the frame, whole days from the start edge (or the range's first day stays in view:
 * `daysBeforeInFrame`). FullCalendar
 * draws only the columns in view (the day's may not exist yet), so the place is
 * worked out from the column width; in a right-to-left page the scroll
 * offset runs negative from the start edge. `placed` hears, a frame later, whether the day's column was found and
 * set inside the frame, or drawn where nothing scrolls: not while the grid's columns are still to be drawn or sized.
 */
export function bringDayIntoView(root: HTMLElement, day: string, days: readonly string[], placed?: (done: boolean) => void) {
  const index = days.indexOf(day);
  const count = days.length;
  let s: HTMLElement | null = null;
  const sideways: HTMLElement[] = [];
  for (const el of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    const ox = getComputedStyle(el).overflowX;
    if (ox === 'visible' || el.scrollWidth <= el.clientWidth + 1) continue;
    sideways.push(el);
    if ((ox === 'auto' || ox === 'scroll') && (!s || el.clientHeight > s.clientHeight)) s = el;
  }
  // Nothing to scroll: the day is in view once its column is drawn (a week that fits); not yet drawn, it is not placed.
  if (!s || index < 0) return placed?.(index >= 0 && !!root.querySelector(`[data-date="${day}"]`)?.getBoundingClientRect().width);
  const scroller = s;
  const width = s.clientWidth;
  const daysBefore = (column: number) => daysBeforeInFrame(index, width, column);
  const column = s.scrollWidth / count;
  const offset = Math.max(0, Math.min(s.scrollWidth - width, (index - daysBefore(column)) * column));
  // The header's days scroll with the body's: FullCalendar follows a scroll it did not start only now and then
  // (right to left, its header stayed on the first days while the body showed today's), so both are set here.
  const panes = sideways.filter((el) => el === scroller || el.scrollWidth === scroller.scrollWidth);
  const scrollTo = (left: number) => panes.forEach((el) => (el.scrollLeft = left));
  scrollTo(getComputedStyle(s).direction === 'rtl' ? -offset : offset);
  // Once drawn, the day's own column (its header cell, first of those FullCalendar marks with its date) says exactly
  // where it is. It goes as near the middle as whole days allow: the first day in view starts at the people column,
  // never half under it, where a leave's bar and its label would read cut ('gé sans sol', issue 34 item 6).
  requestAnimationFrame(() => {
    const at = root.querySelector(`[data-date="${day}"]`);
    const cell = at?.getBoundingClientRect();
    if (!at || !cell?.width) return placed?.(false);
    const box = scroller.getBoundingClientRect();
    const before = daysBefore(cell.width);
    const left = getComputedStyle(scroller).direction === 'rtl' ? box.right - (before + 1) * cell.width : box.left + before * cell.width;
    scrollTo(scroller.scrollLeft + cell.left - left);
    // Placed when the day now stands inside the frame (a scroller taken for the days' that was not, and nothing moved, is not).
    const now = at.getBoundingClientRect();
    placed?.(now.left >= box.left - 1 && now.right <= box.right + 1);
  });
}

/** The least width, in px, a cut title is held to: a letter and its ellipsis ('C…'). */
const MIN_CUT_TITLE = 24;

/** The nearest ancestor of `el` that scrolls sideways (the timeline's days), if any. */
function sidewaysScroller(el: HTMLElement): HTMLElement | null {
  for (let a = el.parentElement; a; a = a.parentElement) {
    const ox = getComputedStyle(a).overflowX;
    if (ox === 'auto' || ox === 'scroll') return a;
  }
  return null;
}

/**
 * A leave's title reads from its start when its bar starts before the frame. FullCalendar holds a bar's title at the
 * frame's start edge (sticky), but only within the bar: a title wider than the part of the bar in view was pushed back
 * to the bar's end and showed its tail ('solde' for 'Congé sans solde' on a phone, review s45). A title whose bar
 * starts out of view is held to the width in view, so it stands at the frame's edge and is cut at its end with an
 * ellipsis ('Congé s…'); any other gets its own width back, as does one with less than a letter and its ellipsis in
 * view (MIN_CUT_TITLE) or none (out of the frame: nothing of it shows). Every place is read before any width is written.
 */
export function fitCutTitles(root: HTMLElement): void {
  const titles = Array.from(root.querySelectorAll<HTMLElement>('.leave-event-title'));
  const scroller = titles[0] && sidewaysScroller(titles[0]);
  if (!scroller) return;
  const frame = scroller.getBoundingClientRect();
  const rtl = getComputedStyle(scroller).direction === 'rtl';
  const widths = titles.map((t) => {
    const bar = (t.parentElement ?? t).getBoundingClientRect();
    const cut = rtl ? bar.right > frame.right + 1 : bar.left < frame.left - 1;
    const inView = Math.min(bar.right, frame.right) - Math.max(bar.left, frame.left);
    return cut && inView >= MIN_CUT_TITLE ? inView : null;
  });
  titles.forEach((t, i) => {
    const w = widths[i];
    const want = w === null || w === undefined ? '' : `${Math.floor(w)}px`;
    if (t.style.maxInlineSize !== want) t.style.maxInlineSize = want;
  });
}

