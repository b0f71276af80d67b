import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';
import { askingReason, DECISION_HOLD_MS, decidedContext, deciding, holding, loadingRecord, routing, startAsking, statusIs, type DecidedContext, type HoldEvent, type ReasonEvent, recordTellers } from '../shared/decided-record';

/**
 * One intervention as the detail panel lives it, on the shared lifecycle of a
 * decided record. The status states mirror the server's (Pending,
 * Progressing, Affected, Solved, Closed); every action goes through the
 * server, which makes the transition, and the intervention is read again; a
 * failed action goes back to the status it left. Guards hold spec 4 section
 * 6: assign with Intervention.Edit (or Profil.Intervention.Edit for the
 * requester), add a step or close only with their permission and while open,
 * delete with Intervention.Delete.
 *
 * Closing is done in one click as solved (`intervention.close`: the panel's
 * 'Résolue', the dashboard row's), or through the reason dialog
 * (`askingReason`: the panel's close, the row's 'not solved'), with the
 * Solved switch as its choice where the view offers it (spec 4 section 2: a
 * Solved switch and a remark text, off by default, section 4). The remark
 * is optional (section 5: the close form has no validation), so the
 * confirmation has no guard; a failed close shows nothing (section 8) and
 * comes back to the dialog with what was typed. Adding an action opens its form (`addingStep`), which
 * stays with what was typed when the call fails; deleting asks a
 * confirmation first (`confirmingDelete`, section 6), as a document
 * request's and an expense note's do.
 */
export interface InterventionData {
  statut: string;
  fk_DemadeBy: number;
  /** What the success toasts name. */
  title?: string;
}
export interface InterventionContext extends DecidedContext<InterventionData> {
  viewerId: number;
  permissions: string[];
}
export type InterventionEvent =
  | { type: 'intervention.reload' }
  | { type: 'intervention.assign'; userIds: number[]; replace?: number | null }
  | { type: 'intervention.unassign'; userId: number }
  | { type: 'intervention.addStep'; description: string }
  | { type: 'intervention.close'; resolved: boolean; description: string }
  | { type: 'intervention.askRemark' }
  | { type: 'intervention.openStep' }
  | { type: 'intervention.delete' }
  | { type: 'intervention.confirmDelete' }
  /** Cancels the step form or the delete's confirmation. */
  | { type: 'intervention.dismiss' }
  | HoldEvent
  | ReasonEvent;

/** The reason dialog's choice when its Solved switch is on (off: no choice, closed as not solved). */
export const SOLVED = 'solved';

export type AssignInput = { id: number; action: Extract<InterventionEvent, { type: 'intervention.assign' | 'intervention.unassign' }> };
export type StepInput = { id: number; description: string };
export type CloseInput = { id: number; resolved: boolean; description: string };

type Args = { context: InterventionContext; event: InterventionEvent };
const assignInput = ({ context, event }: Args): AssignInput => {
  assertEvent(event, ['intervention.assign', 'intervention.unassign']);
  return { id: context.id, action: event };
};
const stepInput = ({ context, event }: Args): StepInput => {
  assertEvent(event, 'intervention.addStep');
  return { id: context.id, description: event.description };
};
/** A close in one click is kept as the dialog's would be (solved or not, its remark) while it is held. */
const keepClose = ({ event }: Args): Partial<InterventionContext> => {
  assertEvent(event, 'intervention.close');
  return { choice: event.resolved ? SOLVED : '', reason: event.description };
};
/** What is sent, in one click or through the dialog: solved as its switch says (the dashboard row's dialog has none: not solved), with the remark. */
const remarkInput = ({ context }: { context: InterventionContext }): CloseInput => ({ id: context.id, resolved: context.choice === SOLVED, description: context.reason });
const has = (c: InterventionContext, code: string) => c.permissions.includes(code);

