import { Calendar } from 'fullcalendar';
import dayGridPlugin from 'fullcalendar/daygrid';
import classicTheme from 'fullcalendar/themes/classic';
import frLocale from 'fullcalendar/locales/fr';
import arLocale from 'fullcalendar/locales/ar';
import esLocale from 'fullcalendar/locales/es';
import resourceTimelinePlugin from 'fullcalendar-scheduler/resource-timeline';

/**
 * Everything FullCalendar in one module, loaded with a dynamic import by the
 * calendar routes only (about 146 KB gzip: never in the first load). Its CSS
 * is not here: v7 ships plain stylesheets, bundled with ours
 * (src/styles/areas/leave-calendar.css) so a strict style-src 'self' holds.
 */
export const fullCalendarKit = {
  Calendar,
  plugins: { resourceTimeline: resourceTimelinePlugin, dayGrid: dayGridPlugin, theme: classicTheme },
  locales: [frLocale, arLocale, esLocale],
};
export type FullCalendarKit = typeof fullCalendarKit;
export type CalendarInstance = InstanceType<typeof Calendar>;
export type CalendarOptions = NonNullable<ConstructorParameters<typeof Calendar>[1]>;
