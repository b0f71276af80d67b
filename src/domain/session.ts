import * as z from 'zod';
import { envelope } from './envelope';

export const chatAccessLevel = z.enum(['EnableChat', 'DisableChat', 'ReadOnly']);

/** The signed-in user's profile as spec 1 section 3 describes it. */
export const sessionUser = z.object({
  userId: z.number().int(),
  fullname: z.string(),
  picturePath: z.string().nullable(),
  fonction: z.string().nullable(),
  departement: z.string().nullable().optional(),
  client: z.string(),
  chatAccessLevel: chatAccessLevel,
  isConnectToUser: z.boolean(),
  language: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionGrant = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAt: z.number(),
  user: sessionUser,
  permissions: z.array(z.string()),
});
export type SessionGrant = z.infer<typeof sessionGrant>;

/**
 * What survives a reload (issue 21): the refresh token, the only secret kept
 * in Web Storage, with the profile and permissions so the shell draws at
 * once. The access token lives in memory and is renewed from the refresh
 * token after a reload.
 */
export const storedSession = sessionGrant.pick({ refreshToken: true, user: true, permissions: true });
export type StoredSession = z.infer<typeof storedSession>;

export const loginPayload = z.object({
  userName: z.string().trim().min(1, 'RequiredAttribute'),
  password: z.string().min(1, 'RequiredAttribute'),
});
export type LoginPayload = z.infer<typeof loginPayload>;

export const refreshPayload = z.object({ refreshToken: z.string().min(1) });

export const loginAnswer = envelope(sessionGrant.nullable());
export const permissionsAnswer = envelope(z.array(z.string()));

export const persona = z.object({
  key: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  password: z.string(),
  fullname: z.string(),
  role: z.string(),
  description: z.string(),
});
export type Persona = z.infer<typeof persona>;
