import { assign, fromPromise, setup } from 'xstate';
import type { HoverCardData } from '../../src/domain/profile';
import { errorMessageOf } from '../shared/error-message';

/**
 * A user hover card (spec 1 sections 2.5 and 4): after a short hover intent
 * it shows a skeleton while the profile loads, then the content; on failure
 * the card goes and an error line shows (logged). Data is kept for the next hover.
 */
export const HOVER_OPEN_MS = 250;

export interface HoverCardContext {
  userId: number;
  data: HoverCardData | null;
}
export type HoverCardEvent = { type: 'card.show' } | { type: 'card.hide' };

export const hoverCardMachine = setup({
  types: { context: {} as HoverCardContext, events: {} as HoverCardEvent, input: {} as { userId: number } },
  actors: {
    load: fromPromise<HoverCardData, { userId: number }>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: { hasData: ({ context }) => context.data !== null },
  actions: { logError: (_, _p: { message: string }) => {} },
  delays: { open: HOVER_OPEN_MS },
}).createMachine({
  id: 'hoverCard',
  context: ({ input }) => ({ userId: input.userId, data: null }),
  initial: 'closed',
  on: { 'card.hide': { target: '.closed' } },
  states: {
    closed: { on: { 'card.show': { target: 'opening' } } },
    opening: {
      after: { open: [{ guard: 'hasData', target: 'shown' }, { target: 'loading' }] },
    },
    loading: {
      tags: ['open', 'skeleton'],
      meta: { spec: ['S1.4.05'] },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ data: event.output })) },
        onError: { target: 'failed', actions: { type: 'logError', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }, meta: { spec: ['S1.4.05', 'S1.8.05'] } },
      },
    },
    shown: { tags: ['open'] },
    failed: { tags: ['failed'] },
  },
});
