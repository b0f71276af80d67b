import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { authReady, callData, type Schema } from './client';
import type { PolicyStatus } from '../../machines/settings/policy-rules';

/*
 * The two reads of the policy check, which runs from the first load on:
 * zod/mini here keeps the classic zod of domain/policy.ts out of that load
 * (issue 13). They are the only functions of their endpoints: the terms page
 * reads them through policy-api.ts too.
 */
const base = '/api/policy';
const acceptance = z.object({ data: z.object({ hasAcceptedPolicy: z.boolean(), requiresPolicyAcceptance: z.boolean(), policyId: z.optional(z.nullable(z.number())), version: z.optional(z.nullable(z.number())) }) });
/** What the start-up check needs of the policy: a server that leaves out a field the terms page reads must not stop the app starting. */
const policyEnforced = z.object({ data: z.object({ isEnforced: z.boolean() }) });
const policyText = z.object({
  data: z.object({ policyId: z.number(), version: z.number(), language: z.string(), title: z.string(), content: z.string(), isEnforced: z.boolean(), publishedDate: z.nullable(z.string()) }),
});

/** `background`: a check that never starts a session refresh on a 401 (spec 1 section 8). */
export const checkUserAcceptance = (userId: number, o: { background?: boolean } = {}) => callData(`${base}/checkUserAcceptance`, { query: { userId }, schema: acceptance, anonymous: o.background });
/** The current policy, read whole (the terms page) or only as far as a caller needs (the start-up check: isEnforced). */
const readPolicy = <S extends Schema<{ data: unknown }>>(schema: S, language: string | undefined, o: { background?: boolean }) =>
  callData(`${base}/privacyPolicy`, { query: { language }, schema, anonymous: o.background });
export const privacyPolicy = (language?: string, o: { background?: boolean } = {}) => readPolicy(policyText, language, o);

/**
 * What the policy check needs (spec 1 section 7): the acceptance check and
 * the current policy's isEnforced. No published policy (404) enforces nothing.
 * A background check never starts a session refresh on a 401: it fails and is
 * only logged (spec 1 section 8); the session's own calls deal with the token.
 */
export async function fetchPolicyStatus(userId: number): Promise<PolicyStatus> {
  // It starts no refresh, but waits for one under way: after a reload the session has no access token until then,
  // and a check sent meanwhile came back 401 (the sandbox's slower start let it, and so may a slow network).
  const waiting = authReady();
  if (waiting) await waiting;
  const [accepted, enforced] = await Promise.all([
    checkUserAcceptance(userId, { background: true }),
    readPolicy(policyEnforced, undefined, { background: true }).then(
      (r) => ({ isEnforced: r.isEnforced }),
      (e) => {
        if (e instanceof ApiError && e.status === 404) return { isEnforced: false };
        throw e;
      },
    ),
  ]);
  return { hasAcceptedPolicy: accepted.hasAcceptedPolicy, requiresPolicyAcceptance: accepted.requiresPolicyAcceptance, isEnforced: enforced.isEnforced };
}
