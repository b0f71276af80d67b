import * as assert from 'uvu/assert';
import { fromPromise } from 'xstate';
import { interventionMachine } from '../../../machines/interventions/intervention.machine';
import { interventionActors } from '../../../src/features/interventions/intervention.effects';
import { interventionFormMachine, type InterventionFormContext, type InterventionFormEvent } from '../../../machines/interventions/intervention-form.machine';
import { addInterventionStep, assignIntervention, closeIntervention, deleteIntervention, getIntervention, sendInterventionForm } from '../../../src/api/interventions-api';
import { interventions } from '../../../server-fake/models/interventions';
import { interventionAdapter, interventionFormAdapter } from '../ui/adapters/interventions';
import type { ModelEvent } from '../ui/types';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import type { FakeBinding, WalkContext } from './walk';

/** The interventions area against the fake server's rules (spec 4): Hicham (IT support) does it all. */
const HICHAM = 5;
const row = (w: WalkContext) => interventions(w.db).get(w.data.id);
const snap = (w: WalkContext) => JSON.stringify(row(w) ? { statut: row(w)!.statut, assignees: row(w)!.assignees } : null);
/** What the server holds now is what the next failed call must leave. */
const remember = (w: WalkContext) => void (w.data.snap = snap(w));
/** The user event a step answers: the last one before it. */
const asked = (w: WalkContext) => w.path.steps.slice(0, w.step).reverse().find((x) => x.kind === 'user')?.event;

const intervention: FakeBinding = {
  machine: 'intervention',
  persona: 'support',
  like: interventionAdapter,
  // The intervention of the statut the path's first read answers, assigned to nobody while Pending and to one person otherwise (as in the UI walk).
  seed(w) {
    const first = w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event as (ModelEvent & { output: { statut: string } }) | undefined;
    const statut = first?.output.statut ?? 'Pending';
    const r = interventions(w.db).all().find((x) => x.statut === statut)!;
    interventions(w.db).update(r.id, { assignees: statut === 'Pending' ? [] : [6] });
    w.data.id = r.id;
    remember(w);
  },
  input: (w) => ({ id: w.data.id, viewerId: HICHAM, permissions: ['Intervention.Edit', 'Intervention.AddStep', 'Intervention.Close', 'Intervention.Delete'] }),
  provide: () => interventionMachine.provide({ actors: interventionActors }),
  // Unassign takes someone the intervention is assigned to.
  event: (e, w) => (e.type === 'intervention.unassign' ? { ...e, userId: row(w)!.assignees[0] } : e),
  checks: {
    'xstate.done.actor.load': (w, s) => {
      assert.is((s.context as { record: { statut: string } }).record.statut, row(w)!.statut, 'the statut on record');
      remember(w);
    },
    'xstate.done.actor.assign': (w) => {
      const p = asked(w);
      if (p?.type === 'intervention.unassign') assert.not.ok(row(w)!.assignees.includes(p.userId as number), 'unassigned on record');
      else assert.ok([2, 3].every((u) => row(w)!.assignees.includes(u)), 'assigned on record');
      remember(w);
    },
    'xstate.done.actor.addStep': (w) => (assert.is(row(w)!.statut, 'Progressing', 'an action puts it in progress'), remember(w)),
    'xstate.done.actor.close': (w) => (assert.is(row(w)!.statut, 'Solved', 'closed as solved'), remember(w)),
    'xstate.done.actor.remove': (w) => assert.not.ok(row(w), 'the intervention is gone'),
    ...Object.fromEntries(['assign', 'addStep', 'close', 'remove'].map((a) => [`xstate.error.actor.${a}`, (w: WalkContext) => assert.is(snap(w), w.data.snap, `a failed ${a} changed nothing`)])),
  },
};

/** Hicham creates an intervention for himself. */
const interventionForm: FakeBinding = {
  machine: 'interventionForm',
  persona: 'support',
  like: interventionFormAdapter,
  seed(w) {
    w.data.before = interventions(w.db).all().length;
  },
  provide: () =>
    interventionFormMachine.provide({
      actors: {
        create: fromPromise(async ({ input }) => sendInterventionForm('Create', { ...input.values, Fk_DemadeBy: input.values.Fk_DemadeBy ?? HICHAM }, input.files as File[], input.idempotencyKey)),
      },
      // Each submit its own key, as the app gives them (the machine's fixed default would make every path's create the same one).
      actions: submitKeyActions<InterventionFormContext, InterventionFormEvent>(newIdempotencyKey),
    }),
  checks: {
    'xstate.done.actor.create': (w, s) => {
      assert.is(interventions(w.db).all().length, w.data.before + 1, 'one intervention created');
      assert.ok(interventions(w.db).get((s.context as { createdId: number }).createdId), 'the id answered is the one recorded');
    },
    'xstate.error.actor.create': (w) => assert.is(interventions(w.db).all().length, w.data.before, 'a failed create recorded nothing'),
  },
};

export const interventionsBindings = [intervention, interventionForm];
