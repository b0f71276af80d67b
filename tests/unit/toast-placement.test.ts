import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { BAND_MIN_WIDTH, frontToast, toastPlacement, toastWidth, TOAST_MARGIN, type Box, type Placement } from '../../src/ui/toast-placement';

/** The side panel as app.css lays it out: at the inline end, full height, its footer at the bottom. */
function panelAt(width: number, height: number, panelWidth: number, rtl: boolean, footerHeight: number) {
  const w = Math.min(panelWidth, width);
  const panel: Box = rtl ? { left: 0, right: w, top: 0, bottom: height } : { left: width - w, right: width, top: 0, bottom: height };
  const footer: Box = { ...panel, top: height - footerHeight };
  return { panel, footer };
}

/** The region's box: fixed at the bottom of the viewport, on the side chosen, as wide as it may grow, five toasts high at most. */
function regionBox(p: Placement, width: number, height: number, rtl: boolean, regionHeight = 90): Box {
  const w = toastWidth(width);
  const atLeft = (p.side === 'start') !== rtl;
  const left = atLeft ? TOAST_MARGIN : width - TOAST_MARGIN - w;
  return { left, right: left + w, bottom: height - p.bottom, top: height - p.bottom - regionHeight };
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const rtl of [false, true]) {
  test(`1440 px${rtl ? ', right to left' : ''}: beside every panel (520, 720, 960 px), clear of the whole panel`, () => {
    for (const panelWidth of [520, 720, 960]) {
      const { panel, footer } = panelAt(1440, 900, panelWidth, rtl, 64);
      const p = toastPlacement({ width: 1440, height: 900, rtl, panel, footer });
      assert.is(p.side, 'start', `a ${panelWidth} px panel leaves room beside it`);
      assert.not.ok(overlaps(regionBox(p, 1440, 900, rtl), panel), `the toasts do not cover the ${panelWidth} px panel`);
    }
  });

  test(`390 px${rtl ? ', right to left' : ''}: the panel takes the width, the toasts sit above its footer's buttons, however tall the footer`, () => {
    for (const footerHeight of [70, 124, 180]) {
      const { panel, footer } = panelAt(390, 844, 520, rtl, footerHeight);
      const p = toastPlacement({ width: 390, height: 844, rtl, panel, footer });
      const region = regionBox(p, 390, 844, rtl);
      assert.not.ok(overlaps(region, footer), `a ${footerHeight} px footer is not covered`);
      assert.ok(region.bottom <= footer.top - 4 && region.bottom >= footer.top - 16, 'just above it, not far away');
      // The corner of before covered it: the test fails on that placement.
      assert.ok(overlaps(regionBox({ side: 'end', bottom: TOAST_MARGIN }, 390, 844, rtl), footer));
    }
  });
}

test('1024 px with a 960 px panel: no room beside it, so above its footer', () => {
  const { panel, footer } = panelAt(1024, 768, 960, false, 64);
  const p = toastPlacement({ width: 1024, height: 768, rtl: false, panel, footer });
  assert.is(p.side, 'end');
  assert.not.ok(overlaps(regionBox(p, 1024, 768, false), footer));
});

test("no panel in front: over the header's band, wherever the header stands (under the demo bar, or stuck to the top), clear of the page's rows; a panel without a footer: the corner", () => {
  // Issue 36 item 1: in the corner, the toast of a decision covered the next rows' buttons; the page scrolls under a
  // corner, never under the header.
  for (const [width, height] of [[1440, 1000], [390, 844]])
    for (const headerTop of [0, 34]) {
      const header: Box = { left: 0, right: width, top: headerTop, bottom: headerTop + 56 };
      const p = toastPlacement({ width, height, rtl: false, panel: null, footer: null, header });
      assert.is(p.side, 'band');
      assert.ok(p.top! >= header.top && p.top! + 48 <= header.bottom, `${width} px, header at ${headerTop}: within the header's height`);
    }
  const { panel } = panelAt(390, 844, 520, false, 0);
  assert.equal(toastPlacement({ width: 390, height: 844, rtl: false, panel, footer: null }), { side: 'end', bottom: TOAST_MARGIN });
});

test("persona review s38: in the band the toast keeps to the header's free span, clear of its buttons, where that span holds a long title; at 1024 px and on a phone it takes the band", () => {
  for (const rtl of [false, true]) {
    // 1280 px: the brand takes 210 px at one end, the tools 454 px at the other.
    const free: Box = rtl ? { left: 454, right: 1070, top: 34, bottom: 90 } : { left: 210, right: 826, top: 34, bottom: 90 };
    const header: Box = { left: 0, right: 1280, top: 34, bottom: 90 };
    const p = toastPlacement({ width: 1280, height: 800, rtl, panel: null, footer: null, header, free });
    assert.is(p.side, 'band');
    assert.ok(p.inset, 'the band is the free span');
    const left = p.inset!.left;
    const right = 1280 - p.inset!.right;
    assert.ok(left >= free.left && right <= free.right && right - left >= BAND_MIN_WIDTH, `${left}–${right} within ${free.left}–${free.right}${rtl ? ', right to left' : ''}`);
  }
  // 1024 px: a 360 px span would cut a long title on its two lines (persona review s40): the band's whole width.
  const narrow = toastPlacement({ width: 1024, height: 768, rtl: false, panel: null, footer: null, header: { left: 0, right: 1024, top: 34, bottom: 90 }, free: { left: 210, right: 570, top: 34, bottom: 90 } });
  assert.is(narrow.inset, undefined);
  // 390 px: the tools leave the spacer a few dozen pixels; the toast covers the header as before.
  const phone = toastPlacement({ width: 390, height: 844, rtl: false, panel: null, footer: null, header: { left: 0, right: 390, top: 34, bottom: 90 }, free: { left: 150, right: 200, top: 34, bottom: 90 } });
  assert.equal(phone, { side: 'band', bottom: TOAST_MARGIN, top: 38 });
});

test('in the header band, the toast in front: an undo before all, then the newest', () => {
  const done = { id: 1, kind: 'success' };
  const failed = { id: 2, kind: 'error' };
  const held = { id: 3, kind: 'info', action: { label: 'toast.undo' } };
  const later = { id: 4, kind: 'success' };
  assert.is(frontToast([done, later]), 4, 'the newest');
  assert.is(frontToast([failed, later]), 4, 'a later success is read, not an earlier failure the person may have retried since');
  assert.is(frontToast([failed, held, later]), 3, "a decision's undo window is never hidden");
  assert.is(frontToast([]), undefined);
});

test('the stylesheet places the region by what the placement decides', () => {
  const css = readFileSync('src/styles/app.css', 'utf8');
  const rule = (sel: string) => css.match(new RegExp(`^\\${sel} \\{([^}]*)\\}`, 'm'))?.[1] ?? '';
  assert.match(rule('.toast-region'), /bottom: var\(--toast-bottom, 1rem\)/);
  assert.match(rule('.toast-region'), /max-width: min\(420px, 92vw\)/, 'the width toastWidth() assumes');
  assert.match(rule('.toast-region-start'), /inset-inline-start: 1rem/);
  assert.match(rule('.toast-region-start'), /inset-inline-end: auto/);
  assert.match(rule('.toast-region-band'), /top: var\(--toast-top/);
  assert.match(rule('.toast-region-band'), /left: var\(--toast-band-left, \.5rem\); right: var\(--toast-band-right, \.5rem\)/, "the header's free span, when the placement gives one");
  assert.match(rule('.toast-region-band .toast'), /height: calc\(var\(--header-h\) - \.5rem\)/, 'no taller than the header, less twice the inset');
});

test.run();
