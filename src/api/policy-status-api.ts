import * as z from 'zod/mini';
import { ApiError } from './api-error';
import { authReady, call } from './client';
import type { PolicyStatus } from '../../machines/settings/policy-rules';

/*
 * The two reads of the policy check, which runs from the first load on:
 * zod/mini here keeps the classic zod of domain/policy.ts out of that load
 * (issue 13). The answers are the same ones policy-api.ts reads.
 */
const base = '/api/policy';
const acceptance = z.object({ data: z.object({ hasAcceptedPolicy: z.boolean(), requiresPolicyAcceptance: z.boolean() }) });
const current = z.object({ data: z.object({ isEnforced: z.boolean() }) });

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
    call(`${base}/checkUserAcceptance`, { query: { userId }, schema: acceptance, anonymous: true }).then((r) => r.data),
    call(`${base}/privacyPolicy`, { schema: current, anonymous: true }).then(
      (r) => r.data,
      (e) => {
        if (e instanceof ApiError && e.status === 404) return { isEnforced: false };
        throw e;
      },
    ),
  ]);
  return { hasAcceptedPolicy: accepted.hasAcceptedPolicy, requiresPolicyAcceptance: accepted.requiresPolicyAcceptance, isEnforced: enforced.isEnforced };
}
