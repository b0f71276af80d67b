import { policyLanguages, type PolicyDetail, type PolicyLanguage } from '../../domain/policy';

/** A language whose text publishing leaves at an earlier version (or without any text). */
export interface LanguageBehind {
  language: PolicyLanguage;
  /** The version its readers keep; null when it has no text at all. */
  version: number | null;
}

/**
 * Issue 36 item 5: publishing turns the drafts into the next version; a
 * language with no draft keeps the text it had (its readers accept that
 * older one). Which languages publishing now leaves behind, in tab order.
 */
export function languagesBehind(d: Pick<PolicyDetail, 'hasDraft' | 'versions'>): LanguageBehind[] {
  if (!d.hasDraft) return [];
  return policyLanguages
    .filter((l) => !d.versions.some((v) => v.language === l && v.state === 'draft'))
    .map((language) => ({ language, version: d.versions.find((v) => v.language === language && v.state === 'current')?.version ?? null }));
}
