import { tableOf } from '../db/db';

/** A policy (terms of use, privacy): `version` is the number in force, 0 before the first publication. */
export interface PolicyRow {
  id: number;
  title: string;
  version: number;
  isPublished: boolean;
  isEnforced: boolean;
  publishedDate: string | null;
  createdDate: string;
}
/** One language's text of one version; version = policy.version + 1 is the draft being written. */
export interface PolicyVersionRow {
  id: number;
  policyId: number;
  version: number;
  language: string;
  title: string;
  content: string;
  updatedDate: string;
}
export interface PolicyAcceptanceRow {
  id: number;
  policyId: number;
  version: number;
  userId: number;
  language: string;
  acceptedDate: string;
}

export const policies = tableOf<PolicyRow>('policies');
export const policyVersions = tableOf<PolicyVersionRow>('policyVersions', ['policyId']);
export const policyAcceptances = tableOf<PolicyAcceptanceRow>('policyAcceptances', ['policyId', 'userId']);
