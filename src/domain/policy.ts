import * as z from 'zod';
import { envelope } from './envelope';

/**
 * The policy (terms) service of spec 4: a policy has numbered versions, each
 * with a text per language (fr, ar, es, en). Publishing turns the drafts into
 * the next version; users accept a version; an enforced policy sends users
 * who have not accepted the current version to the acceptance page.
 */
export const policyLanguages = ['fr', 'ar', 'es', 'en'] as const;
export const policyLanguage = z.enum(policyLanguages);
export type PolicyLanguage = z.infer<typeof policyLanguage>;

export const policySummary = z.object({
  id: z.number(),
  title: z.string(),
  version: z.number(),
  isPublished: z.boolean(),
  isEnforced: z.boolean(),
  publishedDate: z.string().nullable(),
  languages: z.array(z.string()),
  hasDraft: z.boolean(),
  acceptedCount: z.number(),
  totalUsers: z.number(),
});
export type PolicySummary = z.infer<typeof policySummary>;

export const policyVersion = z.object({
  id: z.number(),
  policyId: z.number(),
  version: z.number(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  /** draft: the next version being written; current: in force; archived: an earlier version. */
  state: z.enum(['draft', 'current', 'archived']),
  updatedDate: z.string(),
  acceptedCount: z.number(),
});
export type PolicyVersion = z.infer<typeof policyVersion>;

export const policyDetail = policySummary.extend({ versions: z.array(policyVersion) });
export type PolicyDetail = z.infer<typeof policyDetail>;

/** The text a user reads and accepts. */
export const policyText = z.object({
  policyId: z.number(),
  version: z.number(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  isEnforced: z.boolean(),
  publishedDate: z.string().nullable(),
});
export type PolicyText = z.infer<typeof policyText>;

export const acceptanceStatus = z.object({
  hasAcceptedPolicy: z.boolean(),
  requiresPolicyAcceptance: z.boolean(),
  policyId: z.number().nullable().optional(),
  version: z.number().nullable().optional(),
});
export type AcceptanceStatus = z.infer<typeof acceptanceStatus>;

export const acceptedUser = z.object({ id: z.number(), fullName: z.string(), picturePath: z.string().nullable(), acceptedDate: z.string(), version: z.number(), language: z.string() });
export type AcceptedUser = z.infer<typeof acceptedUser>;
export const acceptedUsersPage = z.object({ users: z.array(acceptedUser), total: z.number(), totalUsers: z.number() });

// Payloads (the fake server parses with the same schemas).
export const getPoliciesPayload = z.object({ searchValue: z.string().optional().default('') });
export const updatePolicyPayload = z
  .object({
    id: z.coerce.number().int().optional(),
    title: z.string().trim().min(1, 'RequiredAttribute').max(200).optional(),
    isEnforced: z.boolean().optional(),
    language: policyLanguage.optional(),
    versionTitle: z.string().trim().max(200).optional(),
    content: z.string().max(100000).optional(),
  })
  .refine((p) => p.content === undefined || (!!p.language && p.content.trim().length > 0), { message: 'RequiredAttribute', path: ['content'] })
  .refine((p) => p.id !== undefined || !!p.title, { message: 'RequiredAttribute', path: ['title'] });
export type UpdatePolicyPayload = z.input<typeof updatePolicyPayload>;
export const publishPolicyPayload = z.object({ id: z.coerce.number().int({ message: 'RequiredAttribute' }), isEnforced: z.boolean().optional() });
export const policyIdPayload = z.object({ id: z.coerce.number().int({ message: 'RequiredAttribute' }) });
export const acceptPolicyPayload = z.object({ policyId: z.coerce.number().int({ message: 'RequiredAttribute' }), version: z.coerce.number().int().optional(), language: z.string().optional() });
export const viewUsersAcceptedPayload = z.object({
  policyId: z.coerce.number().int({ message: 'RequiredAttribute' }),
  version: z.coerce.number().int().optional(),
  searchValue: z.string().optional().default(''),
  /** Acceptance date range, ISO days, both ends included. */
  from: z.string().nullish(),
  to: z.string().nullish(),
  currentList: z.coerce.number().int().min(0).optional().default(0),
  length: z.coerce.number().int().min(1).max(100).optional().default(10),
});

export const policiesAnswer = envelope(z.array(policySummary));
export const policyDetailAnswer = envelope(policyDetail);
export const policyTextAnswer = envelope(policyText);
/** What the start-up check needs of the policy: a server that leaves out a field the terms page reads must not stop the app starting. */
export const policyEnforcedAnswer = envelope(policyText.pick({ isEnforced: true }));
export const acceptanceAnswer = envelope(acceptanceStatus);
export const acceptedUsersAnswer = envelope(acceptedUsersPage);
