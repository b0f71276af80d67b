import { graphEvents, type RegisteredMachine } from '../registry-types';
import { interventionMachine } from './intervention.machine';
import { interventionFormMachine } from './intervention-form.machine';

const { done, error } = graphEvents;
const data = (statut: string) => ({ statut, fk_DemadeBy: 1 });
const all = ['Intervention.Edit', 'Intervention.AddStep', 'Intervention.Close', 'Intervention.Delete'];

/** The interventions area's statecharts, walked by the model runner. */
export const interventionsMachines: RegisteredMachine[] = [
  {
    id: 'intervention',
    file: 'interventions/intervention.machine.ts',
    machine: interventionMachine,
    input: { id: 1, viewerId: 5, permissions: all },
    maxDepth: 6,
    events: [
      ...['Pending', 'Progressing', 'Affected', 'Solved', 'Closed'].map((s) => done('load', data(s))), error('load'),
      { type: 'intervention.reload' }, { type: 'intervention.assign', userIds: [2, 3] }, { type: 'intervention.unassign', userId: 2 },
      { type: 'intervention.addStep', description: 'Batterie remplacée' }, { type: 'intervention.close', resolved: true, description: '' }, { type: 'intervention.delete' },
      done('assign'), error('assign'), done('addStep'), error('addStep'), done('close'), error('close'), done('remove'), error('remove'),
    ],
  },
  {
    id: 'interventionForm',
    file: 'interventions/intervention-form.machine.ts',
    machine: interventionFormMachine,
    input: { requesterId: null },
    events: [
      { type: 'form.change', patch: { Type: 0, Title: 'Portable', Description: 'Ne démarre plus' } }, { type: 'form.category', hardware: 1 }, { type: 'form.files', files: [] },
      { type: 'form.submit' }, done('create', 42), error('create', { message: 'Error.Unknown' }),
    ],
  },
];
