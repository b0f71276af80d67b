import { acceptPolicy, checkUserAcceptance, getPolicyByLanguage, privacyPolicy } from '../../api/policy-api';
import type { TermsLoaded } from '../../../machines/settings/terms-acceptance.machine';

/** The policy in force in the user's language; when that language has no text, the current privacy policy. */
export async function loadTerms(userId: number, language: string): Promise<TermsLoaded> {
  const status = await checkUserAcceptance(userId);
  if (status.policyId) {
    try {
      return { text: await getPolicyByLanguage(status.policyId, language), status, fellBack: false };
    } catch (e) {
      console.warn('policy text in', language, 'unavailable:', (e as Error)?.message);
    }
  }
  const text = await privacyPolicy(language);
  return { text, status, fellBack: text.language !== language };
}

export const acceptTerms = (p: { policyId: number; version: number; language: string }) => acceptPolicy(p).then(() => undefined);
