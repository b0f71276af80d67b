import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { createStore } from '../../domain/store';

/**
 * When a dashboard card may load its code and its data (issue 25: the main
 * thread after the first paint). A card in view is released at once, one
 * scrolled to within a quarter screen of it as it comes; the others wait for idle time,
 * one at a time in the page's order, so what a phone shows first is not held
 * up by the evaluation, the answers and the renders of cards below the fold.
 * A card's frame and skeleton stand at their final size meanwhile: nothing
 * moves when it comes. Released is for the session of the page: back on the
 * dashboard, each card loads at once.
 *
 * Kept under issue 35's rule (a scheduler stays only with a measured gain of
 * 10 % or more), measured 4 December 2026 side by side on a quiet machine
 * (load 0.7): Lighthouse mobile on the production dashboard, five audits of
 * each build in turn, this queue against every card released at once:
 * performance 97 against 90, total blocking time 201 ms against 427 ms
 * (medians; 53 % less blocking).
 */
/** The cards released so far (the one store: src/domain/store.ts). */
const released = createStore<ReadonlySet<string>>(new Set());
const waiting: string[] = [];
let idleRunning = false;

const isReleased = (key: string) => released.get().has(key);
const release = (key: string) => released.set((s) => (s.has(key) ? s : new Set(s).add(key)));

/** The first card waits this long after the page's first render before idle time is looked for: the first screen's own work goes first. */
const IDLE_AFTER_MS = 1500;

const whenIdle = (job: () => void) => ('requestIdleCallback' in globalThis ? requestIdleCallback(job, { timeout: 4000 }) : setTimeout(job, 50));

/** One card a quiet moment: the next waits for the following one, so their work does not land in one long task. */
function releaseNextWhenIdle() {
  if (idleRunning) return;
  idleRunning = true;
  const next = () => {
    const key = waiting.shift();
    if (key === undefined) {
      idleRunning = false;
      return;
    }
    if (isReleased(key)) return next();
    release(key);
    // Its code and data go out now; the next card after another quiet moment.
    setTimeout(() => whenIdle(next), 200);
  };
  setTimeout(() => whenIdle(next), IDLE_AFTER_MS);
}

/** Whether the card `key`, drawn in `ref`, may load now; it is released when near the viewport or in idle time. */
export function useCardReleased(key: string, ref: RefObject<Element | null>): boolean {
  const shown = useSyncExternalStore(released.subscribe, () => isReleased(key), () => true);
  useEffect(() => {
    const el = ref.current;
    if (isReleased(key)) return;
    if (!el || typeof IntersectionObserver === 'undefined') return release(key);
    // Not measured here (that would lay out the whole page inside this task): the observer reports after the frame.
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) release(key);
    }, { rootMargin: '25% 0px' });
    io.observe(el);
    if (!waiting.includes(key)) waiting.push(key);
    releaseNextWhenIdle();
    const stop = () => io.disconnect();
    const off = released.subscribe(() => isReleased(key) && stop());
    return () => {
      stop();
      off();
    };
  }, [key, ref]);
  return shown;
}
