import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { currentStep } from '../../../machines/demo/tour.machine';
import { fillPlaceholders } from '../../i18n/i18n';
import { findTarget, topDialog } from './tour-dom';
import type { TourActor } from './tour-service';

interface Place {
  container: HTMLElement;
  rect: DOMRect | null;
  offset: { x: number; y: number };
}

/**
 * Where the bubble goes: inside the topmost dialog when one is open (a modal
 * panel hides and blocks everything else), next to the step's target.
 */
function usePlace(actor: TourActor): Place | null {
  const target = useSelector(actor, (s) => (s.matches({ running: 'explaining' }) || s.matches({ running: 'acting' }) ? currentStep(s.context)?.target ?? null : null));
  const visible = useSelector(actor, (s) => !s.matches('idle') && !s.matches('stopped'));
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    if (!visible) {
      setPlace(null);
      return;
    }
    const measure = () => {
      const container = topDialog() ?? document.body;
      const el = target ? findTarget(target) : null;
      // A transformed dialog is the reference of fixed positions inside it.
      const transformed = container !== document.body && getComputedStyle(container).transform !== 'none';
      const box = container.getBoundingClientRect();
      const next = { container, rect: el?.getBoundingClientRect() ?? null, offset: transformed ? { x: box.left, y: box.top } : { x: 0, y: 0 } };
      setPlace((p) => (p && p.container === next.container && JSON.stringify(p.rect) === JSON.stringify(next.rect) ? p : next));
    };
    measure();
    const timer = setInterval(measure, 200);
    return () => clearInterval(timer);
  }, [target, visible]);
  return place;
}

/** The guided tour's bubble: what the step explains, anchored to what it acts on, with Back, Next and Stop. */
export function TourBubble({ actor }: { actor: TourActor }) {
  const { t } = useTranslation('demo');
  const snap = useSelector(actor, (s) => s);
  const place = usePlace(actor);
  if (!place || snap.matches('idle') || snap.matches('stopped')) return null;
  const { tour, index, error } = snap.context;
  const step = currentStep(snap.context);
  const total = tour?.steps.length ?? 0;
  const rect = place.rect;
  const width = 340;
  const style: React.CSSProperties = rect
    ? {
        top: Math.min(rect.bottom + 10, window.innerHeight - 190) - place.offset.y,
        left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) - place.offset.x,
      }
    : { bottom: 24 - place.offset.y, left: Math.max(8, (window.innerWidth - width) / 2) - place.offset.x };
  const send = (type: 'tour.next' | 'tour.back' | 'tour.stop' | 'tour.skip' | 'tour.retry' | 'tour.close') => actor.send({ type });
  const bubble = (
    <>
      {rect ? (
        <div
          className="tour-highlight"
          aria-hidden="true"
          style={{ top: rect.top - 4 - place.offset.y, left: rect.left - 4 - place.offset.x, width: rect.width + 8, height: rect.height + 8 }}
        />
      ) : null}
      <section
        className="tour-bubble card"
        aria-label={tour ? t(tour.title) : ''}
        aria-live="polite"
        data-testid="tour-bubble"
        style={{ ...style, width }}
        // A click in the bubble is not a click outside the open panel.
        onPointerDown={(e) => e.stopPropagation()}
      >
        <header className="tour-bubble-head">
          <strong>{tour ? t(tour.title) : ''}</strong>
          {snap.matches('running') ? <span className="muted small">{fillPlaceholders(t('tour.progress'), index + 1, total)}</span> : null}
        </header>
        {snap.matches('finished') ? (
          <p>{t('tour.finished')}</p>
        ) : snap.matches({ running: 'error' }) ? (
          <p className="banner banner-error" role="alert">{t(error ?? 'tour.error.action')}</p>
        ) : (
          <p data-testid="tour-text">{step ? t(step.text) : ''}</p>
        )}
        {snap.hasTag('waiting') ? <p className="muted small">{t('tour.waiting')}</p> : null}
        <div className="page-actions">
          {snap.matches('finished') ? (
            <button type="button" className="btn btn-primary btn-small" onClick={() => send('tour.close')}>{t('tour.close')}</button>
          ) : (
            <>
              <button type="button" className="btn btn-small" onClick={() => send('tour.stop')}>{t('tour.stop')}</button>
              <button type="button" className="btn btn-small" disabled={!snap.can({ type: 'tour.back' })} onClick={() => send('tour.back')}>{t('tour.back')}</button>
              {snap.matches({ running: 'error' }) ? (
                <>
                  <button type="button" className="btn btn-small" onClick={() => send('tour.retry')}>{t('tour.retry')}</button>
                  <button type="button" className="btn btn-primary btn-small" onClick={() => send('tour.skip')}>{t('tour.skip')}</button>
                </>
              ) : (
                <button type="button" className="btn btn-primary btn-small" disabled={!snap.can({ type: 'tour.next' })} onClick={() => send('tour.next')}>
                  {index + 1 === total ? t('tour.finish') : t('tour.next')}
                </button>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
  return createPortal(bubble, place.container);
}
