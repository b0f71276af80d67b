import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import type { CalendarEvent } from '../../domain/leave';
import type { TimelineResource } from '../../../machines/leave/leave-timeline.machine';
import { useConfig } from '../../kernel/services';
import { openPanel } from '../../kernel/panel-store';
import type { CalendarInstance, FullCalendarKit } from './calendar/fullcalendar-kit';
import { bringDayIntoView, calendarLocale, dayKey, fitCutTitles, isNearBottom, resourceLabel, rowEvents, verticalScroller } from './calendar/calendar-dom';
import { inRange, rangeDays, type TimelineRange, type TimelineView } from '../../../machines/leave/timeline-range';
import { todayIso } from '../../ui/inputs/iso-day';
import { appNow } from '../../domain/clock';
import { useToday } from '../../ui/use-today';
import { useNarrow } from '../../ui/use-narrow';
import { keepScrollersFocusable } from './calendar/focusable-scrollers';
import { formatDate } from '../../i18n/format';

interface Props {
  kit: FullCalendarKit;
  range: TimelineRange;
  resources: TimelineResource[];
  events: CalendarEvent[];
  holidays: CalendarEvent[];
  /** People away per day shown (ISO day → count), drawn as the header's last row; a day missing is not known (its cell stays empty). */
  away: Record<string, number>;
  canLoadMore: boolean;
  onMore(): void;
  /** A day to bring into view when it changes (a search's first absence), or null. */
  focusDay: string | null;
}

/**
 * The company timeline (a week, month or quarter) on FullCalendar's resource
 * timeline: one row per employee (virtualised, so 1,000 rows keep a constant
 * DOM), weekends outside business hours, public holidays marked on their
 * column, a header row of how many people are away each day; it opens with
 * today in view. An event opens its detail, a row label goes to the
 * employee's own calendar, and scrolling near the bottom asks for the next
 * 15 rows.
 */
