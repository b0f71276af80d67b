import type { LeaveRequestContext } from './leave-request.machine';

/**
 * The level a request accepted from here waits at now, null when it waits for no one (issue 36 item 1): a manager
 * accepting at level 1 leaves the request pending ('En cours') for level 2, and the row beside that status must say
 * so, not a bare 'Acceptée'.
 */
export const selectAwaitedLevel = (s: { context: LeaveRequestContext }): number | null =>
  s.context.decided === 'accept' && s.context.record?.statut === 'En_Cour' ? s.context.record.levelType : null;
