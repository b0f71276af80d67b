import { fromPromise } from 'xstate';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { holdToasts, type DecisionWords } from '../../kernel/held-decision';
import { addInterventionStep, assignIntervention, closeIntervention, deleteIntervention, getIntervention } from '../../api/interventions-api';
import { interventionMachine, type InterventionContext } from '../../../machines/interventions/intervention.machine';

type Actors = NonNullable<Parameters<typeof interventionMachine.provide>[0]['actors']>;

/** The intervention statechart's server calls, as the detail panel provides them (the model walk provides the same). */
export const interventionActors: Actors = {
  load: fromPromise(({ input }) => getIntervention(input)),
  assign: fromPromise(({ input: { id, action } }) =>
    action.type === 'intervention.unassign'
      ? assignIntervention({ assign: false, id, user_id: action.userId })
      : assignIntervention({ assign: true, id, user_id: action.replace ?? null, userIds: action.userIds }),
  ),
  addStep: fromPromise(({ input }) => addInterventionStep(input.id, input.description)),
  close: fromPromise(({ input }) => closeIntervention(input.id, input.resolved, input.description)),
  remove: fromPromise(({ input }) => deleteIntervention(input)),
};

/** A decision in words: 'Intervention « Écran HS » clôturée'. */
const said: DecisionWords<InterventionContext> = (context, decision) => ['interventions', `toast.intervention.${decision}`, context.record?.title];

/** The detail panel's statechart: its server calls, and what a decision, a deletion and a failure do on screen (the step form and the delete's confirmation are its states). */
export const interventionLogic = (o: { markGone(): void; onClose(): void }) =>
  interventionMachine.provide({
    actors: interventionActors,
    actions: {
      decided: ({ context }, { decision }) => {
        toast.done(...said(context, decision));
        changes.interventions.push();
      },
      ...holdToasts('intervention', said),
      deleted: ({ context }) => {
        o.markGone();
        toast.done('interventions', 'toast.intervention.delete', context.record?.title);
        o.onClose();
        changes.interventions.push();
      },
    },
  });
