import type { Page } from 'playwright-core';
import { policies, policyAcceptances } from '../../../../server-fake/models/policy';
import type { WalkContext } from '../../fake-server/walk';

/** What several test models of the settings area share (their helpers; each model file is tests/model/machines/settings/<name>.model.ts). */

/** UI adapters of the settings area's machines (machines/settings/). */
export const card = (page: Page) => page.locator('.terms-card');

export const admin = (page: Page) => page.locator('.policy-admin');

/** The settings area's machines against the fake server's policy rules (spec 1 section 7). */
export const inForce = (w: WalkContext) => policies(w.db).all().find((p) => p.isPublished)!;

export const acceptedOnRecord = (w: WalkContext) => {
  const p = inForce(w);
  return policyAcceptances(w.db).by('userId', w.userId).some((a) => a.policyId === p.id && a.version === p.version);
};

/** The persona has not accepted the version in force (every persona has, in the demo data). */
export function unaccept(w: WalkContext) {
  const p = inForce(w);
  for (const a of policyAcceptances(w.db).by('userId', w.userId)) if (a.policyId === p.id && a.version === p.version) policyAcceptances(w.db).remove(a.id);
}
