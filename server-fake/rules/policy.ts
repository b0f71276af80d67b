import type { PolicyAcceptanceRow, PolicyRow, PolicyVersionRow } from '../models/policy';

/**
 * Business rules of the policy service as plain functions: which text is in
 * force per language (a language not rewritten in a version carries its
 * previous text forward), what publishing does, and who still has to accept.
 */
export type VersionState = 'draft' | 'current' | 'archived';

/** The published policy users are asked to accept: the latest publication. */
export function currentPolicy(all: readonly PolicyRow[]): PolicyRow | null {
  return [...all].filter((p) => p.isPublished && p.version > 0).sort((a, b) => (b.publishedDate ?? '').localeCompare(a.publishedDate ?? '') || b.id - a.id)[0] ?? null;
}

/** The text in force for a language: its latest version at or below the policy's version. */
export function textInForce(versions: readonly PolicyVersionRow[], policy: PolicyRow, language: string): PolicyVersionRow | null {
  return versions.filter((v) => v.language === language && v.version <= policy.version && v.version > 0).sort((a, b) => b.version - a.version)[0] ?? null;
}

export function languagesInForce(versions: readonly PolicyVersionRow[], policy: PolicyRow): string[] {
  return [...new Set(versions.filter((v) => v.version <= policy.version).map((v) => v.language))].filter((l) => textInForce(versions, policy, l));
}

export function versionState(row: PolicyVersionRow, policy: PolicyRow, versions: readonly PolicyVersionRow[]): VersionState {
  if (row.version > policy.version) return 'draft';
  return textInForce(versions, policy, row.language)?.id === row.id ? 'current' : 'archived';
}

export const hasDraft = (versions: readonly PolicyVersionRow[], policy: PolicyRow) => versions.some((v) => v.version > policy.version);

/**
 * Publishing: drafts become the next version (everyone must accept again);
 * without drafts a published policy stays at its version (re-publishing an
 * unpublished one). Nothing to publish at all is refused.
 */
export function publishOutcome(versions: readonly PolicyVersionRow[], policy: PolicyRow): { version: number } | { refused: string } {
  if (hasDraft(versions, policy)) return { version: policy.version + 1 };
  if (policy.version > 0) return { version: policy.version };
  return { refused: 'Policy.NothingToPublish' };
}

/**
 * Spec 1 section 3: hasAcceptedPolicy and requiresPolicyAcceptance. Acceptance
 * is required while a policy is published, except for an administrator
 * connected as someone else (they must not accept in that person's name).
 */
export function acceptanceFor(policy: PolicyRow | null, accepted: readonly PolicyAcceptanceRow[], impersonated: boolean) {
  if (!policy) return { hasAcceptedPolicy: true, requiresPolicyAcceptance: false, policyId: null, version: null };
  return {
    hasAcceptedPolicy: accepted.some((a) => a.policyId === policy.id && a.version === policy.version),
    requiresPolicyAcceptance: policy.isPublished && !impersonated,
    policyId: policy.id,
    version: policy.version,
  };
}

/** A text in force cannot go while the policy is published and it is the last language left. */
export function deleteRefusal(row: PolicyVersionRow, policy: PolicyRow, versions: readonly PolicyVersionRow[]): string | null {
  if (versionState(row, policy, versions) !== 'current' || !policy.isPublished) return null;
  return languagesInForce(versions, policy).length <= 1 ? 'Policy.LastLanguage' : null;
}
