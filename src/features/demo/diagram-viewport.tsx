import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useBoxSize } from '../../ui/use-box-size';

/**
 * A drawing wider than its box, opened where it reads and then zoomed and
 * moved by every hand: the wheel and a drag, +/−/0 and the arrows on the
 * focused view, a pinch and a drag with fingers (pointer events), and the
 * buttons the caller puts around it (zoomIn, zoomOut, fit: the whole
 * drawing). The zoom and offset are view state: nothing here is a lifecycle.
 */
interface View { scale: number; x: number; y: number }
/** The drawing's rectangle that the box shows, in the drawing's units. */
export interface Visible { x: number; y: number; width: number; height: number }
export interface ViewportControls { zoomIn(): void; zoomOut(): void; fit(): void; scale: number }

const MIN = 0.1;
const MAX = 4;
const STEP = 1.25;
const PAN = 40;
/** A small chart is not blown up past this on fitting. */
const FIT_MAX = 1.25;
/**
 * The smallest scale whose words read (about 10 px for the drawing's 14 px): a chart that would open smaller (a
 * session's, 27 % in a 720 px panel, persona review) opens at this scale around its live state; 'fit' shows it whole.
 */
const READABLE = 0.7;
/**
 * Opened wide (a box of 900 px or more that it fills), the whole chart is worth a smaller scale: the window shows most
 * of it at once (persona review: cut at 70 %). The column beside a panel fills its box too, but is a panel's width.
 */
const READABLE_WIDE = 0.55;
/** On a phone (a box under 560 px) either way: at 70 % the transitions' words read 7 px (persona review); at 85 %, 9. */
const READABLE_PHONE = 0.85;
const readableIn = (boxWidth: number, mode: string) => (boxWidth < 560 ? READABLE_PHONE : mode === 'fill' && boxWidth >= 900 ? READABLE_WIDE : READABLE);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function fitView(content: { width: number; height: number }, box: { width: number; height: number }): View {
  const scale = clamp(Math.min(box.width / content.width, box.height / content.height, FIT_MAX), MIN, MAX);
  return { scale, x: (box.width - content.width * scale) / 2, y: (box.height - content.height * scale) / 2 };
}

type Size = { width: number; height: number };
type Point = { x: number; y: number };

/** On one axis: the drawing centred if it is shorter than the box, else `at` in the middle, no edge pulled inside the box. */
const place = (content: number, box: number, at: number, scale: number) => (content * scale <= box ? (box - content * scale) / 2 : clamp(box / 2 - at * scale, box - content * scale, 0));

/** The view on open: the whole drawing when it reads so, else readable around `focus` (the live state) or the middle. */
function openView(content: Size, box: Size, readable: number, focus?: Point): View {
  const whole = fitView(content, box);
  if (whole.scale >= readable) return whole;
  const at = focus ?? { x: content.width / 2, y: content.height / 2 };
  return { scale: readable, x: place(content.width, box.width, at.x, readable), y: place(content.height, box.height, at.y, readable) };
}

/** The view after zooming by `factor` around a point of the box (the pointer, or the centre). */
function zoomAround(v: View, factor: number, cx: number, cy: number): View {
  const scale = clamp(v.scale * factor, MIN, MAX);
  const k = scale / v.scale;
  return { scale, x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k };
}

