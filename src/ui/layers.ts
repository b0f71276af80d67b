import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape closes the innermost layer only (issue 34 item 4): a picker drawn
 * by us (emoji, date, a combobox's list) inside a menu, a dialog or a side
 * panel. Radix's menus and dialogs stack their own layers and hear Escape on
 * the document, capturing; our popups are heard first, on the window,
 * capturing, and the key goes no further, so the panel around them (and what
 * is typed in it) stays. One listener for every popup of ours.
 */
interface Layer {
  el: RefObject<HTMLElement | null>;
  close(): void;
  focusBack?: RefObject<HTMLElement | null>;
}
const layers: Layer[] = [];

/** A menu or dialog of Radix's opened over our popup (it holds the focus and not the popup): Escape is its own. */
function radixAbove(layer: Layer, target: EventTarget | null) {
  const el = layer.el.current;
  if (!el || !(target instanceof Element) || el.contains(target)) return false;
  const outer = target.closest('[role=menu], [role=dialog], [role=alertdialog]');
  return !!outer && !outer.contains(el);
}

function onKeyDown(e: KeyboardEvent) {
  if (e.key !== 'Escape' || e.isComposing) return;
  const top = layers.at(-1);
  if (!top || radixAbove(top, e.target)) return;
  e.preventDefault();
  e.stopPropagation();
  top.close();
  top.focusBack?.current?.focus();
}
if (typeof window !== 'undefined') window.addEventListener('keydown', onKeyDown, true);

/** While `open`, the popup drawn in `el` is the innermost layer: Escape calls `close`, then focus goes back to `focusBack`. */
export function useEscapeLayer(open: boolean, close: () => void, el: RefObject<HTMLElement | null>, focusBack?: RefObject<HTMLElement | null>) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { el, close: () => closeRef.current(), focusBack };
    layers.push(layer);
    return () => {
      const at = layers.indexOf(layer);
      if (at >= 0) layers.splice(at, 1);
    };
  }, [open, el, focusBack]);
}
