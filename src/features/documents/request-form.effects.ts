import { fromPromise } from 'xstate';
import { replacePanel } from '../../kernel/panel-store';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { documentsApi } from '../../api/documents-api';
import { requestFormMachine, type RequestFormContext, type RequestFormEvent } from '../../../machines/documents/request-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';

type Actors = NonNullable<Parameters<typeof requestFormMachine.provide>[0]['actors']>;

/** The document request form's server calls, as its panel provides them (the model walk provides the same). */
export const requestFormActors: Actors = {
  load: fromPromise(async ({ input }) => {
    const [types, request] = await Promise.all([documentsApi.types(), input ? documentsApi.demand(input as number) : Promise.resolve(null)]);
    return { request, types };
  }),
  submit: fromPromise(async ({ input }) => documentsApi.save(input.values, input.idempotencyKey)),
};

/** Each submit's Idempotency-Key, kept for its retries. */
export const requestFormKeys = submitKeyActions<RequestFormContext, RequestFormEvent>(newIdempotencyKey);

/** The form panel's statechart: its server calls and keys, and what a save and a failed read do on screen. */
export const requestFormLogic = (o: { id: number | null; panelKey: number; onClose(): void }) =>
  requestFormMachine.provide({
    actors: requestFormActors,
    actions: {
      ...requestFormKeys,
      saved: ({ context }, { id: savedId }) => {
        toast.done('documents', o.id ? 'toast.request.edit' : 'toast.request.create', context.types.find((x) => x.value === context.values.typeId)?.text);
        changes.documents.push();
        // After an edit the info panel underneath reloads; after a create the form becomes the info panel.
        if (o.id) o.onClose();
        else replacePanel(o.panelKey, 'documents.detail', { id: savedId });
      },
      // The panel stays open on a failed read: it shows the message and offers to try again (the machine's retry).
      loadFailed: (_, { message }) => toast.error(message),
    },
  });
