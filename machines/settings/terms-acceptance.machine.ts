import { assign, fromPromise, setup } from 'xstate';
import type { AcceptanceStatus, PolicyText } from '../../src/domain/policy';
import { errorMessageOf } from '../shared/error-message';

/**
 * The acceptance page (spec 1 section 2.7, spec 4): load the policy in force
 * in the user's language, tick 'I have read', accept once (the button is off
 * while the call runs), then back to returnUrl. A failed accept keeps the
 * page and shows the server's message.
 */
export interface TermsLoaded {
  text: PolicyText;
  status: AcceptanceStatus;
  /** The text is not in the user's language (privacyPolicy fallback). */
  fellBack: boolean;
}
export interface TermsContext {
  loaded: TermsLoaded | null;
  read: boolean;
  error: string | null;
}
export type TermsEvent = { type: 'terms.toggleRead' } | { type: 'terms.accept' } | { type: 'terms.retry' };

export const termsAcceptanceMachine = setup({
  types: { context: {} as TermsContext, events: {} as TermsEvent },
  actors: {
    loadPolicy: fromPromise<TermsLoaded>(async () => {
      throw new Error('loadPolicy not provided');
    }),
    acceptPolicy: fromPromise<void, { policyId: number; version: number; language: string }>(async () => undefined),
  },
  actions: {
    goToReturnUrl: () => {},
  },
  guards: {
    hasRead: ({ context }) => context.read,
  },
}).createMachine({
  id: 'termsAcceptance',
  context: { loaded: null, read: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPolicy',
        src: 'loadPolicy',
        onDone: { target: 'ready', actions: assign({ loaded: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    failed: { on: { 'terms.retry': 'loading' } },
    ready: {
      on: {
        'terms.toggleRead': { actions: assign({ read: ({ context }) => !context.read }) },
        'terms.accept': { guard: 'hasRead', target: 'accepting' },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'acceptPolicy',
        src: 'acceptPolicy',
        input: ({ context }) => ({ policyId: context.loaded!.text.policyId, version: context.loaded!.text.version, language: context.loaded!.text.language }),
        onDone: { target: 'accepted' },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    accepted: { entry: 'goToReturnUrl', type: 'final' },
  },
});
