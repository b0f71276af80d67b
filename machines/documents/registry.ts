import { graphEvents, type RegisteredMachine } from '../registry-types';
import { requestMachine } from './request.machine';
import { requestFormMachine } from './request-form.machine';
import { templateMachine } from './template.machine';
import type { Demand } from '../../src/domain/documents';

const { done, error } = graphEvents;
const demand = (o: Partial<Demand>): Demand => ({
  id: 1, remark: '', typeId: 1, version: 1, userid: 1, processingDate: null, projectId: null, status: 0, createdDate: '2026-11-16', type: 'Attestation de travail',
  userFullName: 'Yasmine El Idrissi', pathImg: null, projectName: null, filesNames: [], template: true, isApprover: true, processed: false, raison: null, ...o,
});

/** The documents area's statecharts, walked by the model runner. */
export const documentsMachines: RegisteredMachine[] = [
  {
    id: 'documentRequest',
    file: 'documents/request.machine.ts',
    machine: requestMachine,
    input: { id: 1, canManage: true, userId: 3 },
    events: [
      done('load', demand({})), done('load', demand({ status: 1 })), done('load', demand({ status: 1, processed: true })), done('load', demand({ status: 2, raison: 'x' })),
      error('load'), { type: 'request.reload' },
      { type: 'request.accept' }, { type: 'request.refuse' }, { type: 'request.process' }, { type: 'request.edit' },
      { type: 'reason.confirm', reason: 'Déjà fourni' }, { type: 'reason.confirm', reason: ' ' }, { type: 'reason.cancel' }, { type: 'request.cancel' },
      { type: 'request.delete' }, { type: 'request.confirmDelete' },
      done('accept'), error('accept'), done('refuse'), error('refuse'), done('process'), error('process'),
      done('refuseProcessing'), error('refuseProcessing'), done('remove'), error('remove'),
    ],
  },
  {
    id: 'documentRequestForm',
    file: 'documents/request-form.machine.ts',
    machine: requestFormMachine,
    input: { id: null, userId: 1 },
    events: [
      done('load', { request: null, paperTypes: [1] }), done('load', { request: demand({ status: 1 }), paperTypes: [1] }), error('load'), { type: 'form.retry' },
      { type: 'form.change', field: 'typeId', value: 1 }, { type: 'form.change', field: 'typeId', value: null },
      { type: 'form.submit' }, done('submit', { id: 9 }), error('submit'),
    ],
  },
  {
    id: 'documentTemplate',
    file: 'documents/template.machine.ts',
    machine: templateMachine,
    input: { id: 1, typeId: 1 },
    events: [
      done('extract', '<p>Yasmine</p>'), error('extract'), { type: 'template.reload' }, { type: 'template.edit' }, { type: 'template.cancel' }, { type: 'template.reset' },
      { type: 'template.save', html: '<p>Texte</p>' }, { type: 'template.save', html: '<p> </p>' }, done('save', '<p>Texte</p>'), error('save'),
    ],
  },
];
