import { and, assign, fromPromise, or, setup } from 'xstate';
import type { LeaveDetail } from '../../src/domain/leave';
import { errorMessageOf } from '../shared/error-message';
import { askingReason, DECISION_HOLD_MS, decidedContext, deciding, holding, loadingRecord, routing, startAsking, statusIs, type DecidedContext, type HoldEvent, type ReasonEvent, recordTellers } from '../shared/decided-record';

/**
 * The leave request status lifecycle behind the detail panel (spec 2
 * sections 4 and 6), on the shared lifecycle of a decided record: the
 * request's status picks the state, guards say who may cancel, accept or
 * reject (a rejection asks for a reason, with no validation: section 5), and
 * the panel reloads after each action, a failed one included (section 4); a
 * failed rejection comes back to its reason. An acceptance or a rejection is
 * held five seconds, undoable, before it is sent (issue 36 item 1).
 */
export interface LeaveRequestContext extends DecidedContext<LeaveDetail> {
  userId: number;
  permissions: string[];
}

export type LeaveRequestEvent =
  | { type: 'leave.reload' }
  | { type: 'leave.cancel' }
  | { type: 'leave.accept' }
  | { type: 'leave.reject' }
  | { type: 'leave.delete' }
  | { type: 'leave.confirmDelete' }
  /** Cancels the delete's confirmation. */
  | { type: 'leave.dismiss' }
  | { type: 'leave.edit' }
  | HoldEvent
  | ReasonEvent;

export interface LeaveDecision {
  id: number;
  levelType: number;
  raison: string;
}

const has = (code: string) => ({ context }: { context: LeaveRequestContext }) => context.permissions.includes(code);
const decision = ({ context }: { context: LeaveRequestContext }): LeaveDecision => ({ id: context.id, levelType: context.record?.levelType ?? 1, raison: context.reason });

export const leaveRequestMachine = setup({
  types: {
    context: {} as LeaveRequestContext,
    events: {} as LeaveRequestEvent,
    input: {} as { id: number; userId: number; permissions: readonly string[] },
  },
  actors: {
    load: fromPromise<LeaveDetail, number>(async () => {
      throw new Error('not provided');
    }),
    cancelRequest: fromPromise<unknown, LeaveDecision>(async () => null),
    acceptRequest: fromPromise<unknown, LeaveDecision>(async () => null),
    rejectRequest: fromPromise<unknown, LeaveDecision>(async () => null),
    deleteRequest: fromPromise<unknown, { id: number }>(async () => null),
  },
  guards: {
    statusIs: statusIs((c: LeaveRequestContext) => c.record?.statut ?? null),
    isOwnRequest: ({ context }) => context.record?.fk_User === context.userId,
    hasCancelPermission: has('Conge.Cancel.Demand'),
    hasDeletePermission: has('Conge.Delete.Demand'),
    hasEditPermission: has('Golbal.Edit.Demand'),
    // The server computes whose turn it is; the requester never decides on their own request.
    canApprove: ({ context }) => !!context.record?.canApproved && context.record.fk_User !== context.userId,
  },
  actions: {
    keep: assign((_, p: Partial<LeaveRequestContext>) => p),
    ...recordTellers,
    openEdit: (_, _p: { id: number }) => {},
    closePanel: () => {},
  },
  delays: { HOLD: DECISION_HOLD_MS },
}).createMachine({
  id: 'leaveRequest',
  context: ({ input }) => ({ ...decidedContext<LeaveDetail>(input.id), userId: input.userId, permissions: [...input.permissions] }),
  initial: 'loading',
  states: {
    loading: loadingRecord<LeaveDetail>({ then: 'ready.routing', failure: 'failure' }),
    failure: { on: { 'leave.reload': { target: 'loading' } } },
    ready: {
      initial: 'routing',
      on: {
        'leave.reload': { target: 'loading' },
        'leave.delete': { guard: 'hasDeletePermission', target: '#leaveRequest.confirmingDelete', meta: { spec: ['S2.6.02'] } },
        'leave.edit': {
          guard: or(['hasEditPermission', and(['isOwnRequest', { type: 'statusIs', params: { status: 'En_Cour' } }])]),
          actions: { type: 'openEdit', params: ({ context }) => ({ id: context.id }) },
          meta: { spec: ['S2.6.01'] },
        },
      },
      states: {
        routing: routing({ En_Cour: 'pending', Accepter: 'accepted', Refuser: 'rejected', Holiday_Canceled: 'holidayCanceled' }, 'cancelled'),
        pending: {
          tags: ['En_Cour'],
          meta: { spec: ['S2.4.01'] },
          on: {
            'leave.cancel': { guard: or(['isOwnRequest', 'hasCancelPermission']), target: '#leaveRequest.holdingCancel', meta: { spec: ['S2.4.03', 'S2.6.03', 'S2.6.05'] } },
            'leave.accept': { guard: 'canApprove', target: '#leaveRequest.holdingAccept', meta: { spec: ['S2.4.04', 'S2.6.06'] } },
            'leave.reject': { guard: 'canApprove', target: '#leaveRequest.askingReason', actions: startAsking, meta: { spec: ['S2.4.04', 'S2.4.05', 'S2.6.06'] } },
          },
        },
        accepted: {
          tags: ['Accepter'],
          meta: { spec: ['S2.4.01'] },
          on: { 'leave.cancel': { guard: 'hasCancelPermission', target: '#leaveRequest.holdingCancel', meta: { spec: ['S2.4.06'] } } },
        },
        rejected: { tags: ['Refuser'], meta: { spec: ['S2.4.01'] } },
        cancelled: { tags: ['Annuler'], meta: { spec: ['S2.4.01'] } },
        holidayCanceled: { tags: ['Holiday_Canceled'], meta: { spec: ['S2.4.01'] } },
      },
    },
    askingReason: askingReason({ decide: 'holdingReject', back: 'ready.routing' }),
    holdingAccept: holding({ decision: 'accept', decide: 'accepting', back: 'ready.routing' }),
    holdingReject: holding({ decision: 'reject', decide: 'rejecting', back: 'ready.routing', tags: ['refusal'] }),
    // A cancel is held as a decision is, five seconds with 'Annuler' (persona review: the employee's own cancel went at once).
    holdingCancel: holding({ decision: 'cancel', decide: 'cancelling', back: 'ready.routing', tags: ['refusal'] }),
    cancelling: deciding({ id: 'cancel', src: 'cancelRequest', input: decision, then: 'loading', back: 'loading' }),
    accepting: deciding({ id: 'accept', src: 'acceptRequest', input: decision, then: 'loading', back: 'loading' }),
    rejecting: deciding({ id: 'reject', src: 'rejectRequest', input: decision, then: 'loading', back: 'askingReason', asking: true }),
    // Asked first, as every delete is (document requests, notes, interventions); the confirmation stays up, busy, while the call runs.
    confirmingDelete: { tags: ['confirmDelete'], on: { 'leave.confirmDelete': 'deleting', 'leave.dismiss': 'ready.routing' } },
    deleting: {
      tags: ['busy', 'confirmDelete'],
      invoke: {
        id: 'delete',
        src: 'deleteRequest',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'deleted', actions: [{ type: 'decided', params: { decision: 'delete' } }, 'closePanel'] },
        onError: { target: 'loading', actions: { type: 'failed', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
      },
    },
    deleted: { type: 'final' },
  },
});
