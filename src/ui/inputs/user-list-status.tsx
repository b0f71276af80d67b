import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMore, type UserPages } from './user-list-rules';

/** Loading, 'Error fetching users' with a retry, or the empty message under a user list. */
export function UserListStatus({ state, onRetry }: { state: UserPages; onRetry(): void }) {
  const { t } = useTranslation('common');
  if (state.status === 'failed')
    return (
      <p className="field-error user-list-status" role="alert">
        {t('Error.fetchUsers')}{' '}
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('Error.Retry')}
        </button>
      </p>
    );
  if (state.status === 'loading' || state.status === 'loadingMore')
    return (
      <p className="small muted user-list-status" role="status">
        {t('state.loading')}
      </p>
    );
  if (!state.users.length) return <p className="small muted user-list-status">{t('NoData.Empty')}</p>;
  return null;
}

/** A list too short to scroll could never reach its bottom: keep loading until it scrolls or ends. */
export function useFillWhileShort(ref: RefObject<HTMLElement | null>, state: UserPages, more: () => void) {
  useEffect(() => {
    const el = ref.current;
    if (!el || state.status !== 'idle' || !hasMore(state)) return;
    // clientHeight 0 means no layout (hidden, or a DOM without layout): nothing to judge.
    if (el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) more();
  }, [ref, state, more]);
}
