import { assign, fromPromise, setup } from 'xstate';
import type { ResponseDetail } from '../../src/domain/forms';
import { DECISION_HOLD_MS, decidedContext, deciding, holding, isMissing, loadingRecord, routing, statusIs, type DecidedContext, type HoldEvent, recordTellers } from '../shared/decided-record';

/**
 * A form response's approval lifecycle as its detail panel lives it, on the
 * shared lifecycle of a decided record: the response is pending at a step,
 * accepted or refused (the kind of its current status); a status change is
 * offered only when the server said the caller may make it (any allowed
 * status for Proprietaire, Support and Form.Administrate, approve or refuse
 * at their own step for the others: spec 3 section 6). A missing response
 * closes the panel (section 8). A change is held five seconds, undoable,
 * before it is sent (issue 36 item 1).
 */
export interface ResponseContext extends DecidedContext<ResponseDetail> {
  /** The status asked for by the change in flight. */
  statutId: number;
}
export type ResponseEvent = { type: 'response.changeStatus'; statutId: number } | { type: 'response.retry' } | HoldEvent;

const load = loadingRecord<ResponseDetail>({ then: 'ready.routing', failure: 'failure' });

export const formResponseMachine = setup({
  types: { context: {} as ResponseContext, events: {} as ResponseEvent, input: {} as { id: number } },
  actors: {
    load: fromPromise<ResponseDetail, number>(async () => {
      throw new Error('not provided');
    }),
    change: fromPromise<unknown, { id: number; statutId: number }>(async () => null),
  },
  guards: {
    statusIs: statusIs((c: ResponseContext) => c.record?.statut.kind ?? null),
    isMissing,
    mayChangeTo: ({ context, event }) => {
      const d = context.record;
      if (!d || event.type !== 'response.changeStatus' || event.statutId === d.statut.value) return false;
      return (d.canChangeAny || d.activedApproval) && d.statutList.some((s) => s.value === event.statutId);
    },
  },
  actions: {
    keep: assign((_, p: Partial<ResponseContext>) => p),
    ...recordTellers,
    closePanel: () => {},
  },
  delays: { HOLD: DECISION_HOLD_MS },
}).createMachine({
  id: 'formResponse',
  context: ({ input }) => ({ ...decidedContext<ResponseDetail>(input.id), statutId: 0 }),
  initial: 'loading',
  states: {
    loading: { ...load, invoke: { ...load.invoke, onError: [{ guard: 'isMissing', target: 'missing' }, load.invoke.onError] } },
    ready: {
      initial: 'routing',
      states: {
        routing: routing({ accept: 'accepted', refuse: 'refused' }, 'pending'),
        pending: {},
        accepted: {},
        refused: {},
      },
      on: { 'response.changeStatus': { guard: 'mayChangeTo', target: 'holding', actions: { type: 'keep', params: ({ event }) => ({ statutId: event.statutId }) }, meta: { spec: ['S3.4.14', 'S3.6.08'] } } },
    },
    holding: holding({ decision: 'change', decide: 'changing', back: 'ready.routing' }),
    changing: deciding({ id: 'change', src: 'change', input: ({ context }: { context: ResponseContext }) => ({ id: context.id, statutId: context.statutId }), then: 'loading', back: 'ready.routing' }),
    failure: { on: { 'response.retry': 'loading' } },
    missing: { type: 'final', entry: 'closePanel', meta: { spec: ['S3.8.04'] } },
  },
});
