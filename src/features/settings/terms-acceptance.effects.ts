import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { termsAcceptanceMachine } from '../../../machines/settings/terms-acceptance.machine';
import { acceptTerms, loadTerms } from './terms-load';

/** The terms page's statechart: the policy read in the user's language, accepted, then back where the user was going. */
export const termsAcceptanceLogic = (o: { userId: number; lang: string; next: string }) =>
  termsAcceptanceMachine.provide({
    actors: {
      loadPolicy: fromPromise(async () => loadTerms(o.userId, o.lang)),
      acceptPolicy: fromPromise(async ({ input }) => acceptTerms(input)),
    },
    actions: { goToReturnUrl: () => navigate(o.next, { replace: true }) },
  });
