/**
 * Where the toasts sit so that they never cover the buttons of the panel in
 * front (issue 34): beside the panel when the screen has room on its free
 * side (1440 px: a 520, 720 or 960 px panel leaves 480 px or more), otherwise
 * (a phone, where the panel takes the whole width) just above its footer.
 * With no panel, or a panel without a footer, they keep their corner.
 */
export interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
}
export interface Placement {
  /** The side of the screen, as the writing direction reads it. */
  side: 'start' | 'end';
  /** Distance from the bottom of the viewport to the region's bottom edge, in px. */
  bottom: number;
}

/** The region's margin (1rem) and its widest (CSS: max-width min(420px, 92vw)). */
export const TOAST_MARGIN = 16;
export const toastWidth = (viewportWidth: number) => Math.min(420, 0.92 * viewportWidth);
const GAP = 8;

export function toastPlacement(o: { width: number; height: number; rtl: boolean; panel: Box | null; footer: Box | null }): Placement {
  const corner: Placement = { side: 'end', bottom: TOAST_MARGIN };
  if (!o.panel) return corner;
  // The panel stands at the inline end; the free side is the other one.
  const free = o.rtl ? o.width - o.panel.right : o.panel.left;
  if (free >= toastWidth(o.width) + 2 * TOAST_MARGIN) return { side: 'start', bottom: TOAST_MARGIN };
  if (!o.footer) return corner;
  return { side: 'end', bottom: Math.max(TOAST_MARGIN, Math.round(o.height - o.footer.top + GAP)) };
}

/** The panel in front (the last one opened) and its footer, read from the page. */
export function placementInPage(doc: Document = document): Placement {
  const panels = doc.querySelectorAll<HTMLElement>('.side-panel');
  const panel = panels.length ? panels[panels.length - 1] : null;
  const footer = panel?.querySelector<HTMLElement>(':scope > .side-panel-footer') ?? null;
  const view = doc.defaultView;
  return toastPlacement({
    width: view?.innerWidth ?? 0,
    height: view?.innerHeight ?? 0,
    rtl: doc.documentElement.dir === 'rtl',
    panel: panel?.getBoundingClientRect() ?? null,
    footer: footer?.getBoundingClientRect() ?? null,
  });
}
