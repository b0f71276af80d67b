import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast-store';
import { Icon } from './icon';
import { fillPlaceholders } from '../i18n/i18n';

/**
 * The live region toasts are announced from. It must keep aria-live: while a
 * side panel (a Radix modal) is open, everything outside the panel gets
 * aria-hidden except live regions (aria-hidden's hideOthers leaves [aria-live]
 * out), so a toast raised over a panel is still read
 * (tests/browser/itops.test.ts checks it).
 */
export function ToastRegion() {
  const toasts = useToasts();
  const { t } = useTranslation(['common', 'shell']);
  return (
    <div className="toast-region" role="region" aria-label={t('toast.region', { ns: 'shell' })} aria-live="polite">
      {toasts.map((x) => {
        const text = (
          <>
            {x.title ? <strong>{x.title}</strong> : null}
            <span>{fillPlaceholders(t(x.message), ...(x.params ?? []))}</span>
          </>
        );
        return (
          <div key={x.id} className={`toast toast-${x.kind}`} role={x.kind === 'error' ? 'alert' : 'status'}>
            <Icon name={x.kind === 'error' ? 'alert' : x.kind === 'success' ? 'check' : 'info'} />
            {/* A toast that leads somewhere (a chat message: its conversation) is a button, reached by keyboard too. */}
            {x.onClick ? (
              <button type="button" className="toast-text toast-open" onClick={x.onClick}>
                {text}
              </button>
            ) : (
              <div className="toast-text">{text}</div>
            )}
            <button type="button" className="icon-button" aria-label={t('toast.close', { ns: 'shell' })} onClick={() => dismissToast(x.id)}>
              <Icon name="close" size={14} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
