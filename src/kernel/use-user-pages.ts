import { useEffect, useReducer, useRef } from 'react';
import { listUsers } from '../api/users-api';
import type { UserListFilter } from '../domain/users';
import { initialPages, userPages, QUICK_PAGE_SIZE } from '../ui/inputs/user-list-rules';

const SEARCH_DEBOUNCE_MS = 300;

/** Drives the paged user list reducer with listUsers; the search is debounced. */
export function useUserPages(o: { path?: string; filter?: Partial<UserListFilter>; pageSize?: number; enabled: boolean }) {
  const [state, dispatch] = useReducer(userPages, undefined, () => initialPages());
  const filterKey = JSON.stringify(o.filter ?? {});
  const opts = useRef(o);
  opts.current = o;

  useEffect(() => {
    if (!o.enabled || (state.status !== 'loading' && state.status !== 'loadingMore')) return;
    const request = state.request;
    const size = opts.current.pageSize ?? QUICK_PAGE_SIZE;
    const timer = setTimeout(
      () => {
        listUsers({ ...opts.current.filter, searchValue: state.search, length: size, lenght: size, currentList: state.page }, opts.current.path).then(
          (r) => dispatch({ type: 'loaded', request, users: r.users, total: r.totalUsers }),
          (e) => {
            console.warn('user list failed:', (e as Error)?.message);
            dispatch({ type: 'failed', request });
          },
        );
      },
      state.status === 'loading' && state.search ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [o.enabled, state.request, state.status, state.search, state.page]);

  // A new filter from the caller starts the list over.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch({ type: 'search', search: state.search });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for the filter's fields; the search is read at that moment, not a reason to refetch
  }, [filterKey, o.path]);

  return {
    state,
    search: (search: string) => dispatch({ type: 'search', search }),
    more: () => dispatch({ type: 'more' }),
    retry: () => dispatch({ type: 'retry' }),
  };
}