export function TimelineGrid(p: Props) {
  const { t, i18n } = useTranslation('leave');
  const licenceKey = useConfig().schedulerLicenseKey;
  const host = useRef<HTMLDivElement>(null);
  const cal = useRef<CalendarInstance | null>(null);
  const scrollToToday = useRef(() => {});
  const showDay = useRef((_day: string) => {});
  const latest = useRef(p);
  latest.current = p;
  const holidayDays = useRef(new Map<string, string>());
  holidayDays.current = new Map(p.holidays.map((h) => [h.start.slice(0, 10), h.fauTitle]));
  const lang = i18n.language;
  // On a phone the people column gives the days most of the frame; it stays held while the days scroll.
  const narrow = useNarrow();
  const header = useRef<HeaderData>({ holidays: holidayDays.current, away: p.away, awayLabel: (n) => t('calendar.away', { count: n }), lang, narrow });
  header.current = { holidays: holidayDays.current, away: p.away, awayLabel: (n) => t('calendar.away', { count: n }), lang, narrow };
  const dir = i18n.dir(lang);
  // FullCalendar reads `now` when it builds its dates: a time travel of the demo builds it again (with the rows and events of the moment).
  const today = useToday();

  useEffect(() => {
    const el = host.current!;
    const { kit } = latest.current;
    // The titles of bars that start before the frame are fitted to the part in view after each scroll and drawing
    // (fitCutTitles), once a frame at most; two frames after a drawing, as FullCalendar sizes its columns in the second.
    let fitFrame = 0;
    const fitSoon = (frames = 1) => {
      cancelAnimationFrame(fitFrame);
      fitFrame = requestAnimationFrame(() => (frames > 1 ? fitSoon(frames - 1) : fitCutTitles(el)));
    };
    const c = new kit.Calendar(el, {
      plugins: [kit.plugins.resourceTimeline, kit.plugins.theme],
      locales: kit.locales,
      locale: calendarLocale(lang),
      direction: dir,
      schedulerLicenseKey: licenceKey,
      views: viewsFor(lang, narrow),
      initialView: fcView[latest.current.range.view],
      // Weeks start on Monday in every language: the week view's range (machines/leave/timeline-range.ts) does.
      firstDay: 1,
      // Today's marker follows the app's clock (the demo's may have travelled).
      now: appNow,
      initialDate: latest.current.range.start,
      headerToolbar: false,
      virtualization: true,
      height: '100%',
      resourceOrder: 'order',
      resourceColumnsWidth: peopleWidth(narrow),
      resourceColumns: columns(t('calendar.employee')),
      businessHours: { daysOfWeek: [1, 2, 3, 4, 5] },
      ...headerHooks(header),
      // A new range (and the first drawing) opens with today in view when it shows today; the person's own scrolling is theirs after that.
      datesSet: () => {
        fresh = true;
        todayInViewSoon();
        fitSoon(2);
      },
      eventsSet: () => fitSoon(2),
      // Built with the first rows and events (the page mounts the grid once they are in): one drawing, not an empty one and then another.
      resources: resourceInputs(latest.current.resources),
      events: rowEvents(latest.current.events, latest.current.resources),
      // The title's own direction (a French leave type on an Arabic page): see leave-calendar.css.
      eventTitleClass: 'leave-event-title',
      eventClick: (info) => {
        info.jsEvent.preventDefault();
        const id = Number(info.event.extendedProps.demande);
        if (id) openPanel('leave.detail', { id });
      },
    });
    let frame = 0;
    // Until the person touches the grid, a new range keeps today in view while its columns settle (events and counts arrive after the dates).
    let fresh = true;
    const touched = () => (fresh = false);
    // Tried again, frame after frame, until today's column is found and placed, for a while: the grid's columns may
    // overflow their frame only later (full run 99, a busy lane: the phone's month stayed on its first week, today never
    // brought into view, as the calendar's styles or sizes came after the last try).
    let tryUntil = 0;
    const todayInViewSoon = (again = false) => {
      if (!fresh) return;
      if (!again) tryUntil = performance.now() + TODAY_TRIES_MS;
      cancelAnimationFrame(frame);
      // Two frames: FullCalendar sizes its columns in the frame after it draws them.
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => {
        const { range } = latest.current;
        const today = todayIso();
        if (!inRange(range, today)) return;
        bringDayIntoView(el, today, rangeDays(range), (done) => {
          if (!done && performance.now() < tryUntil) todayInViewSoon(true);
        });
      })));
    };
    scrollToToday.current = () => todayInViewSoon();
    // A day the person asked for (focusDay): today is no longer kept in view after it.
    showDay.current = (day) => {
      fresh = false;
      cancelAnimationFrame(frame);
      cancelAnimationFrame(fitFrame);
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => {
        if (inRange(latest.current.range, day)) bringDayIntoView(el, day, rangeDays(latest.current.range));
      })));
    };
    c.render();
    cal.current = c;
    const stopFocusable = keepScrollersFocusable(el);

    // Row labels are real links (open in a new tab works); a plain click stays in the app.
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest?.('a.leave-resource-link') as HTMLAnchorElement | null;
      if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(a.getAttribute('href')!);
    };
    const onScroll = (e: Event) => {
      const s = e.target as HTMLElement;
      if (latest.current.canLoadMore && isNearBottom(s)) latest.current.onMore();
      fitSoon();
    };
    el.addEventListener('click', onClick);
    for (const type of ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const) el.addEventListener(type, touched, { passive: true });
    el.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      el.removeEventListener('click', onClick);
      el.removeEventListener('scroll', onScroll, { capture: true });
      stopFocusable();
      // No try left on its way (bringDayIntoView's own frame may still call back) for a calendar destroyed.
      fresh = false;
      cancelAnimationFrame(frame);
      for (const type of ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const) el.removeEventListener(type, touched);
      c.destroy();
      cal.current = null;
    };
    // The calendar is built once (and again when the app's day or language changes, or the window turns phone-narrow:
    // the day columns' width follows the language and the width).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the calendar is built once per day and language; the effect below feeds it the rest
  }, [today, lang, narrow]);

  // What changed since the last drawing goes to FullCalendar in one batch (a new range brings new events and holidays at once).
  // New hook functions make FullCalendar draw the holiday columns and the day counts again.
  const headerKey = `${p.holidays.map((h) => h.start).join()}|${Object.values(p.away).join()}|${lang}`;
  const now = { lang, dir, view: p.range.view, start: p.range.start, resources: p.resources, events: p.events, headerKey, focusDay: p.focusDay };
  const drawn = useRef(now);
  useEffect(() => {
    const c = cal.current;
    const last = drawn.current;
    if (!c) return;
    drawn.current = now;
    c.batchRendering(() => {
      if (last.lang !== now.lang || last.dir !== now.dir) {
        c.setOption('locale', calendarLocale(now.lang));
        c.setOption('direction', now.dir);
        c.setOption('resourceColumns', columns(t('calendar.employee')));
      }
      if (last.view !== now.view || last.start !== now.start) c.changeView(fcView[now.view], now.start);
      if (last.resources !== now.resources) c.setOption('resources', resourceInputs(now.resources));
      if (last.events !== now.events || last.resources !== now.resources) c.setOption('events', rowEvents(now.events, now.resources));
      if (last.headerKey !== now.headerKey) for (const [k, v] of Object.entries(headerHooks(header))) c.setOption(k as 'slotLaneClass', v as never);
    });
    // Another direction draws the grid again from its start edge; new events and counts may widen the columns.
    if (last.dir !== now.dir || last.headerKey !== now.headerKey) scrollToToday.current();
    // Drawn with the events it comes from (both change when a search's rows are in).
    if (now.focusDay && now.focusDay !== last.focusDay) showDay.current(now.focusDay);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what changed is compared by hand against the last values (refs), listed here as triggers
  }, [lang, dir, p.range.view, p.range.start, p.resources, p.events, headerKey, p.focusDay]);

  // Rows that do not fill the viewport cannot be scrolled for more: ask at once.
  useEffect(() => {
    if (!p.canLoadMore || !host.current) return;
    const id = requestAnimationFrame(() => {
      const s = host.current && verticalScroller(host.current);
      if (s && s.scrollHeight <= s.clientHeight + 50) latest.current.onMore();
    });
    return () => cancelAnimationFrame(id);
  }, [p.canLoadMore, p.resources]);

  // FullCalendar sizes its own element to 100%: the outer box holds the height.
  return (
    <div className="leave-fc leave-fc-timeline">
      <div ref={host} className="leave-fc-host" data-testid="leave-timeline" />
    </div>
  );
}

