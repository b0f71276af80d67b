import { assign, fromPromise, setup } from 'xstate';
import type { ResponseDetail } from '../../src/domain/forms';
import { errorMessageOf } from '../shared/error-message';

/**
 * A form response's approval lifecycle as its detail panel lives it: the
 * response is pending at a step, accepted or refused (the kind of its current
 * status); a status change is offered only when the server said the caller
 * may make it (any allowed status for Proprietaire, Support and
 * Form.Administrate, approve or refuse at their own step for the others).
 * A missing response closes the panel.
 */
export interface ResponseContext {
  id: number;
  detail: ResponseDetail | null;
  error: string | null;
}
export type ResponseEvent = { type: 'response.changeStatus'; statutId: number } | { type: 'response.retry' };

const kindOf = (c: ResponseContext) => c.detail?.statut.kind;

export const formResponseMachine = setup({
  types: { context: {} as ResponseContext, events: {} as ResponseEvent, input: {} as { id: number } },
  actors: {
    load: fromPromise<ResponseDetail, number>(async () => {
      throw new Error('not provided');
    }),
    change: fromPromise<unknown, { id: number; statutId: number }>(async () => null),
  },
  guards: {
    isAccepted: ({ context }) => kindOf(context) === 'accept',
    isRefused: ({ context }) => kindOf(context) === 'refuse',
    isMissing: ({ event }) => ((event as { error?: { status?: number } }).error?.status ?? 0) === 404,
    mayChangeTo: ({ context, event }) => {
      const d = context.detail;
      if (!d || event.type !== 'response.changeStatus' || event.statutId === d.statut.value) return false;
      return (d.canChangeAny || d.activedApproval) && d.statutList.some((s) => s.value === event.statutId);
    },
  },
  actions: {
    closePanel: () => {},
    notifySaved: () => {},
    notifyError: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'formResponse',
  context: ({ input }) => ({ id: input.id, detail: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.id,
        onDone: { target: 'ready.sorting', actions: assign(({ event }) => ({ detail: event.output, error: null })) },
        onError: [
          { guard: 'isMissing', target: 'missing' },
          { target: 'failure', actions: assign(({ event }) => ({ error: errorMessageOf(event.error) })) },
        ],
      },
    },
    ready: {
      initial: 'sorting',
      states: {
        sorting: { always: [{ guard: 'isAccepted', target: 'accepted' }, { guard: 'isRefused', target: 'refused' }, { target: 'pending' }] },
        pending: {},
        accepted: {},
        refused: {},
      },
      on: { 'response.changeStatus': { guard: 'mayChangeTo', target: 'changing' } },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context, event }) => ({ id: context.id, statutId: (event as { statutId: number }).statutId }),
        onDone: { target: 'loading', actions: 'notifySaved' },
        onError: { target: 'ready.sorting', actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) } },
      },
    },
    failure: { on: { 'response.retry': 'loading' } },
    missing: { type: 'final', entry: 'closePanel' },
  },
});
