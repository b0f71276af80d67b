import type { SearchResult } from '../domain/shell';

export interface SearchGroups {
  users: SearchResult[];
  documents: SearchResult[];
}

/** Spec 1 section 2.6: collaborators in one group, company and personal documents in the other. */
export function groupResults(results: readonly SearchResult[], usersOnly = false): SearchGroups {
  const users = results.filter((r) => r.type === 'User');
  return { users, documents: usersOnly ? [] : results.filter((r) => r.type !== 'User') };
}

/** A document result opens through the file call of its kind. */
export const documentPath = (r: SearchResult) => (r.type === 'CompanyDoc' ? `/upload/GetCompanyFile/${r.value}` : `/upload/VueFile/${r.value}`);
