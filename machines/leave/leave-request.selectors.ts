import type { LeaveRequestContext } from './leave-request.machine';

/**
 * The level a request accepted from here waits at now, null when it waits for no one (issue 36 item 1): a manager
 * accepting at level 1 leaves the request pending ('En cours') for level 2, and the row beside that status must say
 * so, not a bare 'Acceptée'.
 */
export const selectAwaitedLevel = (s: { context: LeaveRequestContext; hasTag(tag: string): boolean }): number | null =>
  // While the record is read again after the decision, it is the one just decided (level 1): said for 0.2 s, the
  // level was wrong (persona review). Only the read that follows says which level waits now; a read that failed says
  // nothing of it (the record in hand is still the one decided).
  s.context.decided === 'accept' && !s.hasTag('busy') && !s.context.error && s.context.record?.statut === 'En_Cour' ? s.context.record.levelType : null;
