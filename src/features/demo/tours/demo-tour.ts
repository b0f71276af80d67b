import type { TourDef } from '../../../domain/tour';

/**
 * The shortest tour: what the demo bar offers (personas, then the tours
 * themselves), ending on Yasmine's leave calendar. Its last step has no
 * target: it explains and acts straight away.
 */
export const demoTour: TourDef = {
  id: 'demo',
  title: 'tour.demo.title',
  steps: [
    { text: 'tour.demo.persona', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'employee', then: '/' } },
    { text: 'tour.demo.calendar', action: { kind: 'persona', persona: 'employee', then: '/conge/timeline' } },
  ],
};
