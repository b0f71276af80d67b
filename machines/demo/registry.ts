import { graphEvents, type RegisteredMachine } from '../registry-types';
import { tourMachine } from './tour.machine';
import { sandboxMachine } from './sandbox.machine';

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
  {
    id: 'sandbox',
    file: 'demo/sandbox.machine.ts',
    machine: sandboxMachine,
    maxDepth: 6,
    events: [
      { type: 'sandbox.reset', name: 'formation' }, { type: 'sandbox.remove', name: 'ancien' }, { type: 'sandbox.leave', name: 'formation' },
      { type: 'sandbox.import', name: 'formation', text: '{}', fileName: 'copie.json' }, { type: 'sandbox.open', name: 'autre', scenario: 'summer-leave' },
      done('checkFile'), error('checkFile', { message: 'sandbox.import.foreign' }),
      { type: 'sandbox.exportFirst' }, done('exportCopy'), error('exportCopy', { message: 'Error.Unknown' }),
      { type: 'sandbox.confirm' }, { type: 'sandbox.cancel' }, done('perform'), error('perform', { message: 'Error.Unknown' }),
    ],
  },
];
