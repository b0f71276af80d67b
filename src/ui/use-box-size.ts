import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * An element's inner size (clientWidth and clientHeight), followed as it changes (a panel resized, a phone turned); null
 * until first measured. The same object while the size holds, so a reader is not drawn again for nothing.
 */
export function useBoxSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize((s) => (s && s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    // jsdom (the component tests) has none: the size measured once.
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, [ref]);
  return size;
}
