import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../domain/leave';
import { openPanel } from '../../kernel/panel-store';
import type { CalendarInstance, FullCalendarKit } from './calendar/fullcalendar-kit';
import { calendarLocale, dayKey, eventInputs, monthStart } from './calendar/calendar-dom';
import { appNow } from '../../domain/clock';
import { useToday } from '../../ui/use-today';

/**
 * One employee's month on FullCalendar's day grid: their requests as bars
 * (a click opens the detail), weekends outside business days, public
 * holidays as shaded, named days.
 */
export function EmployeeMonthGrid({ kit, year, month, events }: { kit: FullCalendarKit; year: number; month: number; events: CalendarEvent[] }) {
  const { i18n } = useTranslation('leave');
  const host = useRef<HTMLDivElement>(null);
  const cal = useRef<CalendarInstance | null>(null);
  const lang = i18n.language;
  const dir = i18n.dir(lang);
  // FullCalendar reads `now` when it builds its dates: a time travel of the demo builds it again.
  const today = useToday();

  useEffect(() => {
    let frame = 0;
    const relabelSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => host.current && relabelDays(host.current));
    };
    const c = new kit.Calendar(host.current!, {
      plugins: [kit.plugins.dayGrid, kit.plugins.theme],
      locales: kit.locales,
      locale: calendarLocale(lang),
      direction: dir,
      initialView: 'dayGridMonth',
      // Today's marker follows the app's clock (the demo's may have travelled).
      now: appNow,
      initialDate: monthStart(year, month),
      headerToolbar: false,
      height: 'auto',
      businessHours: { daysOfWeek: [1, 2, 3, 4, 5] },
      events: [],
      dayCellTopContent: dayTop(new Map()),
      eventDidMount: () => relabelSoon(),
      eventWillUnmount: () => relabelSoon(),
      eventClick: (info) => {
        info.jsEvent.preventDefault();
        const id = Number(info.event.extendedProps.demande);
        if (id) openPanel('leave.detail', { id });
      },
    });
    c.render();
    cal.current = c;
    return () => {
      cancelAnimationFrame(frame);
      c.destroy();
      cal.current = null;
    };
    // Built once (and again when the app's day changes); the effects below feed it what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the calendar is built once per kit and day; the effects below feed it the rest
  }, [kit, today]);

  useEffect(() => {
    cal.current?.setOption('locale', calendarLocale(lang));
    cal.current?.setOption('direction', dir);
  }, [lang, dir]);
  useEffect(() => cal.current?.gotoDate(monthStart(year, month)), [year, month]);
  useEffect(() => {
    const holidays = events.filter((e) => e.isHoliday);
    const names = new Map(holidays.map((h) => [h.start.slice(0, 10), h.fauTitle]));
    const c = cal.current;
    if (!c) return;
    c.batchRendering(() => {
      c.setOption('dayCellClass', (info) => (names.has(dayKey(info.date)) ? 'leave-slot-holiday' : undefined));
      c.setOption('dayCellTopContent', dayTop(names));
      c.setOption('events', eventInputs(events));
    });
    if (host.current) relabelDays(host.current);
  }, [events, today]);

  return <div ref={host} className="leave-fc leave-fc-month" data-testid="leave-month" />;
}

/**
 * A day's top line: its number (drawn by CSS: the cell's name already says
 * the date, and the requests follow it), then the public holiday's name on
 * its own line below it, never over it (issue 26 item 2).
 */
function dayTop(names: ReadonlyMap<string, string>) {
  return (info: { date: Date; dayNumberText: string; isToday: boolean }) => {
    const n = document.createElement('span');
    n.className = 'leave-day-number';
    n.dataset.day = info.dayNumberText || String(info.date.getDate());
    // Today's marker (the app's clock, `now` below), readable by tests and assistive styling alike.
    n.dataset.date = dayKey(info.date);
    if (info.isToday) n.classList.add('leave-today');
    const name = names.get(dayKey(info.date));
    if (!name) return { domNodes: [n] };
    const label = document.createElement('span');
    label.className = 'leave-holiday-title';
    label.textContent = name;
    const top = document.createElement('span');
    top.className = 'leave-day-top';
    top.append(n, label);
    return { domNodes: [top] };
  };
}

/**
 * A day cell is named after its date; the requests it shows join that name,
 * so what a screen reader announces matches what is written in the cell.
 */
function relabelDays(root: HTMLElement) {
  for (const cell of Array.from(root.querySelectorAll<HTMLElement>('[role=gridcell][data-date]'))) {
    if (cell.dataset.labelFor !== cell.dataset.date) {
      cell.dataset.labelFor = cell.dataset.date;
      cell.dataset.dateLabel = cell.getAttribute('aria-label') ?? '';
    }
    const titles = Array.from(cell.querySelectorAll<HTMLElement>('[role=button], .leave-holiday-title')).map((e) => e.textContent?.trim()).filter(Boolean);
    const base = cell.dataset.dateLabel ?? '';
    cell.setAttribute('aria-label', titles.length ? `${base}, ${titles.join(', ')}` : base);
  }
}
