import { loginPayload, refreshPayload } from '../../src/domain/session';
import { personas } from '../../fixtures/personas';
import { forbidden, notFound, ok, refused, route } from '../http';
import { users } from '../models/organisation';
import { sessions } from '../models/session';
import { grantOf, openSession, renewedFrom, TOKEN_LIFETIME_MS } from '../rules/session';
import { clearFailures, lockedUntil, recordFailure } from '../rules/sign-in';

const refusal = (status: number, message: string, headers?: Record<string, string>) => ({ status, headers, body: { success: false, message, data: null } });

/** Sign-in, refresh, permissions, logout and the connected-as-another-user state. */
export const authRoutes = [
  route({
    method: 'POST', path: '/api/auth/login', anonymous: true, body: loginPayload,
    handle: ({ ctx, body }) => {
      const now = ctx.now();
      const locked = lockedUntil(ctx.db, body.userName, now);
      if (locked) return refusal(429, 'Login.TooManyAttempts', { 'Retry-After': String(Math.ceil((locked - now.getTime()) / 1000)) });
      const user = users(ctx.db).by('userName', body.userName.trim().toLowerCase())[0];
      // The password as typed, to the character: 'DEMO' is not 'demo'.
      if (!user || !user.active || user.password !== body.password) {
        recordFailure(ctx.db, body.userName, now);
        return refusal(401, 'Login.Invalid');
      }
      clearFailures(ctx.db, body.userName);
      return ok(grantOf(ctx.db, openSession(ctx.db, user.id, now)));
    },
  }),
  route({
    method: 'POST', path: '/api/auth/refresh', anonymous: true, body: refreshPayload,
    handle: ({ ctx, body }) => {
      const table = sessions(ctx.db);
      const current = table.by('refreshToken', body.refreshToken)[0];
      const now = ctx.now();
      // Spent a moment ago by a page reloaded before it kept the answer: the same grant again (REFRESH_REUSE_MS).
      const again = current ? undefined : renewedFrom(ctx.db, body.refreshToken, now);
      if (again) return ok(grantOf(ctx.db, again));
      if (!current || (current.refreshExpiresAt !== undefined && current.refreshExpiresAt <= now.getTime())) return refusal(401, 'Error.Status.401');
      // Rotated on use: the old refresh token is spent.
      table.remove(current.id);
      const next = openSession(ctx.db, current.userId, now, current.impersonatorId, body.refreshToken);
      // The spent access token's hub connections close; the client reconnects with the new one.
      ctx.hub.sweepSessions();
      return ok(grantOf(ctx.db, next));
    },
  }),
  route({
    method: 'GET', path: '/api/auth/permissions',
    handle: ({ caller }) => ok([...caller.user.permissions]),
  }),
  route({
    method: 'POST', path: '/api/auth/logout',
    handle: ({ ctx, caller }) => {
      const s = sessions(ctx.db).by('token', caller.token)[0];
      if (s) sessions(ctx.db).remove(s.id);
      // Its hub connections close now, not at the next sweep.
      ctx.hub.sweepSessions();
      return ok(null);
    },
  }),
  route({
    method: 'POST', path: '/api/auth/connectAs/:id', permission: 'Settings.View',
    handle: ({ ctx, caller, params }) => {
      const target = users(ctx.db).get(Number(params.id));
      if (!target) throw notFound();
      if (target.id === caller.user.id) throw forbidden();
      const s = sessions(ctx.db).by('token', caller.token)[0];
      sessions(ctx.db).update(s.id, { userId: target.id, impersonatorId: caller.user.id, expiresAt: ctx.now().getTime() + TOKEN_LIFETIME_MS });
      // The token now names someone else: the administrator's own hub connections on it close.
      ctx.hub.sweepSessions();
      return ok(grantOf(ctx.db, sessions(ctx.db).get(s.id)!));
    },
  }),
  route({
    method: 'POST', path: '/api/auth/logoutConnectedUser',
    handle: ({ ctx, caller }) => {
      const s = sessions(ctx.db).by('token', caller.token)[0];
      if (!s || s.impersonatorId === null) return refused('Impersonation.NotConnected');
      // Back to the administrator, on the same token: the answer carries their grant for the client to keep.
      const back = sessions(ctx.db).update(s.id, { userId: s.impersonatorId, impersonatorId: null, expiresAt: ctx.now().getTime() + TOKEN_LIFETIME_MS });
      ctx.hub.sweepSessions();
      return ok(grantOf(ctx.db, back));
    },
  }),
];

/** The demo's ready accounts, passwords included: demo and sandbox only (makeBackend's `personas`). */
export const personaRoutes = [
  route({
    method: 'GET', path: '/api/auth/personas', anonymous: true,
    handle: ({ ctx }) =>
      ok(
        personas.map((p) => {
          const u = users(ctx.db).get(p.userId);
          return { key: p.key, userId: p.userId, userName: p.userName, password: p.password, fullname: u?.fullName ?? p.userName, role: p.role, description: `persona.${p.key}.description` };
        }),
      ),
  }),
];
