import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from './toast-store';
import { frontToast, placementInPage, TOAST_MARGIN, type Placement } from './toast-placement';
import { Icon } from './icon';
import { fillPlaceholders } from '../i18n/i18n';

/**
 * The live region toasts are announced from. It must keep aria-live: while a
 * side panel (a Radix modal) is open, everything outside the panel gets
 * aria-hidden except live regions (aria-hidden's hideOthers leaves [aria-live]
 * out), so a toast raised over a panel is still read
 * (tests/browser/itops.test.ts checks it).
 *
 * While toasts show, the region keeps clear of the panel in front: beside it,
 * or above its footer's buttons; with none, over the header's band, clear of
 * the page's rows (toast-placement.ts); followed as panels open, close or
 * change size.
 */
export function ToastRegion() {
  const toasts = useToasts();
  const { t } = useTranslation(['common', 'shell']);
  const place = usePlacement(toasts.length > 0);
  const front = place.side === 'band' ? frontToast(toasts) : undefined;
  return (
    <div
      className={place.side === 'end' ? 'toast-region' : `toast-region toast-region-${place.side}`}
      style={{ '--toast-bottom': `${place.bottom}px`, '--toast-top': `${place.top ?? 4}px`, ...(place.inset ? { '--toast-band-left': `${place.inset.left}px`, '--toast-band-right': `${place.inset.right}px` } : {}) } as CSSProperties}
      role="region"
      aria-label={t('toast.region', { ns: 'deferred' })}
      aria-live="polite"
    >
      {toasts.map((x) => {
        const text = (
          <>
            {x.title ? <strong>{x.title}</strong> : null}
            <span>{fillPlaceholders(t(x.message, { ns: ['common', 'shell'] }), ...(x.params ?? []))}</span>
          </>
        );
        return (
          <div key={x.id} className={`toast toast-${x.kind}${front !== undefined && x.id !== front ? ' toast-behind' : ''}`} role={x.kind === 'error' ? 'alert' : 'status'}>
            <Icon name={x.kind === 'error' ? 'alert' : x.kind === 'success' ? 'check' : 'info'} />
            {/* A toast that leads somewhere (a chat message: its conversation) is a button, reached by keyboard too. */}
            {x.onClick ? (
              <button type="button" className="toast-text toast-open" onClick={x.onClick}>
                {text}
              </button>
            ) : (
              <div className="toast-text">{text}</div>
            )}
            {x.action ? (
              <button type="button" className="btn btn-small toast-action" onClick={x.action.run}>
                {t(x.action.label, { ns: ['common', 'shell'] })}
              </button>
            ) : null}
            <button type="button" className="icon-button" aria-label={t('toast.close', { ns: 'deferred' })} onClick={() => dismissToast(x.id)}>
              <Icon name="close" size={14} />
            </button>
          </div>
        );
      })}
    </div>
  );
}

// Before the page is read: where it will be with no panel in front.
const corner: Placement = { side: 'band', bottom: TOAST_MARGIN };
const same = (a: Placement, b: Placement) => a.side === b.side && a.bottom === b.bottom && a.top === b.top && a.inset?.left === b.inset?.left && a.inset?.right === b.inset?.right;

/**
 * The region's place, read again on every change of the page (a panel opened, a footer wrapped), of the viewport, or
 * of the scroll (on a phone the header sticks to the top once the demo bar has scrolled away) while toasts show.
 */
function usePlacement(showing: boolean): Placement {
  const [place, setPlace] = useState<Placement>(corner);
  useLayoutEffect(() => {
    if (!showing) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const next = placementInPage();
      setPlace((p) => (same(p, next) ? p : next));
    };
    const later = () => void (frame ||= window.requestAnimationFrame(read));
    read();
    const seen = new MutationObserver(later);
    seen.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.visualViewport?.addEventListener('resize', later);
    return () => {
      seen.disconnect();
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, { capture: true });
      window.visualViewport?.removeEventListener('resize', later);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [showing]);
  return place;
}