export const interventionMachine = setup({
  types: { context: {} as InterventionContext, events: {} as InterventionEvent, input: {} as { id: number; viewerId: number; permissions: string[] } },
  actors: {
    load: fromPromise<InterventionData, number>(async () => ({ statut: 'Pending', fk_DemadeBy: 0 })),
    assign: fromPromise<unknown, AssignInput>(async () => null),
    addStep: fromPromise<unknown, StepInput>(async () => null),
    close: fromPromise<unknown, CloseInput>(async () => null),
    remove: fromPromise<unknown, number>(async () => null),
  },
  guards: {
    statusIs: statusIs((c: InterventionContext) => c.record?.statut ?? null),
    canEdit: ({ context }) => has(context, 'Intervention.Edit') || (has(context, 'Profil.Intervention.Edit') && context.viewerId === context.record?.fk_DemadeBy),
    mayAddStep: ({ context }) => has(context, 'Intervention.AddStep'),
    canAddStep: ({ context, event }) => has(context, 'Intervention.AddStep') && event.type === 'intervention.addStep' && event.description.trim().length > 0,
    canClose: ({ context }) => has(context, 'Intervention.Close'),
    canDelete: ({ context }) => has(context, 'Intervention.Delete'),
  },
  actions: {
    keep: assign((_, p: Partial<InterventionContext>) => p),
    ...recordTellers,
    deleted: () => {},
  },
  delays: { HOLD: DECISION_HOLD_MS },
}).createMachine({
  id: 'intervention',
  context: ({ input }) => ({ ...decidedContext<InterventionData>(input.id), viewerId: input.viewerId, permissions: input.permissions }),
  initial: 'loading',
  states: {
    // Spec 4 section 8: a failed read says so in a toast.
    loading: loadingRecord<InterventionData>({ then: 'routing', failure: 'failed', tell: true }),
    failed: { on: { 'intervention.reload': 'loading' } },
    routing: routing({ Pending: 'status.open.Pending', Progressing: 'status.open.Progressing', Affected: 'status.open.Affected', Solved: 'status.Solved' }, 'status.Closed'),
    status: {
      initial: 'open',
      on: {
        'intervention.reload': '#intervention.loading',
        'intervention.delete': { guard: 'canDelete', target: '#intervention.confirmingDelete', meta: { spec: ['S4.6.03'] } },
      },
      states: {
        open: {
          tags: ['open'],
          on: {
            'intervention.assign': { guard: 'canEdit', target: '#intervention.assigning', meta: { spec: ['S4.6.01', 'S4.6.02'] } },
            'intervention.unassign': { guard: 'canEdit', target: '#intervention.assigning', meta: { spec: ['S4.6.01', 'S4.6.02'] } },
            'intervention.openStep': { guard: 'mayAddStep', target: '#intervention.addingStep', meta: { spec: ['S4.6.04'] } },
            'intervention.close': { guard: 'canClose', target: '#intervention.holdingClose', actions: { type: 'keep', params: keepClose }, meta: { spec: ['S4.6.05', 'S4.4.04'] } },
            'intervention.askRemark': { guard: 'canClose', target: '#intervention.askingReason', actions: startAsking, meta: { spec: ['S4.6.05', 'S4.4.04', 'S4.5.03'] } },
          },
          initial: 'Pending',
          states: { Pending: { meta: { spec: ['S4.4.01'] } }, Progressing: { meta: { spec: ['S4.4.01'] } }, Affected: { meta: { spec: ['S4.4.01'] } } },
        },
        Solved: { tags: ['finished'], meta: { spec: ['S4.4.01', 'S4.4.03'] } },
        Closed: { tags: ['finished'], meta: { spec: ['S4.4.01', 'S4.4.03'] } },
      },
    },
    assigning: deciding({ id: 'assign', src: 'assign', input: assignInput, then: 'loading', back: 'routing' }),
    // The add-action form: an empty description is refused (spec 4 section 5); a failure keeps the form with what was typed.
    addingStep: {
      tags: ['step'],
      on: {
        'intervention.addStep': { guard: 'canAddStep', target: 'stepping', meta: { spec: ['S4.6.04', 'S4.5.02'] } },
        'intervention.dismiss': 'routing',
      },
    },
    stepping: deciding({ id: 'addStep', src: 'addStep', input: stepInput, then: 'loading', back: 'addingStep', tags: ['step'] }),
    // Spec 4 section 8: a close failure shows nothing.
    // Held five seconds, undoable, before it is sent (issue 36 item 1).
    holdingClose: holding({ decision: 'close', decide: 'closing', back: 'routing' }),
    holdingRemark: holding({ decision: 'closeWithRemark', decide: 'closingWithRemark', back: 'routing', tags: ['refusal'] }),
    closing: deciding({ id: 'close', src: 'close', input: remarkInput, then: 'loading', back: 'routing', quiet: true }),
    askingReason: askingReason({ decide: 'holdingRemark', back: 'routing' }),
    closingWithRemark: deciding({ id: 'closeWithRemark', src: 'close', input: remarkInput, then: 'loading', back: 'askingReason', asking: true, quiet: true }),
    // Spec 4 section 6: delete with confirmation. A refusal closes it and the toast says why (as chat's, reminders' and leave's do).
    confirmingDelete: { tags: ['confirmDelete'], on: { 'intervention.confirmDelete': 'deleting', 'intervention.dismiss': 'routing' } },
    deleting: {
      tags: ['busy', 'confirmDelete'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.id,
        onDone: { target: 'deleted', actions: 'deleted' },
        onError: { target: 'routing', actions: { type: 'failed', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
      },
    },
    deleted: { type: 'final' },
  },
});
