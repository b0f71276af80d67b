import { ack } from '../domain/envelope';
import { loginAnswer, permissionsAnswer, type LoginPayload, type SessionGrant } from '../domain/session';
import { ApiError } from './api-error';
import { apiUrl, call, callData } from './client';
import { paths } from './paths';

export async function login(payload: LoginPayload): Promise<SessionGrant> {
  const grant = await callData(paths.auth.login, { method: 'POST', body: payload, schema: loginAnswer, anonymous: true });
  if (!grant) throw new ApiError('Login.Invalid', 200);
  return grant;
}

export async function refresh(refreshToken: string): Promise<SessionGrant> {
  const grant = await callData(paths.auth.refresh, { method: 'POST', body: { refreshToken }, schema: loginAnswer, anonymous: true });
  if (!grant) throw new ApiError('Error.Status.401', 401);
  return grant;
}

export const fetchPermissions = () => callData(paths.auth.permissions, { schema: permissionsAnswer });

/** The logout call never blocks leaving: a failure is only logged by the caller. */
export const logout = (token: string | null) =>
  globalThis.fetch(apiUrl(paths.auth.logout), { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

export const leaveConnectedUser = () => call(paths.auth.leaveConnectedUser, { method: 'POST', schema: ack });
