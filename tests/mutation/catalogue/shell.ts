import type { Mutant } from '../catalogue';

/** The mutants of the shell area (tests/mutation/catalogue.ts says what a mutant is). */
export const shell: Mutant[] = [
  {
    id: 'shell-search-others-documents',
    file: 'server-fake/rules/shell.ts',
    original: "(f.area === 'documents' && f.ownerId === caller.id)",
    replacement: "f.area === 'documents'",
    kind: 'rule',
    area: 'shell',
    fault: "the global search finds other people's documents",
  },
  {
    id: 'shell-search-company-without-permission',
    file: 'server-fake/rules/shell.ts',
    original: "(f.area === 'company' && caller.companyFiles)",
    replacement: "f.area === 'company'",
    kind: 'rule',
    area: 'shell',
    fault: 'the global search finds company documents for people without CompanyDocument.View',
  },
  {
    id: 'user-list-role-ignored',
    file: 'server-fake/rules/user-list.ts',
    original: '(!filter.roleName || u.roleName === filter.roleName) &&',
    replacement: '',
    kind: 'rule',
    area: 'shell',
    fault: 'the user list accepts roleName and ignores it',
  },
  {
    id: 'user-list-ids-outside-pool',
    file: 'server-fake/rules/user-list.ts',
    original: 'return u && (!inPool || inPool.has(id)) ? [u] : [];',
    replacement: 'return u ? [u] : [];',
    kind: 'rule',
    area: 'shell',
    fault: "an assignment list's ids name people outside its pool",
  },
];
