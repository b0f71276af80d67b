import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { TourDef, TourStep } from '../../src/domain/tour';
import { errorMessageOf } from '../shared/error-message';

/**
 * A guided tour of the demo: each step waits until its target shows, explains
 * it, and on Next performs the real user action there (the DOM work is the
 * injected `watchTarget` and `performStep` actors). Back returns to the
 * previous step's explanation; Stop ends the tour from anywhere; a target
 * that never shows, or an action that fails, offers skip, retry or stop.
 */
export const TOUR_TARGET_TIMEOUT_MS = 10000;

export interface TourContext {
  tour: TourDef | null;
  index: number;
  error: string | null;
}
export type TourEvent =
  | { type: 'tour.start'; tour: TourDef }
  | { type: 'tour.targetFound' }
  | { type: 'tour.next' }
  | { type: 'tour.back' }
  | { type: 'tour.skip' }
  | { type: 'tour.retry' }
  | { type: 'tour.stop' }
  | { type: 'tour.close' };

export const currentStep = (c: TourContext): TourStep | null => c.tour?.steps[c.index] ?? null;

export const tourMachine = setup({
  types: { context: {} as TourContext, events: {} as TourEvent },
  actors: {
    // Polls the page and reports tour.targetFound; provided by the app.
    watchTarget: fromCallback<TourEvent, { step: TourStep | null }>(() => () => {}),
    performStep: fromPromise<void, { step: TourStep | null }>(async () => {}),
  },
  guards: {
    hasNoTarget: ({ context }) => !currentStep(context)?.target,
    hasPrevious: ({ context }) => context.index > 0,
    isLastStep: ({ context }) => context.index >= (context.tour?.steps.length ?? 0) - 1,
  },
  actions: {
    begin: assign(({ event }) => (event.type === 'tour.start' ? { tour: event.tour, index: 0, error: null } : {})),
    nextStep: assign(({ context }) => ({ index: context.index + 1, error: null })),
    previousStep: assign(({ context }) => ({ index: context.index - 1, error: null })),
    targetMissing: assign({ error: 'tour.error.targetMissing' }),
    clear: assign({ tour: null, index: 0, error: null }),
  },
  delays: { targetTimeout: TOUR_TARGET_TIMEOUT_MS },
}).createMachine({
  id: 'tour',
  context: { tour: null, index: 0, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'tour.start': { target: 'running', actions: 'begin' } } },
    running: {
      initial: 'waiting',
      on: {
        'tour.stop': { target: 'stopped' },
        'tour.back': { guard: 'hasPrevious', target: '.waiting', reenter: true, actions: 'previousStep' },
      },
      states: {
        waiting: {
          tags: ['waiting'],
          always: { guard: 'hasNoTarget', target: 'explaining' },
          invoke: { id: 'watchTarget', src: 'watchTarget', input: ({ context }) => ({ step: currentStep(context) }) },
          on: { 'tour.targetFound': { target: 'explaining' } },
          after: { targetTimeout: { target: 'error', actions: 'targetMissing' } },
        },
        explaining: {
          tags: ['explaining'],
          on: { 'tour.next': { target: 'acting' } },
        },
        acting: {
          tags: ['acting'],
          invoke: {
            id: 'performStep',
            src: 'performStep',
            input: ({ context }) => ({ step: currentStep(context) }),
            onDone: [
              { guard: 'isLastStep', target: '#tour.finished' },
              { target: 'waiting', actions: 'nextStep' },
            ],
            onError: { target: 'error', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
          },
        },
        error: {
          tags: ['error'],
          on: {
            'tour.skip': [
              { guard: 'isLastStep', target: '#tour.finished' },
              { target: 'waiting', actions: 'nextStep' },
            ],
            'tour.retry': { target: 'waiting', actions: assign({ error: null }) },
          },
        },
      },
    },
    finished: { on: { 'tour.close': { target: 'idle', actions: 'clear' }, 'tour.start': { target: 'running', actions: 'begin' } } },
    // Stop already hides the bubble: nothing is left to close, only a new tour to start.
    stopped: { on: { 'tour.start': { target: 'running', actions: 'begin' } } },
  },
});
