import { useEffect, useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { TakenTransition } from '../../kernel/inspection';
import { fillPlaceholders } from '../../i18n/i18n';
import { formatPercent } from '../../i18n/format';
import { activeIds, diagramGraph, type ChartNode, type ElkEdge, type ElkNode } from './diagram-graph';
import { chartWords, lookupOf, type ChartWords } from './chart-words';
import { DiagramViewport, type ViewportControls, type Visible } from './diagram-viewport';

type Layout = ElkNode & { width: number; height: number };
type Chart = { root: ChartNode; id: string };
type Direction = 'RIGHT' | 'LEFT' | 'DOWN';

// ELK's layout engine (about 1.6 MB) loads with the first diagram; its bundled build lays out on the page's own thread, with no eval (strict CSP).
let elk: Promise<{ layout(g: ElkNode): Promise<Layout> }> | null = null;
const engine = () => (elk ??= import('elkjs/lib/elk.bundled.js').then((m) => new m.default() as unknown as { layout(g: ElkNode): Promise<Layout> }));

const layouts = new WeakMap<object, Map<string, Promise<Layout>>>();
/** One layout per machine and labelling (language, ids or words): the live state only changes what is highlighted. */
function layoutOf(machine: Chart, key: string, words: ChartWords, direction: Direction): Promise<Layout> {
  const mine = layouts.get(machine) ?? layouts.set(machine, new Map()).get(machine)!;
  let l = mine.get(key);
  if (!l) {
    const graph = diagramGraph(machine.root, { stateText: (s) => words.state(machine.id, s.path ?? [s.key]), eventText: (type) => words.event(machine.id, type), direction });
    mine.set(key, (l = engine().then((e) => e.layout(graph))));
  }
  return l;
}

const flatten = (n: ElkNode, depth = 0, out: Array<{ n: ElkNode; depth: number }> = []) => {
  for (const c of n.children ?? []) {
    out.push({ n: c, depth });
    flatten(c, depth + 1, out);
  }
  return out;
};

const path = (e: ElkEdge) =>
  (e.sections ?? []).map((s) => `M${s.startPoint.x},${s.startPoint.y} ${(s.bendPoints ?? []).map((p) => `L${p.x},${p.y} `).join('')}L${s.endPoint.x},${s.endPoint.y}`).join(' ');

const PAD = 10;

/** The middle of the live state's boxes (the innermost ones), in the drawing's units: where a chart too big to read whole opens. */
function liveSpot(layout: Layout, active: Set<string>) {
  const on = flatten(layout).filter(({ n }) => active.has(n.id) && !n.children?.length).map(({ n }) => n);
  if (!on.length) return undefined;
  const [x0, y0] = [Math.min(...on.map((n) => n.x ?? 0)), Math.min(...on.map((n) => n.y ?? 0))];
  const [x1, y1] = [Math.max(...on.map((n) => (n.x ?? 0) + (n.width ?? 0))), Math.max(...on.map((n) => (n.y ?? 0) + (n.height ?? 0)))];
  return { x: PAD + (x0 + x1) / 2, y: PAD + (y0 + y1) / 2 };
}

/** A compound's name: below its top edge, stacked under its ancestors' names when they are held at the view's edge. */
const NAME_DROP = 16;
const NAME_STEP = 18;

/**
 * Where a compound state's name is drawn: in its top corner (the right one in Arabic) while that corner is in view;
 * zoomed in on a state deep inside, at the visible top corner of the box instead, as long as some of the box shows,
 * like a list's sticky heading (persona review: at 85 % the session's 'connecté' sat 430 px off the frame, 'actif'
 * alone in view with no way to tell what it is part of).
 */
function nameSpot(n: ElkNode, depth: number, rtl: boolean, visible?: Visible) {
  const [x, y, w, h] = [n.x ?? 0, n.y ?? 0, n.width ?? 0, n.height ?? 0];
  const labelWidth = n.labels?.[0]?.width ?? 0;
  const natural = { x: rtl ? x + w - 8 : x + 8, y: y + NAME_DROP };
  if (!visible) return { ...natural, held: false };
  // The view in the drawing's own frame (Drawing is moved by PAD).
  const [vx, vy] = [visible.x - PAD, visible.y - PAD];
  // Along the top: from the corner towards the other side, never past it (the name stays inside its box).
  const far = Math.max(0, w - 16 - labelWidth);
  const along = rtl ? clamp(vx + visible.width - 8, x + w - 8 - far, x + w - 8) : clamp(vx + 8, x + 8, x + 8 + far);
  // Down: under the names of the boxes around it that are held too, never below its own box.
  const down = clamp(vy + NAME_DROP + depth * NAME_STEP, y + NAME_DROP, Math.max(y + NAME_DROP, y + h - 6));
  return { x: along, y: down, held: along !== natural.x || down !== natural.y };
}
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The drawing itself: states as boxes (children inside their parent), transitions as labelled arrows. */
function Drawing({ layout, active, last, rtl, visible }: { layout: Layout; active: Set<string>; last: TakenTransition[]; rtl: boolean; visible?: Visible }) {
  const isLast = (e: ElkEdge) => last.some((x) => x.source === e.source && x.event === e.event && x.index === e.index && x.targets.includes(e.targets[0]!));
  const edges = (layout.edges as ElkEdge[] | undefined) ?? [];
  // The last transition is drawn after the others, so no arrow crosses over it.
  const ordered = [...edges.filter((e) => !isLast(e)), ...edges.filter(isLast)];
  // The panel's drawing and the wide one are on the page together: each its own markers.
  const arrow = `diagram-arrow${useId().replace(/:/g, '')}`;
  return (
    <g transform={`translate(${PAD},${PAD})`} direction="ltr">
      <defs>
        <marker id={arrow} className="diagram-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
        <marker id={`${arrow}-last`} className="diagram-arrow-last" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      {flatten(layout).map(({ n }) => {
        const on = active.has(n.id);
        const compound = !!n.children?.length;
        const x = n.x ?? 0;
        const w = n.width ?? 0;
        // A leaf names itself in its middle; a box with children, above the arrows (below).
        return (
          <g key={n.id} className={`diagram-state${on ? ' is-active' : ''}${compound ? ' is-compound' : ''}`} data-state={n.id} data-active={on || undefined}>
            <rect x={x} y={n.y} width={w} height={n.height} rx={6} />
            {compound ? null : (
              <text x={x + w / 2} y={(n.y ?? 0) + (n.height ?? 30) / 2 + 4} textAnchor="middle">
                {n.labels?.[0]?.text}
              </text>
            )}
          </g>
        );
      })}
      {ordered.map((e) => {
        const lastOne = isLast(e);
        const label = e.labels?.[0];
        return (
          <g key={e.id} className={`diagram-transition${lastOne ? ' is-last' : ''}`} data-event={e.event || 'always'} data-last={lastOne || undefined}>
            <path d={path(e)} markerEnd={lastOne ? `url(#${arrow}-last)` : `url(#${arrow})`} />
            {label?.x !== undefined ? (
              <text x={label.x} y={(label.y ?? 0) + 10} className="diagram-event">
                {label.text}
              </text>
            ) : null}
          </g>
        );
      })}
      {/* The compounds' names last, over the arrows: held at the view's edge they cross them. */}
      {flatten(layout)
        .filter(({ n }) => n.children?.length)
        .map(({ n, depth }) => {
          const spot = nameSpot(n, depth, rtl, visible);
          return (
            <text key={n.id} className={`diagram-compound-name${active.has(n.id) ? ' is-active' : ''}`} data-name-of={n.id} data-held={spot.held || undefined} x={spot.x} y={spot.y} textAnchor={rtl ? 'end' : 'start'}>
              {n.labels?.[0]?.text}
            </text>
          );
        })}
    </g>
  );
}

/**
 * The selected statechart drawn, in the interface language (ids on demand):
 * opened where it reads (whole, or around its live state), zoomed and moved by mouse, keyboard and
 * touch, or opened wide in a dialog of its own; the states the actor is in
 * filled with the accent colour, the last transition it took in a colour of
 * its own, drawn on top.
 */
/** The chart laid out in the UI language (or as ids), flowing as asked; null while ELK works, 'failed' if it cannot. */
function useLayout(chart: Chart, ids: boolean, direction: Direction): Layout | null | 'failed' {
  const { t, i18n } = useTranslation(['demo', 'statecharts']);
  const lang = i18n.language;
  const [layout, setLayout] = useState<Layout | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    setLayout(null);
    layoutOf(chart, `${lang}|${ids}|${direction}`, chartWords(lookupOf(t), ids), direction).then(
      (l) => live && setLayout(l),
      () => live && setLayout('failed'),
    );
    return () => {
      live = false;
    };
  }, [chart, lang, ids, direction]); // eslint-disable-line react-hooks/exhaustive-deps -- t follows lang
  return layout;
}

