/**
 * FullCalendar's timeline scrolls its days in a frame of its own (on a phone,
 * sideways too) that the keyboard cannot reach when no focusable event is
 * drawn in it (axe: scrollable-region-focusable). Its scrolling frames (an
 * inline `overflow: auto`) are made tab stops, again whenever FullCalendar
 * redraws them. They sit inside FullCalendar's role=grid, which allows only
 * rows there: a named role=region would break the grid, so the frame stays a
 * plain tab stop and what is read there is the grid's cells. Returns the
 * stop function.
 */
export function keepScrollersFocusable(root: HTMLElement): () => void {
  const mark = () => {
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('[style*="overflow: auto;"]'))) if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
  };
  mark();
  let frame = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(mark);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
  };
}
