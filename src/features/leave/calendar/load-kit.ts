import { lazyStylesheet } from '../../../kernel/lazy-stylesheet';
import type { FullCalendarKit } from './fullcalendar-kit';

/** FullCalendar's code and its stylesheet, both loaded when a calendar route first needs them. */
export const loadFullCalendar = (): Promise<FullCalendarKit> =>
  Promise.all([import('./fullcalendar-kit'), lazyStylesheet('fullcalendar')]).then(([m]) => m.fullCalendarKit);
