import { envelope } from '../domain/envelope';
import { loginAnswer, permissionsAnswer, sessionGrant, type LoginPayload, type SessionGrant } from '../domain/session';
import { ApiError } from './api-error';
import { apiUrl, callData } from './client';
import { pathOf } from './paths';

export async function login(payload: LoginPayload): Promise<SessionGrant> {
  const grant = await callData(pathOf('auth.login'), { method: 'POST', body: payload, schema: loginAnswer, anonymous: true });
  if (!grant) throw new ApiError('Login.Invalid', 200);
  return grant;
}

export async function refresh(refreshToken: string): Promise<SessionGrant> {
  const grant = await callData(pathOf('auth.refresh'), { method: 'POST', body: { refreshToken }, schema: loginAnswer, anonymous: true });
  if (!grant) throw new ApiError('Error.Status.401', 401);
  return grant;
}

const leaveAnswer = envelope(sessionGrant.nullable().default(null));

export const fetchPermissions = () => callData(pathOf('auth.permissions'), { schema: permissionsAnswer });

/** The logout call never blocks leaving: a failure is only logged by the caller. */
export const logout = (token: string | null) =>
  globalThis.fetch(apiUrl('/api/auth/logout'), { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** Ends the connected-as-another-user state; the answer may carry the administrator's grant (the demo server's does). */
export const leaveConnectedUser = () => callData(pathOf('auth.leaveConnectedUser'), { method: 'POST', schema: leaveAnswer });

/** Connect as another user (demo: the demo bar's persona list), with the administrator's own token. */
export async function connectAs(adminToken: string, userId: number): Promise<SessionGrant> {
  const grant = await callData(`${pathOf('auth.connectAs')}/${userId}`, { method: 'POST', schema: loginAnswer, anonymous: true, token: adminToken });
  if (!grant) throw new ApiError('Error.Unknown', 200);
  return grant;
}
