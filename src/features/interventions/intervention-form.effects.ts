import { interventionFormMachine, type InterventionFormContext, type InterventionFormEvent, type InterventionSave } from '../../../machines/interventions/intervention-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { sendInterventionForm } from '../../api/interventions-api';
import { replacePanel } from '../../kernel/panel-store';
import { uploadLogic } from '../../kernel/upload.effects';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';

/** The form panel's statechart: the create through the upload child (for oneself when no requester is picked) and, once created, the detail in the form's place. */
export const interventionFormLogic = (o: { userId: number | undefined; panelKey: number }) =>
  interventionFormMachine.provide({
    actors: {
      upload: uploadLogic<InterventionSave>(({ values: v, files, idempotencyKey }, t) => sendInterventionForm('Create', { ...v, Fk_DemadeBy: v.Fk_DemadeBy ?? o.userId }, files as File[], { ...t, idempotencyKey })),
    },
    actions: {
      ...submitKeyActions<InterventionFormContext, InterventionFormEvent>(newIdempotencyKey),
      created: (_, p: { id: number }) => {
        toast.success();
        changes.interventions.push();
        replacePanel(o.panelKey, 'interventions.detail', { id: p.id });
      },
    },
  });
