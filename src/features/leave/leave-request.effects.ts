import { fromPromise } from 'xstate';
import { openPanel } from '../../kernel/panel-store';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { holdToasts, type DecisionWords } from '../../kernel/held-decision';
import { leaveApi } from '../../api/leave-api';
import { leaveRequestMachine, type LeaveRequestContext } from '../../../machines/leave/leave-request.machine';

type Actors = NonNullable<Parameters<typeof leaveRequestMachine.provide>[0]['actors']>;

/** The leave request statechart's server calls, as the detail panel provides them (the model walk provides the same). */
export const leaveRequestActors: Actors = {
  load: fromPromise(({ input }) => leaveApi.detail(input)),
  cancelRequest: fromPromise(({ input }) => leaveApi.cancel(input.id)),
  acceptRequest: fromPromise(({ input }) => leaveApi.accept(input.id, input.levelType)),
  rejectRequest: fromPromise(({ input }) => leaveApi.reject(input.id, input.levelType, input.raison)),
  deleteRequest: fromPromise(({ input }) => leaveApi.remove(input.id)),
};

/** A decision in words: 'Congé de Karim Benali accepté'; one's own cancel, 'Votre congé est annulé' (not one's name). */
const said: DecisionWords<LeaveRequestContext> = (context, decision) =>
  decision === 'cancel' && context.record?.fk_User === context.userId ? ['leave', 'toast.leave.cancelOwn'] : ['leave', `toast.leave.${decision}`, context.record?.demandeUser.fullName];

/** The detail panel's statechart: its server calls, and what a decision, a failure, an edit and a close do on screen. */
export const leaveRequestLogic = (o: { onClose(): void }) =>
  leaveRequestMachine.provide({
    actors: leaveRequestActors,
    actions: {
      decided: ({ context }, { decision }) => (toast.done(...said(context, decision)), changes.leave.push()),
      ...holdToasts('leaveRequest', said),
      openEdit: (_, p) => openPanel('leave.form', { id: p.id }),
      closePanel: o.onClose,
    },
  });
