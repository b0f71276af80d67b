import { assign, fromPromise, setup } from 'xstate';
import { documentStatusOf, type Demand } from '../../src/domain/documents';
import { errorMessageOf } from '../shared/error-message';

/**
 * One document request seen in the info panel (spec 3 section 4): on hold
 * (0) until an approver accepts (1) or refuses with a reason; once accepted,
 * someone with DemandDocument.Manage processes it (documents produced) or
 * refuses it with a reason. Edit and delete only while on hold. After each
 * decision the request is read again: the server says where it stands.
 */
export interface RequestContext {
  id: number;
  canManage: boolean;
  userId: number;
  request: Demand | null;
  error: string | null;
}

export type RequestEvent =
  | { type: 'request.reload' }
  | { type: 'request.accept' }
  | { type: 'request.refuse' }
  | { type: 'request.process' }
  | { type: 'request.confirmRefuse'; reason: string }
  | { type: 'request.cancel' }
  | { type: 'request.edit' }
  | { type: 'request.delete' }
  | { type: 'request.confirmDelete' };

export interface DecideInput {
  id: number;
  processed: boolean;
  raison?: string;
}

const status = (c: RequestContext) => (c.request ? documentStatusOf(c.request.status) : null);

/*
 * The two decisions (the approver's while on hold, the manager's once
 * accepted) share their shape: a refusal asks for a reason first, and a
 * decision sent reads the request again; a failure is said and goes back.
 */
const failedWith = { type: 'failed', params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessageOf(event.error) }) } as const;
const askingReason = { on: { 'request.confirmRefuse': { guard: 'hasReason', target: 'refusing' }, 'request.cancel': { target: 'idle' } } } as const;
const decided = { target: '#documentRequest.loading', actions: 'changed' } as const;
const deciding = (id: string, processed: boolean, back: 'idle' | 'askingReason') => ({
  tags: ['busy'],
  invoke: {
    id,
    src: 'decide',
    input: ({ context, event }: { context: RequestContext; event: RequestEvent }): DecideInput =>
      processed ? { id: context.id, processed } : { id: context.id, processed, raison: event.type === 'request.confirmRefuse' ? event.reason : '' },
    onDone: decided,
    onError: { target: back, actions: failedWith },
  },
}) as const;

export const requestMachine = setup({
  types: { context: {} as RequestContext, events: {} as RequestEvent, input: {} as { id: number; canManage: boolean; userId: number } },
  actors: {
    load: fromPromise<Demand, number>(async () => {
      throw new Error('not provided');
    }),
    decide: fromPromise<unknown, DecideInput>(async () => null),
    remove: fromPromise<unknown, number>(async () => null),
  },
  guards: {
    isOnHold: ({ context }) => status(context) === 'onHold',
    isAwaitingProcessing: ({ context }) => status(context) === 'accepted' && !context.request?.processed,
    isAccepted: ({ context }) => status(context) === 'accepted',
    canApprove: ({ context }) => !!context.request?.isApprover,
    canManage: ({ context }) => context.canManage,
    canEdit: ({ context }) => context.canManage || context.request?.userid === context.userId,
    hasReason: ({ event }) => event.type === 'request.confirmRefuse' && event.reason.trim().length > 0,
  },
  actions: {
    openEdit: () => {},
    changed: () => {},
    deleted: () => {},
    failed: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'documentRequest',
  context: ({ input }) => ({ id: input.id, canManage: input.canManage, userId: input.userId, request: null, error: null }),
  initial: 'loading',
  on: { 'request.reload': { target: '.loading' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.id,
        onDone: { target: 'routing', actions: assign(({ event }) => ({ request: event.output, error: null })) },
        onError: { target: 'failure', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
      },
    },
    failure: {},
    routing: {
      always: [
        { guard: 'isOnHold', target: 'onHold' },
        { guard: 'isAwaitingProcessing', target: 'accepted.awaitingProcessing' },
        { guard: 'isAccepted', target: 'accepted.processed' },
        { target: 'refused' },
      ],
    },
    onHold: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['editable'],
          on: {
            'request.accept': { guard: 'canApprove', target: 'accepting' },
            'request.refuse': { guard: 'canApprove', target: 'askingReason' },
            'request.edit': { guard: 'canEdit', actions: 'openEdit' },
            'request.delete': { guard: 'canManage', target: 'confirmingDelete' },
          },
        },
        askingReason,
        accepting: deciding('accept', true, 'idle'),
        refusing: deciding('refuse', false, 'askingReason'),
        confirmingDelete: {
          on: {
            'request.confirmDelete': { target: 'deleting' },
            'request.cancel': { target: 'idle' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => context.id,
            onDone: { target: '#documentRequest.deleted', actions: 'deleted' },
            onError: { target: 'idle', actions: failedWith },
          },
        },
      },
    },
    accepted: {
      initial: 'awaitingProcessing',
      states: {
        awaitingProcessing: {
          initial: 'idle',
          states: {
            idle: {
              tags: ['processable'],
              on: {
                'request.process': { guard: 'canManage', target: 'processing' },
                'request.refuse': { guard: 'canManage', target: 'askingReason' },
              },
            },
            askingReason,
            processing: deciding('process', true, 'idle'),
            refusing: deciding('refuseProcessing', false, 'askingReason'),
          },
        },
        processed: {},
      },
    },
    refused: {},
    deleted: { type: 'final' },
  },
});
