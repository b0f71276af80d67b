import type { Db } from '../db/db';
import { users, departements, fonctions, type UserRow } from '../models/organisation';
import { sessions, type SessionRow } from '../models/session';

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/**
 * A refresh token lasts 90 days and each refresh issues a new one: the demo's
 * '+1 month' (even a few of them between two calls) ends the access token,
 * the client refreshes, and the user stays signed in.
 */
export const REFRESH_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * A spent refresh token is answered again, with the grant its use gave, for
 * this long: a page reloaded while its renewal was out never kept that grant,
 * and the next page sends the same token (identity providers call it a reuse
 * interval). After it, the token is refused: a copy stolen and used later
 * renews nothing.
 */
export const REFRESH_REUSE_MS = 30 * 1000;

let counter = 0;
const randomToken = () => {
  counter += 1;
  const rand = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Math.random()}`.slice(2);
  return `${rand.replace(/-/g, '')}${counter.toString(36)}`;
};

/** A new session; `now` is the demo clock's (ctx.now()). */
export function openSession(db: Db, userId: number, now: Date, impersonatorId: number | null = null, renewedFrom?: string): SessionRow {
  const at = now.getTime();
  const spent = renewedFrom ? { spentRefreshToken: renewedFrom, spentUntil: at + REFRESH_REUSE_MS } : {};
  return sessions(db).insert({ token: randomToken(), refreshToken: randomToken(), userId, expiresAt: at + TOKEN_LIFETIME_MS, refreshExpiresAt: at + REFRESH_LIFETIME_MS, impersonatorId, ...spent });
}

/** The session renewed from `refreshToken` within the reuse interval, if any. */
export function renewedFrom(db: Db, refreshToken: string, now: Date): SessionRow | undefined {
  return sessions(db).by('spentRefreshToken', refreshToken).find((s) => (s.spentUntil ?? 0) > now.getTime());
}

export function sessionUserOf(db: Db, user: UserRow, session: SessionRow) {
  return {
    userId: user.id,
    fullname: user.fullName,
    picturePath: user.picturePath,
    fonction: fonctions(db).get(user.fonctionId)?.name ?? null,
    departement: departements(db).get(user.departementId)?.name ?? null,
    client: 'Atlas Industries',
    chatAccessLevel: user.chatAccessLevel,
    isConnectToUser: session.impersonatorId !== null,
  };
}

export function grantOf(db: Db, session: SessionRow) {
  const user = users(db).get(session.userId)!;
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt,
    user: sessionUserOf(db, user, session),
    permissions: [...user.permissions],
  };
}
