import * as z from 'zod';
import { ApiError } from './api-error';
import { call, callData } from './client';
import {
  acceptanceAnswer, acceptedUsersAnswer, policiesAnswer, policyDetailAnswer, policyTextAnswer, type UpdatePolicyPayload,
} from '../domain/policy';
import type { PolicyStatus } from '../../machines/settings/policy-rules';

/** The policy calls of spec 4 (under /api/policy). */
const base = '/api/policy';

export const checkUserAcceptance = (userId: number, o: { background?: boolean } = {}) =>
  callData(`${base}/checkUserAcceptance`, { query: { userId }, schema: acceptanceAnswer, anonymous: o.background });
export const privacyPolicy = (language?: string) => callData(`${base}/privacyPolicy`, { query: { language }, schema: policyTextAnswer });
export const getPolicyByLanguage = (id: number, language: string) => callData(`${base}/getPolicyByLanguage/${id}/${encodeURIComponent(language)}`, { schema: policyTextAnswer });
export const acceptPolicy = (body: { policyId: number; version?: number; language?: string }) => callData(`${base}/acceptPolicy`, { method: 'POST', body, schema: acceptanceAnswer });

export const getPolicies = (searchValue = '') => callData(`${base}/getPolicies`, { method: 'POST', body: { searchValue }, schema: policiesAnswer });
export const getPolicy = (id: number, language?: string) => callData(`${base}/getPolicy/${id}`, { query: { language }, schema: policyDetailAnswer });
export const updatePolicy = (body: UpdatePolicyPayload) => callData(`${base}/updatePolicy`, { method: 'POST', body, schema: policyDetailAnswer });
export const publishPolicy = (id: number, isEnforced?: boolean) => callData(`${base}/publishPolicy`, { method: 'POST', body: { id, isEnforced }, schema: policyDetailAnswer });
export const unpublishPolicy = (id: number) => callData(`${base}/unpublishPolicy`, { method: 'POST', body: { id }, schema: policyDetailAnswer });
export const deletePolicyVersion = (id: number) => callData(`${base}/DeletePolicyVersion`, { method: 'POST', body: { id }, schema: policyDetailAnswer });
export const viewUsersAccepted = (body: { policyId: number; version?: number; searchValue?: string; from?: string | null; to?: string | null; currentList?: number; length?: number }) =>
  callData(`${base}/viewUsersAccepted`, { method: 'POST', body, schema: acceptedUsersAnswer });

/**
 * What the policy check needs (spec 1 section 7): the acceptance check and
 * the current policy's isEnforced. No published policy (404) enforces nothing.
 * A background check never starts a session refresh on a 401: it fails and is
 * only logged (spec 1 section 8); the session's own calls deal with the token.
 */
export async function fetchPolicyStatus(userId: number): Promise<PolicyStatus> {
  const [acceptance, current] = await Promise.all([
    checkUserAcceptance(userId, { background: true }),
    call(`${base}/privacyPolicy`, { schema: z.object({ data: z.object({ isEnforced: z.boolean() }) }), anonymous: true }).then(
      (r) => r.data,
      (e) => {
        if (e instanceof ApiError && e.status === 404) return { isEnforced: false };
        throw e;
      },
    ),
  ]);
  return { hasAcceptedPolicy: acceptance.hasAcceptedPolicy, requiresPolicyAcceptance: acceptance.requiresPolicyAcceptance, isEnforced: current.isEnforced };
}
