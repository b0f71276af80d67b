import { fromPromise } from 'xstate';
import { openPanel } from '../../kernel/panel-store';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { holdToasts, type DecisionWords } from '../../kernel/held-decision';
import { documentsApi } from '../../api/documents-api';
import { requestMachine, type RequestContext } from '../../../machines/documents/request.machine';

type Actors = NonNullable<Parameters<typeof requestMachine.provide>[0]['actors']>;

/** The document request statechart's server calls, as the detail panel provides them (the model walk provides the same). */
export const requestActors: Actors = {
  load: fromPromise(async ({ input }) => documentsApi.info(input as number)),
  decide: fromPromise(async ({ input }) => documentsApi.decide(input)),
  remove: fromPromise(async ({ input }) => documentsApi.remove(input as number)),
};

/** A decision in words: 'Attestation de travail de Marta Berrada acceptée'. */
const said: DecisionWords<RequestContext> = ({ record }, decision) => ['documents', `toast.request.${decision}`, record?.type, record?.userFullName];

/** The detail panel's statechart: its server calls, and what an edit, a decision, a deletion and a failure do on screen. */
export const requestLogic = (o: { onClose(): void }) =>
  requestMachine.provide({
    actors: requestActors,
    actions: {
      openEdit: ({ context }) => openPanel('documents.form', { id: context.id, userId: context.record?.userid }),
      decided: ({ context }, { decision }) => (toast.done(...said(context, decision)), changes.documents.push()),
      ...holdToasts('documentRequest', said),
      deleted: ({ context: { record } }) => (toast.done('documents', 'toast.request.delete', record?.type, record?.userFullName), changes.documents.push(), o.onClose()),
    },
  });
