import { graphEvents, type RegisteredMachine } from '../registry-types';
import { tourMachine } from './tour.machine';

const { done, error, after } = graphEvents;

// Two steps: one with a target to wait for, one without (it explains straight away).
const tour = {
  id: 'leave',
  title: 'tour.leave.title',
  steps: [
    { text: 'tour.leave.open', target: { css: '#x' }, action: { kind: 'click' } },
    { text: 'tour.leave.end', action: { kind: 'none' } },
  ],
};

/** The demo area's statecharts, walked by the model runner. */
export const demoMachines: RegisteredMachine[] = [
  {
    id: 'demo.tour',
    file: 'demo/tour.machine.ts',
    machine: tourMachine,
    maxDepth: 8,
    events: [
      { type: 'tour.start', tour }, { type: 'tour.targetFound' }, after('targetTimeout', 'tour.running.waiting'),
      { type: 'tour.next' }, { type: 'tour.back' }, done('performStep'), error('performStep', { message: 'tour.error.action' }),
      { type: 'tour.skip' }, { type: 'tour.retry' }, { type: 'tour.stop' }, { type: 'tour.close' },
    ],
  },
];
