/**
 * Where the screen is left visible, for side panels on a phone (issue 22).
 * Chrome and Firefox on Android shrink the layout viewport when the
 * on-screen keyboard opens (interactive-widget=resizes-content in
 * index.html), so 100dvh already ends above it; Safari on iOS keeps the
 * layout viewport and moves the visual one: the panel follows the visual
 * viewport's top and height through two custom properties (CSSOM, allowed
 * under style-src 'self'). Not while zoomed in: the panel then keeps its size.
 */
export function followVisualViewport() {
  const vv = typeof window !== 'undefined' ? window.visualViewport : null;
  if (!vv) return;
  const root = document.documentElement.style;
  const update = () => {
    if (Math.abs(vv.scale - 1) > 0.01) return;
    root.setProperty('--visual-top', `${Math.round(vv.offsetTop)}px`);
    root.setProperty('--visual-height', `${Math.round(vv.height)}px`);
  };
  vv.addEventListener('resize', update);
  vv.addEventListener('scroll', update);
  update();
}
