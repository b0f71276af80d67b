import type { SeedContext } from './context';
import { addDays } from './context';
import { policies, policyAcceptances, policyVersions } from '../models/policy';
import { users } from '../models/organisation';
import { personas } from '../../fixtures/personas';
import { policyTexts, policyTitles } from './policy-texts';
import { seeded } from '../../fixtures/random';

/**
 * One enforced charter in force at version 2 (version 1 a year earlier). The
 * Arabic text was not rewritten for version 2 and carries version 1 forward.
 * Every persona has accepted version 2, so the demo is never blocked; a few
 * other employees have not yet. Publishing a new version from the settings
 * screen sends everyone through the acceptance page again.
 */
export function seedPolicy({ db, today }: SeedContext): void {
  // Its own generator: the shared sequence of the other areas' seeds stays as it was.
  const rnd = seeded(4242);
  const v1Date = addDays(today, -420).toISOString();
  const v2Date = addDays(today, -45).toISOString();
  const policy = policies(db).insert({ title: policyTitles.fr, version: 2, isPublished: true, isEnforced: true, publishedDate: v2Date, createdDate: addDays(today, -430).toISOString() });
  for (const lang of ['fr', 'ar', 'es', 'en'] as const) {
    policyVersions(db).insert({ policyId: policy.id, version: 1, language: lang, title: policyTitles[lang], content: policyTexts[lang](1), updatedDate: addDays(today, -425).toISOString() });
  }
  for (const lang of ['fr', 'es', 'en'] as const) {
    policyVersions(db).insert({ policyId: policy.id, version: 2, language: lang, title: policyTitles[lang], content: policyTexts[lang](2), updatedDate: addDays(today, -46).toISOString() });
  }
  const personaIds = new Set(personas.map((p) => p.userId));
  for (const u of users(db).all()) {
    if (!u.active) continue;
    const lang = rnd.next() < 0.12 ? 'ar' : 'fr';
    if (rnd.next() < 0.9) policyAcceptances(db).insert({ policyId: policy.id, version: 1, userId: u.id, language: lang, acceptedDate: addDays(new Date(v1Date), 1 + Math.floor(rnd.next() * 30)).toISOString() });
    if (personaIds.has(u.id) || rnd.next() < 0.85) {
      policyAcceptances(db).insert({ policyId: policy.id, version: 2, userId: u.id, language: lang, acceptedDate: addDays(new Date(v2Date), 1 + Math.floor(rnd.next() * 20)).toISOString() });
    }
  }
}