const peopleWidth = (narrow: boolean) => (narrow ? '36%' : 240);

const resourceInputs = (resources: TimelineResource[]) => resources.map((r, i) => ({ id: String(r.id), title: r.user.fullName, order: i, user: r.user }));

/** The one resource column: the employee, as a link to their own calendar. */
const columns = (header: string) => [{ headerContent: header, cellContent: ({ resource }: { resource?: { extendedProps: Record<string, unknown> } }) => (resource ? { domNodes: [resourceLabel(resource.extendedProps.user as TimelineResource['user'])] } : (true as const)) }];

/** FullCalendar's view of each range: one column per day (its own week view counts hours). */
const fcView: Record<TimelineView, string> = { week: 'resourceTimelineWeekDays', month: 'resourceTimelineMonth', quarter: 'resourceTimelineQuarter' };

/**
 * The header's rows: (the month, in a quarter), the day, then the people
 * away that day. The last two are day formats: FullCalendar gives each day
 * its own cell on both, and the last row's text is replaced by the count.
 * FullCalendar numbers the rows from the bottom: the count is level 0, the
 * day level 1.
 */
const headerRows: Record<TimelineView, object[]> = {
  week: [{ weekday: 'short', day: 'numeric' }, { day: 'numeric' }],
  // 'short', not 'narrow': mardi and mercredi are both 'M' in French (issue 36 item 2): 'mar. 1', 'mer. 2'.
  month: [{ weekday: 'short', day: 'numeric' }, { day: 'numeric' }],
  // A quarter's columns are narrow: the day's number only.
  quarter: [{ month: 'long', year: 'numeric' }, { day: 'numeric' }, { day: 'numeric' }],
};
/**
 * Wide enough for 'mer. 18' and a holiday's dot beside its neighbours, and for Arabic's short weekday, the whole
 * name ('الأربعاء، 18'): the month scrolls sideways rather than squeezing the labels.
 */
const dayWidth = (lang: string) => (lang.startsWith('ar') ? 96 : 64);
/**
 * On a phone a week's seven days fit the frame beside the people (review: the month showed two and a half days at
 * 390 px, and 'who is away this week' could not be read): a narrow column each, its weekday over its number
 * (dayLabel), in a month too.
 */
