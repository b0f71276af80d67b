import { fromPromise } from 'xstate';
import { formResponseMachine, type ResponseContext } from '../../../machines/forms/form-response.machine';
import { formsApi } from '../../api/forms-api';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { holdToasts, type DecisionWords } from '../../kernel/held-decision';

/** The status it now has, by the name its form gives it ('Validée'), and whose answer it is. */
const said: DecisionWords<ResponseContext> = ({ record, statutId }) => ['forms', 'toast.response.status', record?.user?.text, record?.formTitle, record?.statutList.find((s) => s.value === statutId)?.text];

/**
 * The response's statechart, as its panel and the dashboard's row run it: the
 * response read and its status changed (the forms' change feed told, so the
 * responses list and what awaits the approver read again), a missing response
 * closing the panel.
 */
export const formResponseLogic = (o: { onClose(): void }) =>
  formResponseMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: number }) => formsApi.response(input)),
      change: fromPromise<unknown, { id: number; statutId: number }>(({ input }) => formsApi.changeStatus(input.id, input.statutId)),
    },
    actions: {
      closePanel: () => {
        toast.error('Error.Status.404');
        o.onClose();
      },
      decided: ({ context }, { decision }) => (toast.done(...said(context, decision)), changes.forms.push()),
      ...holdToasts('formResponse', said),
    },
  });
