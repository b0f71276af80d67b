import { assign, fromPromise, setup } from 'xstate';
import { documentStatusOf, type Demand } from '../../src/domain/documents';
import { errorMessageOf } from '../shared/error-message';
import { askingReason, DECISION_HOLD_MS, decidedContext, deciding, hasReason, holding, loadingRecord, routing, startAsking, statusIs, type DecidedContext, type HoldEvent, type ReasonEvent, recordTellers } from '../shared/decided-record';

/**
 * One document request seen in the info panel (spec 3 section 4), on the
 * shared lifecycle of a decided record: on hold (0) until an approver accepts
 * (1) or refuses with a reason; once accepted, someone with
 * DemandDocument.Manage processes it (documents produced) or refuses it with
 * a reason. Edit and delete only while on hold. After each decision the
 * request is read again: the server says where it stands. Each decision is
 * held five seconds, undoable, before it is sent (issue 36 item 1).
 */
export interface RequestContext extends DecidedContext<Demand> {
  canManage: boolean;
  userId: number;
}

export type RequestEvent =
  | { type: 'request.reload' }
  | { type: 'request.accept' }
  | { type: 'request.refuse' }
  | { type: 'request.process' }
  | { type: 'request.cancel' }
  | { type: 'request.edit' }
  | { type: 'request.delete' }
  | { type: 'request.confirmDelete' }
  | HoldEvent
  | ReasonEvent;

export interface DecideInput {
  id: number;
  processed: boolean;
  raison?: string;
}

/** Where the request stands: on hold, accepted and waiting to be processed, processed, or refused. */
function statusOf({ record }: RequestContext) {
  if (!record) return null;
  const s = documentStatusOf(record.status);
  return s === 'accepted' ? (record.processed ? 'processed' : 'awaitingProcessing') : s;
}

type Ctx = { context: RequestContext };
const approve = ({ context }: Ctx): DecideInput => ({ id: context.id, processed: true });
const refuse = ({ context }: Ctx): DecideInput => ({ id: context.id, processed: false, raison: context.reason });
const reread = '#documentRequest.loading';

/* The two decisions (the approver's while on hold, the manager's once accepted) share their shape. */
const decisions = (o: { approve: 'accepting' | 'processing'; approveId: string; refuseId: string }) => ({
  askingReason: askingReason({ decide: 'holdingRefusal', back: 'idle', guard: 'hasReason' }),
  holdingApproval: holding({ decision: o.approveId, decide: o.approve, back: 'idle' }),
  holdingRefusal: holding({ decision: o.refuseId, decide: 'refusing', back: 'idle', tags: ['refusal'] }),
  [o.approve]: deciding({ id: o.approveId, src: 'decide', input: approve, then: reread, back: 'idle' }),
  refusing: deciding({ id: o.refuseId, src: 'decide', input: refuse, then: reread, back: 'askingReason', asking: true }),
});

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
    statusIs: statusIs(statusOf),
    // The server says who approves; the requester never decides on their own request (as for leave).
    canApprove: ({ context }) => !!context.record?.isApprover && context.record.userid !== context.userId,
    canManage: ({ context }) => context.canManage,
    canEdit: ({ context }) => context.canManage || context.record?.userid === context.userId,
    hasReason,
  },
  actions: {
    keep: assign((_, p: Partial<RequestContext>) => p),
    ...recordTellers,
    openEdit: () => {},
    deleted: () => {},
  },
  delays: { HOLD: DECISION_HOLD_MS },
}).createMachine({
  id: 'documentRequest',
  context: ({ input }) => ({ ...decidedContext<Demand>(input.id), canManage: input.canManage, userId: input.userId }),
  initial: 'loading',
  on: { 'request.reload': { target: '.loading' } },
  states: {
    loading: loadingRecord<Demand>({ then: 'routing', failure: 'failure' }),
    failure: {},
    routing: routing({ onHold: 'onHold', awaitingProcessing: 'accepted.awaitingProcessing', processed: 'accepted.processed' }, 'refused'),
    onHold: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['editable'],
          on: {
            'request.accept': { guard: 'canApprove', target: 'holdingApproval', meta: { spec: ['S3.4.01', 'S3.6.03'] } },
            'request.refuse': { guard: 'canApprove', target: 'askingReason', actions: startAsking, meta: { spec: ['S3.4.01', 'S3.4.02', 'S3.6.03'] } },
            'request.edit': { guard: 'canEdit', actions: 'openEdit', meta: { spec: ['S3.4.03', 'S3.6.01', 'S3.6.02'] } },
            'request.delete': { guard: 'canManage', target: 'confirmingDelete', meta: { spec: ['S3.4.03', 'S3.6.01'] } },
          },
        },
        ...decisions({ approve: 'accepting', approveId: 'accept', refuseId: 'refuse' }),
        confirmingDelete: {
          meta: { spec: ['S3.8.05'] },
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
            onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
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
                'request.process': { guard: 'canManage', target: 'holdingApproval', meta: { spec: ['S3.6.01'] } },
                'request.refuse': { guard: 'canManage', target: 'askingReason', actions: startAsking },
              },
            },
            ...decisions({ approve: 'processing', approveId: 'process', refuseId: 'refuseProcessing' }),
          },
        },
        processed: {},
      },
    },
    refused: {},
    deleted: { type: 'final' },
  },
});
