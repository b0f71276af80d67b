import { and, assign, fromPromise, or, setup } from 'xstate';
import type { LeaveDetail } from '../../src/domain/leave';

/**
 * The leave request status lifecycle behind the detail panel (spec 2
 * sections 4 and 6): the request's status picks the state, guards say who
 * may cancel, accept or reject, and every action reloads the request.
 */
export interface LeaveRequestContext {
  id: number;
  userId: number;
  permissions: string[];
  detail: LeaveDetail | null;
  error: string | null;
  raison: string;
}

export type LeaveRequestEvent =
  | { type: 'leave.reload' }
  | { type: 'leave.cancel' }
  | { type: 'leave.accept' }
  | { type: 'leave.reject'; raison: string }
  | { type: 'leave.delete' }
  | { type: 'leave.edit' };

const messageOf = (e: unknown) => (e as { message?: string })?.message || 'Error.Unknown';
const status = (s: string) => ({ context }: { context: LeaveRequestContext }) => context.detail?.statut === s;
const has = (code: string) => ({ context }: { context: LeaveRequestContext }) => context.permissions.includes(code);

export const leaveRequestMachine = setup({
  types: {
    context: {} as LeaveRequestContext,
    events: {} as LeaveRequestEvent,
    input: {} as { id: number; userId: number; permissions: readonly string[] },
  },
  actors: {
    load: fromPromise<LeaveDetail, { id: number }>(async () => {
      throw new Error('not provided');
    }),
    cancelRequest: fromPromise<unknown, { id: number }>(async () => null),
    acceptRequest: fromPromise<unknown, { id: number; levelType: number }>(async () => null),
    rejectRequest: fromPromise<unknown, { id: number; levelType: number; raison: string }>(async () => null),
    deleteRequest: fromPromise<unknown, { id: number }>(async () => null),
  },
  guards: {
    isPending: status('En_Cour'),
    isAccepted: status('Accepter'),
    isRejected: status('Refuser'),
    isHolidayCanceled: status('Holiday_Canceled'),
    isOwnRequest: ({ context }) => context.detail?.fk_User === context.userId,
    hasCancelPermission: has('Conge.Cancel.Demand'),
    hasDeletePermission: has('Conge.Delete.Demand'),
    hasEditPermission: has('Golbal.Edit.Demand'),
    // The server computes whose turn it is; the requester never decides on their own request.
    canApprove: ({ context }) => !!context.detail?.canApproved && context.detail.fk_User !== context.userId,
  },
  actions: {
    notifyDone: () => {},
    notifyError: (_, _p: { message: string }) => {},
    openEdit: (_, _p: { id: number }) => {},
    closePanel: () => {},
  },
}).createMachine({
  id: 'leaveRequest',
  context: ({ input }) => ({ id: input.id, userId: input.userId, permissions: [...input.permissions], detail: null, error: null, raison: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRequest',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready.routing', actions: assign(({ event }) => ({ detail: event.output, error: null })) },
        onError: { target: 'failure', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    failure: { on: { 'leave.reload': { target: 'loading' } } },
    ready: {
      initial: 'routing',
      on: {
        'leave.reload': { target: 'loading' },
        'leave.delete': { guard: 'hasDeletePermission', target: 'deleting' },
        'leave.edit': {
          guard: or(['hasEditPermission', and(['isOwnRequest', 'isPending'])]),
          actions: { type: 'openEdit', params: ({ context }) => ({ id: context.id }) },
        },
      },
      states: {
        routing: {
          always: [
            { guard: 'isPending', target: 'pending' },
            { guard: 'isAccepted', target: 'accepted' },
            { guard: 'isRejected', target: 'rejected' },
            { guard: 'isHolidayCanceled', target: 'holidayCanceled' },
            { target: 'cancelled' },
          ],
        },
        pending: {
          tags: ['En_Cour'],
          on: {
            'leave.cancel': { guard: or(['isOwnRequest', 'hasCancelPermission']), target: '#leaveRequest.cancelling' },
            'leave.accept': { guard: 'canApprove', target: '#leaveRequest.accepting' },
            'leave.reject': { guard: 'canApprove', target: '#leaveRequest.rejecting', actions: assign(({ event }) => ({ raison: event.raison })) },
          },
        },
        accepted: {
          tags: ['Accepter'],
          on: { 'leave.cancel': { guard: 'hasCancelPermission', target: '#leaveRequest.cancelling' } },
        },
        rejected: { tags: ['Refuser'] },
        cancelled: { tags: ['Annuler'] },
        holidayCanceled: { tags: ['Holiday_Canceled'] },
      },
    },
    cancelling: acting('cancelRequest', 'cancel'),
    accepting: acting('acceptRequest', 'accept'),
    rejecting: acting('rejectRequest', 'reject'),
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'delete',
        src: 'deleteRequest',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'deleted', actions: ['notifyDone', 'closePanel'] },
        onError: { target: 'loading', actions: { type: 'notifyError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    deleted: { type: 'final' },
  },
});

/** A decision in flight: the panel reloads after it, whatever the answer; failures go to a toast. */
function acting(src: 'cancelRequest' | 'acceptRequest' | 'rejectRequest', id: string) {
  return {
    tags: ['busy'],
    invoke: {
      id,
      src,
      input: ({ context }: { context: LeaveRequestContext }) => ({ id: context.id, levelType: context.detail?.levelType ?? 1, raison: context.raison }),
      onDone: { target: 'loading', actions: 'notifyDone' },
      onError: { target: 'loading', actions: { type: 'notifyError', params: ({ event }: { event: { error: unknown } }) => ({ message: messageOf(event.error) }) } },
    },
  } as const;
}
