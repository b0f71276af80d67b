import { graphEvents, type RegisteredMachine } from '../registry-types';
import { submitMachine } from './submit.machine';

const { done, error } = graphEvents;

/** The projects area's statecharts, walked by the model runner. */
export const projectsMachines: RegisteredMachine[] = [
  {
    id: 'submit',
    file: 'projects/submit.machine.ts',
    machine: submitMachine,
    events: [
      { type: 'form.submit', values: { a: 1 }, valid: true }, { type: 'form.submit', values: {}, valid: false }, { type: 'form.edit' },
      done('submit', 7), error('submit', { message: 'Error.Unknown' }), { type: 'form.reset' },
    ],
  },
];
