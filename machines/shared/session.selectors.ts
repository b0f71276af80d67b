import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snap = SnapshotFrom<typeof sessionMachine>;

export const selectIsSignedIn = (s: Snap) => s.matches('signedIn');
export const selectIsRestoring = (s: Snap) => s.matches('restoring');
export const selectIsSigningIn = (s: Snap) => s.matches('signingIn');
export const selectSignInError = (s: Snap) => s.context.error;
export const selectIsLoggingOut = (s: Snap) => s.matches('loggingOut');
