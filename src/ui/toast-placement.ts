/**
 * Where the toasts sit so that they never cover the buttons of the panel in
 * front (issue 34): beside the panel when the screen has room on its free
 * side (1440 px: a 520, 720 or 960 px panel leaves 480 px or more), otherwise
 * (a phone, where the panel takes the whole width) just above its footer.
 * With no panel in front they sit in the header's band ('band'), the newest
 * alone and no taller than the header: in a corner of the page they covered
 * the next rows' buttons of a list being decided, on a phone and at 1440 px
 * alike (issue 36 item 1), and the page scrolls under a corner but never under
 * the header. A panel without a footer keeps the corner.
 */
export interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
}
export interface Placement {
  /** The side of the screen, as the writing direction reads it; or over the header's band, centred. */
  side: 'start' | 'end' | 'band';
  /** Distance from the bottom of the viewport to the region's bottom edge, in px. */
  bottom: number;
  /** In the header's band: distance from the top of the viewport to the region's top edge, in px. */
  top?: number;
  /**
   * In the header's band, where the header has room between its brand and its tools: the region's distances from
   * the viewport's left and right edges (the toast is centred there), so that it covers none of the header's buttons
   * (persona review s38: a long toast lay over the tasks, home and search icons for its six seconds).
   * Without room for a long title (a phone, 1024 px) the toast takes the band's width.
   */
  inset?: { left: number; right: number };
}

/**
 * In the header's band one toast shows at a time: the newest that offers an action (a held decision's 'Annuler':
 * its window must not be hidden), else the newest. An earlier failure does not stay in front of a later success: the
 * person who retried and succeeded, then deleted the note, read the old failure instead of 'Note supprimée' (the model
 * walk through the UI, expenseNote path 2). The others wait behind it, and show again as it goes.
 */
export function frontToast<T extends { id: number; action?: unknown }>(toasts: readonly T[]): number | undefined {
  return [...toasts].reverse().find((t) => !!t.action)?.id ?? toasts.at(-1)?.id;
}

/** The region's margin (1rem) and its widest (CSS: max-width min(420px, 92vw)). */
export const TOAST_MARGIN = 16;
export const toastWidth = (viewportWidth: number) => Math.min(420, 0.92 * viewportWidth);
const GAP = 8;
/** Inside the header's band, the toast keeps this far from its edges (CSS: its height is the header's less twice this). */
const BAND_INSET = 4;
/**
 * The header's free span must hold a toast this wide to be the band's place: a long title on the band's two lines
 * ('Note « Séminaire équipe » de Hamza Tahiri validée', its Arabic) with its 'Annuler'. At 1024 px the span is about
 * 360 px, where such a title lost the person's name (persona review s40): there the toast takes the band, over the
 * header's icons for its seconds, as on a phone; from 1280 px (600 px and more) it keeps to the span.
 */
export const BAND_MIN_WIDTH = 440;

export function toastPlacement(o: { width: number; height: number; rtl: boolean; panel: Box | null; footer: Box | null; header?: Box | null; free?: Box | null }): Placement {
  const corner: Placement = { side: 'end', bottom: TOAST_MARGIN };
  if (!o.panel) {
    // The header may stand below the demo bar, or have scrolled to the top on a phone: the band follows it.
    const band: Placement = { side: 'band', bottom: TOAST_MARGIN, top: Math.max(0, Math.round(o.header?.top ?? 0)) + BAND_INSET };
    const gap = o.free && o.free.right - o.free.left - 2 * GAP >= BAND_MIN_WIDTH ? o.free : null;
    return gap ? { ...band, inset: { left: Math.round(gap.left) + GAP, right: Math.round(o.width - gap.right) + GAP } } : band;
  }
  // The panel stands at the inline end; the free side is the other one.
  const free = o.rtl ? o.width - o.panel.right : o.panel.left;
  if (free >= toastWidth(o.width) + 2 * TOAST_MARGIN) return { side: 'start', bottom: TOAST_MARGIN };
  if (!o.footer) return corner;
  return { side: 'end', bottom: Math.max(TOAST_MARGIN, Math.round(o.height - o.footer.top + GAP)) };
}

/** The panel in front (the last one opened) and its footer, and the app's header, read from the page. */
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
    header: doc.querySelector<HTMLElement>('.app-header')?.getBoundingClientRect() ?? null,
    // The header's flexible gap between its brand and its tools (header.tsx).
    free: doc.querySelector<HTMLElement>('.app-header > .header-spacer')?.getBoundingClientRect() ?? null,
  });
}
