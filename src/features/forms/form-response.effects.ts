import { fromPromise } from 'xstate';
import type { TFunction } from 'i18next';
import { formResponseMachine } from '../../../machines/forms/form-response.machine';
import { formsApi } from '../../api/forms-api';
import { toast } from '../../ui/toast-store';

/** The response panel's statechart: the response read and its status changed, a missing response closing the panel. */
export const formResponseLogic = (o: { t: TFunction; onClose(): void }) =>
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
      decided: () => toast.success(),
      failed: (_, p) => toast.error(o.t(p.message)),
    },
  });
