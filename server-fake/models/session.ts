import { tableOf } from '../db/db';

export interface SessionRow {
  id: number;
  token: string;
  refreshToken: string;
  userId: number;
  /** The access token's end, on the demo clock (ms). */
  expiresAt: number;
  /** The refresh token's end, on the demo clock (ms); sessions saved before it existed have none. */
  refreshExpiresAt?: number;
  /** Set while an administrator is connected as another user. */
  impersonatorId: number | null;
  /** The refresh token this session was renewed from, answered again until `spentUntil` (server-fake/rules/session.ts). */
  spentRefreshToken?: string;
  spentUntil?: number;
}
export const sessions = tableOf<SessionRow>('sessions', ['token', 'refreshToken', 'spentRefreshToken']);

export interface FileRow {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  /** Text or data: URL content; generated files keep a recipe instead. */
  content: string;
  ownerId: number | null;
  area: string;
  createdDate: string;
}
export const files = tableOf<FileRow>('files', ['area']);

/** Failed sign-ins of one user name (lower case), on the demo clock: the lockout's memory. */
export interface SignInGuardRow {
  id: number;
  userName: string;
  /** When the recent failures happened (ms). */
  failures: number[];
  /** Locked until then (ms), or null. */
  lockedUntil: number | null;
}
export const signInGuards = tableOf<SignInGuardRow>('signInGuards', ['userName']);
