import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/**
 * The one failure-with-retry banner: what failed, already in the area's
 * words, and 'Réessayer' (announced: role alert). A read that failed keeps
 * what the screen had; this says why and offers to try again. Without
 * `onRetry` (the statechart takes no retry from where it stands: a refused
 * save, say) it says why only; `action` offers what the failure names.
 */
export function RetryBanner({ message, onRetry, onDismiss, action }: { message: ReactNode; onRetry?: () => void; onDismiss?(): void; action?: { label: string; run(): void } }) {
  const { t } = useTranslation('common');
  return (
    <div className="banner banner-error" role="alert">
      <span>{message}</span>
      {/* Where the failure names something the person can look at (the leave request a period overlaps). */}
      {action ? (
        <button type="button" className="btn btn-small" onClick={action.run}>
          {action.label}
        </button>
      ) : null}
      {onRetry ? (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          {t('Error.Retry')}
        </button>
      ) : null}
      {onDismiss ? (
        <button type="button" className="icon-button banner-dismiss" onClick={onDismiss} aria-label={t('action.close')} title={t('action.close')}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
