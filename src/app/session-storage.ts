import type { StoredSession } from '../domain/session';
import { isStoredSession } from '../domain/session-guard';
import { SESSION_STORAGE_KEY } from './first-screen';

/**
 * The session survives a reload through its refresh token, the only secret
 * kept in Web Storage; the access token lives in memory (issue 21: a script
 * that ever ran in the app's origin must not find one lying there). Anything
 * unreadable in storage is dropped.
 */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredSession(parsed)) return null;
    // Only these three fields: an older grant stored whole keeps no access token beyond this read.
    return { refreshToken: parsed.refreshToken, user: parsed.user, permissions: parsed.permissions };
  } catch {
    return null;
  }
}

export function writeStoredSession(s: StoredSession, storage: Storage = localStorage) {
  const kept: StoredSession = { refreshToken: s.refreshToken, user: s.user, permissions: s.permissions };
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(kept));
}

/**
 * The refresh token to spend: another tab of the same user may have rotated
 * the stored one since this tab read it (each refresh replaces it), and the
 * one in memory is then already spent.
 */
export function newestRefreshToken(inMemory: string | null, userId: number | null): string | null {
  const stored = readStoredSession();
  return stored && stored.user.userId === userId ? stored.refreshToken : inMemory;
}
