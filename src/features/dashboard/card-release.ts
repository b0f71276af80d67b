import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { createStore } from '../../domain/store';

/**
 * When a dashboard card may load its code and its data (issue 25: the main
 * thread after the first paint). A card in view is released at once, one
 * below the fold when the person scrolls to within a quarter screen of it:
 * what a phone shows first is not held up by the evaluation, the answers and
 * the renders of cards nobody has looked at yet. A card's frame and skeleton
 * stand at their final size meanwhile: nothing moves when it comes. Released
 * is for the session of the page: back on the dashboard, each card loads at once.
 *
 * Kept under issue 35's rule (a scheduler stays only with a measured gain of
 * 10 % or more). Lighthouse mobile on the production dashboard, audits of
 * each build in turn on this 2-core machine: on 4 December 2026 (load 0.7,
 * five each) the cards below the fold released one by one in idle time
 * against every card at once, blocking time 201 against 427 ms (medians);
 * on 6 December 2026 (load under 1 at the start, eight each) the cards below
 * the fold left until the person comes near them, against that idle queue:
 * 208 against 382 ms (148–314 against 106–823), and 387 against 552 ms in a
 * first series of six: the idle queue's cards each made a long task of their
 * own while the page was being audited, for a card nobody had scrolled to.
 */
/** The cards released so far (the one store: src/domain/store.ts). */
const released = createStore<ReadonlySet<string>>(new Set());

const isReleased = (key: string) => released.get().has(key);
const release = (key: string) => released.set((s) => (s.has(key) ? s : new Set(s).add(key)));

/** Whether the card `key`, drawn in `ref`, may load now; it is released once near the viewport. */
export function useCardReleased(key: string, ref: RefObject<Element | null>): boolean {
  const shown = useSyncExternalStore(released.subscribe, () => isReleased(key), () => true);
  useEffect(() => {
    const el = ref.current;
    if (isReleased(key)) return;
    if (!el || typeof IntersectionObserver === 'undefined') return release(key);
    // Not measured here (that would lay out the whole page inside this task): the observer reports after the frame.
    // From 768 px the page scrolls in its main region (app.css), which clips the cards: the quarter screen ahead is
    // that region's, or the viewport's margin would never reach a card below the region's edge (persona review s34:
    // at 1440 px a card 181 px below the fold still waited, and loaded only once in view).
    const main = el.closest('.app-main');
    const root = main && getComputedStyle(main).overflowY !== 'visible' ? main : null;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) release(key);
    }, { root, rootMargin: '25% 0px' });
    io.observe(el);
    const stop = () => io.disconnect();
    const off = released.subscribe(() => isReleased(key) && stop());
    return () => {
      stop();
      off();
    };
  }, [key, ref]);
  return shown;
}
