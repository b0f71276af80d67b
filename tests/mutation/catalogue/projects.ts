import type { Mutant } from '../catalogue';

/** The mutants of the projects area (tests/mutation/catalogue.ts says what a mutant is). */
export const projects: Mutant[] = [
  {
    id: 'projects-disabled-member-books',
    file: 'server-fake/rules/projects.ts',
    original: "projectMembers(db).by('userId', userId).filter((m) => m.status === 0)",
    replacement: "projectMembers(db).by('userId', userId)",
    kind: 'rule',
    area: 'projects',
    fault: 'a member disabled on a project may still book leave or costs on it',
  },
  {
    id: 'projects-inactive-offered',
    file: 'server-fake/rules/projects.ts',
    original: '.filter((p) => p.active && mine.has(p.id)',
    replacement: '.filter((p) => mine.has(p.id)',
    kind: 'rule',
    area: 'projects',
    fault: 'an inactive project offered for booking',
  },
];
