import { callData } from './client';
import {
  acceptanceAnswer, acceptedUsersAnswer, policiesAnswer, policyDetailAnswer, policyTextAnswer, type UpdatePolicyPayload,
} from '../domain/policy';

/** The policy calls of spec 4 (under /api/policy). */
const base = '/api/policy';

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

/** The acceptance check and the current policy live with the start-up policy check, which reads them too. */
export { checkUserAcceptance, privacyPolicy } from './policy-status-api';
