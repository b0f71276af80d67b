import { fromPromise } from 'xstate';
import { hoverCardMachine } from '../../machines/shell/hover-card.machine';
import { getProfileUser } from '../api/profile-api';

/** The user hover card's statechart: the user's public profile read when the card opens, a failure logged. */
export const hoverCardLogic = hoverCardMachine.provide({
  actors: { load: fromPromise(({ input }: { input: { userId: number } }) => getProfileUser(input.userId)) },
  actions: { logError: (_, { message }) => console.warn('Error loading user data', message) },
});
