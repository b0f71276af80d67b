import type { Db } from '../db/db';
import { signInGuards } from '../models/session';

/** Five wrong passwords for one user name within 15 minutes lock it for 15 minutes (issue 21). */
export const signInLimit = { failures: 5, windowMs: 15 * 60 * 1000, lockMs: 15 * 60 * 1000 } as const;

const keyOf = (userName: string) => userName.trim().toLowerCase();
const guardOf = (db: Db, userName: string) => signInGuards(db).by('userName', keyOf(userName))[0];

/** When the user name is locked, the time (ms) it opens again; null when it may try. */
export function lockedUntil(db: Db, userName: string, now: Date): number | null {
  const g = guardOf(db, userName);
  if (!g?.lockedUntil) return null;
  if (g.lockedUntil > now.getTime()) return g.lockedUntil;
  // The lock has run out: the slate is clean.
  signInGuards(db).remove(g.id);
  return null;
}

/**
 * Counts a failure, unknown user names included (a lockout that only known
 * names reach would tell which names exist); the fifth within the window locks.
 */
export function recordFailure(db: Db, userName: string, now: Date) {
  const at = now.getTime();
  const g = guardOf(db, userName);
  const failures = [...(g?.failures ?? []).filter((t) => t > at - signInLimit.windowMs && t <= at), at];
  const lockedUntil = failures.length >= signInLimit.failures ? at + signInLimit.lockMs : null;
  if (g) signInGuards(db).update(g.id, { failures, lockedUntil });
  else signInGuards(db).insert({ userName: keyOf(userName), failures, lockedUntil });
}

export function clearFailures(db: Db, userName: string) {
  const g = guardOf(db, userName);
  if (g) signInGuards(db).remove(g.id);
}
