import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { currentStep } from '../../../machines/demo/tour.machine';
import { fillPlaceholders } from '../../i18n/i18n';
import { findTarget } from './tour-dom';
import type { TourActor } from './tour-service';

interface Place {
  /** The target's box: the highlight follows it. */
  rect: DOMRect | null;
  /** The box the bubble sits under: frozen while the pointer is on the bubble. */
  anchor: DOMRect | null;
}

/**
 * Where the bubble goes: next to the step's target, always in the page's
 * body. It never moves into a panel: a panel that closes while the bubble
 * sits in it would take the button being pressed away mid-click. Over a
 * modal panel it stays usable: it lets pointer events through, it is
 * aria-live (the panel does not hide it from assistive technology), and a
 * press on it neither takes focus nor counts as a click outside the panel.
 * While the pointer is on it, it stays put even if the page reflows under
 * it, so the button one is pressing is still there when the press ends.
 */
function usePlace(actor: TourActor, pointed: RefObject<boolean>): Place | null {
  const target = useSelector(actor, (s) => (s.matches({ running: 'explaining' }) || s.matches({ running: 'acting' }) ? currentStep(s.context)?.target ?? null : null));
  const visible = useSelector(actor, (s) => !s.matches('idle') && !s.matches('stopped'));
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    if (!visible) {
      setPlace(null);
      return;
    }
    // A new step (or its wait) places the bubble afresh, pointer or not: only within one step does it stay put under the pointer.
    let fresh = true;
    const measure = () => {
      const el = target ? findTarget(target) : null;
      const rect = el?.getBoundingClientRect() ?? null;
      const first = fresh;
      fresh = false;
      setPlace((p) => {
        // Only a placed bubble stays put: one shown before its target was there moves to it even under the pointer.
        const next = { rect, anchor: !first && p?.anchor && pointed.current ? p.anchor : rect };
        return p && JSON.stringify(p) === JSON.stringify(next) ? p : next;
      });
    };
    measure();
    const timer = setInterval(measure, 200);
    return () => clearInterval(timer);
  }, [target, visible, pointed]);
  return place;
}

