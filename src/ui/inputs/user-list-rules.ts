import type { ListedUser } from '../../domain/users';

/** Spec 1 section 9: the quick list pages by 5; the next page loads within 5 px of the bottom. */
export const QUICK_PAGE_SIZE = 5;
export const BOTTOM_THRESHOLD_PX = 5;

export function nearBottom(el: { scrollTop: number; scrollHeight: number; clientHeight: number }, threshold = BOTTOM_THRESHOLD_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

/**
 * The paged user list as a reducer: a search starts over, a page answer is
 * only taken when it belongs to the latest request, 'more' asks for the next
 * page only when idle and something is left.
 */
export interface UserPages {
  search: string;
  page: number;
  users: ListedUser[];
  total: number;
  status: 'loading' | 'loadingMore' | 'idle' | 'failed';
  request: number;
}
export type UserPagesEvent =
  | { type: 'search'; search: string }
  | { type: 'more' }
  | { type: 'retry' }
  | { type: 'loaded'; request: number; users: ListedUser[]; total: number }
  | { type: 'failed'; request: number };

export const initialPages = (search = ''): UserPages => ({ search, page: 0, users: [], total: 0, status: 'loading', request: 1 });

export const hasMore = (s: UserPages) => s.users.length < s.total;

export function userPages(s: UserPages, e: UserPagesEvent): UserPages {
  switch (e.type) {
    case 'search':
      return { ...initialPages(e.search), request: s.request + 1 };
    case 'more':
      return s.status === 'idle' && hasMore(s) ? { ...s, page: s.page + 1, status: 'loadingMore', request: s.request + 1 } : s;
    case 'retry':
      return s.status === 'failed' ? { ...s, status: s.users.length ? 'loadingMore' : 'loading', request: s.request + 1 } : s;
    case 'loaded': {
      if (e.request !== s.request) return s;
      const known = new Set(s.users.map((u) => u.id));
      return { ...s, users: [...s.users, ...e.users.filter((u) => !known.has(u.id))], total: e.total, status: 'idle' };
    }
    case 'failed':
      return e.request === s.request ? { ...s, status: 'failed' } : s;
  }
}

/**
 * Spec 1 section 4: the select-all checkbox clears the explicit list and
 * inverts the meaning of individual checks (checked then means excluded).
 */
export interface UserSelection {
  selected: number[];
  selectAll: boolean;
}

export const toggleSelectAll = (s: UserSelection): UserSelection => ({ selected: [], selectAll: !s.selectAll });

export const toggleUserCheck = (s: UserSelection, id: number): UserSelection => ({
  selectAll: s.selectAll,
  selected: s.selected.includes(id) ? s.selected.filter((x) => x !== id) : [...s.selected, id],
});

/** Whether the user ends up in the selection (a check in select-all mode excludes). */
export const isIncluded = (s: UserSelection, id: number) => (s.selectAll ? !s.selected.includes(id) : s.selected.includes(id));

/** How many people the selection holds, out of the total the list reports. */
export const selectionCount = (s: UserSelection, total: number) => (s.selectAll ? Math.max(0, total - s.selected.length) : s.selected.length);
