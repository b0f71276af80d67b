import type { StoredSession } from './session';

/**
 * The stored session is checked by hand at start: the first paint carries
 * no zod (issue 13). It agrees with `storedSession` in domain/session.ts on
 * what it accepts (tests/unit/perf-indexes.test.ts holds it to that).
 */
const isText = (v: unknown): v is string => typeof v === 'string';
const isTextOrNull = (v: unknown) => v === null || isText(v);

export function isStoredSession(v: unknown): v is StoredSession {
  if (!v || typeof v !== 'object') return false;
  const g = v as Record<string, unknown>;
  if (!isText(g.refreshToken) || !g.refreshToken) return false;
  if (!Array.isArray(g.permissions) || !g.permissions.every(isText)) return false;
  const u = g.user as Record<string, unknown> | null;
  if (!u || typeof u !== 'object') return false;
  return (
    Number.isSafeInteger(u.userId) &&
    isText(u.fullname) &&
    isTextOrNull(u.picturePath) &&
    isTextOrNull(u.fonction) &&
    (u.departement === undefined || isTextOrNull(u.departement)) &&
    isText(u.client) &&
    (u.chatAccessLevel === 'EnableChat' || u.chatAccessLevel === 'DisableChat' || u.chatAccessLevel === 'ReadOnly') &&
    typeof u.isConnectToUser === 'boolean' &&
    (u.language === undefined || isText(u.language))
  );
}