/** Alt+Shift with the arrow pointing forward in the page's direction: the next step; the other arrow: the step before. */
const forwardKey = () => (document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
const backKey = () => (document.documentElement.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft');

/**
 * The bubble's Next and Back from the keyboard, and Escape to end it. A modal panel keeps focus
 * inside it, so Tab never reaches the bubble over one: these keys work
 * wherever focus is (listened for before the panel's own handlers).
 */
function useTourKeys(actor: TourActor) {
  const visible = useSelector(actor, (s) => s.matches('running'));
  useEffect(() => {
    if (!visible) return;
    const onKey = (e: KeyboardEvent) => {
      // Escape ends the tour, once no popup is left to close first (a panel, a dialog, a menu: the innermost goes first).
      if (e.key === 'Escape' && !e.altKey && !e.shiftKey && !e.ctrlKey && !e.metaKey) {
        if (!document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') && actor.getSnapshot().can({ type: 'tour.stop' })) actor.send({ type: 'tour.stop' });
        return;
      }
      if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return;
      const type = e.key === forwardKey() ? 'tour.next' : e.key === backKey() ? 'tour.back' : null;
      if (!type) return;
      e.preventDefault();
      e.stopPropagation();
      if (actor.getSnapshot().can({ type })) actor.send({ type });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [actor, visible]);
}

/** The guided tour's bubble: what the step explains, anchored to what it acts on, with Back, Next and Stop. */
export function TourBubble({ actor }: { actor: TourActor }) {
  const { t } = useTranslation('demo');
  const snap = useSelector(actor, (s) => s);
  const pointed = useRef(false);
  const own = useRef<HTMLElement>(null);
  // The bubble stays whole on screen: placed under a tall target (the calendar), a long text would push Next below the fold.
  useLayoutEffect(() => {
    const el = own.current;
    if (!el) return;
    const over = el.getBoundingClientRect().bottom - (window.innerHeight - 8);
    if (over > 0) el.style.top = `${Math.max(8, el.offsetTop - over)}px`;
  });
  const place = usePlace(actor, pointed);
  useTourKeys(actor);
  if (!place || snap.matches('idle') || snap.matches('stopped')) return null;
  const { tour, index, error } = snap.context;
  const step = currentStep(snap.context);
  const total = tour?.steps.length ?? 0;
  const { rect, anchor } = place;
  const width = 340;
  // Under a target wider than half the window (the leave calendar), the bubble sits at its end side: at its start it
  // covered the calendar's names (review s31, the demo's tour, step 2), where the later days matter less.
  const wideTarget = !!anchor && anchor.width > window.innerWidth / 2;
  const rtl = document.documentElement.dir === 'rtl';
  const style: React.CSSProperties = anchor
    ? {
        top: Math.min(anchor.bottom + 10, window.innerHeight - 190),
        left: Math.max(8, Math.min(wideTarget && !rtl ? anchor.right - width : anchor.left, window.innerWidth - width - 8)),
      }
    : // Nothing to point at yet (the step's screen is loading): the corner, clear of what loads in the middle.
      { bottom: 24, insetInlineEnd: Math.max(8, Math.min(24, (window.innerWidth - width) / 2)) };
  const send = (type: 'tour.next' | 'tour.back' | 'tour.stop' | 'tour.skip' | 'tour.retry' | 'tour.close') => actor.send({ type });
  const bubble = (
    <>
      {rect ? (
        <div
          className="tour-highlight"
          aria-hidden="true"
          style={{ top: rect.top - 4, left: rect.left - 4, width: rect.width + 8, height: rect.height + 8 }}
        />
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not a control: these handlers keep a press on the bubble from reaching the page (focus, click outside), its buttons are the controls */}
      <section
        ref={own}
        className="tour-bubble card"
        aria-label={tour ? t(tour.title) : ''}
        aria-live="polite"
        data-testid="tour-bubble"
        style={{ ...style, width }}
        // A click in the bubble is not a click outside the open panel or menu:
        // the pointer does not reach the page, and focus stays where the tour
        // put it (an open menu closes when focus leaves it).
        onPointerDown={(e) => e.stopPropagation()}
        onMouseDown={(e) => e.preventDefault()}
        onPointerEnter={() => (pointed.current = true)}
        onPointerLeave={() => (pointed.current = false)}
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
        {snap.matches('running') ? <p className="muted small tour-keys">{t('tour.keys')}</p> : null}
        <div className="page-actions">
          {snap.matches('finished') ? (
            <button type="button" className="btn btn-primary btn-small" onClick={() => send('tour.close')}>{t('tour.close')}</button>
          ) : (
            <>
              <button type="button" className="btn btn-small" onClick={() => send('tour.stop')}>{t('tour.stop')}</button>
              <button type="button" className="btn btn-small" aria-keyshortcuts={`Alt+Shift+${backKey()}`} disabled={!snap.can({ type: 'tour.back' })} onClick={() => send('tour.back')}>{t('tour.back')}</button>
              {snap.matches({ running: 'error' }) ? (
                <>
                  <button type="button" className="btn btn-small" onClick={() => send('tour.retry')}>{t('tour.retry')}</button>
                  <button type="button" className="btn btn-primary btn-small" onClick={() => send('tour.skip')}>{t('tour.skip')}</button>
                </>
              ) : (
                <button type="button" className="btn btn-primary btn-small" aria-keyshortcuts={`Alt+Shift+${forwardKey()}`} disabled={!snap.can({ type: 'tour.next' })} onClick={() => send('tour.next')}>
                  {index + 1 === total ? t('tour.finish') : t('tour.next')}
                </button>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
  return createPortal(bubble, document.body);
}
