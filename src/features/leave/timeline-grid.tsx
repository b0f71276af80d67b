import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import type { CalendarEvent } from '../../domain/leave';
import type { TimelineResource } from '../../../machines/leave/leave-timeline.machine';
import { useConfig } from '../../kernel/services';
import { openPanel } from '../../kernel/panel-store';
import type { CalendarInstance, FullCalendarKit } from './calendar/fullcalendar-kit';
import { calendarLocale, dayKey, isNearBottom, monthStart, resourceLabel, rowEvents, verticalScroller } from './calendar/calendar-dom';
import { appNow } from '../../domain/clock';
import { useToday } from '../../ui/use-today';
import { useNarrow } from '../../ui/use-narrow';
import { keepScrollersFocusable } from './calendar/focusable-scrollers';

interface Props {
  kit: FullCalendarKit;
  year: number;
  month: number;
  resources: TimelineResource[];
  events: CalendarEvent[];
  holidays: CalendarEvent[];
  canLoadMore: boolean;
  onMore(): void;
}

/**
 * The company month timeline on FullCalendar's resource timeline: one row
 * per employee (virtualised, so 1,000 rows keep a constant DOM), weekends
 * outside business hours, public holidays marked on their column; an event
 * opens its detail, a row label goes to the employee's own calendar, and
 * scrolling near the bottom asks for the next 15 rows.
 */
export function TimelineGrid(p: Props) {
  const { t, i18n } = useTranslation('leave');
  const licenceKey = useConfig().schedulerLicenseKey;
  const host = useRef<HTMLDivElement>(null);
  const cal = useRef<CalendarInstance | null>(null);
  const latest = useRef(p);
  latest.current = p;
  const holidayDays = useRef(new Map<string, string>());
  holidayDays.current = new Map(p.holidays.map((h) => [h.start.slice(0, 10), h.fauTitle]));
  const lang = i18n.language;
  const dir = i18n.dir(lang);
  // FullCalendar reads `now` when it builds its dates: a time travel of the demo builds it again (with the rows and events of the moment).
  const today = useToday();
  // On a phone the people column gives the days most of the frame; it stays held while the days scroll.
  const narrow = useNarrow();

  useEffect(() => {
    const el = host.current!;
    const { kit } = latest.current;
    const c = new kit.Calendar(el, {
      plugins: [kit.plugins.resourceTimeline, kit.plugins.theme],
      locales: kit.locales,
      locale: calendarLocale(lang),
      direction: dir,
      schedulerLicenseKey: licenceKey,
      initialView: 'resourceTimelineMonth',
      // Today's marker follows the app's clock (the demo's may have travelled).
      now: appNow,
      initialDate: monthStart(latest.current.year, latest.current.month),
      headerToolbar: false,
      virtualization: true,
      height: '100%',
      resourceOrder: 'order',
      resourceColumnsWidth: peopleWidth(narrow),
      resourceColumns: columns(t('calendar.employee')),
      businessHours: { daysOfWeek: [1, 2, 3, 4, 5] },
      ...holidayHooks(holidayDays.current),
      // Built with the first rows and events (the page mounts the grid once they are in): one drawing, not an empty one and then another.
      resources: resourceInputs(latest.current.resources),
      events: rowEvents(latest.current.events, latest.current.resources),
      eventClick: (info) => {
        info.jsEvent.preventDefault();
        const id = Number(info.event.extendedProps.demande);
        if (id) openPanel('leave.detail', { id });
      },
    });
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
    };
    el.addEventListener('click', onClick);
    el.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      el.removeEventListener('click', onClick);
      el.removeEventListener('scroll', onScroll, { capture: true });
      stopFocusable();
      c.destroy();
      cal.current = null;
    };
    // The calendar is built once (and again when the app's day changes); the effects below feed it what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the calendar is built once per day; the effect below feeds it the rest
  }, [today]);

  // What changed since the last drawing goes to FullCalendar in one batch (a month switch brings new events and holidays at once).
  // New hook functions make FullCalendar draw the holiday columns again.
  const holidayKey = p.holidays.map((h) => h.start).join();
  const now = { lang, dir, year: p.year, month: p.month, resources: p.resources, events: p.events, holidayKey, narrow };
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
      if (last.narrow !== now.narrow) c.setOption('resourceColumnsWidth', peopleWidth(now.narrow));
      if (last.year !== now.year || last.month !== now.month) c.gotoDate(monthStart(now.year, now.month));
      if (last.resources !== now.resources) c.setOption('resources', resourceInputs(now.resources));
      if (last.events !== now.events || last.resources !== now.resources) c.setOption('events', rowEvents(now.events, now.resources));
      if (last.holidayKey !== now.holidayKey) for (const [k, v] of Object.entries(holidayHooks(holidayDays.current))) c.setOption(k as 'slotLaneClass', v as never);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what changed is compared by hand against the last values (refs), listed here as triggers
  }, [lang, dir, p.year, p.month, p.resources, p.events, holidayKey, narrow]);

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

/** Public holidays: their column shaded and a dot in the day header named for screen readers. */
function holidayHooks(days: Map<string, string>) {
  const mark = (info: { date: Date }) => (days.has(dayKey(info.date)) ? 'leave-slot-holiday' : undefined);
  return {
    slotLaneClass: mark,
    slotHeaderClass: mark,
    slotHeaderContent: (info: { date: Date; text: string }) => {
      const name = days.get(dayKey(info.date));
      if (!name) return true as const;
      const dot = document.createElement('span');
      dot.className = 'leave-holiday-dot';
      dot.setAttribute('role', 'img');
      dot.setAttribute('aria-label', name);
      dot.title = name;
      return { domNodes: [document.createTextNode(info.text), dot] };
    },
  };
}