export function DiagramViewport(props: {
  /** The drawing's own size, in its units. */
  width: number;
  height: number;
  label: string;
  hint: string;
  /** 'panel': as tall as the drawing opened (within limits); 'fill': the whole box the parent gives. */
  mode: 'panel' | 'fill';
  /** Where to look first when the whole drawing would not read, in its units: the live state. */
  focus?: Point;
  /** The drawing; given the part of it in view (in its units), it can keep names at the visible edge. */
  children: ReactNode | ((visible: Visible) => ReactNode);
  toolbar(c: ViewportControls): ReactNode;
  testId?: string;
}) {
  const { width, height, mode } = props;
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const size = useBoxSize(box);
  const [view, setView] = useState<View | null>(null);
  // Until someone zooms or moves it, the drawing follows the box (a panel resized, a phone turned) and the live state:
  // as opened, or whole once 'fit' was asked.
  const follow = useRef<'open' | 'whole' | null>('open');

  // In the panel the box's height follows the drawing at its opening scale: a wide chart takes a strip, a tall one up to 60 % of the screen.
  const boxHeight = mode === 'panel' && size ? clamp(height * Math.max(Math.min(size.width / width, FIT_MAX), readableIn(size.width, mode)), 160, Math.max(200, (globalThis.innerHeight || 800) * 0.6)) : (size?.height ?? 0);
  const [fx, fy] = [props.focus?.x, props.focus?.y];
  const show = useCallback(
    (how: 'open' | 'whole') => {
      if (!size || !size.width || !boxHeight) return;
      follow.current = how;
      const content = { width, height };
      const box = { width: size.width, height: boxHeight };
      setView(how === 'whole' ? fitView(content, box) : openView(content, box, readableIn(box.width, mode), fx === undefined || fy === undefined ? undefined : { x: fx, y: fy }));
    },
    [size, boxHeight, width, height, fx, fy, mode],
  );
  const fit = () => show('whole');
  useEffect(() => {
    if (follow.current || !view) show(follow.current ?? 'open');
  }, [show]); // eslint-disable-line react-hooks/exhaustive-deps -- again when the box, the drawing or the live state changes, not on each move

  const change = useCallback((f: (v: View) => View) => {
    follow.current = null;
    setView((v) => (v ? f(v) : v));
  }, []);
  const centre = () => ({ cx: (size?.width ?? 0) / 2, cy: boxHeight / 2 });
  const zoomBy = (factor: number) => {
    const { cx, cy } = centre();
    change((v) => zoomAround(v, factor, cx, cy));
  };

  // The wheel zooms around the pointer; React's wheel listener is passive, so the page would scroll too.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      change((v) => zoomAround(v, Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [change]);

  // One pointer drags; two pinch (their distance zooms around their middle, which also drags).
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    // Captured, a drag goes on outside the box; a pointer the browser no longer knows (a synthetic one) is followed without.
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      /* followed by the box's own moves */
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const ps = pointers.current;
    const was = ps.get(e.pointerId);
    if (!was) return;
    const now = { x: e.clientX, y: e.clientY };
    if (ps.size === 1) change((v) => ({ ...v, x: v.x + now.x - was.x, y: v.y + now.y - was.y }));
    else if (ps.size === 2) {
      const other = [...ps.entries()].find(([id]) => id !== e.pointerId)![1];
      const r = e.currentTarget.getBoundingClientRect();
      const before = Math.hypot(was.x - other.x, was.y - other.y) || 1;
      const after = Math.hypot(now.x - other.x, now.y - other.y) || 1;
      const mid = { x: (now.x + other.x) / 2 - r.left, y: (now.y + other.y) / 2 - r.top };
      const dx = (now.x - was.x) / 2;
      const dy = (now.y - was.y) / 2;
      change((v) => zoomAround({ ...v, x: v.x + dx, y: v.y + dy }, after / before, mid.x, mid.y));
    }
    ps.set(e.pointerId, now);
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => void pointers.current.delete(e.pointerId);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [PAN, 0], ArrowRight: [-PAN, 0], ArrowUp: [0, PAN], ArrowDown: [0, -PAN] };
    if (e.key === '+' || e.key === '=') zoomBy(STEP);
    else if (e.key === '-' || e.key === '−' || e.key === '_') zoomBy(1 / STEP);
    else if (e.key === '0') fit();
    else if (moves[e.key]) {
      const [dx, dy] = moves[e.key]!;
      change((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    } else return;
    e.preventDefault();
  };

  const controls: ViewportControls = { zoomIn: () => zoomBy(STEP), zoomOut: () => zoomBy(1 / STEP), fit, scale: view?.scale ?? 1 };
  return (
    <div className={`diagram-frame diagram-frame-${mode}`}>
      {props.toolbar(controls)}
      {/* A drawing moved and zoomed by hand: it takes focus for its keys (WCAG 2.1.1), as a named group, like a scroll region. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys, drag and pinch above are this group's own controls */}
      <div
        ref={box}
        className="diagram-viewport"
        data-testid={props.testId}
        data-scale={view ? view.scale.toFixed(3) : undefined}
        role="group"
        aria-label={props.label}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus is how the keyboard reaches the zoom and pan keys
        tabIndex={0}
        style={mode === 'panel' ? { height: boxHeight || 200 } : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {view && size ? (
          <svg width={size.width} height={boxHeight} role="img" aria-label={props.label}>
            <g transform={`translate(${view.x},${view.y}) scale(${view.scale})`}>
              {typeof props.children === 'function' ? props.children({ x: -view.x / view.scale, y: -view.y / view.scale, width: size.width / view.scale, height: boxHeight / view.scale }) : props.children}
            </g>
          </svg>
        ) : null}
      </div>
      <p id={hintId} className="muted small diagram-hint">
        {props.hint}
      </p>
    </div>
  );
}
