import { graphEvents, type RegisteredMachine } from '../registry-types';
import { formPublicationMachine } from './form-publication.machine';
import { formFillMachine } from './form-fill.machine';
import { formResponseMachine } from './form-response.machine';
import { formBuilderMachine } from './form-builder.machine';
import { pagedListMachine } from '../shared/paged-list.machine';

const { done, error, after } = graphEvents;

const statut = (value: number, kind: 'onHold' | 'accept' | 'refuse') => ({ text: `s${value}`, type: '#000000', value, kind });
const detail = (kind: 'onHold' | 'accept' | 'refuse') => ({
  id: 1, formId: 1, formTitle: 'F', user: null, createdDate: '2026-11-16', preview: '', statut: statut(kind === 'onHold' ? 1 : kind === 'accept' ? 2 : 3, kind),
  fields: [], statutList: [statut(1, 'onHold'), statut(2, 'accept'), statut(3, 'refuse')], approvalList: [], activedApproval: true, canChangeAny: false, createBy: null,
});

/** The forms area's statecharts, walked by the model runner. */
export const formsMachines: RegisteredMachine[] = [
  {
    id: 'formPublication',
    file: 'forms/form-publication.machine.ts',
    machine: formPublicationMachine,
    events: [{ type: 'form.publish' }, { type: 'form.unpublish' }, { type: 'form.archive' }, { type: 'form.unarchive' }, { type: 'form.delete' }],
  },
  {
    id: 'formFill',
    file: 'forms/form-fill.machine.ts',
    machine: formFillMachine,
    // Filled for someone (an admin's 'Remplir pour…'): the person picker is part of what is validated.
    input: { formId: 1, fields: [{ id: 1, title: 'Q', fieldType: 2, parametres: '', hideTitle: false, isRequired: true, description: '' }], isAnonymous: false, forSomeone: true },
    events: [
      { type: 'fill.change', fieldId: 1, value: 'answer' }, { type: 'fill.blur', fieldId: 1 }, { type: 'fill.files', fieldId: 1, files: [] },
      { type: 'fill.user', userId: 2 }, { type: 'fill.submit' }, done('submit'), error('submit'),
    ],
  },
  {
    id: 'formResponse',
    file: 'forms/form-response.machine.ts',
    machine: formResponseMachine,
    input: { id: 1 },
    events: [
      done('load', detail('onHold')), done('load', detail('accept')), done('load', detail('refuse')),
      error('load'), error('load', { message: 'Error.Status.404', status: 404 }), { type: 'response.retry' },
      { type: 'response.changeStatus', statutId: 2 }, done('change'), error('change'),
    ],
  },
  {
    id: 'formBuilder',
    file: 'forms/form-builder.machine.ts',
    machine: formBuilderMachine,
    input: { draft: { id: 0, title: '', description: '', iconPath: null, fields: [] } },
    maxDepth: 6,
    events: [
      { type: 'builder.title', value: 'Titre' }, { type: 'builder.description', value: 'd' }, { type: 'builder.addField', fieldType: 2 },
      { type: 'builder.patchField', index: 0, patch: { title: 'Q' } }, { type: 'builder.moveField', index: 0, delta: 1 }, { type: 'builder.removeField', index: 0 },
      { type: 'builder.save' }, done('save', { id: 3 }), error('save'),
    ],
  },
  {
    // The shared paged list as the quick-create 'view all forms' panel runs it (pages of 10, spec 1 section 9).
    id: 'forms.publishedList',
    file: 'shared/paged-list.machine.ts',
    machine: pagedListMachine,
    input: { pageSize: 10 },
    events: [
      done('loadFirst', { items: [{ key: '1' }], total: 2 }), error('loadFirst'), { type: 'list.retry' },
      { type: 'list.search', search: 'cantine' }, after('debounce', 'pagedList.debouncing'),
      { type: 'list.loadMore' }, done('loadMore', { items: [{ key: '2' }], total: 2 }), error('loadMore'),
      { type: 'list.refresh' }, done('refresh', { items: [{ key: '1' }], total: 2 }), error('refresh'),
      { type: 'list.replaceItems', items: [{ key: '2' }] },
    ],
  },
];
