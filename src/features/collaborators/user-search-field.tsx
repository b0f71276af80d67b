import type { SearchResult } from '../../domain/shell';
import { SearchBox } from '../../kernel/search-box';

/**
 * Users-only search for the organisation chart: picking a user fills the
 * field with the name and locks it until cleared.
 */
export function UserSearchField({ onChange }: { onChange(userId: number | null): void }) {
  return <SearchBox usersOnly onPick={(r: SearchResult | null) => onChange(r ? r.value : null)} />;
}
