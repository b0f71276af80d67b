import type { TourDef } from '../../../domain/tour';

/**
 * The shortest tour: what the demo bar offers (personas, then the tours
 * themselves), ending on Yasmine's leave calendar. Each step is shown beside
 * what it explains (issue 36 item 4): the switch's Next opens the calendar,
 * and the last step waits until the calendar is there.
 */
export const demoTour: TourDef = {
  id: 'demo',
  title: 'tour.demo.title',
  steps: [
    { text: 'tour.demo.persona', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'employee', then: '/conge/timeline' } },
    { text: 'tour.demo.calendar', target: { css: '[data-testid=leave-timeline]' }, action: { kind: 'none' } },
  ],
};
