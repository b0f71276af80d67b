import { Calendar } from 'fullcalendar';
import dayGridPlugin from 'fullcalendar/daygrid';
import classicTheme from 'fullcalendar/themes/classic';
import frLocale from 'fullcalendar/locales/fr';
import arLocale from 'fullcalendar/locales/ar';
import esLocale from 'fullcalendar/locales/es';
import resourceTimelinePlugin from 'fullcalendar-scheduler/resource-timeline';

/**
 * Everything FullCalendar in one module, loaded with a dynamic import by the
 * calendar routes only (about 146 KB gzip: never in the first load), with its
 * stylesheet (src/styles/lazy/fullcalendar.css, a file of its own so a strict
 * style-src 'self' holds) by ./load-kit.ts.
 */
export const fullCalendarKit = {
  Calendar,
  plugins: { resourceTimeline: resourceTimelinePlugin, dayGrid: dayGridPlugin, theme: classicTheme },
  locales: [frLocale, arLocale, esLocale],
};
export type FullCalendarKit = typeof fullCalendarKit;
export type CalendarInstance = InstanceType<typeof Calendar>;
export type CalendarOptions = NonNullable<ConstructorParameters<typeof Calendar>[1]>;
