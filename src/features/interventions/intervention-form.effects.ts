import { interventionEditMachine, interventionFormMachine, type InterventionFormContext, type InterventionFormEvent, type InterventionSave } from '../../../machines/interventions/intervention-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { sendInterventionForm } from '../../api/interventions-api';
import { replacePanel } from '../../kernel/panel-store';
import { uploadLogic } from '../../kernel/upload.effects';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';

/**
 * The forms' one send through the upload child: a create (for oneself when no
 * requester is picked, with the submit's idempotency key) or the update of
 * the intervention edited (FilesNames: the attached files kept).
 */
export const interventionUpload = (userId: number | undefined) =>
  uploadLogic<InterventionSave>(({ id, values: v, files, idempotencyKey }, t) =>
    id === null
      ? sendInterventionForm('Create', { ...v, Fk_DemadeBy: v.Fk_DemadeBy ?? userId }, files as File[], { ...t, idempotencyKey })
      : sendInterventionForm('Update', { ...v, Id: id }, files as File[], t),
  );

/** Once saved, the detail of the intervention takes the form's place (spec 4 section 2). */
const showDetail = (panelKey: number, id: number, done: { what: 'toast.intervention.create' | 'toast.intervention.edit'; title: string }) => {
  toast.done('interventions', done.what, done.title);
  changes.interventions.push();
  replacePanel(panelKey, 'interventions.detail', { id });
};

/** The create panel's statechart: the create through the upload child and, once created, the detail in the form's place. */
export const interventionFormLogic = (o: { userId: number | undefined; panelKey: number }) =>
  interventionFormMachine.provide({
    actors: { upload: interventionUpload(o.userId) },
    actions: {
      ...submitKeyActions<InterventionFormContext, InterventionFormEvent>(newIdempotencyKey),
      created: ({ context }, p: { id: number }) => showDetail(o.panelKey, p.id, { what: 'toast.intervention.create', title: context.values.Title }),
    },
  });

/** The edit panel's statechart: the update through the upload child and, once saved, the detail again. */
export const interventionEditLogic = (o: { id: number; panelKey: number }) =>
  interventionEditMachine.provide({
    actors: { upload: interventionUpload(undefined) },
    actions: { saved: ({ context }) => showDetail(o.panelKey, o.id, { what: 'toast.intervention.edit', title: context.values.Title }) },
  });