/** The scale at which a layout fits whole in a box. */
const fitScale = (l: Layout, box: { width: number; height: number }) => Math.min(box.width / (l.width + 2 * PAD), box.height / (l.height + 2 * PAD));

/**
 * `box`: the drawing takes the box it is given (a panel's chart beside it), not a height of its own, and flows the way
 * that fits it best, across or downwards (review s31: a chart laid across, in a column beside the leave form, was cut
 * at both sides with empty room above and below).
 */
export function MachineDiagram({ machine, value, lastTransitions, box }: { machine: unknown; value: unknown; lastTransitions: TakenTransition[]; box?: { width: number; height: number } }) {
  const { t, i18n } = useTranslation(['demo', 'statecharts']);
  const chart = machine as Chart;
  const [ids, setIds] = useState(false);
  const [wide, setWide] = useState(false);
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const across: Direction = rtl ? 'LEFT' : 'RIGHT';
  // Opened wide on a phone held upright, the chart flows downwards: the screen's height is where the room is.
  const upright = wide && (globalThis.innerHeight ?? 0) > (globalThis.innerWidth ?? 0);
  const found = useLayout(chart, ids, across);
  const foundWide = useLayout(chart, ids, upright ? 'DOWN' : across);
  // Laid out downwards too when it has a box to fit (the same key as across otherwise: ELK runs once).
  const foundDown = useLayout(chart, ids, box ? 'DOWN' : across);
  const down = box && foundDown && foundDown !== 'failed' && found && found !== 'failed' && fitScale(foundDown, box) > fitScale(found, box) ? foundDown : null;
  const layout = found === 'failed' ? null : (down ?? found);
  const failed = found === 'failed';
  if (failed) return <p className="banner banner-error" role="alert">{t('inspector.layoutFailed')}</p>;
  if (!layout) return <p className="muted">{t('inspector.drawing')}</p>;
  const ui = (key: string) => t(key, { ns: 'statecharts' });
  const active = activeIds(chart.root.id, value);
  const label = fillPlaceholders(t('inspector.diagramOf'), chartWords(lookupOf(t), ids).machine(chart.id));
  const drawing = (visible: Visible) => <Drawing layout={layout} active={active} last={lastTransitions} rtl={rtl} visible={visible} />;
  const size = { width: layout.width + 2 * PAD, height: layout.height + 2 * PAD };
  const wideLayout = foundWide && foundWide !== 'failed' ? foundWide : layout;
  const toolbar = (inDialog: boolean) => (c: ViewportControls) => (
    <div className="diagram-toolbar" role="toolbar" aria-label={label}>
      <button type="button" className="btn btn-small" onClick={c.zoomOut} aria-label={ui('ui.zoomOut')} title={ui('ui.zoomOut')}>
        −
      </button>
      <span className="diagram-zoom small" aria-live="polite">{formatPercent(c.scale, i18n.language)}</span>
      <button type="button" className="btn btn-small" onClick={c.zoomIn} aria-label={ui('ui.zoomIn')} title={ui('ui.zoomIn')}>
        +
      </button>
      <button type="button" className="btn btn-small" onClick={c.fit}>
        {ui('ui.fit')}
      </button>
      <label className="diagram-ids small">
        <input type="checkbox" checked={ids} onChange={(e) => setIds(e.target.checked)} /> {ui('ui.showIds')}
      </label>
      {inDialog ? null : (
        <button type="button" className="btn btn-small diagram-wide-button" onClick={() => setWide(true)}>
          {ui('ui.wide')}
        </button>
      )}
    </div>
  );
  return (
    <div className="machine-diagram" data-testid="machine-diagram" data-machine={chart.id} data-ids={ids || undefined}>
      <DiagramViewport width={size.width} height={size.height} label={label} hint={ui('ui.keys')} mode={box ? 'fill' : 'panel'} focus={liveSpot(layout, active)} toolbar={toolbar(false)} testId="diagram-viewport">
        {drawing}
      </DiagramViewport>
      <Dialog.Root open={wide} onOpenChange={setWide}>
        <Dialog.Portal>
          <Dialog.Overlay className="panel-overlay dialog-overlay" />
          <Dialog.Content className="diagram-wide" aria-describedby={undefined} data-testid="diagram-wide">
            <header className="diagram-wide-header">
              <Dialog.Title className="side-panel-title">{label}</Dialog.Title>
              <Dialog.Close className="btn btn-small">{ui('ui.closeWide')}</Dialog.Close>
            </header>
            <DiagramViewport width={wideLayout.width + 2 * PAD} height={wideLayout.height + 2 * PAD} label={label} hint={ui('ui.keys')} mode="fill" focus={liveSpot(wideLayout, active)} toolbar={toolbar(true)} testId="diagram-viewport-wide">
              {(visible: Visible) => <Drawing layout={wideLayout} active={active} last={lastTransitions} rtl={rtl} visible={visible} />}
            </DiagramViewport>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
