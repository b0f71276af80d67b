import { ApiError } from './api-error';
import { authReady, callData, type Schema } from './client';
import type { PolicyStatus } from '../../machines/settings/policy-rules';
import { acceptanceAnswer, policyEnforcedAnswer, policyTextAnswer } from '../domain/policy';

/*
 * The two reads of the policy check, which starts once the first screen is
 * drawn (start.tsx loads it then), with the one validator: the classic zod it
 * pulls is the chunk the dashboard's cards load at that moment anyway (issue 35
 * item 1; it was zod/mini, a second style, while the check ran in the first
 * load). They are the only functions of their endpoints: the terms page reads
 * them through policy-api.ts too.
 */
const base = '/api/policy';

/** `background`: a check that never starts a session refresh on a 401 (spec 1 section 8). */
export const checkUserAcceptance = (userId: number, o: { background?: boolean } = {}) => callData(`${base}/checkUserAcceptance`, { query: { userId }, schema: acceptanceAnswer, anonymous: o.background });
/** The current policy, read whole (the terms page) or only as far as a caller needs (the start-up check: isEnforced). */
const readPolicy = <S extends Schema<{ data: unknown }>>(schema: S, language: string | undefined, o: { background?: boolean }) =>
  callData(`${base}/privacyPolicy`, { query: { language }, schema, anonymous: o.background });
export const privacyPolicy = (language?: string, o: { background?: boolean } = {}) => readPolicy(policyTextAnswer, language, o);

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
    readPolicy(policyEnforcedAnswer, undefined, { background: true }).then(
      (r) => ({ isEnforced: r.isEnforced }),
      (e) => {
        if (e instanceof ApiError && e.status === 404) return { isEnforced: false };
        throw e;
      },
    ),
  ]);
  return { hasAcceptedPolicy: accepted.hasAcceptedPolicy, requiresPolicyAcceptance: accepted.requiresPolicyAcceptance, isEnforced: enforced.isEnforced };
}