const PHONE_DAY = 32;
/** How long a new range keeps trying to bring today into view while its columns are drawn and sized. */
const TODAY_TRIES_MS = 5000;
/**
 * A week on a phone keeps the month's day width and scrolls, where its seven labels ran into each other; in Arabic
 * too (issue 34 item 6): the header follows the body's scroll there (calendar-dom.ts sets both).
 */
const viewsFor = (lang: string, narrow: boolean) => ({
  resourceTimelineWeekDays: { type: 'resourceTimeline', duration: { weeks: 1 }, slotDuration: { days: 1 }, slotHeaderFormat: headerRows.week, slotMinWidth: narrow ? PHONE_DAY : dayWidth(lang) },
  resourceTimelineMonth: { slotHeaderFormat: headerRows.month, slotMinWidth: narrow ? PHONE_DAY : dayWidth(lang) },
  // Two digits wide whatever the grid holds: with no row drawn (a read that failed) the columns shrank and read '10111213…'.
  resourceTimelineQuarter: { type: 'resourceTimeline', duration: { months: 3 }, slotDuration: { days: 1 }, slotHeaderFormat: headerRows.quarter, slotMinWidth: 26 },
});

interface HeaderData {
  holidays: Map<string, string>;
  away: Record<string, number>;
  awayLabel(n: number): string;
  lang: string;
  /** A phone: the day's label on two lines (dayLabel). */
  narrow: boolean;
}

/**
 * A day's label in a phone's narrow column: its weekday over its number. Arabic's short weekday is the whole name
 * ('الثلاثاء'): its narrow one, a letter of its own each day, fits; French keeps 'mar.' and 'mer.' (their narrow
 * forms are both 'M', issue 36 item 2).
 */
function dayLabel(date: Date, lang: string): HTMLElement {
  const label = document.createElement('span');
  label.className = 'leave-day-two';
  const weekday = document.createElement('span');
  weekday.textContent = formatDate(date, lang.startsWith('ar') ? 'weekdayNarrow' : 'weekdayShort', lang);
  const day = document.createElement('span');
  day.textContent = formatDate(date, 'dayNumber', lang);
  label.append(weekday, day);
  return label;
}

/**
 * Public holidays: their column shaded and a dot in the day header named for
 * screen readers; the header's last row: how many people are away that day.
 * Read through a ref: the hooks are given again (a new function) when what
 * they draw changed.
 */
function headerHooks(ref: { current: HeaderData }) {
  const mark = (info: { date: Date }) => (ref.current.holidays.has(dayKey(info.date)) ? 'leave-slot-holiday' : undefined);
  return {
    slotLaneClass: mark,
    // A day's cell is named so its label stands in the middle of its own column (leave-calendar.css): FullCalendar
    // holds each label at the middle of the visible frame, which leaned the days before it to their end (review).
    slotHeaderClass: (info: { date: Date; level: number }) => (info.level === 0 ? 'leave-away-cell' : info.level === 1 ? `leave-day-cell ${mark(info) ?? ''}`.trim() : undefined),
    slotHeaderContent: (info: { date: Date; text: string; level: number; view: { type: string } }) => {
      const day = dayKey(info.date);
      if (info.level === 0) {
        const n = ref.current.away[day];
        const count = document.createElement('span');
        count.dataset.date = day;
        // Not known (the range's events are loading, or failed to): the cell stays empty rather than say 0.
        if (n === undefined) {
          count.className = 'leave-away-count is-unknown';
          return { domNodes: [count] };
        }
        count.className = n ? 'leave-away-count' : 'leave-away-count is-zero';
        count.textContent = String(n);
        count.title = ref.current.awayLabel(n);
        count.setAttribute('aria-label', ref.current.awayLabel(n));
        return { domNodes: [count] };
      }
      const name = info.level === 1 ? ref.current.holidays.get(day) : undefined;
      // A week's or month's day on a phone: its weekday over its number (a quarter's narrow columns keep the number alone).
      const two = info.level === 1 && ref.current.narrow && info.view.type !== fcView.quarter ? dayLabel(info.date, ref.current.lang) : null;
      if (!name) return two ? { domNodes: [two] } : (true as const);
      const dot = document.createElement('span');
      dot.className = 'leave-holiday-dot';
      dot.setAttribute('role', 'img');
      dot.setAttribute('aria-label', name);
      dot.title = name;
      return { domNodes: [two ?? document.createTextNode(info.text), dot] };
    },
  };
}
